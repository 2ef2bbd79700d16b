import { Anchor, Skeleton } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { CastReport } from '../../../../shared/contracts/reports/get-cast-report';
import { useLocalName } from '../../../ui/local-name';
import { useCastReport } from '../api/get-cast-report';
import { useReportColumns } from '../components/report-columns';
import { ReportName } from '../components/report-figures';
import { ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection } from '../components/report-frame';
import { useReportFormat } from '../components/report-format';
import { castQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';
import { ReportPager, ReportTable, type ReportColumn } from '../components/report-table';

type CastRow = CastReport['casts']['items'][number];
type CasterRow = CastReport['byCaster'][number];
type TotalRow = CastReport['totals'][number];

export { castQueryOf };

const route = getRouteApi('/report/cast');

/** `/report/cast`: per material and per caster, metal poured, pieces and loss of the finished casts; then the casts one by one. */
export function CastReportPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useReportFormat();
  const columns = useReportColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = castQueryOf(search);
  const { data, isFetching } = useCastReport(query);

  // Totals of a group (a material, a caster's material): what was poured, and of the finished casts the pieces and the loss.
  const totalsColumns = <Row extends TotalRow>(): ReportColumn<Row>[] => [
    columns.count('casts', t('reports.cast.castCount'), (row) => row.castCount),
    columns.count('finished', t('reports.cast.finishedCount'), (row) => row.finishedCount),
    columns.count('pieceCount', t('reports.cast.pieceCount'), (row) => row.pieceCount),
    columns.weight('actual', t('reports.cast.actual'), (row) => row.actualMg),
    columns.weight('finishedActual', t('reports.cast.finishedActual'), (row) => row.finishedActualMg),
    columns.weight('pieces', t('reports.cast.piecesWeight'), (row) => row.piecesMg),
    columns.weight('loss', t('reports.cast.loss'), (row) => row.lossMg, true),
    columns.loss('lossShare', t('reports.cast.lossShare'), (row) => ({ lossBasisPoints: row.lossBasisPoints })),
  ];
  const totals: ReportColumn<TotalRow>[] = [columns.material((row) => row.material), ...totalsColumns<TotalRow>()];
  const byCaster: ReportColumn<CasterRow>[] = [
    {
      key: 'caster',
      header: t('reports.cast.caster'),
      cell: (row) => (row.handler ? <ReportName name={nameOf(row.handler)} code={row.handler.code} note={nameOf(row.material)} /> : <ReportName name={t('reports.cast.noCaster')} note={nameOf(row.material)} />),
    },
    ...totalsColumns<CasterRow>(),
  ];
  const casts: ReportColumn<CastRow>[] = [
    {
      key: 'number',
      header: t('reports.cast.number'),
      cell: (row) => (
        <span>
          <Anchor component={Link} to={`/cast/detail/${row.id}`} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {row.number}
          </Anchor>
          <br />
          <span style={{ whiteSpace: 'nowrap', fontSize: '0.86em' }}>
            {format.day(row.castOn)} · {t(`casting.casts.status.${row.status}`)}
          </span>
        </span>
      ),
    },
    {
      key: 'caster',
      header: t('reports.cast.caster'),
      cell: (row) => <ReportName name={row.handler ? nameOf(row.handler) : t('reports.cast.noCaster')} code={row.handler?.code} note={nameOf(row.material)} />,
    },
    columns.count('pieceCount', t('reports.cast.pieceCount'), (row) => row.pieceCount),
    columns.weight('wax', t('reports.cast.wax'), (row) => row.waxMg),
    columns.weight('actual', t('reports.cast.actual'), (row) => row.actualMg),
    columns.weight('over', t('reports.cast.over'), (row) => row.overMg),
    columns.weight('clean', t('reports.cast.clean'), (row) => row.cleanMg),
    columns.weight('root', t('reports.cast.root'), (row) => row.rootMg),
    columns.weight('pieces', t('reports.cast.piecesWeight'), (row) => row.piecesMg),
    columns.weight('loss', t('reports.cast.loss'), (row) => row.lossMg, true),
    columns.loss('lossShare', t('reports.cast.lossShare'), (row) => ({ lossBasisPoints: row.lossBasisPoints })),
  ];

  return (
    <ReportFrame
      name="cast"
      title={t('reports.cast.title')}
      subtitle={t('reports.cast.subtitle')}
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
          <ReportSection title={t('reports.cast.totals')} note={t('reports.cast.lossNote')} testId="totals">
            <ReportTable label={t('reports.cast.totals')} columns={totals} rows={data.totals} rowKey={(row) => row.material.id} />
          </ReportSection>
          <ReportSection title={t('reports.cast.byCaster')} testId="by-caster">
            <ReportTable label={t('reports.cast.byCaster')} columns={byCaster} rows={data.byCaster} rowKey={(row) => `${row.handler?.id ?? 0}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.cast.casts')} testId="casts">
            <ReportTable label={t('reports.cast.casts')} columns={casts} rows={data.casts.items} rowKey={(row) => row.id} />
            <ReportPager page={data.casts.page} pageSize={data.casts.pageSize} total={data.casts.total} onChange={(page) => setSearch({ page: String(page) })} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
