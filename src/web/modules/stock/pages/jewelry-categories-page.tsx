import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import { DataTable, useUiLocale, type DataTableColumn } from '../../../ui';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { canAny } from '../../platform/api/get-me';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddRecordButton, RecordListPanel } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { useRecordColumns } from '../../../ui/record-columns';
import { PageTitle } from '../../../ui/page-title';
import { useCatalogueList } from '../../../ui/record-list';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { findJewelryCategoriesQueryOptions } from '../api/find-jewelry-categories';
import { useUpdateJewelryCategory } from '../api/update-jewelry-category';
import { JewelryCategoryFormDialog } from '../components/jewelry-category-form-dialog';
import { makingChargeText } from '../components/making-charge';
import { useScreenQuery } from '../../../ui/use-screen-query';

/**
 * `/setting/jw-category`: the kinds of piece, each with its making charge
 * and usual material (DESIGN §3.6). Deactivated, never deleted: items and
 * pieces name them. The API returns every category at once, so search and
 * paging happen here.
 */
export function JewelryCategoriesPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const wide = useScreenQuery('(min-width: 48em)');
  const nameOf = useLocalName();
  const list = useCatalogueList(['stock.write'], useUpdateJewelryCategory(), findJewelryCategoriesQueryOptions);
  const column = useRecordColumns();
  // Every material, the deactivated too: a category may still name one.
  const { data: materials } = useQuery({ ...findMaterialCategoriesQueryOptions(), enabled: canAny(list.me, ['materials.read']) });
  const materialById = new Map((materials?.items ?? []).map((m) => [m.id, m]));

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
        column.code(120),
        column.name(),
        { key: 'makingCharge', header: t('stock.categories.makingCharge'), cell: chargeCell, align: 'right', width: 150 },
        { key: 'defaultMaterial', header: t('stock.categories.defaultMaterial'), cell: materialCell, width: 170 },
        column.status(),
      ]
    : [
        column.codeAndName('category'),
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
  if (list.canEdit) columns.push(column.actions((c) => <RecordRowActions {...list.rowActions(c)} />, wide ? 110 : 80));

  return (
    <Stack gap="lg">
      <PageTitle title={t('stock.categories.title')} subtitle={t('stock.categories.subtitle')}>
        {list.canEdit && <AddRecordButton label={t('stock.categories.add')} onClick={list.addRecord} />}
      </PageTitle>
      <RecordListPanel filters={list.filters}>
        <DataTable columns={columns} {...list.tableProps} emptyText={t('stock.categories.empty')} />
      </RecordListPanel>
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
