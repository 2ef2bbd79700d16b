import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { rielOf } from '../../../../shared/sales/tender';
import { InvoiceStates } from './invoice-badges';
import { InvoiceCustomer } from './invoice-customer';
import { DualAmount } from './invoice-money';
import { invoicePath } from './invoice-paths';

/** The invoice being paid: number, customer, and what is payable, paid and still owed (riel at its rate). */
export function PaymentInvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const riel = (cents: number) => rielOf(cents, invoice.khrPerUsd);
  const figure = (key: string, label: string, cents: number, strong = false) => (
    <Stack gap={2} data-figure={key}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <DualAmount cents={cents} riel={riel(cents)} align="left" strong={strong} color={key === 'balance' && cents > 0 ? 'red.7' : undefined} />
    </Stack>
  );
  return (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Anchor component={Link} to={invoicePath(invoice.id)} ff="monospace" fw={700} fz="lg">
              {invoice.number}
            </Anchor>
            <InvoiceCustomer customer={invoice.customer} />
          </Stack>
          <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} />
        </Group>
        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          {figure('payable', t('sales.invoices.figures.payable'), invoice.payableCents)}
          {figure('paid', t('sales.invoices.figures.paid'), invoice.paidCents)}
          {figure('balance', t('sales.invoices.figures.balance'), invoice.balanceCents, true)}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
