import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { formatLongDate } from '../../../i18n/format';
import { Brand } from '../../../shell/brand';
import { LocaleSwitch } from '../../../shell/locale-switch';
import { navItemsFor } from '../../../shell/navigation';
import { UserMenu } from '../../../shell/user-menu';
import { canAny, useMe } from '../api/get-me';
import { HomeTile } from '../components/home-tile';
import { TodayFigures } from '../components/today-figures';
import classes from './home-page.module.css';

/**
 * A role's home at `/` (issue 20 §4), no app shell: the figures the role
 * answers for, each a link to where the work is, then one tile per section
 * the user may open, in the order of their sidebar (what they do most first).
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const tiles = navItemsFor(me?.user.role).filter((item) => canAny(me, item.anyOf));
  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <Container size="lg">
          <Group justify="space-between" py="md" wrap="nowrap">
            <Brand tone="dark" />
            <Group gap="md" wrap="nowrap">
              <LocaleSwitch tone="dark" />
              <UserMenu tone="dark" />
            </Group>
          </Group>
          <Stack gap={6} pt={{ base: 'md', sm: 40 }} pb={{ base: 32, sm: 48 }}>
            <Text c="gold.3" fz="sm" fw={500}>
              {formatLongDate(new Date())}
            </Text>
            <Title order={1} c="white" fz={{ base: 26, sm: 34 }}>
              {t('home.greeting', { name: me?.user.displayName ?? '' })}
            </Title>
            <Text c="navy.1">{t('home.subtitle')}</Text>
          </Stack>
        </Container>
      </header>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <TodayFigures />
          <Stack gap="sm" component="section">
            <Title order={2} fz="lg">
              {t('home.sectionsTitle')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
              {tiles.map((item) => (
                <HomeTile key={item.key} item={item} />
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      </Container>
    </div>
  );
}
