import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createEntryCategoryBodySchema,
  type CreateEntryCategoryBody,
} from '../../../../shared/contracts/entries/create-entry-category';
import {
  entryCategoryStrictFlags,
  type EntryCategory,
  type EntryCategoryStrictFlag,
} from '../../../../shared/contracts/entries/entry-category';
import {
  updateEntryCategoryBodySchema,
  type UpdateEntryCategoryBody,
} from '../../../../shared/contracts/entries/update-entry-category';
import { useUiLocale } from '../../../ui';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm, useRefillOnOpen } from '../../../ui/record-form';
import { useCreateEntryCategory } from '../api/create-entry-category';
import { useUpdateEntryCategory } from '../api/update-entry-category';
import { allowedLossText } from './allowed-loss';

/** The contract's bounds, repeated for the field's own wording. */
const MAX_ALLOWED_LOSS_PERMILLE = 1000;

type EntryCategoryValues = {
  code: string;
  nameKh: string;
  nameEn: string;
  /** Per-mille; '' while empty. */
  allowedLossPermille: number | '';
} & Record<EntryCategoryStrictFlag, boolean>;

const valuesOf = (category: EntryCategory | null): EntryCategoryValues => ({
  code: category?.code ?? '',
  nameKh: category?.nameKh ?? '',
  nameEn: category?.nameEn ?? '',
  allowedLossPermille: category?.allowedLossPermille ?? '',
  strictStonePhoto: category?.strictStonePhoto ?? false,
  strictAssemblyPhoto: category?.strictAssemblyPhoto ?? false,
  strictReturnWeight: category?.strictReturnWeight ?? false,
  materialStrict: category?.materialStrict ?? false,
});

/** An empty allowance is absent, so that the contract calls it required. */
const toBody = (values: EntryCategoryValues) => ({
  ...values,
  allowedLossPermille: values.allowedLossPermille === '' ? undefined : values.allowedLossPermille,
});

export interface EntryCategoryFormDialogProps {
  opened: boolean;
  /** null: a new category. */
  category: EntryCategory | null;
  onClose: () => void;
}

export function EntryCategoryFormDialog({ opened, category, onClose }: EntryCategoryFormDialogProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const create = useCreateEntryCategory();
  const update = useUpdateEntryCategory();
  const form = useRecordForm({
    initial: valuesOf(category),
    toBody,
    schema: (category ? updateEntryCategoryBodySchema : createEntryCategoryBodySchema) as z.ZodType<
      CreateEntryCategoryBody | UpdateEntryCategoryBody
    >,
  });
  useRefillOnOpen(form, opened, category, () => valuesOf(category));

  const save = async () => {
    // The schema was picked by the same condition: the body fits the call.
    const saved = await form.submit((body) =>
      category
        ? update.mutateAsync({ id: category.id, body: body as UpdateEntryCategoryBody })
        : create.mutateAsync(body as CreateEntryCategoryBody),
    );
    if (saved) onClose();
  };

  const text = (field: 'code' | 'nameKh' | 'nameEn') => ({
    value: form.values[field],
    onChange: (event: { currentTarget: { value: string } }) => form.set(field, event.currentTarget.value),
    error: form.errorOf(field),
  });
  const loss = form.values.allowedLossPermille;
  const lossError = form.errorOf('allowedLossPermille');
  const lossErrorText =
    lossError && loss !== '' && loss > MAX_ALLOWED_LOSS_PERMILLE ? t('form.cannotBeBigger', { limit: MAX_ALLOWED_LOSS_PERMILLE }) : lossError;
  const lossShown =
    loss !== '' && Number.isInteger(loss) && loss <= MAX_ALLOWED_LOSS_PERMILLE
      ? allowedLossText(t, loss, locale)
      : t('entries.categories.allowedLossHint');

  return (
    <FormDialog
      opened={opened}
      title={category ? t('entries.categories.edit') : t('entries.categories.add')}
      onClose={onClose}
      onSubmit={() => void save()}
      pending={form.pending}
    >
      <TextInput
        label={t('admin.fields.code')}
        description={t('entries.categories.codeHint')}
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
      <NumberInput
        label={t('entries.categories.allowedLoss')}
        description={lossShown}
        required
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={MAX_ALLOWED_LOSS_PERMILLE}
        clampBehavior="none"
        hideControls
        maxLength={5}
        rightSection="‰"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={loss}
        onChange={(value) => form.set('allowedLossPermille', typeof value === 'number' ? value : '')}
        error={lossErrorText}
      />
      <Stack gap="sm">
        {entryCategoryStrictFlags.map((flag) => (
          <Switch
            key={flag}
            label={t(`entries.categories.flags.${flag}`)}
            description={t(`entries.categories.flagHints.${flag}`)}
            checked={form.values[flag]}
            onChange={(event) => form.set(flag, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
