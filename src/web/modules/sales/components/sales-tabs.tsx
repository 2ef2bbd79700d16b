import { IconAward, IconCash, IconCashRegister, IconCoins, IconFileInvoice, IconFileText, IconReportMoney, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { sectionTabsOf } from '../../../ui';

/**
 * The sales section's pages, one tab each, as far as the reader may go: the
 * counter and taking money need sales.write, so a manager who only reads sees
 * the invoices, payments, customers and books. Hidden in print.
 */
export const SalesTabs = sectionTabsOf([
  { path: '/pos', labelKey: 'sales.tabs.pos', icon: IconCashRegister, anyOf: ['sales.write'] },
  { path: '/invoice/list', labelKey: 'sales.tabs.invoices', icon: IconFileInvoice, anyOf: ['sales.read'] },
  { path: '/payment/pos', labelKey: 'sales.tabs.payments', icon: IconCash, anyOf: ['sales.read'] },
  { path: '/payment/group', labelKey: 'sales.tabs.groupPayment', icon: IconUsersGroup, anyOf: ['sales.write'] },
  { path: '/customer', labelKey: 'sales.tabs.customers', icon: IconUsers, anyOf: ['sales.read'] },
  { path: '/sample_invoice_list', labelKey: 'sales.tabs.quotations', icon: IconFileText, anyOf: ['sales.read'] },
  { path: '/statement_by_day', labelKey: 'sales.tabs.statementByDay', icon: IconReportMoney, anyOf: ['sales.read'] },
  { path: '/incentive', labelKey: 'sales.tabs.incentives', icon: IconAward, anyOf: ['sales.read'] },
  { path: '/invoice/buybacks', labelKey: 'sales.tabs.buybacks', icon: IconCoins, anyOf: ['reports.read'] },
]);
