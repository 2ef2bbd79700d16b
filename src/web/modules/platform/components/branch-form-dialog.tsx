import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import { createBranchBodySchema, type CreateBranchBody } from '../../../../shared/contracts/platform/create-branch';
import { updateBranchBodySchema, type UpdateBranchBody } from '../../../../shared/contracts/platform/update-branch';
import { useCreateBranch } from '../api/create-branch';
import { useUpdateBranch } from '../api/update-branch';
import { CodeField, NameFields } from '../../../ui/code-and-names';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordDialog } from '../../../ui/record-form';

interface BranchValues {
  code: string;
  nameKh: string;
  nameEn: string;
  address: string;
  phone: string;
}

const valuesOf = (branch: Branch | null): BranchValues => ({
  code: branch?.code ?? '',
  nameKh: branch?.nameKh ?? '',
  nameEn: branch?.nameEn ?? '',
  address: branch?.address ?? '',
  phone: branch?.phone ?? '',
});

export interface BranchFormDialogProps {
  opened: boolean;
  /** null: a new branch. */
  branch: Branch | null;
  onClose: () => void;
}

export function BranchFormDialog({ opened, branch, onClose }: BranchFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const { form, save, textOf } = useRecordDialog({
    opened,
    record: branch,
    valuesOf,
    toBody: (values: BranchValues) => values,
    create: { schema: createBranchBodySchema, send: (body: CreateBranchBody) => create.mutateAsync(body) },
    update: { schema: updateBranchBodySchema, send: (id, body: UpdateBranchBody) => update.mutateAsync({ id, body }) },
    onSaved: onClose,
  });

  return (
    <FormDialog
      opened={opened}
      title={branch ? t('admin.branches.edit') : t('admin.branches.add')}
      onClose={onClose}
      onSubmit={save}
      pending={form.pending}
    >
      <CodeField code={textOf('code')} hint={t('admin.branches.codeHint')} />
      <NameFields nameKh={textOf('nameKh')} nameEn={textOf('nameEn')} />
      <TextInput label={t('admin.fields.phone')} type="tel" maxLength={40} {...textOf('phone')} />
      <Textarea label={t('admin.fields.address')} autosize minRows={2} maxLength={300} {...textOf('address')} />
    </FormDialog>
  );
}
