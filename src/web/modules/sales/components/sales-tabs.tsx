import {
  IconAward,
  IconCash,
  IconCashRegister,
  IconCoins,
  IconFileInvoice,
  IconFileText,
  IconReportMoney,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../../../shared/roles';
import { SectionTabs, type SectionTab } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import classes from './sales-tabs.module.css';

/**
 * The sales section's pages, one tab each, as far as the reader may go: the
 * counter and taking money need sales.write, so a manager who only reads sees
 * the invoices, payments, customers and books. Hidden in print.
 */
export function SalesTabs() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const tabs: (SectionTab & { anyOf: readonly Permission[] })[] = [
    { path: '/pos', label: t('sales.tabs.pos'), icon: IconCashRegister, anyOf: ['sales.write'] },
    { path: '/invoice/list', label: t('sales.tabs.invoices'), icon: IconFileInvoice, anyOf: ['sales.read'] },
    { path: '/payment/pos', label: t('sales.tabs.payments'), icon: IconCash, anyOf: ['sales.read'] },
    { path: '/payment/group', label: t('sales.tabs.groupPayment'), icon: IconUsersGroup, anyOf: ['sales.write'] },
    { path: '/customer', label: t('sales.tabs.customers'), icon: IconUsers, anyOf: ['sales.read'] },
    { path: '/sample_invoice_list', label: t('sales.tabs.quotations'), icon: IconFileText, anyOf: ['sales.read'] },
    { path: '/statement_by_day', label: t('sales.tabs.statementByDay'), icon: IconReportMoney, anyOf: ['sales.read'] },
    { path: '/incentive', label: t('sales.tabs.incentives'), icon: IconAward, anyOf: ['sales.read'] },
    { path: '/invoice/buybacks', label: t('sales.tabs.buybacks'), icon: IconCoins, anyOf: ['reports.read'] },
  ];
  const mine = tabs.filter((tab) => canAny(me, tab.anyOf));
  if (mine.length < 2) return null;
  return <SectionTabs className={classes.tabs} tabs={mine} />;
}
