import { Anchor, Select, Skeleton } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { entryStates } from '../../../../shared/entries/entry-states';
import { reportEntryTypes } from '../../../../shared/contracts/reports/get-entry-report';
import type { EntryDetails } from '../../../../shared/contracts/reports/find-entry-details';
import { useFindEntryCategories } from '../../entries/api/find-entry-categories';
import { useFindHolders } from '../../materials/api/find-holders';
import { useLocalName } from '../../../ui/local-name';
import { useFindEntryDetails } from '../api/find-entry-details';
import { useReportColumns } from '../components/report-columns';
import { LossShare, ReportName } from '../components/report-figures';
import { filterWidth, ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection, type ReportSummaryItem } from '../components/report-frame';
import { basisPointsOf, permilleToBasisPoints, useReportFormat } from '../components/report-format';
import { entryDetailQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';
import { ReportPager, ReportTable, type ReportColumn } from '../components/report-table';

type Row = EntryDetails['items'][number];
type Total = EntryDetails['totals'][number];


export { entryDetailQueryOf };

const route = getRouteApi('/report/entry-detail');

/** `/report/entry-detail`: the period's entries one by one, each with its weights and its loss against its category's allowance, and the filter's totals. */
export function EntryDetailReportPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useReportFormat();
  const columns = useReportColumns();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate & Pick<typeof search, 'state' | 'type' | 'overAllowance'>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = entryDetailQueryOf(search);
  const { data, isFetching } = useFindEntryDetails(query);
  const { data: benches } = useFindHolders({ kind: 'staff' });
  const { data: categories } = useFindEntryCategories();

  const rows: ReportColumn<Row>[] = [
    {
      key: 'number',
      header: t('reports.entryDetail.number'),
      cell: (row) => (
        <span>
          <Anchor component={Link} to={`/entry-detail-${row.id}`} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {row.number}
          </Anchor>
          <br />
          <span style={{ whiteSpace: 'nowrap', fontSize: '0.86em' }}>
            {format.date(row.createdAt)} · {t(`entries.states.${row.state}`)}
          </span>
        </span>
      ),
    },
    { key: 'jeweller', header: t('reports.common.jeweller'), cell: (row) => <ReportName name={nameOf(row.jeweller)} code={row.jeweller.code} /> },
    {
      key: 'category',
      header: t('reports.common.category'),
      cell: (row) => <ReportName name={nameOf(row.category)} note={`${t(`entries.types.${row.type}`)} · ${nameOf(row.material)}`} />,
    },
    columns.count('pieces', t('reports.entryDetail.pieceCount'), (row) => row.pieceCount),
    columns.weight('init', t('reports.entryDetail.init'), (row) => row.initMg),
    columns.weight('spare', t('reports.entryDetail.spare'), (row) => row.spareMg),
    columns.weight('returned', t('reports.entryDetail.returned'), (row) => row.returnedMg),
    columns.weight('loss', t('reports.entryDetail.loss'), (row) => row.lossMg, true),
    // The allowance in mg is in the totals and the export; beside each entry's loss, its share.
    {
      key: 'lossShare',
      header: t('reports.entryDetail.lossShare'),
      align: 'right',
      cell: (row) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
          <LossShare lossBasisPoints={row.lossBasisPoints} allowedBasisPoints={permilleToBasisPoints(row.category.allowedLossPermille)} over={row.overAllowance} />
          {row.overAllowanceReason && (
            <span style={{ fontSize: '0.8em', maxWidth: '14em', whiteSpace: 'normal', textAlign: 'right' }} data-figure="reason">
              {row.overAllowanceReason}
            </span>
          )}
        </span>
      ),
    },
  ];
  const totals: ReportColumn<Total>[] = [
    columns.material((row) => row.material),
    columns.count('entries', t('reports.entryDetail.entryCount'), (row) => row.entryCount),
    columns.weight('issued', t('reports.entryDetail.issued'), (row) => row.issuedMg),
    columns.weight('closedIssued', t('reports.entryDetail.closedIssued'), (row) => row.closedIssuedMg),
    columns.weight('returned', t('reports.entryDetail.returned'), (row) => row.returnedMg),
    columns.weight('loss', t('reports.entryDetail.loss'), (row) => row.lossMg, true),
    columns.weight('allowed', t('reports.entryDetail.allowed'), (row) => row.allowedMg),
    columns.loss('lossShare', t('reports.entryDetail.lossShare'), (row) => ({
      lossBasisPoints: basisPointsOf(row.lossMg, row.closedIssuedMg),
      allowedBasisPoints: basisPointsOf(row.allowedMg, row.closedIssuedMg),
      over: row.lossMg > row.allowedMg,
    })),
  ];

  const benchOptions = (benches?.items ?? []).map((holder) => ({ value: String(holder.id), label: `${nameOf(holder)} · ${holder.code}` }));
  const categoryOptions = (categories?.items ?? []).map((category) => ({ value: String(category.id), label: `${nameOf(category)} · ${category.code}` }));
  const labelOf = (options: { value: string; label: string }[], value: unknown) => options.find((option) => option.value === String(value))?.label;
  const summary: ReportSummaryItem[] = [
    ...(query.jewellerHolderId ? [{ label: t('reports.common.jeweller'), value: labelOf(benchOptions, query.jewellerHolderId) ?? String(query.jewellerHolderId) }] : []),
    ...(query.categoryId ? [{ label: t('reports.common.category'), value: labelOf(categoryOptions, query.categoryId) ?? String(query.categoryId) }] : []),
    ...(query.state ? [{ label: t('reports.filters.state'), value: t(`entries.states.${query.state}`) }] : []),
    ...(query.type ? [{ label: t('reports.filters.type'), value: t(`entries.types.${query.type}`) }] : []),
    ...(query.overAllowance ? [{ label: t('reports.filters.overAllowance'), value: t(`reports.filters.over.${query.overAllowance}`) }] : []),
  ];

  return (
    <ReportFrame
      name="entry-detail"
      title={t('reports.entryDetail.title')}
      subtitle={t('reports.entryDetail.subtitle')}
      query={query}
      periodText={data ? t('reports.frame.range', { from: format.day(data.period.from), to: format.day(data.period.to) }) : undefined}
      summary={summary}
      landscape
      loading={isFetching}
      ready={!!data}
      filters={
        <>
          <ReportFilters fields={['range', 'material', 'staff']} values={query} period={data?.period} onChange={setSearch} />
          <Select
            label={t('reports.common.jeweller')}
            placeholder={t('reports.filters.allJewellers')}
            data={benchOptions}
            value={query.jewellerHolderId === undefined ? null : String(query.jewellerHolderId)}
            onChange={(value) => setSearch({ jewellerHolderId: value ?? undefined })}
            clearable
            searchable
            w={filterWidth}
          />
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
          <Select
            label={t('reports.filters.state')}
            placeholder={t('reports.filters.any')}
            data={entryStates.map((state) => ({ value: state, label: t(`entries.states.${state}`) }))}
            value={query.state ?? null}
            onChange={(value) => setSearch({ state: entryStates.find((state) => state === value) })}
            clearable
            w={filterWidth}
          />
          <Select
            label={t('reports.filters.type')}
            placeholder={t('reports.filters.any')}
            data={reportEntryTypes.map((type) => ({ value: type, label: t(`entries.types.${type}`) }))}
            value={query.type ?? null}
            onChange={(value) => setSearch({ type: reportEntryTypes.find((type) => type === value) })}
            clearable
            w={filterWidth}
          />
          <Select
            label={t('reports.filters.overAllowance')}
            placeholder={t('reports.filters.any')}
            data={(['true', 'false'] as const).map((value) => ({ value, label: t(`reports.filters.over.${value}`) }))}
            value={query.overAllowance ?? null}
            onChange={(value) => setSearch({ overAllowance: value === 'true' || value === 'false' ? value : undefined })}
            clearable
            w={filterWidth}
          />
        </>
      }
    >
      {!data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <ReportSection title={t('reports.entryDetail.totals')} note={t('reports.entryDetail.totalsNote')} testId="totals">
            <ReportTable label={t('reports.entryDetail.totals')} columns={totals} rows={data.totals} rowKey={(row) => row.material.id} />
          </ReportSection>
          <ReportSection title={t('reports.entryDetail.entries')} testId="entries">
            <ReportTable label={t('reports.entryDetail.entries')} columns={rows} rows={data.items} rowKey={(row) => row.id} />
            <ReportPager page={data.page} pageSize={data.pageSize} total={data.total} onChange={(page) => setSearch({ page: String(page) })} />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
