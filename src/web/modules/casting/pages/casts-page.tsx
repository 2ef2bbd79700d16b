import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { castStatusValues, type CastStatusValue, type CastSummary } from '../../../../shared/contracts/casting/cast';
import { intlLocale } from '../../../../shared/units';
import { formatDate, shopDayInstant } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { DataTable, FilterSelect, useUiLocale, pagedRows, type DataTableColumn } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { castListQuery, useFindCasts } from '../api/find-casts';
import { castPath } from '../api/get-cast';
import { formatLossPercent } from '../components/cast-figures';
import { CastingTabs } from '../components/casting-tabs';
import { CastMaterialSelect } from '../components/cast-material-select';
import { CastStatusBadge } from '../components/cast-status-badge';
import { WeightText } from '../../../ui/weight-text';
import { CellText } from '../../../ui/cell-text';
import { PageTitle } from '../../../ui/page-title';
import { AddRecordLink } from '../../../ui/list-toolbar';

const route = getRouteApi('/cast');

/** `/cast`: casts newest first, filtered by status and material (`?status=&materialId=&page=`). */
export function CastsPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const filters = { status: search.status, materialId: search.materialId };
  const query = castListQuery(search);
  const page = query.page;
  const { data: me } = useMe();
  const { data, isFetching } = useFindCasts(query);
  /** A changed filter goes back to page 1. */
  const setSearch = (next: { status?: CastStatusValue; materialId?: string; page?: string }) =>
    void navigate({ search: { ...filters, ...next }, replace: true });

  const columns: DataTableColumn<CastSummary>[] = [
    {
      key: 'number',
      header: t('casting.casts.number'),
      cell: (c) => (
        <Anchor component={Link} to={castPath(c.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.number}
        </Anchor>
      ),
      width: 150,
    },
    {
      key: 'castOn',
      header: t('casting.casts.castOn'),
      cell: (c) => (
        <CellText nowrap>{formatDate(c.castOn, intlLocale(locale) as IntlLocale)}</CellText>
      ),
      width: 130,
    },
    // The day its metal moved on (a back-dated step's day), which the reports count it on.
    {
      key: 'postingDate',
      header: t('casting.casts.postingDate'),
      cell: (c) => (
        <CellText nowrap>{formatDate(shopDayInstant(c.postingDate), intlLocale(locale) as IntlLocale)}</CellText>
      ),
      width: 130,
    },
    { key: 'material', header: t('casting.casts.material'), cell: (c) => <CellText>{c.materialCode}</CellText>, width: 90 },
    { key: 'status', header: t('casting.casts.statusLabel'), cell: (c) => <CastStatusBadge status={c.status} />, width: 130 },
    { key: 'pieces', header: t('casting.casts.pieces'), align: 'right', cell: (c) => <CellText>{c.pieceCount}</CellText>, width: 70 },
    { key: 'wax', header: t('casting.casts.wax'), align: 'right', cell: (c) => <WeightText mg={c.waxMg} align="right" /> },
    { key: 'actual', header: t('casting.casts.actual'), align: 'right', cell: (c) => <WeightText mg={c.actualMg} align="right" /> },
    { key: 'loss', header: t('casting.casts.loss'), align: 'right', cell: (c) => <WeightText mg={c.figures.lossMg} align="right" /> },
    {
      key: 'lossPercent',
      header: t('casting.casts.lossPercent'),
      align: 'right',
      cell: (c) => (
        <CellText figures>{formatLossPercent(c.figures.lossBasisPoints, locale)}</CellText>
      ),
      width: 90,
    },
  ];

  return (
    <Stack gap="lg">
      <CastingTabs />
      <PageTitle title={t('casting.casts.title')} subtitle={t('casting.casts.subtitle')}>
        {canAny(me, ['casting.write']) && <AddRecordLink to="/cast/create" label={t('casting.casts.newCast')} />}
      </PageTitle>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <FilterSelect
              label={t('casting.casts.statusLabel')}
              placeholder={t('casting.casts.allStatuses')}
              data={castStatusValues.map((status) => ({ value: status, label: t(`casting.casts.status.${status}`) }))}
              value={filters.status}
              onChange={(value) => setSearch({ status: castStatusValues.find((status) => status === value), page: undefined })}
            />
            <CastMaterialSelect
              label={t('casting.casts.material')}
              placeholder={t('casting.casts.allMaterials')}
              clearable
              value={filters.materialId ? Number(filters.materialId) : null}
              onChange={(next) => setSearch({ materialId: next ? String(next) : undefined, page: undefined })}
              w={{ base: '100%', sm: 260 }}
            />
          </Group>
          <DataTable
            columns={columns}
            {...pagedRows(data, { page, pageSize: query.pageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            onRowClick={(c) => void navigate({ to: castPath(c.id) })}
            emptyText={t('casting.casts.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
