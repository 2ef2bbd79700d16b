import { IconChartBar, IconClipboardList, IconFlame, IconListDetails, IconPlus, IconReceipt, IconSearch } from '@tabler/icons-react';
import { PermittedSectionTabs, type PermittedTab } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';

const entriesTabs: readonly PermittedTab[] = [
  { path: '/entry/list', labelKey: 'entries.tabs.list', icon: IconListDetails, anyOf: ['entries.read'] },
  { path: '/entry_add', labelKey: 'entries.tabs.add', icon: IconPlus, anyOf: ['entries.write'] },
  { path: '/entries-close', labelKey: 'entries.tabs.closeSheets', icon: IconReceipt, anyOf: ['entries.read'] },
  { path: '/entry-recap', labelKey: 'entries.tabs.recap', icon: IconChartBar, anyOf: ['entries.read'] },
  { path: '/entry_by_cast', labelKey: 'entries.tabs.byCast', icon: IconFlame, anyOf: ['entries.read'] },
  { path: '/entry/jeweller', labelKey: 'entries.tabs.mine', icon: IconClipboardList, anyOf: ['entries.own'] },
  { path: '/entry/detail', labelKey: 'entries.tabs.find', icon: IconSearch, anyOf: ['entries.read'] },
];

/**
 * The entries section's pages, one tab each, as far as the reader may go: a
 * jeweller who sees only their own tickets gets no tabs at all. Hidden in print.
 */
export function EntriesTabs() {
  const { data: me } = useMe();
  if (!canAny(me, ['entries.read'])) return null;
  return <PermittedSectionTabs tabs={entriesTabs} />;
}
