import { ActionIcon, Badge, Button, Group, Select, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBan, IconEdit, IconKey, IconPlayerPlay, IconPlus, IconQrcode, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '../../../../shared/contracts/platform/user-account';
import { roles, type Role } from '../../../../shared/roles';
import { DataTable, type DataTableColumn } from '../../../ui';
import { useAllBranches } from '../api/find-branches';
import { useFindUsers } from '../api/find-users';
import { useMe } from '../api/get-me';
import { useUpdateUser } from '../api/update-user';
import { ConfirmDialog } from './confirm-dialog';
import { useLocalName } from './local-name';
import { LoginQrDialog } from './login-qr-dialog';
import { StatusBadge } from './status-badge';
import { UserFormDialog } from './user-form-dialog';

const pageSize = 50;

/** Sign-in accounts: roles, passwords, QR sign-in for staff without one. */
export function UsersPanel() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isOwner = me?.user.role === 'owner';
  const nameOf = useLocalName();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<Role | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<UserAccount | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<UserAccount | null>(null);
  const [qrFor, setQrFor] = useState<UserAccount | null>(null);
  const update = useUpdateUser();
  const { data: branches } = useAllBranches();
  const { data, isFetching } = useFindUsers({
    page,
    pageSize,
    ...(role ? { role } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(showInactive ? {} : { active: 'true' }),
  });
  const branchName = (id: number | null) => {
    const branch = branches?.items.find((b) => b.id === id);
    return branch ? nameOf(branch) : '';
  };
  const setActive = (user: UserAccount, active: boolean) =>
    update.mutateAsync({ id: user.id, body: { active } }).then(() => setDeactivating(null));
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
    { key: 'status', header: t('admin.common.status'), cell: (u) => <StatusBadge active={u.active} />, width: 110 },
    {
      key: 'actions',
      header: t('admin.common.actions'),
      align: 'right',
      width: 150,
      cell: (u) =>
        mayManage(u) && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {u.active && (
              <Tooltip label={t('admin.users.qrSignIn')}>
                <ActionIcon variant="subtle" color="gold" aria-label={t('admin.users.qrSignIn')} onClick={() => setQrFor(u)}>
                  <IconQrcode size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('admin.common.edit')}>
              <ActionIcon variant="subtle" aria-label={t('admin.common.edit')} onClick={() => setEditing(u)}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            {u.active ? (
              <Tooltip label={t('admin.common.deactivate')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('admin.common.deactivate')} onClick={() => setDeactivating(u)}>
                  <IconBan size={18} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Tooltip label={t('admin.common.activate')}>
                <ActionIcon variant="subtle" color="teal" aria-label={t('admin.common.activate')} onClick={() => void setActive(u, true)}>
                  <IconPlayerPlay size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="md" align="flex-end">
          <TextInput
            placeholder={t('admin.common.search')}
            aria-label={t('admin.common.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            aria-label={t('admin.fields.role')}
            placeholder={t('admin.users.allRoles')}
            data={roles.map((r) => ({ value: r, label: t(`common.roles.${r}`) }))}
            value={role}
            onChange={(value) => {
              setRole(value as Role | null);
              setPage(1);
            }}
            clearable
            w={190}
          />
          <Switch
            label={t('admin.common.showInactive')}
            checked={showInactive}
            onChange={(event) => {
              setShowInactive(event.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
          {t('admin.users.add')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(u) => u.id}
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        onPageChange={setPage}
        loading={isFetching && !data}
        emptyText={t('admin.users.empty')}
      />
      <UserFormDialog
        opened={editing !== undefined}
        user={editing ?? null}
        canGrantOwner={isOwner}
        onClose={() => setEditing(undefined)}
      />
      <LoginQrDialog
        opened={qrFor !== null}
        onClose={() => setQrFor(null)}
        userId={qrFor?.id ?? 0}
        displayName={qrFor?.displayName ?? ''}
      />
      <ConfirmDialog
        opened={deactivating !== null}
        title={t('admin.users.deactivateTitle')}
        body={t('admin.users.deactivateBody', { name: deactivating?.displayName ?? '' })}
        confirmLabel={t('admin.common.deactivate')}
        loading={update.isPending}
        onConfirm={() => deactivating && void setActive(deactivating, false).catch(() => undefined)}
        onClose={() => setDeactivating(null)}
      />
    </Stack>
  );
}
