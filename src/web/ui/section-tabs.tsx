import { Tabs, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { TextKey } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import type { Permission } from '../../shared/roles';
import { canAny, useMe } from '../shell/session';
import { mantineParts } from './mantine-parts';
import classes from './section-tabs.module.css';

export interface SectionTab {
  path: string;
  /** Already translated. */
  label: string;
  icon: Icon;
}

/**
 * Mantine's pill tabs as plain elements in their classes and variables (the theme's navy, radius xl):
 * a section's nine tabs were some forty Mantine components in most pages' first render. They are
 * links, as they go to pages: the current one marked (`aria-current`), each one a page a reader can
 * also open in a new tab. Not a `nav` landmark: the menu is the page's one navigation.
 */
const parts = mantineParts(Tabs, 'Tabs', ['root', 'list', 'tab', 'tabSection', 'tabLabel']);
const tabClasses = {
  ...parts,
  tab: `mantine-focus-auto ${Tabs.classes['tab--pills']} ${parts.tab} ${mantineParts(UnstyledButton, 'UnstyledButton', ['root']).root}`,
};
const pillVars = { '--tabs-radius': 'var(--mantine-radius-xl)', '--tabs-color': 'var(--mantine-color-navy-filled)' } as CSSProperties;

/**
 * The pages of one section as pill tabs, the current path selected; on a
 * phone they wrap onto more lines, every tab in sight. Hidden in print.
 */
export function SectionTabs({ tabs, className }: { tabs: readonly SectionTab[]; className?: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <div className={`${classes.tabs} ${tabClasses.root}${className ? ` ${className}` : ''}`} data-variant="pills" data-orientation="horizontal" style={pillVars}>
      <div className={tabClasses.list} data-variant="pills" data-orientation="horizontal" style={{ flexWrap: 'wrap' }}>
        {tabs.map(({ path, label, icon: TabIcon }) => {
          const current = path === pathname;
          return (
            // The router's link, as the menu's (a plain click in the app, a modified one the browser's); current
            // by its path alone, as the router would also mark it (aria-current) with the same options.
            <Link
              key={path}
              to={path}
              activeOptions={{ exact: true, includeSearch: false }}
              className={tabClasses.tab}
              data-variant="pills"
              data-orientation="horizontal"
              data-active={current || undefined}
              aria-current={current ? 'page' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              <span className={tabClasses.tabSection} data-position="left">
                <TabIcon size={16} />
              </span>
              <span className={tabClasses.tabLabel}>{label}</span>
            </Link>
          );
        })}
      </div>
    </div>
  );
}

/** One tab of a module's section, as the module lists it: its label by key (en.json, kh.json), and who may open it. */
export interface PermittedTab {
  path: string;
  labelKey: TextKey;
  icon: Icon;
  /** The permissions, any one of which opens the page (the server refuses it to the others). */
  anyOf: readonly Permission[];
}

/**
 * A section's tabs as far as the reader may go: each tab shows to whoever
 * holds one of its `anyOf`; with fewer than two left there is nothing to
 * switch between, and none show.
 */
export function PermittedSectionTabs({ tabs }: { tabs: readonly PermittedTab[] }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const mine = tabs.filter((tab) => canAny(me, tab.anyOf));
  if (mine.length < 2) return null;
  return <SectionTabs tabs={mine.map(({ path, labelKey, icon }) => ({ path, label: t(labelKey), icon }))} />;
}

/** A module's section tabs as a component of its own (`<SalesTabs />`), from its list of tabs. */
export function sectionTabsOf(tabs: readonly PermittedTab[]) {
  return function ModuleSectionTabs() {
    return <PermittedSectionTabs tabs={tabs} />;
  };
}
