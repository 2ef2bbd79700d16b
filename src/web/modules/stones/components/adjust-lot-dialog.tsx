import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { adjustStoneLotBodySchema, type StoneLot, type StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { CaratInput, useUiLocale } from '../../../ui';
import { useIdempotentForm } from '../../../ui/idempotent-form';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';
import { useAdjustStoneLot } from '../api/adjust-stone-lot';
import { countOf, countText, weightMctOf } from './stone-figures';
import { StoneFormDialog } from './stone-form-dialog';
import { ChoiceControl } from '../../../ui/choice-control';
import { formatCarats } from '../../../../shared/units';

export type AdjustDirection = 'add' | 'remove';

interface AdjustValues {
  direction: AdjustDirection;
  count: string;
  carats: string;
  reason: string;
  /** The day it belongs to (ui/posting-date-field.tsx): none or '' is today. */
  postingDate?: string;
  postingDateReason?: string;
}

const emptyAdjust = (): AdjustValues => ({ direction: 'remove', count: '', carats: '', reason: '' });

/** The signed change: an empty count or weight is no change (0), found stones add, lost or broken ones remove. */
export function adjustBodyOf(values: AdjustValues) {
  const sign = values.direction === 'add' ? 1 : -1;
  const count = values.count.trim() === '' ? 0 : countOf(values.count);
  const weight = values.carats.trim() === '' ? 0 : weightMctOf(values.carats);
  return {
    count: count === null ? undefined : count === 0 ? 0 : sign * count,
    weightMct: weight === null ? undefined : weight === 0 ? 0 : sign * weight,
    reason: values.reason.trim(),
    ...postingDateBody({ postingDate: values.postingDate ?? '', postingDateReason: values.postingDateReason ?? '' }),
  };
}

/** The lot after the change, as the reader would see it (the server refuses it below zero). */
export const balanceAfter = (lot: StoneLot, values: AdjustValues) => {
  const body = adjustBodyOf(values);
  return { count: lot.available.count + (Number.isFinite(body.count) ? (body.count ?? 0) : 0), weightMct: lot.available.weightMct + (Number.isFinite(body.weightMct) ? (body.weightMct ?? 0) : 0) };
};

/** A recount or a broken stone: ± stones and weight, with the reason; the lot never goes below zero. */
export function AdjustLotDialog({ lot, opened, onClose }: { lot: StoneLot; opened: boolean; onClose: (lot?: StoneLotDetail) => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const adjust = useAdjustStoneLot();
  const form = useIdempotentForm({
    initial: emptyAdjust,
    toBody: adjustBodyOf,
    schema: adjustStoneLotBodySchema,
    // Said below the fields; the server would refuse it too.
    blocked: (v) => {
      const next = balanceAfter(lot, v);
      return next.count < 0 || next.weightMct < 0;
    },
  });
  const values = form.values;
  const after = balanceAfter(lot, values);
  const below = after.count < 0 || after.weightMct < 0;
  const close = (result?: StoneLotDetail) => {
    form.reset(emptyAdjust());
    onClose(result);
  };
  const save = async () => {
    const result = await form.submit((body, idempotencyKey) => adjust.mutateAsync({ lotId: lot.id, body, idempotencyKey }));
    if (result) close(result);
  };

  return (
    <StoneFormDialog
      opened={opened}
      title={t('stones.adjust.title', { code: lot.code })}
      onClose={() => close()}
      onSubmit={() => void save()}
      pending={form.pending}
      refusal={form.refusal}
      otherErrors={form.otherErrors(['count', 'weightMct', 'reason', 'postingDate', 'postingDateReason'])}
      refusalTitle={t('stones.adjust.refused')}
      size="md"
    >
      <ChoiceControl
        fullWidth
        value={values.direction}
        onChange={(value) => form.set('direction', value as AdjustDirection)}
        data={[
          { value: 'remove', label: t('stones.adjust.remove') },
          { value: 'add', label: t('stones.adjust.add') },
        ]}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('stones.fields.count')} inputMode="numeric" value={values.count} onChange={(e) => form.set('count', e.currentTarget.value)} error={form.errorOf('count')} data-autofocus />
        <CaratInput label={t('stones.fields.caratsInput')} value={values.carats} onChange={(text) => form.set('carats', text)} error={form.errorOf('weightMct')} />
      </SimpleGrid>
      <TextInput
        label={t('stones.adjust.reason')}
        description={t('stones.adjust.reasonHint')}
        required
        maxLength={500}
        value={values.reason}
        onChange={(e) => form.set('reason', e.currentTarget.value)}
        error={form.errorOf('reason')}
      />
      <PostingDateField form={form} />
      <Stack gap={0}>
        <Text size="sm" c={below ? 'red.7' : 'dimmed'} data-testid="adjust-after">
          {t('stones.adjust.after', { stones: countText(after.count, locale), carats: formatCarats(after.weightMct, locale) })}
        </Text>
        {below && (
          <Text size="sm" c="red.7" role="alert">
            {t('stones.adjust.belowZero')}
          </Text>
        )}
      </Stack>
    </StoneFormDialog>
  );
}
