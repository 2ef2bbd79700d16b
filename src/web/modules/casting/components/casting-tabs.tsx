import { IconChartBar, IconDroplet, IconFlame, IconListDetails, IconRuler, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { SectionTabs } from '../../../ui';
import { castSheetClasses } from './cast-sheet';

/** The casting room's pages, one tab each. */
export function CastingTabs() {
  const { t } = useTranslation();
  return (
    <SectionTabs
      className={castSheetClasses.noPrint}
      tabs={[
        { path: '/cast', label: t('casting.tabs.casts'), icon: IconListDetails },
        { path: '/cast/detail/follow', label: t('casting.tabs.follow'), icon: IconFlame },
        { path: '/wax', label: t('casting.tabs.wax'), icon: IconDroplet },
        { path: '/cast/detail/summary', label: t('casting.tabs.summary'), icon: IconChartBar },
        { path: '/setting/estimate-wax', label: t('casting.tabs.estimateWax'), icon: IconRuler },
        { path: '/cast/detail', label: t('casting.tabs.find'), icon: IconSearch },
      ]}
    />
  );
}
