import { NavLink, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { canAny, useMe } from '../session';
import { activeNavItem, navGroupsFor, type NavItem } from '../navigation';
import { mantineParts } from '../../ui/mantine-parts';
import classes from './default-layout.module.css';

/**
 * Mantine's NavLink as plain elements in its classes and variables (those it writes for the light
 * variant of the theme's navy), as ui/data-table.tsx does for its rows: the menu's twenty links were a
 * hundred Mantine components (the link, its button, four boxes), each resolving its theme, styles and
 * props in every page's first render.
 */
const parts = mantineParts(NavLink, 'NavLink', ['root', 'section', 'body', 'label']);
const link = { ...parts, root: `mantine-focus-auto ${parts.root} ${mantineParts(UnstyledButton, 'UnstyledButton', ['root']).root} ${classes.navLink}` };
const lightNavy = {
  '--nl-bg': 'var(--mantine-color-navy-light)',
  '--nl-hover': 'var(--mantine-color-navy-light-hover)',
  '--nl-color': 'var(--mantine-color-navy-light-color)',
  borderRadius: 'var(--mantine-radius-md)',
} as CSSProperties;

function NavItemLink({ item, label, active }: { item: NavItem; label: string; active: boolean }) {
  return (
    <Link
      to={item.to}
      // The section is `active` below; the router would also mark every link whose path starts the current one (aria-current).
      activeOptions={{ exact: true }}
      className={link.root}
      data-variant="light"
      data-active={active || undefined}
      style={lightNavy}
    >
      <span className={link.section} data-position="left">
        <item.icon size={18} stroke={1.6} />
      </span>
      <div className={link.body}>
        <span className={link.label}>{label}</span>
      </div>
    </Link>
  );
}

export function AppNavbar() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavItem(pathname);
  // The browser's own scrolling (navScroll), not Mantine's ScrollArea: that one reads the scroll
  // position as it mounts, laying out the page in the middle of every page's first render.
  return (
    <div className={classes.navScroll}>
      <nav className={classes.navGroups} aria-label={t('nav.home')}>
        {navGroupsFor(me?.user.role).map((group) => {
          const items = group.items.filter((item) => canAny(me, item.anyOf));
          if (items.length === 0) return null;
          return (
            <div key={group.key} className={classes.navGroup}>
              <div className={classes.navGroupLabel}>{t(`nav.groups.${group.key}`)}</div>
              {items.map((item) => (
                <NavItemLink key={item.key} item={item} label={t(`nav.items.${item.key}`)} active={active?.key === item.key} />
              ))}
            </div>
          );
        })}
      </nav>
    </div>
  );
}
