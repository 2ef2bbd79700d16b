import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Brand } from '../brand';
import { LocaleSwitch } from '../locale-switch';
import { UserMenu } from '../user-menu';
import { AppNavbar } from './app-navbar';
import classes from './default-layout.module.css';

export function DefaultLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(close, [pathname, close]);
  return (
    <AppShell
      header={{ height: 62 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" justify="space-between" wrap="nowrap" className={classes.bar}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={t('common.openNavigation')}
            />
            <Brand tone="dark" />
          </Group>
          <Group wrap="nowrap" className={classes.tools}>
            <LocaleSwitch tone="dark" />
            <UserMenu tone="dark" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" className={classes.navbar}>
        <AppNavbar />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
