import { getRouteApi } from '@tanstack/react-router';
import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { MonthlyRecord } from '../../../../shared/contracts/reports/get-monthly-record';
import { useLocalName } from '../../../ui/local-name';
import { useMonthlyRecord } from '../api/get-monthly-record';
import { useReportColumns } from '../components/report-columns';
import { ReportCount, ReportMoney, ReportName } from '../components/report-figures';
import { ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection } from '../components/report-frame';
import { useReportFormat } from '../components/report-format';
import { monthlyRecordQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';
import { ReportTable, type ReportColumn } from '../components/report-table';
import classes from '../components/report-table.module.css';

type HolderRow = MonthlyRecord['holders'][number];
type MaterialRow = MonthlyRecord['materials'][number];
type Book = MonthlyRecord['sales']['books'][number];
type Line = { key: string; label: string; value: ReactNode };

export { monthlyRecordQueryOf };

const route = getRouteApi('/report/monthly-record');

/** `/report/monthly-record`: the month's closing figures: metal in, out, lost and on hand per material and per holder, sales and payments. */
export function MonthlyRecordPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useReportFormat();
  const columns = useReportColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = monthlyRecordQueryOf(search);
  const { data, isFetching } = useMonthlyRecord(query);

  const materials: ReportColumn<MaterialRow>[] = [
    columns.material((row) => row.material),
    columns.weight('opening', t('reports.monthly.opening'), (row) => row.openingMg),
    columns.weight('received', t('reports.monthly.received'), (row) => row.receivedMg),
    columns.weight('released', t('reports.monthly.released'), (row) => row.releasedMg),
    columns.weight('lost', t('reports.monthly.lost'), (row) => row.lostMg),
    columns.weight('meltMade', t('reports.monthly.meltMade'), (row) => row.meltMadeMg),
    columns.weight('meltUsed', t('reports.monthly.meltUsed'), (row) => row.meltUsedMg),
    columns.weight('closing', t('reports.monthly.closing'), (row) => row.closingMg, true),
  ];
  const holders: ReportColumn<HolderRow>[] = [
    {
      key: 'holder',
      header: t('reports.monthly.holder'),
      cell: (row) => <ReportName name={nameOf(row.holder)} code={row.holder.code} note={`${t(`materials.accounts.kinds.${row.holder.kind}`)} · ${nameOf(row.material)}`} />,
    },
    columns.weight('opening', t('reports.monthly.opening'), (row) => row.openingMg),
    columns.weight('in', t('reports.monthly.in'), (row) => row.inMg),
    columns.weight('out', t('reports.monthly.out'), (row) => row.outMg),
    columns.weight('lost', t('reports.monthly.lost'), (row) => row.lostMg),
    columns.weight('closing', t('reports.monthly.closing'), (row) => row.closingMg, true),
  ];
  const books: ReportColumn<Book>[] = [
    { key: 'book', header: t('reports.monthly.book'), cell: (book) => <ReportName name={t(`sales.common.paymentMethods.${book.method}`)} code={t(`sales.common.currencies.${book.currency}`)} /> },
    { key: 'in', header: t('reports.monthly.bookIn'), align: 'right', cell: (book) => <span className={classes.figure}>{format.money(book.inMinor, book.currency)}</span> },
    { key: 'out', header: t('reports.monthly.bookOut'), align: 'right', cell: (book) => <span className={classes.figure}>{format.money(book.outMinor, book.currency)}</span> },
    {
      key: 'net',
      header: t('reports.monthly.bookNet'),
      align: 'right',
      cell: (book) => <span className={`${classes.figure} ${classes.strong}`}>{format.money(book.inMinor - book.outMinor, book.currency)}</span>,
    },
  ];
  const lineColumns: ReportColumn<Line>[] = [
    { key: 'label', header: t('reports.monthly.figure'), cell: (line) => line.label },
    { key: 'value', header: t('reports.monthly.value'), align: 'right', cell: (line) => line.value },
  ];
  const sales = data?.sales;
  const salesLines: Line[] = sales
    ? [
        { key: 'invoices', label: t('reports.monthly.invoiceCount'), value: <ReportCount value={sales.invoiceCount} /> },
        { key: 'voided', label: t('reports.monthly.voidedCount'), value: <ReportCount value={sales.voidedCount} /> },
        { key: 'pieces', label: t('reports.monthly.piecesSold'), value: <ReportCount value={sales.piecesSold} /> },
        { key: 'sales', label: t('reports.monthly.sales'), value: <ReportMoney cents={sales.salesCents} riel={sales.salesRiel} strong /> },
        { key: 'notes', label: t('reports.monthly.notes'), value: <ReportMoney cents={sales.notesCents} /> },
        { key: 'oldGold', label: t('reports.monthly.oldGold'), value: <ReportMoney cents={sales.oldGoldCents} /> },
      ]
    : [];
  const paymentLines: Line[] = sales
    ? [
        { key: 'payments', label: t('reports.monthly.payments'), value: <ReportMoney cents={sales.paymentsCents} strong /> },
        { key: 'deposits', label: t('reports.monthly.deposits'), value: <ReportMoney cents={sales.depositsCents} /> },
        { key: 'refunds', label: t('reports.monthly.refunds'), value: <ReportMoney cents={sales.refundsCents} /> },
        { key: 'receivable', label: t('reports.monthly.receivableAtClose'), value: <ReportMoney cents={sales.receivableAtCloseCents} strong /> },
      ]
    : [];

  return (
    <ReportFrame
      name="monthly-record"
      title={t('reports.monthly.title')}
      subtitle={t('reports.monthly.subtitle')}
      query={query}
      periodText={data ? `${format.month(data.month)} (${t('reports.frame.range', { from: format.day(data.period.from), to: format.day(data.period.to) })})` : undefined}
      loading={isFetching}
      ready={!!data}
      filters={<ReportFilters fields={['month', 'branch', 'material']} values={query} month={data?.month} onChange={setSearch} />}
    >
      {!data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <ReportSection title={t('reports.monthly.metal')} note={t('reports.monthly.metalNote')} testId="materials">
            <ReportTable label={t('reports.monthly.metal')} columns={materials} rows={data.materials} rowKey={(row) => row.material.id} />
          </ReportSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ReportSection
              title={t('reports.monthly.salesTitle')}
              note={data.branch ? t('reports.monthly.ofBranch', { branch: nameOf(data.branch) || data.branch.code }) : t('reports.monthly.allBranches')}
              testId="sales"
            >
              <ReportTable label={t('reports.monthly.salesTitle')} columns={lineColumns} rows={salesLines} phoneLayout="table" rowKey={(line) => line.key} />
            </ReportSection>
            <ReportSection title={t('reports.monthly.paymentsTitle')} note={t('reports.monthly.paymentsNote')} testId="payments">
              <ReportTable label={t('reports.monthly.paymentsTitle')} columns={lineColumns} rows={paymentLines} phoneLayout="table" rowKey={(line) => line.key} />
            </ReportSection>
          </SimpleGrid>
          <ReportSection title={t('reports.monthly.books')} note={t('reports.monthly.booksNote')} testId="books">
            <ReportTable label={t('reports.monthly.books')} columns={books} rows={data.sales.books} rowKey={(book) => `${book.method}-${book.currency}`} />
          </ReportSection>
          <ReportSection title={t('reports.monthly.holders')} note={t('reports.monthly.holdersNote')} testId="holders">
            <ReportTable label={t('reports.monthly.holders')} columns={holders} rows={data.holders} rowKey={(row) => `${row.holder.id}-${row.material.id}`} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
