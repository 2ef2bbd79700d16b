import { getRouteApi } from '@tanstack/react-router';
import { Skeleton } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StaffReport } from '../../../../shared/contracts/reports/get-staff-report';
import { useLocalName } from '../../../ui/local-name';
import { useStaffReport } from '../api/get-staff-report';
import { useReportColumns } from '../components/report-columns';
import { ReportName } from '../components/report-figures';
import { ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection } from '../components/report-frame';
import { basisPointsOf, useReportFormat } from '../components/report-format';
import { staffQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';
import { ReportTable, type ReportColumn } from '../components/report-table';

type Work = StaffReport['work'][number];
type Sales = StaffReport['sales'][number];

export { staffQueryOf };

const route = getRouteApi('/report/staff');

/** `/report/staff`: each staff member's output and loss at the bench (against the allowance) and at casting, and their sales at the counter. */
export function StaffReportPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useReportFormat();
  const columns = useReportColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = staffQueryOf(search);
  const { data, isFetching } = useStaffReport(query);

  const staffCell = (row: Work | Sales, material?: string) => (
    <ReportName name={nameOf(row.staff)} code={row.staff.code} note={[t(`admin.staff.kinds.${row.staff.kind}`), material].filter(Boolean).join(' · ')} />
  );
  const bench: ReportColumn<Work>[] = [
    { key: 'staff', header: t('reports.staff.staff'), cell: (row) => staffCell(row, nameOf(row.material)) },
    columns.count('entries', t('reports.staff.entryCount'), (row) => row.entryCount),
    columns.count('piecesDone', t('reports.staff.piecesDone'), (row) => row.piecesDone),
    columns.weight('issued', t('reports.staff.issued'), (row) => row.issuedMg),
    columns.weight('returned', t('reports.staff.output'), (row) => row.returnedMg, true),
    columns.weight('loss', t('reports.staff.loss'), (row) => row.lossMg),
    columns.weight('allowed', t('reports.staff.allowed'), (row) => row.allowedMg),
    columns.loss('lossShare', t('reports.staff.lossShare'), (row) => ({
      lossBasisPoints: row.lossBasisPoints,
      allowedBasisPoints: basisPointsOf(row.allowedMg, row.issuedMg),
      over: row.lossMg > row.allowedMg,
    })),
    {
      key: 'overCount',
      header: t('reports.staff.overCount'),
      align: 'right',
      cell: (row) => (row.overAllowanceCount === 0 ? '—' : <span style={{ color: 'var(--mantine-color-red-7)', fontWeight: 700 }}>{format.count(row.overAllowanceCount)}</span>),
    },
  ];
  const casting: ReportColumn<Work>[] = [
    { key: 'staff', header: t('reports.staff.staff'), cell: (row) => staffCell(row, nameOf(row.material)) },
    columns.count('casts', t('reports.staff.castCount'), (row) => row.castCount),
    columns.weight('castActual', t('reports.staff.castActual'), (row) => row.castActualMg),
    columns.weight('castPieces', t('reports.staff.castPieces'), (row) => row.castPiecesMg, true),
    columns.weight('castLoss', t('reports.staff.castLoss'), (row) => row.castLossMg),
    columns.loss('castLossShare', t('reports.staff.castLossShare'), (row) => ({ lossBasisPoints: row.castLossBasisPoints })),
  ];
  const sales: ReportColumn<Sales>[] = [
    { key: 'staff', header: t('reports.staff.seller'), cell: (row) => staffCell(row) },
    columns.count('invoices', t('reports.staff.invoiceCount'), (row) => row.invoiceCount),
    columns.count('piecesSold', t('reports.staff.piecesSold'), (row) => row.piecesSold),
    columns.money('sales', t('reports.staff.sales'), (row) => row.salesCents, undefined, true),
    columns.money('incentive', t('reports.staff.incentive'), (row) => row.incentiveCents),
  ];
  const atBench = (data?.work ?? []).filter((row) => row.entryCount > 0);
  const atCasting = (data?.work ?? []).filter((row) => row.castCount > 0);

  return (
    <ReportFrame
      name="staff"
      title={t('reports.staff.title')}
      subtitle={t('reports.staff.subtitle')}
      query={query}
      periodText={data ? t('reports.frame.range', { from: format.day(data.period.from), to: format.day(data.period.to) }) : undefined}
      landscape
      loading={isFetching}
      ready={!!data}
      filters={<ReportFilters fields={['range', 'branch', 'material', 'staff']} values={query} period={data?.period} onChange={setSearch} />}
    >
      {!data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <ReportSection title={t('reports.staff.bench')} note={t('reports.staff.benchNote')} testId="bench">
            <ReportTable label={t('reports.staff.bench')} columns={bench} rows={atBench} rowKey={(row) => `${row.staff.id}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.staff.casting')} note={t('reports.staff.castingNote')} testId="casting">
            <ReportTable label={t('reports.staff.casting')} columns={casting} rows={atCasting} rowKey={(row) => `${row.staff.id}-${row.material.id}`} />
          </ReportSection>
          <ReportSection title={t('reports.staff.counter')} note={t('reports.staff.counterNote')} testId="counter">
            <ReportTable label={t('reports.staff.counter')} columns={sales} rows={data.sales} rowKey={(row) => row.staff.id} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
