import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { GemReportSummary } from '../../../../shared/contracts/stones/gem-reports';
import { formatDateTime } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { DataTable, pagedRows, type DataTableColumn, FilterSelect, ListFilterRow, listFiltersOf, useUiLocale } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useFindGemReports } from '../api/find-gem-reports';
import { gemReportPath } from '../api/get-gem-report';
import { StoneBalanceFigure } from '../components/stone-balance';
import { gemReportsQueryOf, reportsPageSize } from '../api/stone-searches';
import { TargetText } from '../components/stone-links';
import { StonesTabs } from '../components/stones-tabs';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { AddRecordLink } from '../../../ui/list-toolbar';

const route = getRouteApi('/gem_report');

/** `/gem_report`: the gem reports, newest first; search by number, item code or order number; a new one. */
export function GemReportsPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const intl = intlLocaleOf(locale === 'en' ? 'en' : 'kh');
  const nameOf = useLocalName();
  const navigate = route.useNavigate();
  const wide = useScreenQuery('(min-width: 62em)');
  const search = route.useSearch();
  const filters = { branchId: search.branchId, search: search.search };
  const query = gemReportsQueryOf(search);
  const { page } = query;
  const { data: me } = useMe();
  const { data, isFetching } = useFindGemReports(query);
  const { data: branches } = useAllBranches();
  const setSearch = (next: typeof search) => void navigate({ search: { ...filters, ...next }, replace: true });
  const filterOf = listFiltersOf(filters, setSearch);

  const columns: DataTableColumn<GemReportSummary>[] = [
    {
      key: 'number',
      header: t('stones.reports.number'),
      cell: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={gemReportPath(r.id)} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {r.number}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(r.createdAt, intl)}
          </Text>
        </Stack>
      ),
    },
    { key: 'target', header: t('stones.preparations.target'), cell: (r) => <TargetText target={r.target} /> },
    { key: 'branch', header: t('stones.fields.branch'), cell: (r) => <Text size="sm">{nameOf(r.branch)}</Text> },
    { key: 'prepared', header: t('stones.preparations.prepared'), align: 'right', cell: (r) => <StoneBalanceFigure balance={r.totals.prepared} /> },
    { key: 'held', header: t('stones.preparations.held'), align: 'right', cell: (r) => <StoneBalanceFigure balance={r.totals.held} /> },
    { key: 'set', header: t('stones.preparations.set'), align: 'right', cell: (r) => <StoneBalanceFigure balance={r.totals.set} /> },
    { key: 'by', header: t('stones.reports.madeBy'), cell: (r) => <Text size="sm">{r.createdBy ?? '—'}</Text> },
  ];
  const shown = wide ? columns : columns.filter((c) => ['number', 'target', 'prepared'].includes(c.key));

  return (
    <Stack gap="lg">
      <StonesTabs />
      <PageTitle title={t('stones.reports.title')} subtitle={t('stones.reports.subtitle')}>
        {canAny(me, ['stones.write']) && <AddRecordLink to="/gem_report/add" label={t('stones.reports.add')} />}
      </PageTitle>
      <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <ListFilterRow searchLabel={t('stones.reports.search')} searchPlaceholder={t('stones.reports.searchPlaceholder')} search={filterOf('search')} searchWidth={260}>
            <FilterSelect
              label={t('stones.fields.branch')}
              placeholder={t('stones.filters.allBranches')}
              data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }))}
              {...filterOf('branchId')}
            />
          </ListFilterRow>
          <DataTable
            columns={shown}
            {...pagedRows(data, { page, pageSize: reportsPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            onRowClick={(r) => void navigate({ to: gemReportPath(r.id) })}
            emptyText={t('stones.reports.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
