import { Badge, Select, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { staffKinds, type StaffKind, type StaffMember } from '../../../../shared/contracts/platform/staff-member';
import { DataTable, type DataTableColumn } from '../../../ui';
import { useAllBranches } from '../api/find-branches';
import { useFindStaff } from '../api/find-staff';
import { canAny, useMe } from '../api/get-me';
import { useUpdateStaffMember } from '../api/update-staff';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ListToolbar } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { useRecordColumns } from '../../../ui/record-columns';
import { useRecordList } from '../../../ui/record-list';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { StaffFormDialog } from './staff-form-dialog';

export interface StaffPanelProps {
  /** The designers tab: staff of kind designer only (DESIGN §3.1). */
  kind?: StaffKind;
}

/** Staff of every kind, or one kind (the designers); deactivated, never deleted. */
export function StaffPanel({ kind }: StaffPanelProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canEdit = canAny(me, ['platform.admin']);
  const nameOf = useLocalName();
  const list = useRecordList<StaffMember>(useUpdateStaffMember());
  const column = useRecordColumns();
  const [kindFilter, setKindFilter] = useState<StaffKind | null>(null);
  const [branchId, setBranchId] = useState<string | null>(null);
  const { data: branches } = useAllBranches();
  const chosenKind = kind ?? kindFilter;
  const { data, isFetching } = useFindStaff({
    ...list.query,
    ...(chosenKind ? { kind: chosenKind } : {}),
    ...(branchId ? { branchId } : {}),
  });
  const branchName = (id: number | null) => {
    const branch = branches?.items.find((b) => b.id === id);
    return branch ? nameOf(branch) : '';
  };

  const columns: DataTableColumn<StaffMember>[] = [
    { key: 'code', header: t('admin.fields.code'), cell: (s) => <Text fw={600}>{s.code}</Text>, width: 90 },
    column.name(),
    ...(kind ? [] : [{ key: 'kind', header: t('admin.fields.kind'), cell: (s: StaffMember) => t(`admin.staff.kinds.${s.kind}`) }]),
    { key: 'branch', header: t('admin.fields.branch'), cell: (s) => branchName(s.branchId) },
    { key: 'phone', header: t('admin.fields.phone'), cell: (s) => s.phone, width: 140 },
    {
      key: 'account',
      header: t('admin.fields.account'),
      cell: (s) =>
        s.userId ? (
          <Badge variant="light" color="navy" leftSection={<IconUserCheck size={12} />} aria-label={t('admin.fields.account')}>
            {t('admin.fields.account')}
          </Badge>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('admin.staff.noAccount')}
          </Text>
        ),
      width: 130,
    },
    column.status(),
  ];
  if (canEdit) columns.push(column.actions((s) => <RecordRowActions {...list.rowActions(s)} />));

  return (
    <Stack gap="md">
      <ListToolbar
        {...list.filters}
        addLabel={kind === 'designer' ? t('admin.staff.addDesigner') : t('admin.staff.add')}
        onAdd={canEdit ? list.addRecord : undefined}
      >
        {!kind && (
          <Select
            aria-label={t('admin.fields.kind')}
            placeholder={t('admin.staff.allKinds')}
            data={staffKinds.map((k) => ({ value: k, label: t(`admin.staff.kinds.${k}`) }))}
            value={kindFilter}
            onChange={(value) => list.firstPage(setKindFilter)(value as StaffKind | null)}
            clearable
            w={190}
          />
        )}
        <Select
          aria-label={t('admin.fields.branch')}
          placeholder={t('admin.staff.allBranches')}
          data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: nameOf(b) }))}
          value={branchId}
          onChange={list.firstPage(setBranchId)}
          clearable
          w={190}
        />
      </ListToolbar>
      <DataTable columns={columns} {...list.table(data, isFetching)} emptyText={t('admin.staff.empty')} />
      <StaffFormDialog
        opened={list.editing !== undefined}
        member={list.editing ?? null}
        {...(kind ? { fixedKind: kind } : {})}
        onClose={list.closeEditor}
      />
      <ConfirmDialog
        {...list.deactivateDialog}
        title={t('admin.staff.deactivateTitle')}
        body={t('admin.staff.deactivateBody', { name: list.deactivating ? nameOf(list.deactivating) : '' })}
      />
    </Stack>
  );
}
