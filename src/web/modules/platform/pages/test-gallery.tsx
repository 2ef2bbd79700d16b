import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { NotFoundPage } from '../../../shell/not-found-page';
import { TestGalleryHome } from './test-gallery-home';
import { TestItemPage } from './test-item-page';
import { TestPage1 } from './test-page1';

export type GalleryView =
  | { page: 'home' }
  | { page: 'page1' }
  | { page: 'item'; id: string }
  | { page: 'detail'; id: string }
  | { page: 'unknown' };

/** Which gallery page a path shows; {id} is digits only (spec §5). */
export function galleryViewOf(pathname: string): GalleryView {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/test') return { page: 'home' };
  if (path === '/test/page1') return { page: 'page1' };
  const match = /^\/test\/(\d+)(\/detail)?$/.exec(path);
  if (!match?.[1]) return { page: 'unknown' };
  return match[2] ? { page: 'detail', id: match[1] } : { page: 'item', id: match[1] };
}

/** The developers' gallery at /test, /test/page1, /test/{id}, /test/{id}/detail (outside production). */
export function TestGalleryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const view = galleryViewOf(pathname);
  if (view.page === 'unknown') return <NotFoundPage />;
  const id = 'id' in view ? view.id : undefined;

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2}>{t('gallery.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('gallery.intro')}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/test">
              {t('gallery.nav.home')}
            </Anchor>
            <Anchor component={Link} to="/test/page1">
              {t('gallery.nav.page1')}
            </Anchor>
            <Anchor component={Link} to="/test/42">
              {t('gallery.nav.item', { id: '42' })}
            </Anchor>
            <Anchor component={Link} to="/test/42/detail">
              {t('gallery.nav.detail', { id: '42' })}
            </Anchor>
            <Anchor component={Link} to="/test/abc">
              {t('gallery.nav.notDigits')}
            </Anchor>
          </Group>
        </Stack>
        {view.page === 'home' && <TestGalleryHome />}
        {view.page === 'page1' && <TestPage1 />}
        {id !== undefined && <TestItemPage id={id} detail={view.page === 'detail'} />}
      </Stack>
    </Container>
  );
}
