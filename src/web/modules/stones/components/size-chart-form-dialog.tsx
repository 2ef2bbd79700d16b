import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import {
  createSizeChartRowBodySchema,
  updateSizeChartRowBodySchema,
  type CreateSizeChartRowBody,
  type SizeChartRow,
  type UpdateSizeChartRowBody,
} from '../../../../shared/contracts/stones/size-chart';
import type { StoneShape } from '../../../../shared/contracts/stones/stone';
import { CaratInput, scaledDecimalText } from '../../../ui';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm, useRefillOnOpen } from '../../../ui/record-form';
import { useCreateSizeChartRow } from '../api/create-size-chart-row';
import { useUpdateSizeChartRow } from '../api/update-size-chart-row';
import { sizeCmmOf, weightMctOf } from './stone-figures';
import { StoneShapeSelect, StoneTypeInput } from './stone-inputs';
import { StoneSizeField } from '../../../ui/stone-size-field';

interface SizeChartValues {
  stoneType: string;
  shape: StoneShape | null;
  /** mm, as typed (2 decimals). */
  sizeMm: string;
  /** ct a stone, as typed (3 decimals). */
  carats: string;
}

/** A new row keeps the type and shape last charted: sizes of one kind are entered one after the other. */
export interface SizeChartDraft {
  stoneType: string;
  shape: StoneShape;
}

const valuesOf = (row: SizeChartRow | null, draft: SizeChartDraft | null): SizeChartValues => ({
  stoneType: row?.stoneType ?? draft?.stoneType ?? '',
  shape: row?.shape ?? draft?.shape ?? 'round',
  sizeMm: row ? scaledDecimalText(row.sizeCmm, 2) : '',
  carats: row ? scaledDecimalText(row.mctPerStone, 3) : '',
});

const toBody = (values: SizeChartValues) => ({
  stoneType: values.stoneType.trim(),
  shape: values.shape ?? undefined,
  sizeCmm: sizeCmmOf(values.sizeMm) ?? undefined,
  mctPerStone: weightMctOf(values.carats) ?? undefined,
});

export interface SizeChartFormDialogProps {
  opened: boolean;
  /** null: a new row. */
  row: SizeChartRow | null;
  draft: SizeChartDraft | null;
  knownTypes: readonly string[];
  onClose: (saved?: SizeChartDraft) => void;
}

/** One size of a stone type and shape: size in mm → carats a stone. */
export function SizeChartFormDialog({ opened, row, draft, knownTypes, onClose }: SizeChartFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateSizeChartRow();
  const update = useUpdateSizeChartRow();
  const form = useRecordForm({
    initial: valuesOf(row, draft),
    toBody,
    schema: (row ? updateSizeChartRowBodySchema : createSizeChartRowBodySchema) as z.ZodType<CreateSizeChartRowBody | UpdateSizeChartRowBody>,
  });
  useRefillOnOpen(form, opened, row, () => valuesOf(row, draft));

  const save = async () => {
    const saved = await form.submit((body) =>
      row ? update.mutateAsync({ id: row.id, body: body as UpdateSizeChartRowBody }) : create.mutateAsync(body as CreateSizeChartRowBody),
    );
    if (saved) onClose({ stoneType: form.values.stoneType.trim(), shape: form.values.shape ?? 'round' });
  };

  return (
    <FormDialog
      opened={opened}
      title={row ? t('stones.sizeChart.edit') : t('stones.sizeChart.add')}
      onClose={() => onClose()}
      onSubmit={() => void save()}
      pending={form.pending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StoneTypeInput
          label={t('stones.fields.type')}
          required
          known={knownTypes}
          value={form.values.stoneType}
          onChange={(value) => form.set('stoneType', value)}
          error={form.errorOf('stoneType')}
          data-autofocus
        />
        <StoneShapeSelect
          label={t('stones.fields.shape')}
          required
          allowDeselect={false}
          value={form.values.shape}
          onChange={(value) => form.set('shape', value)}
          error={form.errorOf('shape')}
        />
        <StoneSizeField form={form} label={t('stones.fields.sizeMm')} />
        <CaratInput
          label={t('stones.sizeChart.caratsPerStone')}
          description={t('stones.sizeChart.caratsPerStoneHint')}
          required
          placeholder="0.015"
          value={form.values.carats}
          onChange={(text) => form.set('carats', text)}
          error={form.errorOf('mctPerStone')}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
