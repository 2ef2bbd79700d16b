import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { FindInvoicesResponse } from '../../../../shared/contracts/sales/invoice';
import { moneyStyle, useSalesFormat } from './invoice-money';

/** The totals of every invoice the filter keeps, not just the page: how many, payable, paid, and still owed. */
export function InvoiceTotals({ count, totals }: { count: number; totals: FindInvoicesResponse['totals'] }) {
  const { t } = useTranslation();
  const { usd, count: countText } = useSalesFormat();
  const figure = (key: string, label: string, value: string, color?: string) => (
    <Group gap={6} wrap="nowrap" key={key}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color} data-figure={key} style={moneyStyle}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Group gap="lg" wrap="wrap" aria-label={t('sales.invoices.list.totals')}>
      <Text size="sm" fw={600}>
        {t('sales.invoices.list.totals')}
      </Text>
      {figure('count', t('sales.invoices.list.count'), countText(count))}
      {figure('payable', t('sales.invoices.list.payable'), usd(totals.payableCents))}
      {figure('paid', t('sales.invoices.list.paid'), usd(totals.paidCents))}
      {figure('balance', t('sales.invoices.list.balance'), usd(totals.balanceCents), totals.balanceCents > 0 ? 'red.7' : undefined)}
    </Group>
  );
}
