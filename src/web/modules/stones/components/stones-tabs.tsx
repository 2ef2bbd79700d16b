import { IconCalculator, IconCashRegister, IconClipboardList, IconDiamond, IconFileDescription, IconRuler2 } from '@tabler/icons-react';
import { sectionTabsOf } from '../../../ui';

/**
 * The stones section's pages, one tab each, as far as the reader may go:
 * selling and quoting need sales.write; the rest stones.read. Hidden in print.
 */
export const StonesTabs = sectionTabsOf([
  { path: '/gem_stone', labelKey: 'stones.tabs.lots', icon: IconDiamond, anyOf: ['stones.read'] },
  { path: '/gem_pos', labelKey: 'stones.tabs.pos', icon: IconCashRegister, anyOf: ['sales.write'] },
  { path: '/sample_invoice_stone', labelKey: 'stones.tabs.quotation', icon: IconFileDescription, anyOf: ['sales.write'] },
  { path: '/gem_report', labelKey: 'stones.tabs.reports', icon: IconClipboardList, anyOf: ['stones.read'] },
  { path: '/inventory/stone', labelKey: 'stones.tabs.inventory', icon: IconCalculator, anyOf: ['stones.read'] },
  { path: '/setting/stone-size-chart', labelKey: 'stones.tabs.sizeChart', icon: IconRuler2, anyOf: ['stones.read'] },
]);
