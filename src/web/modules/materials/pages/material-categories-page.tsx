import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import { formatKarat, formatPurityPercent, formatTeuk } from '../../../../shared/units';
import { DataTable, scaledDecimalText, useUiLocale, type DataTableColumn } from '../../../ui';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddRecordButton, RecordListPanel } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { useRecordColumns } from '../../../ui/record-columns';
import { PageTitle } from '../../../ui/page-title';
import { useCatalogueList } from '../../../ui/record-list';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { findMaterialCategoriesQueryOptions } from '../api/find-material-categories';
import { useUpdateMaterialCategory } from '../api/update-material-category';
import { MaterialCategoryFormDialog } from '../components/material-category-form-dialog';
import { useScreenQuery } from '../../../ui/use-screen-query';

/**
 * `/setting/material-category`: each metal at its purity (DESIGN §3.2).
 * Deactivated, never deleted: the ledger and the rates name them. The API
 * returns every category at once, so search and paging happen here.
 */
export function MaterialCategoriesPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const wide = useScreenQuery('(min-width: 48em)');
  const nameOf = useLocalName();
  const list = useCatalogueList(['materials.write'], useUpdateMaterialCategory(), findMaterialCategoriesQueryOptions);
  const column = useRecordColumns();

  const purityCell = (c: MaterialCategory) => (
    <Stack gap={0}>
      <Text style={{ whiteSpace: 'nowrap' }}>{formatPurityPercent(c.purity, locale)}</Text>
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('materials.categories.purityShown', { teuk: formatTeuk(c.purity, locale), karat: formatKarat(c.purity, locale) })}
      </Text>
    </Stack>
  );
  const strictBadge = (c: MaterialCategory) => (
    <Group gap={4} wrap="nowrap">
      {c.materialStrict && (
        <Badge variant="light" color="orange" radius="sm">
          {t('materials.categories.strictBadge')}
        </Badge>
      )}
      {/* How the morning rates set it: the base, by purity (with its premium), or typed apart. */}
      <Badge variant="light" color={c.rateBasis === 'base' ? 'yellow' : c.rateBasis === 'purity' ? 'blue' : 'grape'} radius="sm">
        {t(`materials.categories.rateBasisBadge.${c.rateBasis}`)}
      </Badge>
    </Group>
  );
  const purityColumn: DataTableColumn<MaterialCategory> = { key: 'purity', header: t('units.purity'), cell: purityCell, width: 130 };
  const waxColumn: DataTableColumn<MaterialCategory> = {
    key: 'waxRatio',
    header: t('materials.categories.waxRatio'),
    cell: (c) => scaledDecimalText(c.waxRatioMilli, 3),
    align: 'right',
    width: 100,
  };
  // A phone gets one column per idea: the material with its flags, its purity, its wax ratio.
  const columns: DataTableColumn<MaterialCategory>[] = wide
    ? [
        column.code(),
        column.name(),
        purityColumn,
        waxColumn,
        { key: 'strict', header: t('materials.categories.strict'), cell: strictBadge, width: 200 },
        column.status(),
      ]
    : [
        column.codeAndName('material', strictBadge),
        purityColumn,
        waxColumn,
      ];
  if (list.canEdit) columns.push(column.actions((c) => <RecordRowActions {...list.rowActions(c)} />, wide ? 110 : 80));

  return (
    <Stack gap="lg">
      <PageTitle title={t('materials.categories.title')} subtitle={t('materials.categories.subtitle')}>
        {list.canEdit && <AddRecordButton label={t('materials.categories.add')} onClick={list.addRecord} />}
      </PageTitle>
      <RecordListPanel filters={list.filters}>
        <DataTable columns={columns} {...list.tableProps} emptyText={t('materials.categories.empty')} />
      </RecordListPanel>
      <MaterialCategoryFormDialog opened={list.editing !== undefined} category={list.editing ?? null} onClose={list.closeEditor} />
      <ConfirmDialog
        {...list.deactivateDialog}
        title={t('materials.categories.deactivateTitle')}
        body={t('materials.categories.deactivateBody', { name: list.deactivating ? nameOf(list.deactivating) : '' })}
      />
    </Stack>
  );
}
