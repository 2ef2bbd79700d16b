import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconHourglass, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FindInvoicesQuery } from '../../../../shared/contracts/sales/invoice';
import type { PaymentState } from '../../../../shared/sales/payment-state';
import { useFindInvoices } from '../api/find-invoices';
import { paymentStateColors } from './invoice-badges';
import { moneyStyle, useSalesFormat } from './invoice-money';
import { invoiceListTarget } from './invoice-paths';
import { UnstyledButtonLink } from '../../../ui';

/** The payment states money is still owed in, most urgent first. */
export const receivableStates = ['over_due_date', 'partially_paid', 'unpaid', 'pending_payment'] as const satisfies readonly PaymentState[];
export type ReceivableState = (typeof receivableStates)[number];

const icons = { over_due_date: IconAlertTriangle, partially_paid: IconClockHour4, unpaid: IconReceipt, pending_payment: IconHourglass };

/** One card's question to the server: how many, and what they owe (the totals are over the whole filter). */
export const receivableQuery = (paymentState: ReceivableState): FindInvoicesQuery => ({ paymentState, page: 1, pageSize: 1 });

function ReceivableCard({ paymentState }: { paymentState: ReceivableState }) {
  const { t } = useTranslation();
  const { usd, count } = useSalesFormat();
  const { data } = useFindInvoices(receivableQuery(paymentState));
  const Icon = icons[paymentState];
  const color = paymentStateColors[paymentState];
  const target = invoiceListTarget({ paymentState });
  return (
    <UnstyledButtonLink {...target} data-receivable={paymentState}>
      <Paper p={{ base: 'sm', sm: 'md' }} radius="lg" withBorder h="100%" style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}>
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color={color} variant="light" radius="xl" size="md">
              <Icon size={16} />
            </ThemeIcon>
            <Text size="sm" fw={600}>
              {t(`sales.common.paymentStates.${paymentState}`)}
            </Text>
          </Group>
          {data ? (
            <>
              <Text fz={{ base: 18, sm: 24 }} fw={700} style={moneyStyle} c={paymentState === 'over_due_date' && data.total > 0 ? 'red.7' : undefined} data-figure="owed">
                {usd(data.totals.balanceCents)}
              </Text>
              <Text size="sm" c="dimmed" data-figure="count">
                {t('sales.invoices.home.invoiceCount', { count: data.total, shown: count(data.total) })}
              </Text>
            </>
          ) : (
            <>
              <Skeleton h={30} w="70%" />
              <Skeleton h={16} w="40%" />
            </>
          )}
        </Stack>
      </Paper>
    </UnstyledButtonLink>
  );
}

/** Receivables at a glance: what is owed in each payment state, each card opening the list so filtered. */
export function InvoiceReceivables() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {receivableStates.map((state) => (
        <ReceivableCard key={state} paymentState={state} />
      ))}
    </SimpleGrid>
  );
}
