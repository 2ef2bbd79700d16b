import { getRouteApi } from '@tanstack/react-router';
import { Skeleton } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { LossReport } from '../../../../shared/contracts/reports/get-loss-report';
import { useLocalName } from '../../../ui/local-name';
import { useLossReport } from '../api/get-loss-report';
import { useReportColumns } from '../components/report-columns';
import { ReportName } from '../components/report-figures';
import { ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection } from '../components/report-frame';
import { basisPointsOf, useReportFormat } from '../components/report-format';
import { lossQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';
import { ReportTable, type ReportColumn } from '../components/report-table';

type EntryLoss = LossReport['entryTotals'][number];
type ByJeweller = LossReport['byJeweller'][number];
type ByCategory = LossReport['byCategory'][number];
type ByMonth = LossReport['byMonth'][number];
type BySource = LossReport['bySource'][number];

export { lossQueryOf };

const route = getRouteApi('/report/loss');

/** Whether a group's entries lost more than their categories allow (mg against mg, exact). */
export const overAllowance = (row: { lossMg: number; allowedMg: number }) => row.lossMg > row.allowedMg;

/** `/report/loss`: the period's loss, the jewellers' against their allowance, by jeweller, category and month, and every source of loss. */
export function LossReportPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useReportFormat();
  const columns = useReportColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = lossQueryOf(search);
  const { data, isFetching } = useLossReport(query);

  const entryColumns = <Row extends EntryLoss>(): ReportColumn<Row>[] => [
    columns.count('entries', t('reports.loss.entryCount'), (row) => row.entryCount),
    columns.weight('issued', t('reports.loss.issued'), (row) => row.issuedMg),
    columns.weight('returned', t('reports.loss.returned'), (row) => row.returnedMg),
    columns.weight('loss', t('reports.loss.loss'), (row) => row.lossMg, true),
    columns.weight('allowed', t('reports.loss.allowed'), (row) => row.allowedMg),
    columns.loss('lossShare', t('reports.loss.lossShare'), (row) => ({ lossBasisPoints: row.lossBasisPoints, allowedBasisPoints: row.allowedBasisPoints, over: overAllowance(row) })),
    {
      key: 'over',
      header: t('reports.loss.overAllowance'),
      align: 'right',
      cell: (row) =>
        row.overAllowanceCount === 0 ? (
          '—'
        ) : (
          <span style={{ color: 'var(--mantine-color-red-7)', whiteSpace: 'nowrap' }} data-figure="over-allowance">
            {format.grams(row.overAllowanceMg)}
            <br />
            {t('reports.loss.overCount', { count: row.overAllowanceCount, shown: format.count(row.overAllowanceCount) })}
          </span>
        ),
    },
  ];
  const totals: ReportColumn<EntryLoss>[] = [columns.material((row) => row.material), ...entryColumns<EntryLoss>()];
  const byJeweller: ReportColumn<ByJeweller>[] = [
    { key: 'jeweller', header: t('reports.common.jeweller'), cell: (row) => <ReportName name={nameOf(row.jeweller)} code={row.jeweller.code} note={nameOf(row.material)} /> },
    ...entryColumns<ByJeweller>(),
  ];
  const byCategory: ReportColumn<ByCategory>[] = [
    {
      key: 'category',
      header: t('reports.common.category'),
      cell: (row) => (
        <ReportName
          name={nameOf(row.category)}
          code={row.category.code}
          note={`${nameOf(row.material)} · ${t('reports.loss.permille', { permille: format.count(row.category.allowedLossPermille) })}`}
        />
      ),
    },
    ...entryColumns<ByCategory>(),
  ];
  const sourceColumns = <Row extends BySource>(): ReportColumn<Row>[] => [
    columns.weight('entries', t('reports.common.sources.entries'), (row) => row.entryLossMg),
    columns.weight('casts', t('reports.common.sources.casts'), (row) => row.castLossMg),
    columns.weight('melting', t('reports.common.sources.melting'), (row) => row.meltLossMg),
    columns.weight('other', t('reports.common.sources.other'), (row) => row.otherLossMg),
    columns.weight('total', t('reports.loss.total'), (row) => row.totalLossMg, true),
  ];
  const byMonth: ReportColumn<ByMonth>[] = [
    { key: 'month', header: t('reports.common.month'), cell: (row) => <ReportName name={format.month(row.month)} note={nameOf(row.material)} /> },
    ...sourceColumns<ByMonth>(),
    columns.loss('entryShare', t('reports.loss.entryShare'), (row) => ({
      lossBasisPoints: row.entryLossBasisPoints,
      allowedBasisPoints: basisPointsOf(row.entryAllowedMg, row.entryIssuedMg),
      over: row.entryLossMg > row.entryAllowedMg,
    })),
  ];
  const bySource: ReportColumn<BySource>[] = [columns.material((row) => row.material), ...sourceColumns<BySource>()];

  return (
    <ReportFrame
      name="loss"
      title={t('reports.loss.title')}
      subtitle={t('reports.loss.subtitle')}
      query={query}
      periodText={data ? t('reports.frame.range', { from: format.day(data.period.from), to: format.day(data.period.to) }) : undefined}
      landscape
      loading={isFetching}
      ready={!!data}
      filters={<ReportFilters fields={['range', 'material', 'staff']} values={query} period={data?.period} onChange={setSearch} />}
    >
      {!data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <ReportSection title={t('reports.loss.entryTotals')} note={t('reports.loss.entryNote')} testId="entry-totals">
            <ReportTable label={t('reports.loss.entryTotals')} columns={totals} rows={data.entryTotals} rowKey={(row) => row.material.id} />
          </ReportSection>
          <ReportSection title={t('reports.loss.bySource')} note={t('reports.loss.sourceNote')} testId="by-source">
            <ReportTable label={t('reports.loss.bySource')} columns={bySource} rows={data.bySource} rowKey={(row) => row.material.id} />
          </ReportSection>
          <ReportSection title={t('reports.loss.byJeweller')} testId="by-jeweller">
            <ReportTable label={t('reports.loss.byJeweller')} columns={byJeweller} rows={data.byJeweller} rowKey={(row) => `${row.jeweller.id}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.loss.byCategory')} testId="by-category">
            <ReportTable label={t('reports.loss.byCategory')} columns={byCategory} rows={data.byCategory} rowKey={(row) => `${row.category.id}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.loss.byMonth')} testId="by-month">
            <ReportTable label={t('reports.loss.byMonth')} columns={byMonth} rows={data.byMonth} rowKey={(row) => `${row.month}-${row.material.id}`} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
