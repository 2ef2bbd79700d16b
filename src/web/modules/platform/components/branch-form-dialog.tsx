import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import { createBranchBodySchema, type CreateBranchBody } from '../../../../shared/contracts/platform/create-branch';
import { updateBranchBodySchema, type UpdateBranchBody } from '../../../../shared/contracts/platform/update-branch';
import { useCreateBranch } from '../api/create-branch';
import { useUpdateBranch } from '../api/update-branch';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm, useRefillOnOpen } from '../../../ui/record-form';

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
  const form = useRecordForm({
    initial: valuesOf(branch),
    toBody: (values: BranchValues) => values,
    schema: (branch ? updateBranchBodySchema : createBranchBodySchema) as z.ZodType<CreateBranchBody | UpdateBranchBody>,
  });
  useRefillOnOpen(form, opened, branch, () => valuesOf(branch));

  const save = async () => {
    // The schema was picked by the same condition: the body fits the call.
    const saved = await form.submit((body) =>
      branch ? update.mutateAsync({ id: branch.id, body: body as UpdateBranchBody }) : create.mutateAsync(body as CreateBranchBody),
    );
    if (saved) onClose();
  };

  const text = (field: keyof BranchValues) => ({
    value: form.values[field],
    onChange: (event: { currentTarget: { value: string } }) => form.set(field, event.currentTarget.value),
    error: form.errorOf(field),
  });

  return (
    <FormDialog
      opened={opened}
      title={branch ? t('admin.branches.edit') : t('admin.branches.add')}
      onClose={onClose}
      onSubmit={() => void save()}
      pending={form.pending}
    >
      <TextInput
        label={t('admin.fields.code')}
        description={t('admin.branches.codeHint')}
        required
        maxLength={20}
        autoCapitalize="characters"
        data-autofocus
        {...text('code')}
        onChange={(event) => form.set('code', event.currentTarget.value.toUpperCase())}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('admin.fields.nameKh')} required maxLength={120} lang="km" {...text('nameKh')} />
        <TextInput label={t('admin.fields.nameEn')} required maxLength={120} lang="en" {...text('nameEn')} />
      </SimpleGrid>
      <TextInput label={t('admin.fields.phone')} type="tel" maxLength={40} {...text('phone')} />
      <Textarea label={t('admin.fields.address')} autosize minRows={2} maxLength={300} {...text('address')} />
    </FormDialog>
  );
}
