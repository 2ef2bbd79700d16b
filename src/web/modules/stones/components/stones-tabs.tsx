import { IconCalculator, IconCashRegister, IconClipboardList, IconDiamond, IconFileDescription, IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PermittedSectionTabs } from '../../../ui';

/**
 * The stones section's pages, one tab each, as far as the reader may go:
 * selling and quoting need sales.write; the rest stones.read. Hidden in print.
 */
export function StonesTabs() {
  const { t } = useTranslation();
  return (
    <PermittedSectionTabs
      tabs={[
        { path: '/gem_stone', label: t('stones.tabs.lots'), icon: IconDiamond, anyOf: ['stones.read'] },
        { path: '/gem_pos', label: t('stones.tabs.pos'), icon: IconCashRegister, anyOf: ['sales.write'] },
        { path: '/sample_invoice_stone', label: t('stones.tabs.quotation'), icon: IconFileDescription, anyOf: ['sales.write'] },
        { path: '/gem_report', label: t('stones.tabs.reports'), icon: IconClipboardList, anyOf: ['stones.read'] },
        { path: '/inventory/stone', label: t('stones.tabs.inventory'), icon: IconCalculator, anyOf: ['stones.read'] },
        { path: '/setting/stone-size-chart', label: t('stones.tabs.sizeChart'), icon: IconRuler2, anyOf: ['stones.read'] },
      ]}
    />
  );
}
