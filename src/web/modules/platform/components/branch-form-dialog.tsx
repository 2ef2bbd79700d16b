import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import { createBranchBodySchema } from '../../../../shared/contracts/platform/create-branch';
import { updateBranchBodySchema } from '../../../../shared/contracts/platform/update-branch';
import { useCreateBranch } from '../api/create-branch';
import { useUpdateBranch } from '../api/update-branch';
import { CodeAndNameFields } from '../../../ui/code-and-names';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';
import { GrowingTextarea } from '../../../ui';

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

export interface BranchFormDialogProps extends RecordDialogProps {
  /** null: a new branch. */
  branch: Branch | null;
}

export function BranchFormDialog({ opened, branch, onClose }: BranchFormDialogProps) {
  const { t } = useTranslation();
  const { textOf, dialog } = useRecordDialog({
    opened,
    record: branch,
    valuesOf,
    toBody: (values: BranchValues) => values,
    create: { schema: createBranchBodySchema, mutation: useCreateBranch() },
    update: { schema: updateBranchBodySchema, mutation: useUpdateBranch() },
    onClose,
  });

  return (
    <FormDialog {...dialog} title={branch ? t('admin.branches.edit') : t('admin.branches.add')}>
      <CodeAndNameFields textOf={textOf} hint={t('admin.branches.codeHint')} />
      <TextInput label={t('admin.fields.phone')} type="tel" maxLength={40} {...textOf('phone')} />
      <GrowingTextarea label={t('admin.fields.address')} maxLength={300} {...textOf('address')} />
    </FormDialog>
  );
}
