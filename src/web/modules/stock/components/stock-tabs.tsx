import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconBuildingStore,
  IconClipboardCheck,
  IconFileText,
  IconHourglass,
  IconLayersSubtract,
  IconPackage,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PermittedSectionTabs } from '../../../ui';

/**
 * The stock section's pages, one tab each, as far as the reader may go: the
 * movements (accept, transfer, cancel, complement) need stock.write, so a
 * cashier sees what is on hand, the documents and the summary. Hidden in print.
 */
export function StockTabs() {
  const { t } = useTranslation();
  return (
    <PermittedSectionTabs
      tabs={[
        { path: '/jewelry/stock/currently', label: t('stock.tabs.currently'), icon: IconPackage, anyOf: ['stock.read'] },
        { path: '/jewelry/stock/pending', label: t('stock.tabs.pending'), icon: IconHourglass, anyOf: ['stock.write'] },
        { path: '/jewelry/transfer', label: t('stock.tabs.transfer'), icon: IconArrowsExchange, anyOf: ['stock.write'] },
        { path: '/jewelry/cancel', label: t('stock.tabs.cancel'), icon: IconArrowBackUp, anyOf: ['stock.write'] },
        { path: '/jewelry/complement', label: t('stock.tabs.complement'), icon: IconLayersSubtract, anyOf: ['stock.write'] },
        { path: '/jewelry/stock/transaction', label: t('stock.tabs.transaction'), icon: IconFileText, anyOf: ['stock.read'] },
        { path: '/jw-stock', label: t('stock.tabs.summary'), icon: IconBuildingStore, anyOf: ['stock.read'] },
        { path: '/inventory', label: t('stock.tabs.inventory'), icon: IconClipboardCheck, anyOf: ['stock.read'] },
      ]}
    />
  );
}
