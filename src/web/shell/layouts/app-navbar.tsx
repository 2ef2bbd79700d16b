import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { canAny, useMe } from '../session';
import { activeNavItem, navGroupsFor } from '../navigation';
import classes from './default-layout.module.css';

export function AppNavbar() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavItem(pathname);
  // The browser's own scrolling (navScroll), not Mantine's ScrollArea: that one reads the scroll
  // position as it mounts, laying out the page in the middle of every page's first render.
  return (
    <div className={classes.navScroll}>
      <Stack gap="md" py="xs" component="nav" aria-label={t('nav.home')}>
        {navGroupsFor(me?.user.role).map((group) => {
          const items = group.items.filter((item) => canAny(me, item.anyOf));
          if (items.length === 0) return null;
          return (
            <Stack key={group.key} gap={2}>
              <Text fz={11} fw={700} tt="uppercase" c="dimmed" px="sm" pb={4} style={{ letterSpacing: 0.6 }}>
                {t(`nav.groups.${group.key}`)}
              </Text>
              {items.map((item) => (
                <NavLink
                  key={item.key}
                  component={Link}
                  to={item.to}
                  // The section is `active` below; the router would also mark every link whose path starts the current one (aria-current, which Mantine paints).
                  activeOptions={{ exact: true }}
                  label={t(`nav.items.${item.key}`)}
                  leftSection={<item.icon size={18} stroke={1.6} />}
                  active={active?.key === item.key}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </div>
  );
}
