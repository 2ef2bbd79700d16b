import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconKey, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UserAccount } from '../../../../shared/contracts/platform/user-account';
import { roles, type Role } from '../../../../shared/roles';
import { DataTable, type DataTableColumn } from '../../../ui';
import { useAllBranches } from '../api/find-branches';
import { useFindUsers } from '../api/find-users';
import { useMe } from '../api/get-me';
import { useUpdateUser } from '../api/update-user';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ListToolbar } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { LoginQrDialog } from './login-qr-dialog';
import { useRecordColumns } from '../../../ui/record-columns';
import { useRecordList } from '../../../ui/record-list';
import { RecordRowActions, RowAction } from '../../../ui/record-row-actions';
import { UserFormDialog } from './user-form-dialog';

/** Sign-in accounts: roles, passwords, QR sign-in for staff without one. */
export function UsersPanel() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isOwner = me?.user.role === 'owner';
  const nameOf = useLocalName();
  const list = useRecordList<UserAccount>(useUpdateUser());
  const column = useRecordColumns();
  const [role, setRole] = useState<Role | null>(null);
  const [qrFor, setQrFor] = useState<UserAccount | null>(null);
  const { data: branches } = useAllBranches();
  const { data, isFetching } = useFindUsers({ ...list.query, ...(role ? { role } : {}) });
  const branchName = (id: number | null) => {
    const branch = branches?.items.find((b) => b.id === id);
    return branch ? nameOf(branch) : '';
  };
  /** The server refuses owner accounts to non-owners; the buttons say so first. */
  const mayManage = (user: UserAccount) => isOwner || user.role !== 'owner';

  const columns: DataTableColumn<UserAccount>[] = [
    {
      key: 'username',
      header: t('admin.fields.username'),
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{u.username}</Text>
          {u.id === me?.user.id && (
            <Badge size="xs" variant="outline">
              {t('admin.users.you')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'displayName', header: t('admin.fields.displayName'), cell: (u) => u.displayName },
    { key: 'role', header: t('admin.fields.role'), cell: (u) => t(`common.roles.${u.role}`) },
    { key: 'branch', header: t('admin.fields.branch'), cell: (u) => branchName(u.branchId) },
    {
      key: 'signIn',
      header: t('admin.users.signIn'),
      cell: (u) =>
        u.hasPassword ? (
          <Badge variant="light" color="navy" leftSection={<IconKey size={12} />}>
            {t('admin.users.withPassword')}
          </Badge>
        ) : (
          <Badge variant="light" color="gold" leftSection={<IconQrcode size={12} />}>
            {t('admin.users.qrOnly')}
          </Badge>
        ),
      width: 150,
    },
    column.status(),
    column.actions(
      (u) =>
        mayManage(u) && (
          <RecordRowActions {...list.rowActions(u)}>
            {u.active && (
              <RowAction label={t('admin.users.qrSignIn')} color="gold" onClick={() => setQrFor(u)}>
                <IconQrcode size={18} />
              </RowAction>
            )}
          </RecordRowActions>
        ),
      150,
    ),
  ];

  return (
    <Stack gap="md">
      <ListToolbar {...list.filters} addLabel={t('admin.users.add')} onAdd={list.addRecord}>
        <Select
          aria-label={t('admin.fields.role')}
          placeholder={t('admin.users.allRoles')}
          data={roles.map((r) => ({ value: r, label: t(`common.roles.${r}`) }))}
          value={role}
          onChange={(value) => list.firstPage(setRole)(value as Role | null)}
          clearable
          w={190}
        />
      </ListToolbar>
      <DataTable columns={columns} {...list.table(data, isFetching)} emptyText={t('admin.users.empty')} />
      <UserFormDialog opened={list.editing !== undefined} user={list.editing ?? null} canGrantOwner={isOwner} onClose={list.closeEditor} />
      <LoginQrDialog
        opened={qrFor !== null}
        onClose={() => setQrFor(null)}
        userId={qrFor?.id ?? 0}
        displayName={qrFor?.displayName ?? ''}
      />
      <ConfirmDialog
        {...list.deactivateDialog}
        title={t('admin.users.deactivateTitle')}
        body={t('admin.users.deactivateBody', { name: list.deactivating?.displayName ?? '' })}
      />
    </Stack>
  );
}
