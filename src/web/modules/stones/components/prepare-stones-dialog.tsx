import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { prepareStonesBodySchema, type StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import type { StoneLot } from '../../../../shared/contracts/stones/stone-lots';
import { CaratInput, useUiLocale } from '../../../ui';
import { useIdempotentForm } from '../../../ui/idempotent-form';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';
import { usePrepareStones } from '../api/prepare-stones';
import { estimateQueryOf, EstimateText, useChartEstimate } from './carat-estimator';
import { caratsInputText, countOf, countText, proportionalWeightMct, weightMctOf } from './stone-figures';
import { StoneFormDialog } from './stone-form-dialog';
import { emptyTarget, TargetPicker, targetIdsOf, targetMissing, type TargetChoice } from './target-picker';
import { formatCarats } from '../../../../shared/units';

interface PrepareValues {
  target: TargetChoice;
  count: string;
  carats: string;
  caratsTyped: boolean;
  note: string;
  /** The day it belongs to (ui/posting-date-field.tsx): none or '' is today. */
  postingDate?: string;
  postingDateReason?: string;
}

const emptyPrepare = (): PrepareValues => ({ target: emptyTarget(), count: '', carats: '', caratsTyped: false, note: '' });

export const prepareBodyOf = (lotId: number) => (values: PrepareValues) => ({
  lotId,
  ...targetIdsOf(values.target),
  count: countOf(values.count) ?? undefined,
  weightMct: weightMctOf(values.carats) ?? undefined,
  note: values.note.trim(),
  ...postingDateBody({ postingDate: values.postingDate ?? '', postingDateReason: values.postingDateReason ?? '' }),
});

/**
 * Stones of a lot taken out and held for a production item or a customer's
 * order: counted, and weighed (the weight follows the count at the lot's
 * average until typed; the chart's estimate is shown beside it).
 */
export function PrepareStonesDialog({ lot, opened, onClose }: { lot: StoneLot; opened: boolean; onClose: (preparation?: StonePreparation) => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const prepare = usePrepareStones();
  const form = useIdempotentForm({ initial: emptyPrepare, toBody: prepareBodyOf(lot.id), schema: prepareStonesBodySchema, blocked: (v) => targetMissing(v.target) });
  const values = form.values;
  const count = countOf(values.count);
  const { estimate } = useChartEstimate(opened ? estimateQueryOf(lot.stoneType, lot.shape, lot.sizeCmm, count) : null);
  const close = (result?: StonePreparation) => {
    form.reset(emptyPrepare());
    onClose(result);
  };
  const save = async () => {
    const result = await form.submit((body, idempotencyKey) => prepare.mutateAsync({ body, idempotencyKey }));
    if (result) close(result);
  };
  const setCount = (text: string) => {
    form.set('count', text);
    const next = countOf(text);
    if (values.caratsTyped || next === null || Number.isNaN(next)) return;
    const weight = proportionalWeightMct(lot.available, next);
    form.set('carats', weight === null ? '' : caratsInputText(weight));
  };

  return (
    <StoneFormDialog
      opened={opened}
      title={t('stones.prepare.title', { code: lot.code })}
      onClose={() => close()}
      onSubmit={() => void save()}
      pending={form.pending}
      refusal={form.refusal}
      otherErrors={form.otherErrors(['itemId', 'preOrderId', 'count', 'weightMct', 'note', 'lotId', 'postingDate', 'postingDateReason'])}
      refusalTitle={t('stones.prepare.refused')}
    >
      <Text size="sm" c="dimmed">
        {t('stones.split.available', { stones: countText(lot.available.count, locale), carats: formatCarats(lot.available.weightMct, locale) })}
      </Text>
      <TargetPicker
        value={values.target}
        onChange={(target) => form.set('target', target)}
        error={form.errorOf('itemId') ?? form.errorOf('preOrderId') ?? (form.tried && targetMissing(values.target) ? t('admin.validation.required') : undefined)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('stones.fields.count')} required inputMode="numeric" value={values.count} onChange={(e) => setCount(e.currentTarget.value)} error={form.errorOf('count')} />
        <CaratInput
          label={t('stones.fields.caratsInput')}
          description={t('stones.split.caratsHint')}
          required
          value={values.carats}
          onChange={(text) => {
            form.set('carats', text);
            form.set('caratsTyped', true);
          }}
          error={form.errorOf('weightMct')}
        />
      </SimpleGrid>
      {estimate && count ? (
        <Group justify="space-between" align="center" wrap="wrap" gap="xs" p="xs" bg="gray.0" style={{ borderRadius: 8 }}>
          <EstimateText estimate={estimate} stoneType={lot.stoneType} shape={lot.shape} count={count} />
          {estimate.weightMct !== null && (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                form.set('carats', caratsInputText(estimate.weightMct ?? 0));
                form.set('caratsTyped', true);
              }}
            >
              {t('stones.estimate.use')}
            </Button>
          )}
        </Group>
      ) : null}
      <TextInput label={t('stones.fields.note')} maxLength={500} value={values.note} onChange={(e) => form.set('note', e.currentTarget.value)} error={form.errorOf('note')} />
      <PostingDateField form={form} />
    </StoneFormDialog>
  );
}
