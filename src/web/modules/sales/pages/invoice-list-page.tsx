import { Anchor, Group, Paper, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { invoiceKinds, type InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import { invoiceStates, paymentStates } from '../../../../shared/sales/payment-state';
import { DataTable, pagedRows, type DataTableColumn, ExportMenu, FilterSelect, ListFilterRow, listFiltersOf } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { useLocalName } from '../../../ui/local-name';
import { useFindInvoices } from '../api/find-invoices';
import { InvoiceKindBadge, InvoiceStates } from '../components/invoice-badges';
import { InvoiceCustomer } from '../components/invoice-customer';
import { DualAmount, useSalesFormat } from '../components/invoice-money';
import { invoicePath } from '../components/invoice-paths';
import type { InvoiceListSearch } from '../api/sales-searches';
import { invoiceFiltersOf, invoiceQueryOf, invoicesPageSize } from '../components/invoice-search';
import { InvoiceTotals } from '../components/invoice-totals';
import { SalesTabs } from '../components/sales-tabs';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { CellStack, CellText } from '../../../ui/cell-text';

/** Two filters a line on a phone. */
const halfWidth = 'calc(50% - var(--mantine-spacing-md) / 2)';

const filterWidth = { base: halfWidth, sm: 180 } as const;
const dayWidth = { base: halfWidth, sm: 160 } as const;

/** `/invoice/list`: every invoice, newest first, filtered by what the address says, with the filter's totals. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const route = getRouteApi('/invoice/list');
  const navigate = route.useNavigate();
  const format = useSalesFormat();
  const search = route.useSearch();
  const wide = useScreenQuery('(min-width: 62em)');
  const filters = invoiceFiltersOf(search);
  const page = Number(search.page ?? 1);
  const { data, isFetching } = useFindInvoices(invoiceQueryOf(filters, page));
  const { data: branches } = useAllBranches();

  /** A changed filter goes back to page 1. */
  const setSearch = (next: InvoiceListSearch) => void navigate({ search: { ...filters, page: undefined, ...next }, replace: true });
  const filterOf = listFiltersOf(filters, setSearch);

  const numberCell = (invoice: InvoiceSummary) => (
    <CellStack gap={2} align="start">
      <Anchor component={Link} to={invoicePath(invoice.id)} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
        {invoice.number}
      </Anchor>
      <InvoiceKindBadge kind={invoice.kind} />
    </CellStack>
  );
  const money = (key: string, header: string, cents: (invoice: InvoiceSummary) => number, riel?: (invoice: InvoiceSummary) => number): DataTableColumn<InvoiceSummary> => ({
    key,
    header,
    align: 'right',
    cell: (invoice) => <DualAmount cents={cents(invoice)} riel={riel?.(invoice)} />,
  });
  const balanceCell = (invoice: InvoiceSummary) => (
    <DualAmount cents={invoice.balanceCents} strong color={invoice.state !== 'voided' && invoice.balanceCents > 0 ? 'red.7' : undefined} />
  );
  const allColumns: DataTableColumn<InvoiceSummary>[] = [
    // The posting day under the number (a back-dated invoice shows its own day): eleven columns do not fit beside the menu otherwise.
    {
      key: 'number',
      header: t('sales.invoices.list.numberAndDate'),
      cell: (invoice) => (
        <CellStack gap={2} align="start">
          {numberCell(invoice)}
          <CellText size="xs" dimmed nowrap>
            {format.day(invoice.postingDate)}
          </CellText>
        </CellStack>
      ),
    },
    { key: 'customer', header: t('sales.invoices.list.customer'), cell: (invoice) => <InvoiceCustomer customer={invoice.customer} minWidth={150} /> },
    money('total', t('sales.invoices.list.total'), (invoice) => invoice.totalCents, (invoice) => invoice.totalRiel),
    money('prepaid', t('sales.invoices.list.prepaid'), (invoice) => invoice.prepaidCents),
    money('paid', t('sales.invoices.list.paid'), (invoice) => invoice.paidCents),
    { key: 'balance', header: t('sales.invoices.list.balance'), align: 'right', cell: balanceCell },
    {
      key: 'dueDate',
      header: t('sales.invoices.list.dueDate'),
      cell: (invoice) => (
        <CellText color={invoice.paymentState === 'over_due_date' && invoice.state !== 'voided' ? 'red.7' : undefined} nowrap>
          {invoice.dueDate ? format.day(invoice.dueDate) : '—'}
        </CellText>
      ),
    },
    money('incentive', t('sales.invoices.list.incentive'), (invoice) => invoice.incentiveCents),
    { key: 'states', header: t('sales.invoices.list.state'), cell: (invoice) => <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} quietIssued /> },
  ];
  /** A phone keeps two columns, the number with its day, customer and states under it, and the balance: no scrolling sideways. */
  const phoneColumns: DataTableColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      header: t('sales.invoices.list.number'),
      cell: (invoice) => (
        <CellStack gap={4} align="start">
          {numberCell(invoice)}
          <CellText size="xs" dimmed>
            {format.day(invoice.postingDate)}
          </CellText>
          <InvoiceCustomer customer={invoice.customer} />
          <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} quietIssued />
        </CellStack>
      ),
    },
    {
      key: 'balance',
      header: t('sales.invoices.list.balance'),
      align: 'right',
      cell: (invoice) => (
        <CellStack gap={2} align="end">
          {balanceCell(invoice)}
          <CellText size="xs" dimmed nowrap>
            {t('sales.invoices.list.ofTotal', { total: format.usd(invoice.payableCents) })}
          </CellText>
        </CellStack>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" align="flex-end" gap="md">
        <PageTitle title={t('sales.invoices.list.title')} subtitle={t('sales.invoices.list.subtitle')} />
        <ExportMenu path="/api/sales/invoices/export" filters={invoiceQueryOf(filters, page)} />
      </Group>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <ListFilterRow searchLabel={t('sales.invoices.list.search')} searchPlaceholder={t('sales.invoices.list.searchHint')} search={filterOf('search')} searchWidth={240}>
            <FilterSelect
              label={t('sales.invoices.list.paymentState')}
              placeholder={t('sales.invoices.list.any')}
              data={paymentStates.map((state) => ({ value: state, label: t(`sales.common.paymentStates.${state}`) }))}
              {...filterOf('paymentState')}
              w={filterWidth}
            />
            <FilterSelect
              label={t('sales.invoices.list.state')}
              placeholder={t('sales.invoices.list.any')}
              data={invoiceStates.map((state) => ({ value: state, label: t(`sales.common.invoiceStates.${state}`) }))}
              {...filterOf('state')}
              w={filterWidth}
            />
            <DatePickerInput
              label={t('sales.invoices.list.from')}
              placeholder={t('sales.invoices.list.anyDay')}
              value={filters.from ?? null}
              onChange={(value) => setSearch({ from: value ? String(value).slice(0, 10) : undefined })}
              maxDate={filters.to}
              valueFormat="YYYY-MM-DD"
              clearable
              w={dayWidth}
            />
            <DatePickerInput
              label={t('sales.invoices.list.to')}
              placeholder={t('sales.invoices.list.anyDay')}
              value={filters.to ?? null}
              onChange={(value) => setSearch({ to: value ? String(value).slice(0, 10) : undefined })}
              minDate={filters.from}
              valueFormat="YYYY-MM-DD"
              clearable
              w={dayWidth}
            />
            <FilterSelect
              label={t('sales.invoices.list.branch')}
              placeholder={t('sales.invoices.list.allBranches')}
              data={(branches?.items ?? []).map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
              {...filterOf('branchId')}
              w={filterWidth}
            />
            <Select
              label={t('sales.invoices.list.kind')}
              placeholder={t('sales.invoices.list.any')}
              data={invoiceKinds.map((kind) => ({ value: kind, label: t(`sales.common.invoiceKinds.${kind}`) }))}
              // The server lists invoices unless asked for notes.
              value={filters.kind ?? 'invoice'}
              onChange={(value) => setSearch({ kind: value && value !== 'invoice' ? value : undefined })}
              allowDeselect={false}
              w={{ base: halfWidth, sm: 150 }}
            />
          </ListFilterRow>
          {data && <InvoiceTotals count={data.total} totals={data.totals} />}
          <DataTable
            columns={wide ? allColumns : phoneColumns}
            {...pagedRows(data, { page, pageSize: invoicesPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            onRowClick={(invoice) => void navigate({ to: invoicePath(invoice.id) })}
            emptyText={t('sales.invoices.list.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
