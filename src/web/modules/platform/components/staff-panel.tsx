import { ActionIcon, Badge, Button, Group, Select, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBan, IconEdit, IconPlayerPlay, IconPlus, IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffKinds, type StaffKind, type StaffMember } from '../../../../shared/contracts/platform/staff-member';
import { DataTable, type DataTableColumn } from '../../../ui';
import { useAllBranches } from '../api/find-branches';
import { useFindStaff } from '../api/find-staff';
import { canAny, useMe } from '../api/get-me';
import { useUpdateStaffMember } from '../api/update-staff';
import { ConfirmDialog } from './confirm-dialog';
import { useLocalName } from './local-name';
import { StaffFormDialog } from './staff-form-dialog';
import { StatusBadge } from './status-badge';

const pageSize = 50;

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
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [kindFilter, setKindFilter] = useState<StaffKind | null>(null);
  const [branchId, setBranchId] = useState<string | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const update = useUpdateStaffMember();
  const { data: branches } = useAllBranches();
  const chosenKind = kind ?? kindFilter;
  const { data, isFetching } = useFindStaff({
    page,
    pageSize,
    ...(chosenKind ? { kind: chosenKind } : {}),
    ...(branchId ? { branchId } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(showInactive ? {} : { active: 'true' }),
  });
  const branchName = (id: number | null) => {
    const branch = branches?.items.find((b) => b.id === id);
    return branch ? nameOf(branch) : '';
  };
  const setActive = (member: StaffMember, active: boolean) =>
    update.mutateAsync({ id: member.id, body: { active } }).then(() => setDeactivating(null));
  const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const columns: DataTableColumn<StaffMember>[] = [
    { key: 'code', header: t('admin.fields.code'), cell: (s) => <Text fw={600}>{s.code}</Text>, width: 90 },
    {
      key: 'name',
      header: t('admin.fields.name'),
      cell: (s) => (
        <Stack gap={0}>
          <Text>{nameOf(s)}</Text>
          <Text fz="xs" c="dimmed">
            {nameOf(s) === s.nameKh ? s.nameEn : s.nameKh}
          </Text>
        </Stack>
      ),
    },
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
    { key: 'status', header: t('admin.common.status'), cell: (s) => <StatusBadge active={s.active} />, width: 110 },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: t('admin.common.actions'),
      align: 'right',
      width: 110,
      cell: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('admin.common.edit')}>
            <ActionIcon variant="subtle" aria-label={t('admin.common.edit')} onClick={() => setEditing(s)}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          {s.active ? (
            <Tooltip label={t('admin.common.deactivate')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('admin.common.deactivate')} onClick={() => setDeactivating(s)}>
                <IconBan size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={t('admin.common.activate')}>
              <ActionIcon variant="subtle" color="teal" aria-label={t('admin.common.activate')} onClick={() => void setActive(s, true)}>
                <IconPlayerPlay size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="md" align="flex-end">
          <TextInput
            placeholder={t('admin.common.search')}
            aria-label={t('admin.common.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => firstPage(setSearch)(event.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
          />
          {!kind && (
            <Select
              aria-label={t('admin.fields.kind')}
              placeholder={t('admin.staff.allKinds')}
              data={staffKinds.map((k) => ({ value: k, label: t(`admin.staff.kinds.${k}`) }))}
              value={kindFilter}
              onChange={(value) => firstPage(setKindFilter)(value as StaffKind | null)}
              clearable
              w={190}
            />
          )}
          <Select
            aria-label={t('admin.fields.branch')}
            placeholder={t('admin.staff.allBranches')}
            data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: nameOf(b) }))}
            value={branchId}
            onChange={firstPage(setBranchId)}
            clearable
            w={190}
          />
          <Switch
            label={t('admin.common.showInactive')}
            checked={showInactive}
            onChange={(event) => firstPage(setShowInactive)(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {canEdit && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {kind === 'designer' ? t('admin.staff.addDesigner') : t('admin.staff.add')}
          </Button>
        )}
      </Group>
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(s) => s.id}
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        onPageChange={setPage}
        loading={isFetching && !data}
        emptyText={t('admin.staff.empty')}
      />
      <StaffFormDialog
        opened={editing !== undefined}
        member={editing ?? null}
        {...(kind ? { fixedKind: kind } : {})}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        opened={deactivating !== null}
        title={t('admin.staff.deactivateTitle')}
        body={t('admin.staff.deactivateBody', { name: deactivating ? nameOf(deactivating) : '' })}
        confirmLabel={t('admin.common.deactivate')}
        loading={update.isPending}
        onConfirm={() => deactivating && void setActive(deactivating, false).catch(() => undefined)}
        onClose={() => setDeactivating(null)}
      />
    </Stack>
  );
}
