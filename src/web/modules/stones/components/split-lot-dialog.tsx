import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { splitStoneLotBodySchema, type SplitStoneLotResponse, type StoneLot } from '../../../../shared/contracts/stones/stone-lots';
import { CaratInput, useUiLocale } from '../../../ui';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { useAllBranches } from '../../platform/api/find-branches';
import { canAny, useMe } from '../../platform/api/get-me';
import { useIdempotentForm } from '../../../ui/idempotent-form';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';
import { useLocalName } from '../../../ui/local-name';
import { useSplitStoneLot } from '../api/split-stone-lot';
import { caratsInputText, countOf, countText, proportionalWeightMct, weightMctOf } from './stone-figures';
import { StoneFormDialog } from './stone-form-dialog';
import { formatCarats } from '../../../../shared/units';

interface SplitValues {
  count: string;
  carats: string;
  /** Whether the carats were typed (else they follow the count at the lot's average). */
  caratsTyped: boolean;
  branchId: number | null;
  holderId: number | null;
  note: string;
  /** The day it belongs to (ui/posting-date-field.tsx): none or '' is today. */
  postingDate?: string;
  postingDateReason?: string;
}

const emptySplit = (): SplitValues => ({ count: '', carats: '', caratsTyped: false, branchId: null, holderId: null, note: '' });

const splitBodyOf = (values: SplitValues) => ({
  count: countOf(values.count) ?? undefined,
  weightMct: weightMctOf(values.carats) ?? undefined,
  branchId: values.branchId,
  holderId: values.holderId,
  note: values.note.trim(),
  ...postingDateBody({ postingDate: values.postingDate ?? '', postingDateReason: values.postingDateReason ?? '' }),
});

/** Part of a lot's available stones into a new lot, here or at another branch or holder; count and weight are conserved. */
export function SplitLotDialog({ lot, opened, onClose }: { lot: StoneLot; opened: boolean; onClose: (result?: SplitStoneLotResponse) => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const { data: me } = useMe();
  const branches = useAllBranches();
  const holders = useQuery({ ...findHoldersQueryOptions({ active: 'true' }), enabled: opened && canAny(me, ['materials.read']) });
  const split = useSplitStoneLot();
  const form = useIdempotentForm({ initial: emptySplit, toBody: splitBodyOf, schema: splitStoneLotBodySchema });
  const values = form.values;
  const close = (result?: SplitStoneLotResponse) => {
    form.reset(emptySplit());
    onClose(result);
  };
  const save = async () => {
    const result = await form.submit((body, idempotencyKey) => split.mutateAsync({ lotId: lot.id, body, idempotencyKey }));
    if (result) close(result);
  };
  const setCount = (text: string) => {
    form.set('count', text);
    const count = countOf(text);
    if (values.caratsTyped || count === null || Number.isNaN(count)) return;
    const weight = proportionalWeightMct(lot.available, count);
    form.set('carats', weight === null ? '' : caratsInputText(weight));
  };

  return (
    <StoneFormDialog
      opened={opened}
      title={t('stones.split.title', { code: lot.code })}
      onClose={() => close()}
      onSubmit={() => void save()}
      pending={form.pending}
      refusal={form.refusal}
      otherErrors={form.otherErrors(['count', 'weightMct', 'branchId', 'holderId', 'note', 'postingDate', 'postingDateReason'])}
      refusalTitle={t('stones.split.refused')}
    >
      <Text size="sm" c="dimmed">
        {t('stones.split.available', { stones: countText(lot.available.count, locale), carats: formatCarats(lot.available.weightMct, locale) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('stones.fields.count')} required inputMode="numeric" value={values.count} onChange={(e) => setCount(e.currentTarget.value)} error={form.errorOf('count')} data-autofocus />
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
        <Select
          label={t('stones.split.toBranch')}
          placeholder={t('stones.split.sameBranch')}
          clearable
          data={(branches.data?.items ?? []).filter((b) => b.active).map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
          value={values.branchId === null ? null : String(values.branchId)}
          onChange={(value) => form.set('branchId', value === null ? null : Number(value))}
          error={form.errorOf('branchId')}
        />
        <Select
          label={t('stones.split.toHolder')}
          placeholder={t('stones.split.sameHolder')}
          searchable
          clearable
          data={(holders.data?.items ?? []).map((holder) => ({ value: String(holder.id), label: `${holder.code} · ${nameOf(holder)}` }))}
          value={values.holderId === null ? null : String(values.holderId)}
          onChange={(value) => form.set('holderId', value === null ? null : Number(value))}
          error={form.errorOf('holderId')}
          disabled={!canAny(me, ['materials.read'])}
        />
      </SimpleGrid>
      <TextInput label={t('stones.fields.note')} maxLength={500} value={values.note} onChange={(e) => form.set('note', e.currentTarget.value)} error={form.errorOf('note')} />
      <PostingDateField form={form} />
    </StoneFormDialog>
  );
}
