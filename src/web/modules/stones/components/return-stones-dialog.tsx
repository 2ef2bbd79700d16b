import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { returnPreparedStonesBodySchema, type StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { CaratInput, useUiLocale } from '../../../ui';
import { useIdempotentForm } from '../../../ui/idempotent-form';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';
import { useReturnPreparedStones } from '../api/return-prepared-stones';
import { caratsInputText, countOf, countText, proportionalWeightMct, weightMctOf } from './stone-figures';
import { StoneFormDialog } from './stone-form-dialog';
import { formatCarats } from '../../../../shared/units';

interface ReturnValues {
  count: string;
  carats: string;
  caratsTyped: boolean;
  note: string;
  /** The day it belongs to (ui/posting-date-field.tsx): none or '' is today. */
  postingDate?: string;
  postingDateReason?: string;
}

/** All the held stones by default (not assigned after all). */
const allHeld = (preparation: StonePreparation | null): ReturnValues => ({
  count: preparation ? String(preparation.held.count) : '',
  carats: preparation ? caratsInputText(preparation.held.weightMct) : '',
  caratsTyped: false,
  note: '',
});

const returnBodyOf = (values: ReturnValues) => ({
  count: countOf(values.count) ?? undefined,
  weightMct: weightMctOf(values.carats) ?? undefined,
  note: values.note.trim(),
  ...postingDateBody({ postingDate: values.postingDate ?? '', postingDateReason: values.postingDateReason ?? '' }),
});

/** Held stones back to their lot. */
export function ReturnStonesDialog({ preparation, onClose }: { preparation: StonePreparation | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const giveBack = useReturnPreparedStones();
  const form = useIdempotentForm({ initial: () => allHeld(preparation), toBody: returnBodyOf, schema: returnPreparedStonesBodySchema });
  const values = form.values;
  useEffect(() => {
    form.reset(allHeld(preparation));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refilled for each preparation opened
  }, [preparation?.id]);
  if (!preparation) return null;
  const save = async () => {
    const result = await form.submit((body, idempotencyKey) => giveBack.mutateAsync({ preparationId: preparation.id, body, idempotencyKey }));
    if (result) onClose();
  };
  const setCount = (text: string) => {
    form.set('count', text);
    const next = countOf(text);
    if (values.caratsTyped || next === null || Number.isNaN(next)) return;
    const weight = proportionalWeightMct(preparation.held, next);
    form.set('carats', weight === null ? '' : caratsInputText(weight));
  };

  return (
    <StoneFormDialog
      opened
      title={t('stones.return.title', { target: preparation.target.code })}
      onClose={onClose}
      onSubmit={() => void save()}
      pending={form.pending}
      refusal={form.refusal}
      otherErrors={form.otherErrors(['count', 'weightMct', 'note', 'postingDate', 'postingDateReason'])}
      refusalTitle={t('stones.return.refused')}
      size="md"
    >
      <Text size="sm" c="dimmed">
        {t('stones.return.held', { lot: preparation.lot.code, stones: countText(preparation.held.count, locale), carats: formatCarats(preparation.held.weightMct, locale) })}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('stones.fields.count')} required inputMode="numeric" value={values.count} onChange={(e) => setCount(e.currentTarget.value)} error={form.errorOf('count')} data-autofocus />
        <CaratInput
          label={t('stones.fields.caratsInput')}
          required
          value={values.carats}
          onChange={(text) => {
            form.set('carats', text);
            form.set('caratsTyped', true);
          }}
          error={form.errorOf('weightMct')}
        />
      </SimpleGrid>
      <TextInput label={t('stones.fields.note')} maxLength={500} value={values.note} onChange={(e) => form.set('note', e.currentTarget.value)} error={form.errorOf('note')} />
      <PostingDateField form={form} />
    </StoneFormDialog>
  );
}
