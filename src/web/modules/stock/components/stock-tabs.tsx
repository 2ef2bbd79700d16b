import { IconArrowBackUp, IconArrowsExchange, IconBuildingStore, IconClipboardCheck, IconFileText, IconHourglass, IconLayersSubtract, IconPackage } from '@tabler/icons-react';
import { sectionTabsOf } from '../../../ui';

/**
 * The stock section's pages, one tab each, as far as the reader may go: the
 * movements (accept, transfer, cancel, complement) need stock.write, so a
 * cashier sees what is on hand, the documents and the summary. Hidden in print.
 */
export const StockTabs = sectionTabsOf([
  { path: '/jewelry/stock/currently', labelKey: 'stock.tabs.currently', icon: IconPackage, anyOf: ['stock.read'] },
  { path: '/jewelry/stock/pending', labelKey: 'stock.tabs.pending', icon: IconHourglass, anyOf: ['stock.write'] },
  { path: '/jewelry/transfer', labelKey: 'stock.tabs.transfer', icon: IconArrowsExchange, anyOf: ['stock.write'] },
  { path: '/jewelry/cancel', labelKey: 'stock.tabs.cancel', icon: IconArrowBackUp, anyOf: ['stock.write'] },
  { path: '/jewelry/complement', labelKey: 'stock.tabs.complement', icon: IconLayersSubtract, anyOf: ['stock.write'] },
  { path: '/jewelry/stock/transaction', labelKey: 'stock.tabs.transaction', icon: IconFileText, anyOf: ['stock.read'] },
  { path: '/jw-stock', labelKey: 'stock.tabs.summary', icon: IconBuildingStore, anyOf: ['stock.read'] },
  { path: '/inventory', labelKey: 'stock.tabs.inventory', icon: IconClipboardCheck, anyOf: ['stock.read'] },
]);
