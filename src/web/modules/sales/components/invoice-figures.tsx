import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { rielOf } from '../../../../shared/sales/tender';
import { moneyStyle, useSalesFormat } from './invoice-money';

function Line({ label, cents, riel, strong = false, color, figure }: { label: string; cents: number; riel?: number; strong?: boolean; color?: string; figure: string }) {
  const { usd, riel: rielText } = useSalesFormat();
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" data-figure={figure}>
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Stack gap={0} align="flex-end">
        <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={color} style={moneyStyle}>
          {usd(cents)}
        </Text>
        {riel !== undefined && (
          <Text size="xs" c="dimmed" style={moneyStyle}>
            {rielText(riel)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The invoice's sums in USD, and in riel at the invoice's own rate (what the
 * tax invoice prints): total, notes, payable, deposits, paid and the balance.
 */
export function InvoiceFigures({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const riel = (cents: number) => rielOf(cents, invoice.khrPerUsd);
  const owing = invoice.state !== 'voided' && invoice.balanceCents > 0;
  return (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap={6}>
        <Line figure="subtotal" label={t('sales.invoices.figures.subtotal')} cents={invoice.subtotalCents} />
        {invoice.discountCents !== 0 && <Line figure="discount" label={t('sales.invoices.figures.discount')} cents={-invoice.discountCents} />}
        <Line figure="total" label={t('sales.invoices.figures.total')} cents={invoice.totalCents} riel={invoice.totalRiel} strong />
        {invoice.adjustmentsCents !== 0 && (
          <>
            <Line figure="adjustments" label={t('sales.invoices.figures.adjustments')} cents={invoice.adjustmentsCents} />
            <Line figure="payable" label={t('sales.invoices.figures.payable')} cents={invoice.payableCents} riel={invoice.payableRiel} strong />
          </>
        )}
        <Divider my={4} />
        {invoice.prepaidCents !== 0 && <Line figure="prepaid" label={t('sales.invoices.figures.prepaid')} cents={invoice.prepaidCents} />}
        <Line figure="paid" label={t('sales.invoices.figures.paid')} cents={invoice.paidCents} riel={riel(invoice.paidCents)} />
        <Line
          figure="balance"
          label={t('sales.invoices.figures.balance')}
          cents={invoice.balanceCents}
          riel={riel(invoice.balanceCents)}
          strong
          color={owing ? 'red.7' : invoice.balanceCents === 0 ? 'green.7' : undefined}
        />
        {invoice.incentiveCents !== 0 && <Line figure="incentive" label={t('sales.invoices.figures.incentive')} cents={invoice.incentiveCents} />}
      </Stack>
    </Paper>
  );
}
