import {
  IconCalendarStats,
  IconClipboardList,
  IconDiamond,
  IconFlame,
  IconLayoutDashboard,
  IconListDetails,
  IconTrendingDown,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReportName } from '../../../../shared/contracts/reports/report-common';
import { SectionTabs, type SectionTab } from '../../../ui';
import classes from '../../../ui/a4-sheet.module.css';

/** The reports in the order the owner reads them, each under `/report/{name}`. */
export const reportTabs = [
  { name: 'dashboard', key: 'dashboard', icon: IconLayoutDashboard },
  { name: 'monthly-record', key: 'monthlyRecord', icon: IconCalendarStats },
  { name: 'loss', key: 'loss', icon: IconTrendingDown },
  { name: 'cast', key: 'cast', icon: IconFlame },
  { name: 'entry', key: 'entry', icon: IconClipboardList },
  { name: 'entry-detail', key: 'entryDetail', icon: IconListDetails },
  { name: 'staff', key: 'staff', icon: IconUsers },
  { name: 'jewelry', key: 'jewelry', icon: IconDiamond },
] as const satisfies readonly { name: ReportName; key: string; icon: SectionTab['icon'] }[];

export const reportPath = (name: ReportName) => `/report/${name}`;

/** The eight reports as tabs (all need reports.read, as the navigation's Reports item does); hidden in print. */
export function ReportTabs() {
  const { t } = useTranslation();
  const tabs: SectionTab[] = reportTabs.map((tab) => ({ path: reportPath(tab.name), label: t(`reports.tabs.${tab.key}`), icon: tab.icon }));
  return <SectionTabs className={classes.noPrint} tabs={tabs} />;
}
