import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { createStaffBodySchema } from '../../../../shared/contracts/platform/create-staff';
import { staffKinds, type StaffKind, type StaffMember } from '../../../../shared/contracts/platform/staff-member';
import { updateStaffBodySchema } from '../../../../shared/contracts/platform/update-staff';
import { useCreateStaffMember } from '../api/create-staff';
import { useAllBranches } from '../api/find-branches';
import { useUpdateStaffMember } from '../api/update-staff';
import { useLocalName } from '../../../ui/local-name';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';

interface StaffValues {
  code: string;
  nameKh: string;
  nameEn: string;
  kind: StaffKind | null;
  phone: string;
  branchId: string | null;
}

const valuesOf = (member: StaffMember | null, kind: StaffKind | null): StaffValues => ({
  code: member?.code ?? '',
  nameKh: member?.nameKh ?? '',
  nameEn: member?.nameEn ?? '',
  kind: member?.kind ?? kind,
  phone: member?.phone ?? '',
  branchId: member?.branchId ? String(member.branchId) : null,
});

const toBody = (values: StaffValues) => ({
  ...(values.code.trim() ? { code: values.code } : {}),
  nameKh: values.nameKh,
  nameEn: values.nameEn,
  kind: values.kind ?? undefined,
  phone: values.phone,
  branchId: values.branchId ? Number(values.branchId) : null,
});

export interface StaffFormDialogProps extends RecordDialogProps {
  /** null: a new staff member. */
  member: StaffMember | null;
  /** The kind a new member gets (designers: 'designer', fixed). */
  fixedKind?: StaffKind;
}

export function StaffFormDialog({ opened, member, fixedKind, onClose }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { data: branches } = useAllBranches();
  const { form, textOf: text, dialog } = useRecordDialog({
    opened,
    record: member,
    valuesOf: (record) => valuesOf(record, fixedKind ?? null),
    toBody,
    create: { schema: createStaffBodySchema, mutation: useCreateStaffMember() },
    update: { schema: updateStaffBodySchema, mutation: useUpdateStaffMember() },
    onClose,
  });
  const branchOptions = (branches?.items ?? [])
    .filter((b) => b.active || String(b.id) === form.values.branchId)
    .map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }));
  const title = member ? t('admin.staff.edit') : fixedKind === 'designer' ? t('admin.staff.addDesigner') : t('admin.staff.add');

  return (
    <FormDialog {...dialog} title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('admin.fields.nameKh')} required maxLength={120} lang="km" data-autofocus {...text('nameKh')} />
        <TextInput label={t('admin.fields.nameEn')} required maxLength={120} lang="en" {...text('nameEn')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('admin.fields.kind')}
          required
          disabled={fixedKind !== undefined && !member}
          data={staffKinds.map((kind) => ({ value: kind, label: t(`admin.staff.kinds.${kind}`) }))}
          value={form.values.kind}
          onChange={(value) => form.set('kind', value as StaffKind | null)}
          error={form.errorOf('kind')}
          allowDeselect={false}
        />
        <Select
          label={t('admin.fields.branch')}
          data={branchOptions}
          value={form.values.branchId}
          onChange={(value) => form.set('branchId', value)}
          error={form.errorOf('branchId')}
          clearable
          searchable
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('admin.fields.code')}
          description={member ? undefined : t('admin.staff.codeHint')}
          required={member !== null}
          maxLength={20}
          autoCapitalize="characters"
          {...text('code')}
          onChange={(event) => form.set('code', event.currentTarget.value.toUpperCase())}
        />
        <TextInput label={t('admin.fields.phone')} type="tel" maxLength={40} {...text('phone')} />
      </SimpleGrid>
    </FormDialog>
  );
}
