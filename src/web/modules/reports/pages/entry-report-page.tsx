import { getRouteApi } from '@tanstack/react-router';
import { Skeleton } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryReport } from '../../../../shared/contracts/reports/get-entry-report';
import { useLocalName } from '../../../ui/local-name';
import { useEntryReport } from '../api/get-entry-report';
import { useReportColumns } from '../components/report-columns';
import { ReportName } from '../components/report-figures';
import { ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection } from '../components/report-frame';
import { basisPointsOf, useReportFormat } from '../components/report-format';
import { entryQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';
import { ReportTable, type ReportColumn } from '../components/report-table';

type Figures = EntryReport['totals'][number];
type ByJeweller = EntryReport['byJeweller'][number];
type ByType = EntryReport['byType'][number];

const stateCounts = [
  ['in_progress', 'inProgressCount'],
  ['closable', 'closableCount'],
  ['returned', 'returnedCount'],
  ['waiting_accept', 'waitingAcceptCount'],
  ['accepted', 'acceptedCount'],
] as const;

export { entryQueryOf };

const route = getRouteApi('/report/entry');

/** `/report/entry`: the period's entries per jeweller and per type of work: where they stand, the metal issued, back, still on the bench, and the loss of the accepted ones against their allowance. */
export function EntryReportPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useReportFormat();
  const columns = useReportColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = entryQueryOf(search);
  const { data, isFetching } = useEntryReport(query);

  const figureColumns = <Row extends Figures>(): ReportColumn<Row>[] => [
    columns.count('entries', t('reports.entry.entryCount'), (row) => row.entryCount),
    columns.count('pieces', t('reports.entry.pieceCount'), (row) => row.pieceCount),
    {
      key: 'states',
      header: t('reports.entry.states'),
      cell: (row) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: 'nowrap', fontSize: '0.92em' }}>
          {stateCounts
            .filter(([, field]) => row[field] > 0)
            .map(([state, field]) => (
              <span key={state} data-state={state}>
                {format.count(row[field])} {t(`entries.states.${state}`)}
              </span>
            ))}
        </span>
      ),
    },
    columns.weight('issued', t('reports.entry.issued'), (row) => row.issuedMg),
    columns.weight('returned', t('reports.entry.returned'), (row) => row.returnedMg),
    columns.weight('onBench', t('reports.entry.onBench'), (row) => row.onBenchMg),
    columns.weight('loss', t('reports.entry.loss'), (row) => row.lossMg, true),
    columns.weight('allowed', t('reports.entry.allowed'), (row) => row.allowedMg),
    columns.loss('lossShare', t('reports.entry.lossShare'), (row) => ({
      lossBasisPoints: row.lossBasisPoints,
      allowedBasisPoints: basisPointsOf(row.allowedMg, row.acceptedIssuedMg),
      over: row.lossMg > row.allowedMg,
    })),
  ];
  const totals: ReportColumn<Figures>[] = [columns.material((row) => row.material), ...figureColumns<Figures>()];
  const byJeweller: ReportColumn<ByJeweller>[] = [
    { key: 'jeweller', header: t('reports.common.jeweller'), cell: (row) => <ReportName name={nameOf(row.jeweller)} code={row.jeweller.code} note={nameOf(row.material)} /> },
    ...figureColumns<ByJeweller>(),
  ];
  const byType: ReportColumn<ByType>[] = [
    { key: 'type', header: t('reports.entry.type'), cell: (row) => <ReportName name={t(`entries.types.${row.type}`)} note={nameOf(row.material)} /> },
    ...figureColumns<ByType>(),
  ];

  return (
    <ReportFrame
      name="entry"
      title={t('reports.entry.title')}
      subtitle={t('reports.entry.subtitle')}
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
          <ReportSection title={t('reports.entry.totals')} note={t('reports.entry.note')} testId="totals">
            <ReportTable label={t('reports.entry.totals')} columns={totals} rows={data.totals} rowKey={(row) => row.material.id} />
          </ReportSection>
          <ReportSection title={t('reports.entry.byJeweller')} testId="by-jeweller">
            <ReportTable label={t('reports.entry.byJeweller')} columns={byJeweller} rows={data.byJeweller} rowKey={(row) => `${row.jeweller.id}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.entry.byType')} testId="by-type">
            <ReportTable label={t('reports.entry.byType')} columns={byType} rows={data.byType} rowKey={(row) => `${row.type}-${row.material.id}`} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
