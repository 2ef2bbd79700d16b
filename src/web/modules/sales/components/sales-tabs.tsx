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
import { PermittedSectionTabs } from '../../../ui';

/**
 * The sales section's pages, one tab each, as far as the reader may go: the
 * counter and taking money need sales.write, so a manager who only reads sees
 * the invoices, payments, customers and books. Hidden in print.
 */
export function SalesTabs() {
  const { t } = useTranslation();
  return (
    <PermittedSectionTabs
      tabs={[
        { path: '/pos', label: t('sales.tabs.pos'), icon: IconCashRegister, anyOf: ['sales.write'] },
        { path: '/invoice/list', label: t('sales.tabs.invoices'), icon: IconFileInvoice, anyOf: ['sales.read'] },
        { path: '/payment/pos', label: t('sales.tabs.payments'), icon: IconCash, anyOf: ['sales.read'] },
        { path: '/payment/group', label: t('sales.tabs.groupPayment'), icon: IconUsersGroup, anyOf: ['sales.write'] },
        { path: '/customer', label: t('sales.tabs.customers'), icon: IconUsers, anyOf: ['sales.read'] },
        { path: '/sample_invoice_list', label: t('sales.tabs.quotations'), icon: IconFileText, anyOf: ['sales.read'] },
        { path: '/statement_by_day', label: t('sales.tabs.statementByDay'), icon: IconReportMoney, anyOf: ['sales.read'] },
        { path: '/incentive', label: t('sales.tabs.incentives'), icon: IconAward, anyOf: ['sales.read'] },
        { path: '/invoice/buybacks', label: t('sales.tabs.buybacks'), icon: IconCoins, anyOf: ['reports.read'] },
      ]}
    />
  );
}
