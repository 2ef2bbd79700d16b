import { Group, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LocaleSwitch } from '../locale-switch';
import { Logo } from '../logo';
import classes from './empty-layout.module.css';

/** A centred card on the brand backdrop: sign-in pages. */
export function EmptyLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.backdrop}>
      <Stack align="center" gap="lg" w="100%">
        <Stack align="center" gap={4}>
          <Logo size={56} />
          <Text c="white" fw={700} fz={26} lh={1.3}>
            {t('app.title')}
          </Text>
          <Text c="gold.3" fz="sm">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Paper className={classes.card} radius="lg" shadow="xl" p={{ base: 'lg', xs: 'xl' }}>
          <Outlet />
        </Paper>
        <Group justify="center">
          <LocaleSwitch tone="dark" />
        </Group>
      </Stack>
    </div>
  );
}
