import { Anchor, Badge, Group, Paper, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { paymentTypes, type Payment } from '../../../../shared/contracts/sales/payment';
import { paymentMethods, rielOf } from '../../../../shared/sales/tender';
import { DataTable, ExportMenu, pagedRows, type DataTableColumn } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { useLocalName } from '../../../ui/local-name';
import { useFindPayments } from '../api/find-payments';
import { InvoiceCustomer } from '../components/invoice-customer';
import { DualAmount, useSalesFormat } from '../components/invoice-money';
import { invoicePath } from '../components/invoice-paths';
import type { PaymentJournalSearch } from '../api/sales-searches';
import { paymentFiltersOf, paymentQueryOf, paymentsPageSize } from '../components/payment-search';
import { paymentTypeColors, PaymentTenders } from '../components/payment-tenders';
import { SalesTabs } from '../components/sales-tabs';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { CellRow, CellStack, CellText } from '../../../ui/cell-text';

/** Two filters a line on a phone. */
const filterWidth = { base: 'calc(50% - var(--mantine-spacing-md) / 2)', sm: 170 } as const;

/** The invoices a payment paid, each linked; a deposit's part kept as credit said so. */
function PaymentAllocations({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const { usd } = useSalesFormat();
  return (
    <CellStack gap={2}>
      {payment.allocations.map((allocation) => (
        <CellRow key={allocation.invoiceId} gap={6}>
          <Anchor component={Link} to={invoicePath(allocation.invoiceId)} size="sm" ff="monospace" fw={600}>
            {allocation.number}
          </Anchor>
          <CellText size="xs" dimmed figures>
            {usd(allocation.amountCents)}
          </CellText>
        </CellRow>
      ))}
      {payment.unallocatedCents !== 0 && (
        <CellText size="xs" color="blue.7">
          {t('sales.payments.journal.credit', { amount: usd(payment.unallocatedCents) })}
        </CellText>
      )}
    </CellStack>
  );
}

/** `/payment/pos`: the payments journal, newest first, filtered by what the address says. */
export function PaymentJournalPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const route = getRouteApi('/payment/pos');
  const navigate = route.useNavigate();
  const format = useSalesFormat();
  const search = route.useSearch();
  const wide = useScreenQuery('(min-width: 62em)');
  const filters = paymentFiltersOf(search);
  const page = Number(search.page ?? 1);
  const { data, isFetching } = useFindPayments(paymentQueryOf(filters, page));
  const { data: branches } = useAllBranches();

  /** A changed filter goes back to page 1. */
  const setSearch = (next: PaymentJournalSearch) => void navigate({ search: { ...filters, page: undefined, ...next }, replace: true });

  const numberCell = (payment: Payment) => (
    <CellStack gap={2} align="start">
      <CellText weight={600} mono nowrap>
        {payment.number}
      </CellText>
      <CellText size="xs" dimmed nowrap>
        {format.postingDay(payment.postingDate, payment.paidAt)}
      </CellText>
      <Badge color={paymentTypeColors[payment.type]} variant="light" size="sm">
        {t(`sales.common.paymentTypes.${payment.type}`)}
      </Badge>
    </CellStack>
  );
  const netCell = (payment: Payment) => (
    <DualAmount cents={payment.amountCents} riel={rielOf(payment.amountCents, payment.khrPerUsd)} strong color={payment.amountCents < 0 ? 'red.7' : undefined} />
  );
  const allColumns: DataTableColumn<Payment>[] = [
    { key: 'number', header: t('sales.payments.number'), cell: numberCell },
    { key: 'customer', header: t('sales.payments.customer'), cell: (payment) => <InvoiceCustomer customer={payment.customer} /> },
    {
      key: 'branch',
      header: t('sales.payments.branch'),
      cell: (payment) => (
        <CellText nowrap>{payment.branch.code}</CellText>
      ),
    },
    { key: 'tenders', header: t('sales.payments.tenders'), cell: (payment) => <PaymentTenders tenders={payment.tenders} cashRoundingCents={payment.cashRoundingCents} /> },
    { key: 'allocations', header: t('sales.payments.allocations'), cell: (payment) => <PaymentAllocations payment={payment} /> },
    { key: 'net', header: t('sales.payments.net'), align: 'right', cell: netCell },
  ];
  /** A phone has one column: the payment, its customer, what it paid and the money, the net on the right. */
  const phoneColumns: DataTableColumn<Payment>[] = [
    {
      key: 'payment',
      header: t('sales.payments.number'),
      cell: (payment) => (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            {numberCell(payment)}
            {netCell(payment)}
          </Group>
          <InvoiceCustomer customer={payment.customer} />
          <PaymentAllocations payment={payment} />
          <PaymentTenders tenders={payment.tenders} cashRoundingCents={payment.cashRoundingCents} />
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" align="flex-end" gap="md">
        <PageTitle title={t('sales.payments.journal.title')} subtitle={t('sales.payments.journal.subtitle')} />
        <ExportMenu path="/api/sales/payments/export" filters={paymentQueryOf(filters, page)} />
      </Group>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <DatePickerInput
              label={t('sales.payments.journal.from')}
              placeholder={t('sales.invoices.list.anyDay')}
              value={filters.from ?? null}
              onChange={(value) => setSearch({ from: value ? String(value).slice(0, 10) : undefined })}
              maxDate={filters.to}
              valueFormat="YYYY-MM-DD"
              clearable
              w={filterWidth}
            />
            <DatePickerInput
              label={t('sales.payments.journal.to')}
              placeholder={t('sales.invoices.list.anyDay')}
              value={filters.to ?? null}
              onChange={(value) => setSearch({ to: value ? String(value).slice(0, 10) : undefined })}
              minDate={filters.from}
              valueFormat="YYYY-MM-DD"
              clearable
              w={filterWidth}
            />
            <Select
              label={t('sales.payments.branch')}
              placeholder={t('sales.invoices.list.allBranches')}
              data={(branches?.items ?? []).map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
              value={filters.branchId ?? null}
              onChange={(value) => setSearch({ branchId: value ?? undefined })}
              clearable
              w={filterWidth}
            />
            <Select
              label={t('sales.payments.type')}
              placeholder={t('sales.invoices.list.any')}
              data={paymentTypes.map((type) => ({ value: type, label: t(`sales.common.paymentTypes.${type}`) }))}
              value={filters.type ?? null}
              onChange={(value) => setSearch({ type: value ?? undefined })}
              clearable
              w={filterWidth}
            />
            <Select
              label={t('sales.payments.method')}
              placeholder={t('sales.invoices.list.any')}
              data={paymentMethods.map((method) => ({ value: method, label: t(`sales.common.paymentMethods.${method}`) }))}
              value={filters.method ?? null}
              onChange={(value) => setSearch({ method: value ?? undefined })}
              clearable
              w={filterWidth}
            />
          </Group>
          <DataTable
            columns={wide ? allColumns : phoneColumns}
            {...pagedRows(data, { page, pageSize: paymentsPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            emptyText={t('sales.payments.journal.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
