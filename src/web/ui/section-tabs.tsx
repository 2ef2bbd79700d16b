import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';

export interface SectionTab {
  path: string;
  /** Already translated. */
  label: string;
  icon: Icon;
}

/**
 * The pages of one section as pill tabs, the current path selected; on a
 * phone they wrap onto more lines, every tab in sight. `className` hides them
 * in print, say.
 */
export function SectionTabs({ tabs, className }: { tabs: readonly SectionTab[]; className?: string }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Tabs
      className={className}
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
