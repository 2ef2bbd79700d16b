import { Paper, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import { DataTable, type DataTableColumn } from '../../../ui';
import { useFindBranches } from '../api/find-branches';
import { canAny, useMe } from '../api/get-me';
import { useUpdateBranch } from '../api/update-branch';
import { BranchFormDialog } from '../components/branch-form-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddRecordButton, ListFilters } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { PageTitle } from '../../../ui/page-title';
import { useRecordColumns } from '../../../ui/record-columns';
import { useRecordList } from '../../../ui/record-list';
import { RecordRowActions } from '../../../ui/record-row-actions';

/** `/branch`: the shop counters and the workshop; deactivated, never deleted. */
export function BranchesPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canEdit = canAny(me, ['platform.admin']);
  const nameOf = useLocalName();
  const list = useRecordList<Branch>(useUpdateBranch());
  const column = useRecordColumns();
  const { data, isFetching } = useFindBranches(list.query);

  const columns: DataTableColumn<Branch>[] = [
    column.code(),
    column.name(),
    { key: 'address', header: t('admin.fields.address'), cell: (b) => b.address },
    { key: 'phone', header: t('admin.fields.phone'), cell: (b) => b.phone, width: 140 },
    column.status(),
  ];
  if (canEdit) columns.push(column.actions((b) => <RecordRowActions {...list.rowActions(b)} />));

  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.branches.title')} subtitle={t('admin.branches.subtitle')}>
        {canEdit && <AddRecordButton label={t('admin.branches.add')} onClick={list.addRecord} />}
      </PageTitle>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <ListFilters {...list.filters} searchWidth={280} />
          <DataTable columns={columns} {...list.table(data, isFetching)} emptyText={t('admin.branches.empty')} />
        </Stack>
      </Paper>
      <BranchFormDialog opened={list.editing !== undefined} branch={list.editing ?? null} onClose={list.closeEditor} />
      <ConfirmDialog
        {...list.deactivateDialog}
        title={t('admin.branches.deactivateTitle')}
        body={t('admin.branches.deactivateBody', { name: list.deactivating ? nameOf(list.deactivating) : '' })}
      />
    </Stack>
  );
}
