import { IconAlertTriangle, IconClipboardText, IconLayoutKanban, IconPencil, IconScan, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { SectionTabs } from '../../../ui';

/** The production follow-up pages, one tab each. */
export function ProductionTabs() {
  const { t } = useTranslation();
  return (
    <SectionTabs
      tabs={[
        { path: '/follow', label: t('production.tabs.board'), icon: IconLayoutKanban },
        { path: '/follow-group', label: t('production.tabs.groups'), icon: IconStack2 },
        { path: '/follow-up/design', label: t('production.tabs.design'), icon: IconPencil },
        { path: '/follow-up/unfinished', label: t('production.tabs.unfinished'), icon: IconAlertTriangle },
        { path: '/pre-order', label: t('production.tabs.preOrders'), icon: IconClipboardText },
        { path: '/tracker_item', label: t('production.tabs.tracker'), icon: IconScan },
      ]}
    />
  );
}
