import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import { DataTable, useUiLocale, type DataTableColumn } from '../../../ui';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { canAny, useMe } from '../../platform/api/get-me';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddRecordButton, ListFilters } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { useRecordColumns } from '../../../ui/record-columns';
import { recordListPageSize, useRecordList } from '../../../ui/record-list';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { StatusBadge } from '../../../ui/status-badge';
import { useFindJewelryCategories } from '../api/find-jewelry-categories';
import { useUpdateJewelryCategory } from '../api/update-jewelry-category';
import { JewelryCategoryFormDialog } from '../components/jewelry-category-form-dialog';
import { makingChargeText } from '../components/making-charge';

const matches = (category: JewelryCategory, search: string) => {
  const needle = search.toLowerCase();
  return [category.code, category.nameKh, category.nameEn].some((text) => text.toLowerCase().includes(needle));
};

/**
 * `/setting/jw-category`: the kinds of piece, each with its making charge
 * and usual material (DESIGN §3.6). Deactivated, never deleted: items and
 * pieces name them. The API returns every category at once, so search and
 * paging happen here.
 */
export function JewelryCategoriesPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { data: me } = useMe();
  const canEdit = canAny(me, ['stock.write']);
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const nameOf = useLocalName();
  const list = useRecordList<JewelryCategory>(useUpdateJewelryCategory());
  const column = useRecordColumns();
  const { data, isFetching } = useFindJewelryCategories(list.query.active ? { active: list.query.active } : {});
  // Every material, the deactivated too: a category may still name one.
  const { data: materials } = useQuery({ ...findMaterialCategoriesQueryOptions(), enabled: canAny(me, ['materials.read']) });
  const materialById = new Map((materials?.items ?? []).map((m) => [m.id, m]));

  const search = list.query.search ?? '';
  const found = data?.items.filter((category) => matches(category, search));
  const first = (list.query.page - 1) * recordListPageSize;
  const shown = found && { items: found.slice(first, first + recordListPageSize), total: found.length };

  const materialOf = (c: JewelryCategory): MaterialCategory | undefined =>
    c.defaultMaterialId === null ? undefined : materialById.get(c.defaultMaterialId);
  const chargeCell = (c: JewelryCategory) => <Text style={{ whiteSpace: 'nowrap' }}>{makingChargeText(t, c, locale)}</Text>;
  const materialCell = (c: JewelryCategory) => {
    const material = materialOf(c);
    if (!material) return <Text c="dimmed">{t('stock.categories.noMaterial')}</Text>;
    return (
      <Stack gap={0}>
        <Text style={{ whiteSpace: 'nowrap' }}>{material.code}</Text>
        <Text fz="xs" c="dimmed">
          {nameOf(material)}
        </Text>
      </Stack>
    );
  };
  // A phone gets one column per idea: the category with its status, then its charge and material.
  const columns: DataTableColumn<JewelryCategory>[] = wide
    ? [
        { key: 'code', header: t('admin.fields.code'), cell: (c) => <Text fw={600}>{c.code}</Text>, width: 120 },
        column.name(),
        { key: 'makingCharge', header: t('stock.categories.makingCharge'), cell: chargeCell, align: 'right', width: 150 },
        { key: 'defaultMaterial', header: t('stock.categories.defaultMaterial'), cell: materialCell, width: 170 },
        column.status(),
      ]
    : [
        {
          key: 'category',
          header: t('admin.fields.name'),
          cell: (c) => (
            <Stack gap={2} align="flex-start">
              <Text fw={600}>{c.code}</Text>
              <Text fz="xs" c="dimmed">
                {nameOf(c)}
              </Text>
              {!c.active && <StatusBadge active={false} />}
            </Stack>
          ),
        },
        {
          key: 'makingCharge',
          header: t('stock.categories.makingCharge'),
          cell: (c) => (
            <Stack gap={0}>
              {chargeCell(c)}
              <Text fz="xs" c="dimmed">
                {materialOf(c)?.code ?? t('stock.categories.noMaterial')}
              </Text>
            </Stack>
          ),
        },
      ];
  if (canEdit) columns.push(column.actions((c) => <RecordRowActions {...list.rowActions(c)} />, wide ? 110 : 80));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {t('stock.categories.title')}
          </Title>
          <Text c="dimmed">{t('stock.categories.subtitle')}</Text>
        </Stack>
        {canEdit && <AddRecordButton label={t('stock.categories.add')} onClick={list.addRecord} />}
      </Group>
      <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <ListFilters {...list.filters} searchWidth={280} />
          <DataTable columns={columns} {...list.table(shown, isFetching)} emptyText={t('stock.categories.empty')} />
        </Stack>
      </Paper>
      <JewelryCategoryFormDialog
        opened={list.editing !== undefined}
        category={list.editing ?? null}
        materials={materials?.items ?? []}
        onClose={list.closeEditor}
      />
      <ConfirmDialog
        {...list.deactivateDialog}
        title={t('stock.categories.deactivateTitle')}
        body={t('stock.categories.deactivateBody', { name: list.deactivating ? nameOf(list.deactivating) : '' })}
      />
    </Stack>
  );
}
