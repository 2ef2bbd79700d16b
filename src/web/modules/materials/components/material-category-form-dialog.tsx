import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { createMaterialCategoryBodySchema } from '../../../../shared/contracts/materials/create-material-category';
import { rateBases, type MaterialCategory, type RateBasis } from '../../../../shared/contracts/materials/material';
import { updateMaterialCategoryBodySchema } from '../../../../shared/contracts/materials/update-material-category';
import { formatKarat, formatTeuk } from '../../../../shared/units';
import { CodeAndNameFields } from '../../../ui/code-and-names';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';
import { MoneyInput, parseScaledDecimal, scaledDecimalText, useUiLocale } from '../../../ui';
import { useCreateMaterialCategory } from '../api/create-material-category';
import { useUpdateMaterialCategory } from '../api/update-material-category';

/** Purity is typed as a percent with up to 2 decimals: parts per 10 000 = percent × 100. */
const PURITY_DECIMALS = 2;
/** The wax ratio is typed with up to 3 decimals: stored in thousandths. */
const WAX_RATIO_DECIMALS = 3;
/** The melting deduction is typed as a percent with up to 2 decimals: parts per 10 000. */
const DEDUCTION_DECIMALS = 2;

interface MaterialCategoryValues {
  code: string;
  nameKh: string;
  nameEn: string;
  purityPercent: string;
  waxRatio: string;
  materialStrict: boolean;
  rateBasis: RateBasis;
  /** USD cents per chi, signed; null when empty or unreadable. */
  ratePremiumCentsPerChi: number | null;
  meltDeductionPercent: string;
}

const valuesOf = (category: MaterialCategory | null): MaterialCategoryValues => ({
  code: category?.code ?? '',
  nameKh: category?.nameKh ?? '',
  nameEn: category?.nameEn ?? '',
  purityPercent: category ? scaledDecimalText(category.purity, PURITY_DECIMALS) : '',
  waxRatio: category ? scaledDecimalText(category.waxRatioMilli, WAX_RATIO_DECIMALS) : '',
  materialStrict: category?.materialStrict ?? false,
  rateBasis: category?.rateBasis ?? 'purity',
  ratePremiumCentsPerChi: category?.ratePremiumCentsPerChi ?? 0,
  meltDeductionPercent: scaledDecimalText(category?.meltDeductionBp ?? 0, DEDUCTION_DECIMALS),
});

/** An unreadable number stays text so that the contract calls it invalid; an empty one is absent ("required"). */
const scaledOrText = (text: string, decimals: number) => parseScaledDecimal(text, decimals) ?? (text.trim() || undefined);

const toBody = (values: MaterialCategoryValues) => ({
  code: values.code,
  nameKh: values.nameKh,
  nameEn: values.nameEn,
  purity: scaledOrText(values.purityPercent, PURITY_DECIMALS),
  waxRatioMilli: scaledOrText(values.waxRatio, WAX_RATIO_DECIMALS),
  materialStrict: values.materialStrict,
  rateBasis: values.rateBasis,
  ratePremiumCentsPerChi: values.ratePremiumCentsPerChi ?? undefined,
  meltDeductionBp: scaledOrText(values.meltDeductionPercent, DEDUCTION_DECIMALS),
});

export interface MaterialCategoryFormDialogProps extends RecordDialogProps {
  /** null: a new category. */
  category: MaterialCategory | null;
}

export function MaterialCategoryFormDialog({ opened, category, onClose }: MaterialCategoryFormDialogProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { form, textOf, dialog } = useRecordDialog({
    opened,
    record: category,
    valuesOf,
    toBody,
    create: { schema: createMaterialCategoryBodySchema, mutation: useCreateMaterialCategory() },
    update: { schema: updateMaterialCategoryBodySchema, mutation: useUpdateMaterialCategory() },
    onClose,
  });
  /** A number typed as text; its error is the body field's it becomes. */
  const decimalText = (field: 'purityPercent' | 'waxRatio' | 'meltDeductionPercent', bodyField: string) => ({
    ...textOf(field),
    error: form.errorOf(bodyField),
  });

  const purity = parseScaledDecimal(form.values.purityPercent, PURITY_DECIMALS);
  const purityShown =
    purity !== null && purity <= 10_000
      ? t('materials.categories.purityShown', { teuk: formatTeuk(purity, locale), karat: formatKarat(purity, locale) })
      : t('materials.categories.purityHint');

  return (
    <FormDialog {...dialog} title={category ? t('materials.categories.edit') : t('materials.categories.add')}>
      <CodeAndNameFields textOf={textOf} hint={t('materials.categories.codeHint')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('materials.categories.purity')}
          description={purityShown}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          rightSection="%"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...decimalText('purityPercent', 'purity')}
        />
        <TextInput
          label={t('materials.categories.waxRatio')}
          description={t('materials.categories.waxRatioHint')}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          leftSection="×"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...decimalText('waxRatio', 'waxRatioMilli')}
        />
      </SimpleGrid>
      <Select
        label={t('materials.categories.rateBasis')}
        description={t('materials.categories.rateBasisHint')}
        data={rateBases.map((basis) => ({ value: basis, label: t(`materials.categories.rateBasisOptions.${basis}`) }))}
        value={form.values.rateBasis}
        onChange={(value) => value && form.set('rateBasis', value as RateBasis)}
        allowDeselect={false}
        error={form.errorOf('rateBasis')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput
          label={t('materials.categories.premium')}
          description={t('materials.categories.premiumHint')}
          currency="USD"
          allowNegative
          echo={false}
          value={form.values.ratePremiumCentsPerChi}
          onChange={(cents) => form.set('ratePremiumCentsPerChi', cents)}
          disabled={form.values.rateBasis !== 'purity'}
          error={form.errorOf('ratePremiumCentsPerChi')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <TextInput
          label={t('materials.categories.meltDeduction')}
          description={t('materials.categories.meltDeductionHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={8}
          rightSection="%"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...decimalText('meltDeductionPercent', 'meltDeductionBp')}
        />
      </SimpleGrid>
      <Switch
        label={t('materials.categories.strict')}
        description={t('materials.categories.strictHint')}
        checked={form.values.materialStrict}
        onChange={(event) => form.set('materialStrict', event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
