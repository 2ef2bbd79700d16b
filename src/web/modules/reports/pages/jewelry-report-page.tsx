import { getRouteApi } from '@tanstack/react-router';
import { Select, Skeleton } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryReport } from '../../../../shared/contracts/reports/get-jewelry-report';
import { useLocalName } from '../../../ui/local-name';
import { useFindJewelryCategories } from '../../stock/api/find-jewelry-categories';
import { useJewelryReport } from '../api/get-jewelry-report';
import { useReportColumns } from '../components/report-columns';
import { ReportMoney, ReportName } from '../components/report-figures';
import { filterWidth, ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection, type ReportSummaryItem } from '../components/report-frame';
import { useReportFormat } from '../components/report-format';
import { jewelryQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';
import { ReportTable, type ReportColumn } from '../components/report-table';

type Row = JewelryReport['rows'][number];
type OldGold = JewelryReport['oldGold'][number];
type TotalLine = { key: string; label: string; cents: number; strong?: boolean };

export { jewelryQueryOf };

const route = getRouteApi('/report/jewelry');

/** `/report/jewelry`: jewelry in stock now and taken in and sold in the period, by category and material; old gold bought back; how the piece lines meet the invoices' payable. */
export function JewelryReportPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useReportFormat();
  const columns = useReportColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = jewelryQueryOf(search);
  const { data, isFetching } = useJewelryReport(query);
  const { data: categories } = useFindJewelryCategories();
  const categoryOptions = (categories?.items ?? []).map((category) => ({ value: String(category.id), label: `${nameOf(category)} · ${category.code}` }));

  const categoryCell = (row: Row) =>
    row.category ? <ReportName name={nameOf(row.category)} code={row.category.code} note={nameOf(row.material)} /> : <ReportName name={t('reports.jewelry.noCategory')} note={nameOf(row.material)} />;
  const stock: ReportColumn<Row>[] = [
    { key: 'category', header: t('reports.common.category'), cell: categoryCell },
    columns.count('inStock', t('reports.jewelry.inStockCount'), (row) => row.inStockCount),
    columns.weight('gross', t('reports.jewelry.gross'), (row) => row.inStockGrossMg),
    columns.weight('stones', t('reports.jewelry.stones'), (row) => row.inStockStoneMg),
    columns.weight('metal', t('reports.jewelry.metal'), (row) => row.inStockMetalMg, true),
    columns.count('frozen', t('reports.jewelry.frozen'), (row) => row.frozenCount),
  ];
  const period: ReportColumn<Row>[] = [
    { key: 'category', header: t('reports.common.category'), cell: categoryCell },
    columns.count('accepted', t('reports.jewelry.acceptedCount'), (row) => row.acceptedCount),
    columns.weight('acceptedMetal', t('reports.jewelry.acceptedMetal'), (row) => row.acceptedMetalMg),
    columns.count('sold', t('reports.jewelry.soldCount'), (row) => row.soldCount),
    columns.weight('soldMetal', t('reports.jewelry.soldMetal'), (row) => row.soldMetalMg),
    columns.money('metalCents', t('reports.jewelry.metalCents'), (row) => row.metalCents),
    columns.money('making', t('reports.jewelry.making'), (row) => row.makingChargeCents),
    columns.money('stonesCents', t('reports.jewelry.stonesCents'), (row) => row.stonesCents),
    columns.money('discount', t('reports.jewelry.discount'), (row) => -row.discountCents),
    columns.money('sales', t('reports.jewelry.sales'), (row) => row.salesCents, undefined, true),
  ];
  const oldGold: ReportColumn<OldGold>[] = [
    columns.material((row) => row.material),
    columns.count('lines', t('reports.jewelry.oldGoldLines'), (row) => row.lineCount),
    columns.weight('metal', t('reports.jewelry.oldGoldMetal'), (row) => row.metalMg),
    columns.money('paid', t('reports.jewelry.oldGoldPaid'), (row) => row.paidCents, undefined, true),
  ];
  const salesTotals = data?.salesTotals;
  const totalLines: TotalLine[] = salesTotals
    ? [
        { key: 'pieceLines', label: t('reports.jewelry.totals.pieceLines'), cents: salesTotals.pieceLinesCents },
        { key: 'stoneLines', label: t('reports.jewelry.totals.stoneLines'), cents: salesTotals.stoneLinesCents },
        { key: 'oldGold', label: t('reports.jewelry.totals.oldGold'), cents: -salesTotals.oldGoldCents },
        { key: 'invoiceDiscount', label: t('reports.jewelry.totals.invoiceDiscount'), cents: -salesTotals.invoiceDiscountCents },
        { key: 'notes', label: t('reports.jewelry.totals.notes'), cents: salesTotals.notesCents },
        { key: 'payable', label: t('reports.jewelry.totals.payable', { count: salesTotals.invoiceCount, shown: format.count(salesTotals.invoiceCount) }), cents: salesTotals.payableCents, strong: true },
      ]
    : [];
  const totalColumns: ReportColumn<TotalLine>[] = [
    { key: 'label', header: t('reports.jewelry.totals.line'), cell: (line) => line.label },
    { key: 'amount', header: t('reports.jewelry.totals.amount'), align: 'right', cell: (line) => <ReportMoney cents={line.cents} strong={line.strong} /> },
  ];
  const summary: ReportSummaryItem[] = query.categoryId
    ? [{ label: t('reports.common.category'), value: categoryOptions.find((option) => option.value === String(query.categoryId))?.label ?? String(query.categoryId) }]
    : [];

  return (
    <ReportFrame
      name="jewelry"
      title={t('reports.jewelry.title')}
      subtitle={t('reports.jewelry.subtitle')}
      query={query}
      periodText={data ? t('reports.frame.range', { from: format.day(data.period.from), to: format.day(data.period.to) }) : undefined}
      summary={summary}
      landscape
      loading={isFetching}
      ready={!!data}
      filters={
        <>
          <ReportFilters fields={['range', 'branch', 'material']} values={query} period={data?.period} onChange={setSearch} />
          <Select
            label={t('reports.common.category')}
            placeholder={t('reports.filters.allCategories')}
            data={categoryOptions}
            value={query.categoryId === undefined ? null : String(query.categoryId)}
            onChange={(value) => setSearch({ categoryId: value ?? undefined })}
            clearable
            searchable
            w={filterWidth}
          />
        </>
      }
    >
      {!data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <ReportSection
            title={t('reports.jewelry.stock')}
            note={data.branch ? t('reports.jewelry.stockNoteBranch', { branch: nameOf(data.branch) || data.branch.code }) : t('reports.jewelry.stockNote')}
            testId="stock"
          >
            <ReportTable label={t('reports.jewelry.stock')} columns={stock} rows={data.rows} rowKey={(row) => `${row.category?.id ?? 0}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.jewelry.period')} note={t('reports.jewelry.periodNote')} testId="period">
            <ReportTable label={t('reports.jewelry.period')} columns={period} rows={data.rows} rowKey={(row) => `${row.category?.id ?? 0}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.jewelry.oldGold')} testId="old-gold">
            <ReportTable label={t('reports.jewelry.oldGold')} columns={oldGold} rows={data.oldGold} rowKey={(row) => row.material.id} />
          </ReportSection>
          <ReportSection title={t('reports.jewelry.totals.title')} note={t('reports.jewelry.totals.note')} testId="sales-totals">
            <ReportTable label={t('reports.jewelry.totals.title')} columns={totalColumns} phoneLayout="table" rows={totalLines.slice(0, -1)} totals={totalLines.slice(-1)} rowKey={(line) => line.key} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
