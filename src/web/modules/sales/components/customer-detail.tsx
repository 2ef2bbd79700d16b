import { Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCashBanknote, IconEdit, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CustomerDetail } from '../../../../shared/contracts/sales/customer-detail';
import type { CustomerGroup } from '../../../../shared/contracts/sales/customer';
import type { Payment } from '../../../../shared/contracts/sales/payment';
import { useLocalName } from '../../../ui/local-name';
import { useCustomer } from '../api/get-customer';
import { CustomerBalance, CustomerCredit } from './customer-balance';
import { InvoiceStates } from './invoice-badges';
import { moneyStyle, useSalesFormat } from './invoice-money';
import { invoicePath } from './invoice-paths';
import { ButtonLink } from '../../../ui';
import { TableHead } from '../../../ui/table-head';

/** `/payment/group?customerId=`: several of a customer's invoices paid at once. */
export const groupPaymentTarget = (customerId: number) => ({ to: '/payment/group', search: { customerId: String(customerId) } }) as const;

export interface CustomerDetailSectionProps {
  customerId: number;
  groups: readonly CustomerGroup[];
  /** Absent: the reader may not edit customers nor take money. */
  onEdit?: ((detail: CustomerDetail) => void) | undefined;
  canTakePayment: boolean;
  onBack: () => void;
}

/** A customer's section of `/customer?id=`: who they are, what they owe, their latest invoices and payments. */
export function CustomerDetailSection({ customerId, groups, onEdit, canTakePayment, onBack }: CustomerDetailSectionProps) {
  const { t } = useTranslation();
  const { data, isPending } = useCustomer(customerId);
  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" px={0} leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('sales.customers.backToList')}
        </Button>
      </Group>
      {isPending ? (
        <Group justify="center" p="xl">
          <Loader color="gold" type="dots" />
        </Group>
      ) : data ? (
        <CustomerDetailView detail={data} groups={groups} onEdit={onEdit} canTakePayment={canTakePayment} />
      ) : (
        <Text c="dimmed">{t('sales.customers.notFound', { id: customerId })}</Text>
      )}
    </Stack>
  );
}

export function CustomerDetailView({
  detail,
  groups,
  onEdit,
  canTakePayment,
}: Omit<CustomerDetailSectionProps, 'customerId' | 'onBack'> & { detail: CustomerDetail }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { customer, invoices, payments } = detail;
  const group = groups.find((g) => g.id === customer.groupId);
  const owing = invoices.some((invoice) => invoice.state !== 'voided' && invoice.balanceCents > 0);
  const payTarget = groupPaymentTarget(customer.id);
  const figure = (label: string, value: ReactNode) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value}
    </Stack>
  );

  return (
    <Stack gap="md" data-testid="customer-detail">
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Group gap="xs">
                <Title order={2} fz={22}>
                  {customer.name}
                </Title>
                {group && (
                  <Badge variant="light" color="grape">
                    {nameOf(group)}
                  </Badge>
                )}
              </Group>
              {customer.phone && (
                <Group gap={6} c="dimmed">
                  <IconPhone size={14} />
                  <Text size="sm" ff="monospace">
                    {customer.phone}
                  </Text>
                </Group>
              )}
              {customer.address && (
                <Group gap={6} c="dimmed" wrap="nowrap">
                  <IconMapPin size={14} />
                  <Text size="sm">{customer.address}</Text>
                </Group>
              )}
              {customer.note && (
                <Text size="sm" fs="italic">
                  {customer.note}
                </Text>
              )}
            </Stack>
            <Group gap="sm">
              {onEdit && (
                <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => onEdit(detail)}>
                  {t('sales.customers.edit')}
                </Button>
              )}
              {canTakePayment && (
                <ButtonLink
                  {...payTarget}
                  leftSection={<IconCashBanknote size={16} />}
                  disabled={!owing}
                  data-testid="pay-several"
                >
                  {t('sales.customers.paySeveral')}
                </ButtonLink>
              )}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {figure(t('sales.customers.balanceOwed'), <CustomerBalance cents={customer.balanceOwedCents} size="lg" />)}
            {figure(t('sales.customers.credit'), <CustomerCredit cents={customer.creditCents} size="lg" />)}
            {figure(t('sales.customers.invoiceCount'), <Text size="lg">{invoices.length}</Text>)}
          </SimpleGrid>
        </Stack>
      </Paper>
      <CustomerInvoices invoices={invoices} />
      <CustomerPayments payments={payments} />
    </Stack>
  );
}

function CustomerInvoices({ invoices }: { invoices: CustomerDetail['invoices'] }) {
  const { t } = useTranslation();
  const { usd, postingDay, day } = useSalesFormat();
  return (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {t('sales.customers.invoices')}
        </Title>
        {invoices.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('sales.customers.noInvoices')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped tabularNums>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sales.customers.invoiceNumber')}</Table.Th>
                  <Table.Th>{t('sales.customers.issuedAt')}</Table.Th>
                  <Table.Th>{t('sales.customers.dueDate')}</Table.Th>
                  <Table.Th ta="right">{t('sales.customers.payable')}</Table.Th>
                  <Table.Th ta="right">{t('sales.customers.paid')}</Table.Th>
                  <Table.Th ta="right">{t('sales.customers.balance')}</Table.Th>
                  <Table.Th>{t('sales.customers.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <Anchor component={Link} to={invoicePath(invoice.id)} ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {invoice.number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{postingDay(invoice.postingDate, invoice.issuedAt)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.dueDate ? day(invoice.dueDate) : '—'}</Table.Td>
                    <Table.Td ta="right" style={moneyStyle}>
                      {usd(invoice.payableCents)}
                    </Table.Td>
                    <Table.Td ta="right" style={moneyStyle}>
                      {usd(invoice.paidCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {invoice.state === 'voided' ? <Text c="dimmed">—</Text> : <CustomerBalance cents={invoice.balanceCents} />}
                    </Table.Td>
                    <Table.Td>
                      <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function CustomerPayments({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation();
  const { usd, money, postingDay } = useSalesFormat();
  return (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {t('sales.customers.payments')}
        </Title>
        {payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('sales.customers.noPayments')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped tabularNums>
              <TableHead
                names={[
                  t('sales.customers.paymentNumber'),
                  t('sales.customers.paidAt'),
                  t('sales.customers.paymentType'),
                  t('sales.customers.tenders'),
                  t('sales.customers.forInvoices'),
                ]}
                figures={[t('sales.customers.amount')]}
              />
              <Table.Tbody>
                {payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {payment.number}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{postingDay(payment.postingDate, payment.paidAt)}</Table.Td>
                    <Table.Td>{t(`sales.common.paymentTypes.${payment.type}`)}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        {payment.tenders.map((tender, index) => (
                          <Text key={index} size="xs" c={tender.isChange ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
                            {tender.isChange ? t('sales.customers.change') : t(`sales.common.paymentMethods.${tender.method}`)} ·{' '}
                            {money(tender.amountMinor, tender.currency)}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {payment.allocations.map((allocation) => (
                          <Anchor key={allocation.invoiceId} component={Link} to={invoicePath(allocation.invoiceId)} size="xs" ff="monospace">
                            {allocation.number}
                          </Anchor>
                        ))}
                        {payment.unallocatedCents > 0 && (
                          <Text size="xs" c="teal.7">
                            {t('sales.customers.unallocated', { amount: usd(payment.unallocatedCents) })}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" style={moneyStyle} c={payment.amountCents < 0 ? 'red.7' : undefined}>
                      {usd(payment.amountCents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
