import { NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { createEntryCategoryBodySchema } from '../../../../shared/contracts/entries/create-entry-category';
import {
  entryCategoryStrictFlags,
  type EntryCategory,
  type EntryCategoryStrictFlag,
} from '../../../../shared/contracts/entries/entry-category';
import { updateEntryCategoryBodySchema } from '../../../../shared/contracts/entries/update-entry-category';
import { useUiLocale } from '../../../ui';
import { CodeAndNameFields } from '../../../ui/code-and-names';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';
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

export interface EntryCategoryFormDialogProps extends RecordDialogProps {
  /** null: a new category. */
  category: EntryCategory | null;
}

export function EntryCategoryFormDialog({ opened, category, onClose }: EntryCategoryFormDialogProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { form, textOf, dialog } = useRecordDialog({
    opened,
    record: category,
    valuesOf,
    toBody,
    create: { schema: createEntryCategoryBodySchema, mutation: useCreateEntryCategory() },
    update: { schema: updateEntryCategoryBodySchema, mutation: useUpdateEntryCategory() },
    onClose,
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
    <FormDialog {...dialog} title={category ? t('entries.categories.edit') : t('entries.categories.add')}>
      <CodeAndNameFields textOf={textOf} hint={t('entries.categories.codeHint')} />
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
