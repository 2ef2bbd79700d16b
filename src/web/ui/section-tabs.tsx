import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { TextKey } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import type { Permission } from '../../shared/roles';
import { canAny, useMe } from '../shell/session';
import classes from './section-tabs.module.css';

export interface SectionTab {
  path: string;
  /** Already translated. */
  label: string;
  icon: Icon;
}

/**
 * The pages of one section as pill tabs, the current path selected; on a
 * phone they wrap onto more lines, every tab in sight. Hidden in print.
 */
export function SectionTabs({ tabs, className }: { tabs: readonly SectionTab[]; className?: string }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Tabs
      className={className ? `${classes.tabs} ${className}` : classes.tabs}
      value={pathname}
      // A tab's path is a plain string from its section's list: navigated to as an href (no cast to the typed routes).
      onChange={(path) => path && void navigate({ href: path })}
      variant="pills"
      radius="xl"
    >
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {tabs.map(({ path, label, icon: TabIcon }) => (
          <Tabs.Tab key={path} value={path} leftSection={<TabIcon size={16} />} style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
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
