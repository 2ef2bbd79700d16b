import { Autocomplete, Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { addEntryStoneBodySchema, stoneShapeValues } from '../../../../shared/contracts/entries/entry-stones';
import { mulDivRound, toDecimalString } from '../../../../shared/units';
import { CaratInput, parseScaledDecimal, scaledDecimalText } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { PostingDateField, postingDateBody, todayPosting } from '../../../ui/posting-date-field';
import { useRecordForm } from '../../../ui/record-form';
import { useAddEntryStone } from '../api/add-entry-stone';
import { EntryStoneLotSelect, type EntryStoneLotChoice } from './entry-stone-lot-select';
import { FormCard } from '../../../ui/form-card';
import { StoneSizeField } from '../../../ui/stone-size-field';

/** What a setter usually types; any other name is kept as written. */
const commonStoneTypes = ['Diamond', 'CZ', 'Ruby', 'Sapphire', 'Emerald', 'Pearl', 'Zircon', 'Topaz'];

interface StoneValues {
  pieceId: string | null;
  stoneType: string;
  shape: string | null;
  sizeMm: string;
  count: string;
  carats: string;
  /** The stone lot they are drawn from, if any. */
  lot: EntryStoneLotChoice | null;
  /** The carats were typed (else, from a lot, they follow the count at its average). */
  caratsTyped: boolean;
  /** The day a lot's stones are set (ui/posting-date-field.tsx): '' is today. */
  postingDate: string;
  postingDateReason: string;
}

/** Empty is "required"; typed but unreadable (NaN) is "invalid". */
const scaled = (text: string, decimals: number): number | null => (text.trim() === '' ? null : (parseScaledDecimal(text, decimals) ?? Number.NaN));

/** The weight of `count` stones of a lot's balance at its average, rounded once; all of them take all of it. */
export function lotCaratsText(balance: { count: number; weightMct: number }, countText: string): string {
  const count = scaled(countText, 0);
  if (count === null || !Number.isInteger(count) || count < 1 || count > balance.count || balance.count <= 0) return '';
  return toDecimalString(count === balance.count ? balance.weightMct : mulDivRound(count, balance.weightMct, balance.count), 3);
}

/** A line of stones set in one of the entry's pieces: size typed in mm (2 decimals), weight in carats (3 decimals); drawn from a stone lot if one is picked. */
export function EntryStoneForm({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const add = useAddEntryStone();
  const { data: me } = useMe();
  const withLots = canAny(me, ['stones.read']);
  const firstPiece = entry.pieces.length === 1 ? String(entry.pieces[0]?.id) : null;
  const initial: StoneValues = { pieceId: firstPiece, stoneType: '', shape: 'round', sizeMm: '', count: '1', carats: '', lot: null, caratsTyped: false, ...todayPosting };
  const form = useRecordForm({
    initial,
    toBody: (v: StoneValues) => ({
      pieceId: v.pieceId === null ? null : Number(v.pieceId),
      stoneType: v.stoneType.trim(),
      shape: v.shape,
      sizeCmm: scaled(v.sizeMm, 2),
      count: scaled(v.count, 0),
      weightMct: scaled(v.carats, 3),
      // Only a lot's stones move, so only they take a posting day.
      ...(v.lot ? { lotId: v.lot.lot.id, ...postingDateBody(v) } : {}),
    }),
    schema: addEntryStoneBodySchema,
  });
  const send = async () => {
    const saved = await form.submit((body) => add.mutateAsync({ entryId: entry.id, body }));
    // The piece, type and shape stay: a setter enters the sizes of one stone kind one after the other.
    // A lot is picked again: what it holds has just changed.
    if (saved) form.reset({ ...form.values, sizeMm: '', count: '1', carats: '', lot: null, caratsTyped: false });
  };
  const pieceItemId = entry.pieces.find((piece) => String(piece.id) === form.values.pieceId)?.itemId ?? null;
  const pickLot = (choice: EntryStoneLotChoice | null) => {
    form.set('lot', choice);
    if (!choice) return;
    form.set('stoneType', choice.lot.stoneType);
    form.set('shape', choice.lot.shape);
    form.set('sizeMm', scaledDecimalText(choice.lot.sizeCmm, 2));
    if (!form.values.caratsTyped) form.set('carats', lotCaratsText(choice.balance, form.values.count));
  };
  const setCount = (text: string) => {
    form.set('count', text);
    if (form.values.lot && !form.values.caratsTyped) form.set('carats', lotCaratsText(form.values.lot.balance, text));
  };

  return (
    <FormCard onSubmit={() => void send()} p="md" title={t('entries.stones.addTitle')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {withLots && (
          <EntryStoneLotSelect itemId={pieceItemId} value={form.values.lot} onChange={pickLot} error={form.errorOf('lotId')} />
        )}
        <Select
          label={t('entries.stones.piece')}
          required
          data={entry.pieces.map((piece) => ({ value: String(piece.id), label: piece.description }))}
          value={form.values.pieceId}
          onChange={(value) => form.set('pieceId', value)}
          error={form.errorOf('pieceId')}
        />
        <Autocomplete
          label={t('entries.stones.type')}
          required
          data={commonStoneTypes}
          maxLength={60}
          value={form.values.stoneType}
          onChange={(value) => form.set('stoneType', value)}
          error={form.errorOf('stoneType')}
        />
        <Select
          label={t('entries.stones.shape')}
          required
          data={stoneShapeValues.map((shape) => ({ value: shape, label: t(`entries.stones.shapes.${shape}`) }))}
          value={form.values.shape}
          onChange={(value) => form.set('shape', value)}
          error={form.errorOf('shape')}
        />
        <StoneSizeField form={form} label={t('entries.stones.sizeMm')} />
        <TextInput
          label={t('entries.stones.count')}
          required
          inputMode="numeric"
          value={form.values.count}
          onChange={(event) => setCount(event.currentTarget.value)}
          error={form.errorOf('count')}
        />
        <CaratInput
          label={t('entries.stones.caratsInput')}
          required
          placeholder="0.120"
          value={form.values.carats}
          onChange={(text) => {
            form.set('carats', text);
            form.set('caratsTyped', text.trim() !== '');
          }}
          error={form.errorOf('weightMct')}
        />
      </SimpleGrid>
      {form.values.lot && (
        <PostingDateField form={form} />
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={form.pending} leftSection={<IconPlus size={18} />}>
          {t('entries.stones.add')}
        </Button>
      </Group>
    </FormCard>
  );
}
