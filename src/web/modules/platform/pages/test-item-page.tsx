import { Anchor, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';

/** /test/{id} and /test/{id}/detail: shows the digits-only route parameter. */
export function TestItemPage({ id, detail }: { id: string; detail: boolean }) {
  const { t } = useTranslation();
  const next = String(BigInt(id) + 1n);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3}>{detail ? t('gallery.item.detailTitle', { id }) : t('gallery.item.title', { id })}</Title>
        <Code data-testid="test-id-param">{t('gallery.item.param', { id })}</Code>
        <Text size="sm" c="dimmed">
          {t('gallery.item.hint')}
        </Text>
        <Group gap="md">
          {detail ? (
            <Anchor component={Link} to={`/test/${id}`}>
              {t('gallery.nav.item', { id })}
            </Anchor>
          ) : (
            <Anchor component={Link} to={`/test/${id}/detail`}>
              {t('gallery.nav.detail', { id })}
            </Anchor>
          )}
          <Anchor component={Link} to={`/test/${next}`}>
            {t('gallery.item.next')}
          </Anchor>
          <Anchor component={Link} to="/test">
            {t('gallery.item.back')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
