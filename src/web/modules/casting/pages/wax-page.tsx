import { Group, Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { WaxPiece } from '../../../../shared/contracts/casting/cast';
import { intlLocale } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { DataTable, useUiLocale, pagedRows, type DataTableColumn } from '../../../ui';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindWaxPieces, waxListQuery } from '../api/find-wax-pieces';
import { AddWaxForm } from '../components/add-wax-form';
import { CastingTabs } from '../components/casting-tabs';
import { CastMaterialSelect } from '../components/cast-material-select';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';

const route = getRouteApi('/wax');

/** `/wax`: wax pieces waiting for a cast (`?materialId=&page=`), and a new one weighed for an item at waxing. */
export function WaxPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const materialId = search.materialId;
  const query = waxListQuery(search);
  const page = query.page;
  const { data: me } = useMe();
  const { data: categories } = useFindMaterialCategories();
  const { data, isFetching } = useFindWaxPieces(query);
  const materialCode = (id: number) => categories?.items.find((m) => m.id === id)?.code ?? `#${id}`;
  const setSearch = (next: { materialId?: string; page?: string }) => void navigate({ search: { materialId, ...next }, replace: true });

  const columns: DataTableColumn<WaxPiece>[] = [
    { key: 'item', header: t('casting.wax.itemCode'), cell: (p) => <Text size="sm" fw={600}>{p.itemCode}</Text>, width: 150 },
    { key: 'description', header: t('casting.wax.description'), cell: (p) => <Text size="sm">{p.itemDescription}</Text> },
    { key: 'material', header: t('casting.wax.material'), cell: (p) => <Text size="sm">{p.materialCode}</Text>, width: 110 },
    { key: 'wax', header: t('casting.wax.waxWeight'), align: 'right', cell: (p) => <WeightText mg={p.waxMg} align="right" />, width: 150 },
    {
      key: 'since',
      header: t('casting.wax.since'),
      cell: (p) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(p.createdAt, intlLocale(locale) as IntlLocale)}
        </Text>
      ),
      width: 180,
    },
  ];

  return (
    <Stack gap="lg">
      <CastingTabs />
      <PageTitle title={t('casting.wax.title')} subtitle={t('casting.wax.subtitle')} />
      {canAny(me, ['casting.write']) && <AddWaxForm materialCode={materialCode} />}
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <CastMaterialSelect
              label={t('casting.wax.material')}
              placeholder={t('casting.wax.allMaterials')}
              clearable
              value={materialId ? Number(materialId) : null}
              onChange={(next) => setSearch({ materialId: next ? String(next) : undefined })}
              w={{ base: '100%', sm: 260 }}
            />
          </Group>
          <DataTable
            columns={columns}
            {...pagedRows(data, { page, pageSize: query.pageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            emptyText={t('casting.wax.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
