import { IconChartBar, IconClipboardList, IconFlame, IconListDetails, IconPlus, IconReceipt, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PermittedSectionTabs } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';

/**
 * The entries section's pages, one tab each, as far as the reader may go: a
 * jeweller who sees only their own tickets gets no tabs at all. Hidden in print.
 */
export function EntriesTabs() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!canAny(me, ['entries.read'])) return null;
  return (
    <PermittedSectionTabs
      tabs={[
        { path: '/entry/list', label: t('entries.tabs.list'), icon: IconListDetails, anyOf: ['entries.read'] },
        { path: '/entry_add', label: t('entries.tabs.add'), icon: IconPlus, anyOf: ['entries.write'] },
        { path: '/entries-close', label: t('entries.tabs.closeSheets'), icon: IconReceipt, anyOf: ['entries.read'] },
        { path: '/entry-recap', label: t('entries.tabs.recap'), icon: IconChartBar, anyOf: ['entries.read'] },
        { path: '/entry_by_cast', label: t('entries.tabs.byCast'), icon: IconFlame, anyOf: ['entries.read'] },
        { path: '/entry/jeweller', label: t('entries.tabs.mine'), icon: IconClipboardList, anyOf: ['entries.own'] },
        { path: '/entry/detail', label: t('entries.tabs.find'), icon: IconSearch, anyOf: ['entries.read'] },
      ]}
    />
  );
}
