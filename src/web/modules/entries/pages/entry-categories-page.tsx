import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { entryCategoryStrictFlags, type EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { DataTable, useUiLocale, type DataTableColumn } from '../../../ui';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddRecordButton, RecordListPanel } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { useRecordColumns } from '../../../ui/record-columns';
import { PageTitle } from '../../../ui/page-title';
import { useCatalogueList } from '../../../ui/record-list';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { findEntryCategoriesQueryOptions } from '../api/find-entry-categories';
import { useUpdateEntryCategory } from '../api/update-entry-category';
import { allowedLossText } from '../components/allowed-loss';
import { EntryCategoryFormDialog } from '../components/entry-category-form-dialog';
import { ReturnPhotoSetting } from '../components/return-photo-setting';
import { useScreenQuery } from '../../../ui/use-screen-query';

/**
 * `/setting/entry-category`: the kinds of bench work, each with the loss it
 * may cause and the strict flags of spec §5 (DESIGN §3.5). Deactivated, never
 * deleted: entries name them. The API returns every category at once, so
 * search and paging happen here.
 */
export function EntryCategoriesPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const wide = useScreenQuery('(min-width: 48em)');
  const nameOf = useLocalName();
  const list = useCatalogueList(['entries.write'], useUpdateEntryCategory(), findEntryCategoriesQueryOptions);
  const column = useRecordColumns();

  // Its spaces are non-breaking but the one before the percent: a phone wraps there.
  const lossCell = (c: EntryCategory) => (
    <Text style={{ whiteSpace: wide ? 'nowrap' : undefined }}>{allowedLossText(t, c.allowedLossPermille, locale)}</Text>
  );
  const flagBadges = (c: EntryCategory) => {
    const on = entryCategoryStrictFlags.filter((flag) => c[flag]);
    if (on.length === 0) return <Text c="dimmed">{t('entries.categories.noFlag')}</Text>;
    return (
      <Group gap={4}>
        {on.map((flag) => (
          <Badge key={flag} variant="light" color="orange" radius="sm" size="sm" tt="none" title={t(`entries.categories.flagHints.${flag}`)}>
            {t(`entries.categories.flagBadges.${flag}`)}
          </Badge>
        ))}
      </Group>
    );
  };
  // A phone gets one column per idea: the category with its status and flags, then its allowance.
  const columns: DataTableColumn<EntryCategory>[] = wide
    ? [
        column.code(150),
        column.name(),
        { key: 'allowedLoss', header: t('entries.categories.allowedLoss'), cell: lossCell, align: 'right', width: 150 },
        { key: 'flags', header: t('entries.categories.flagsHeader'), cell: flagBadges },
        column.status(),
      ]
    : [
        column.codeAndName('category', (c) => entryCategoryStrictFlags.some((flag) => c[flag]) && flagBadges(c)),
        { key: 'allowedLoss', header: t('entries.categories.allowedLoss'), cell: lossCell, align: 'right' },
      ];
  if (list.canEdit) columns.push(column.actions((c) => <RecordRowActions {...list.rowActions(c)} />, wide ? 110 : 80));

  return (
    <Stack gap="lg">
      <PageTitle title={t('entries.categories.title')} subtitle={t('entries.categories.subtitle')}>
        {list.canEdit && <AddRecordButton label={t('entries.categories.add')} onClick={list.addRecord} />}
      </PageTitle>
      <ReturnPhotoSetting />
      <RecordListPanel filters={list.filters}>
        <DataTable columns={columns} {...list.tableProps} emptyText={t('entries.categories.empty')} />
      </RecordListPanel>
      <EntryCategoryFormDialog opened={list.editing !== undefined} category={list.editing ?? null} onClose={list.closeEditor} />
      <ConfirmDialog
        {...list.deactivateDialog}
        title={t('entries.categories.deactivateTitle')}
        body={t('entries.categories.deactivateBody', { name: list.deactivating ? nameOf(list.deactivating) : '' })}
      />
    </Stack>
  );
}
