import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash, IconCashRegister, IconListDetails } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindInvoices } from '../api/find-invoices';
import { InvoiceKindBadge, InvoiceStates } from '../components/invoice-badges';
import { InvoiceCustomer } from '../components/invoice-customer';
import { DualAmount, useSalesFormat } from '../components/invoice-money';
import { invoicePath } from '../components/invoice-paths';
import { InvoiceReceivables } from '../components/invoice-receivables';
import { SalesTabs } from '../components/sales-tabs';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';

export const latestInvoicesQuery = { page: 1, pageSize: 8 } as const;

/** `/invoice`: invoice management at a glance, what is owed by payment state and the latest invoices. */
export function InvoiceHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useSalesFormat();
  const { data: me } = useMe();
  const mayWrite = canAny(me, ['sales.write']);
  const { data: latest } = useFindInvoices(latestInvoicesQuery);
  const wide = useScreenQuery('(min-width: 48em)');

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle title={t('sales.invoices.home.title')} subtitle={t('sales.invoices.home.subtitle')} />
        {mayWrite && (
          <Group gap="sm">
            <Button component={Link} to="/invoice/payment" variant="default" leftSection={<IconCash size={18} />}>
              {t('sales.invoices.home.takePayment')}
            </Button>
            <Button component={Link} to="/pos" leftSection={<IconCashRegister size={18} />}>
              {t('sales.invoices.home.newSale')}
            </Button>
          </Group>
        )}
      </Group>
      <Stack gap="xs">
        <Title order={2} fz={18}>
          {t('sales.invoices.home.receivables')}
        </Title>
        <InvoiceReceivables />
      </Stack>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz={18}>
              {t('sales.invoices.home.latest')}
            </Title>
            <Anchor component={Link} to="/invoice/list" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconListDetails size={16} />
                {t('sales.invoices.home.allInvoices')}
              </Group>
            </Anchor>
          </Group>
          <Table highlightOnHover verticalSpacing="xs" tabularNums>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sales.invoices.list.number')}</Table.Th>
                {wide && <Table.Th>{t('sales.invoices.list.customer')}</Table.Th>}
                {wide && <Table.Th ta="right">{t('sales.invoices.list.total')}</Table.Th>}
                <Table.Th ta="right">{t('sales.invoices.list.balance')}</Table.Th>
                {wide && <Table.Th>{t('sales.invoices.list.state')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(latest?.items ?? []).map((invoice) => (
                <Table.Tr key={invoice.id} style={{ cursor: 'pointer' }} onClick={() => void navigate({ to: invoicePath(invoice.id) })}>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Anchor component={Link} to={invoicePath(invoice.id)} fw={600} size="sm" ff="monospace" onClick={(event) => event.stopPropagation()}>
                        {invoice.number}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {format.postingDay(invoice.postingDate, invoice.issuedAt)}
                      </Text>
                      <InvoiceKindBadge kind={invoice.kind} />
                      {!wide && <InvoiceCustomer customer={invoice.customer} />}
                      {!wide && <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} quietIssued />}
                    </Stack>
                  </Table.Td>
                  {wide && (
                    <Table.Td>
                      <InvoiceCustomer customer={invoice.customer} />
                    </Table.Td>
                  )}
                  {wide && (
                    <Table.Td>
                      <DualAmount cents={invoice.totalCents} riel={invoice.totalRiel} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <DualAmount cents={invoice.balanceCents} strong color={invoice.state !== 'voided' && invoice.balanceCents > 0 ? 'red.7' : undefined} />
                  </Table.Td>
                  {wide && (
                    <Table.Td>
                      <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} quietIssued />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {latest && latest.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={wide ? 5 : 2} ta="center" c="dimmed" py="lg">
                    {t('sales.invoices.list.empty')}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
    </Stack>
  );
}
