import { Checkbox, PasswordInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { createUserBodySchema } from '../../../../shared/contracts/platform/create-user';
import { updateUserBodySchema } from '../../../../shared/contracts/platform/update-user';
import type { UserAccount } from '../../../../shared/contracts/platform/user-account';
import { roleCan, roles, type Role } from '../../../../shared/roles';
import { useCreateUser } from '../api/create-user';
import { useAllBranches } from '../api/find-branches';
import { useFindStaff } from '../api/find-staff';
import { useUpdateUser } from '../api/update-user';
import { useLocalName } from '../../../ui/local-name';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';

interface UserValues {
  username: string;
  displayName: string;
  role: Role | null;
  password: string;
  removePassword: boolean;
  staffId: string | null;
  branchId: string | null;
}

const valuesOf = (user: UserAccount | null): UserValues => ({
  username: user?.username ?? '',
  displayName: user?.displayName ?? '',
  role: user?.role ?? null,
  password: '',
  removePassword: false,
  staffId: user?.staffId ? String(user.staffId) : null,
  branchId: user?.branchId ? String(user.branchId) : null,
});

/** Same rule as the server: whoever administers the platform signs in with a password. */
const needsPassword = (role: Role | null) => role !== null && roleCan(role, 'platform.admin');

const createBody = (v: UserValues) => ({
  username: v.username,
  displayName: v.displayName,
  role: v.role ?? undefined,
  ...(v.password ? { password: v.password } : {}),
  staffId: v.staffId ? Number(v.staffId) : null,
  branchId: v.branchId ? Number(v.branchId) : null,
});

const updateBody = (v: UserValues) => ({
  displayName: v.displayName,
  role: v.role ?? undefined,
  ...(v.password ? { password: v.password } : v.removePassword ? { password: null } : {}),
  staffId: v.staffId ? Number(v.staffId) : null,
  branchId: v.branchId ? Number(v.branchId) : null,
});

export interface UserFormDialogProps extends RecordDialogProps {
  /** null: a new account. */
  user: UserAccount | null;
  /** Only an owner may hand out the owner role (the server refuses it to others). */
  canGrantOwner: boolean;
}

export function UserFormDialog({ opened, user, canGrantOwner, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { data: branches } = useAllBranches();
  const { data: staff } = useFindStaff({ pageSize: 200, active: 'true' });
  const { form, save } = useRecordDialog({
    opened,
    record: user,
    valuesOf,
    toBody: (values: UserValues, record) => (record ? updateBody(values) : createBody(values)),
    create: { schema: createUserBodySchema, mutation: useCreateUser() },
    update: { schema: updateUserBodySchema, mutation: useUpdateUser() },
    onClose,
  });

  const { values } = form;
  const passwordMissing =
    needsPassword(values.role) && !values.password && (user === null || !user.hasPassword || values.removePassword);
  const staffOptions = (staff?.items ?? [])
    .filter((s) => s.userId === null || s.userId === user?.id)
    .map((s) => ({ value: String(s.id), label: `${s.code} · ${nameOf(s)}` }));
  const branchOptions = (branches?.items ?? [])
    .filter((b) => b.active || String(b.id) === values.branchId)
    .map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }));
  const roleOptions = roles
    .filter((role) => canGrantOwner || role !== 'owner' || user?.role === 'owner')
    .map((role) => ({ value: role, label: t(`common.roles.${role}`) }));
  const pickStaff = (value: string | null) => {
    form.set('staffId', value);
    const member = staff?.items.find((s) => String(s.id) === value);
    if (!member) return;
    if (!values.displayName.trim()) form.set('displayName', nameOf(member));
    if (!values.branchId && member.branchId) form.set('branchId', String(member.branchId));
  };

  return (
    <FormDialog
      opened={opened}
      title={user ? t('admin.users.edit') : t('admin.users.add')}
      onClose={onClose}
      onSubmit={() => {
        if (!passwordMissing) save();
      }}
      pending={form.pending}
      saveDisabled={passwordMissing}
    >
      <Select
        label={t('admin.fields.staffMember')}
        data={staffOptions}
        value={values.staffId}
        onChange={pickStaff}
        error={form.errorOf('staffId')}
        clearable
        searchable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('admin.fields.username')}
          description={user ? undefined : t('admin.users.usernameHint')}
          required
          disabled={user !== null}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          value={values.username}
          onChange={(event) => form.set('username', event.currentTarget.value)}
          error={form.errorOf('username')}
        />
        <TextInput
          label={t('admin.fields.displayName')}
          required
          data-autofocus
          maxLength={120}
          value={values.displayName}
          onChange={(event) => form.set('displayName', event.currentTarget.value)}
          error={form.errorOf('displayName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('admin.fields.role')}
          required
          data={roleOptions}
          value={values.role}
          onChange={(value) => form.set('role', value as Role | null)}
          error={form.errorOf('role')}
          allowDeselect={false}
        />
        <Select
          label={t('admin.fields.branch')}
          data={branchOptions}
          value={values.branchId}
          onChange={(value) => form.set('branchId', value)}
          error={form.errorOf('branchId')}
          clearable
        />
      </SimpleGrid>
      <PasswordInput
        label={t('admin.fields.password')}
        description={user ? t('admin.users.newPasswordHint') : t('admin.users.passwordHint')}
        autoComplete="new-password"
        maxLength={256}
        disabled={values.removePassword}
        value={values.password}
        onChange={(event) => form.set('password', event.currentTarget.value)}
        error={form.errorOf('password') ?? (passwordMissing && values.role ? t('admin.users.passwordNeeded') : undefined)}
      />
      {user?.hasPassword && !needsPassword(values.role) && (
        <Checkbox
          label={t('admin.users.removePassword')}
          checked={values.removePassword}
          onChange={(event) => {
            form.set('removePassword', event.currentTarget.checked);
            form.set('password', '');
          }}
        />
      )}
      {form.errorOf('value') && (
        <Text c="red" fz="sm">
          {form.errorOf('value')}
        </Text>
      )}
    </FormDialog>
  );
}
