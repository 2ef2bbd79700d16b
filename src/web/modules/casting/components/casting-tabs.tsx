import { ScrollArea, Tabs } from '@mantine/core';
import { IconChartBar, IconDroplet, IconFlame, IconListDetails, IconRuler, IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { castSheetClasses } from './cast-sheet';

const tabs = [
  { path: '/cast', key: 'casts', icon: IconListDetails },
  { path: '/cast/detail/follow', key: 'follow', icon: IconFlame },
  { path: '/wax', key: 'wax', icon: IconDroplet },
  { path: '/cast/detail/summary', key: 'summary', icon: IconChartBar },
  { path: '/setting/estimate-wax', key: 'estimateWax', icon: IconRuler },
  { path: '/cast/detail', key: 'find', icon: IconSearch },
] as const;

/** The casting room's pages, one tab each; they scroll sideways on a phone. */
export function CastingTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ScrollArea type="never" className={castSheetClasses.noPrint}>
      <Tabs value={pathname} onChange={(path) => path && void navigate({ to: path } as never)} variant="pills" radius="xl">
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {tabs.map(({ path, key, icon: Icon }) => (
            <Tabs.Tab key={path} value={path} leftSection={<Icon size={16} />} style={{ whiteSpace: 'nowrap' }}>
              {t(`casting.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
