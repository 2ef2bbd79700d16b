import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import { createJewelryCategoryBodySchema } from '../../../../shared/contracts/stock/create-jewelry-category';
import { makingChargeModes, type JewelryCategory, type MakingChargeMode } from '../../../../shared/contracts/stock/jewelry-category';
import { updateJewelryCategoryBodySchema } from '../../../../shared/contracts/stock/update-jewelry-category';
import { MoneyInput } from '../../../ui';
import { CodeAndNameFields } from '../../../ui/code-and-names';
import { FormDialog } from '../../../ui/form-dialog';
import { useLocalName } from '../../../ui/local-name';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';
import { useCreateJewelryCategory } from '../api/create-jewelry-category';
import { useUpdateJewelryCategory } from '../api/update-jewelry-category';

interface JewelryCategoryValues {
  code: string;
  nameKh: string;
  nameEn: string;
  makingChargeMode: MakingChargeMode;
  /** USD cents; null while empty or unreadable. */
  makingChargeCents: number | null;
  defaultMaterialId: number | null;
}

const valuesOf = (category: JewelryCategory | null): JewelryCategoryValues => ({
  code: category?.code ?? '',
  nameKh: category?.nameKh ?? '',
  nameEn: category?.nameEn ?? '',
  makingChargeMode: category?.makingChargeMode ?? 'per_gram',
  makingChargeCents: category?.makingChargeCents ?? null,
  defaultMaterialId: category?.defaultMaterialId ?? null,
});

/** An empty charge is absent, so that the contract calls it required. */
const toBody = (values: JewelryCategoryValues) => ({
  ...values,
  makingChargeCents: values.makingChargeCents ?? undefined,
});

export interface JewelryCategoryFormDialogProps extends RecordDialogProps {
  /** null: a new category. */
  category: JewelryCategory | null;
  /** Every material category; the active ones are offered, and the category's own even when deactivated. */
  materials: readonly MaterialCategory[];
}

export function JewelryCategoryFormDialog({ opened, category, materials, onClose }: JewelryCategoryFormDialogProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { form, textOf, dialog } = useRecordDialog({
    opened,
    record: category,
    valuesOf,
    toBody,
    create: { schema: createJewelryCategoryBodySchema, mutation: useCreateJewelryCategory() },
    update: { schema: updateJewelryCategoryBodySchema, mutation: useUpdateJewelryCategory() },
    onClose,
  });
  const materialChoices = materials
    .filter((m) => m.active || m.id === form.values.defaultMaterialId)
    .map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` }));

  return (
    <FormDialog {...dialog} title={category ? t('stock.categories.edit') : t('stock.categories.add')}>
      <CodeAndNameFields textOf={textOf} hint={t('stock.categories.codeHint')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('stock.categories.mode')}
          required
          allowDeselect={false}
          data={makingChargeModes.map((mode) => ({ value: mode, label: t(`stock.categories.modes.${mode}`) }))}
          value={form.values.makingChargeMode}
          onChange={(mode) => mode && form.set('makingChargeMode', mode as MakingChargeMode)}
          error={form.errorOf('makingChargeMode')}
        />
        <MoneyInput
          label={t(`stock.categories.makingChargeOf.${form.values.makingChargeMode}`)}
          description={t('stock.categories.makingChargeHint')}
          required
          currency="USD"
          maxLength={12}
          value={form.values.makingChargeCents}
          onChange={(cents) => form.set('makingChargeCents', cents)}
          error={form.errorOf('makingChargeCents')}
        />
      </SimpleGrid>
      <Select
        label={t('stock.categories.defaultMaterial')}
        description={t('stock.categories.defaultMaterialHint')}
        placeholder={t('stock.categories.noMaterial')}
        searchable
        clearable
        data={materialChoices}
        value={form.values.defaultMaterialId === null ? null : String(form.values.defaultMaterialId)}
        onChange={(id) => form.set('defaultMaterialId', id === null ? null : Number(id))}
        error={form.errorOf('defaultMaterialId')}
      />
    </FormDialog>
  );
}
