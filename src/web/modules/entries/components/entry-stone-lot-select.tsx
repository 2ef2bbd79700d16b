import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneBalance, StoneLotRef } from '../../../../shared/contracts/stones/stone';
import { useUiLocale } from '../../../ui';
import { useFindPreparations } from '../../stones/api/find-preparations';
import { useFindStoneLots } from '../../stones/api/find-stone-lots';
import { formatCarats, formatStoneSize } from '../../../../shared/units';

/** A lot the stones are drawn from, with what it offers this piece: what its preparations hold for the piece's item, else what is free in it. */
export interface EntryStoneLotChoice {
  lot: StoneLotRef;
  /** Held for the piece's item (its preparations), else available in the lot. */
  from: 'prepared' | 'lot';
  balance: StoneBalance;
}

export interface EntryStoneLotSelectProps {
  /** The piece's production item: the lots prepared for it come first. */
  itemId: number | null;
  value: EntryStoneLotChoice | null;
  onChange: (choice: EntryStoneLotChoice | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The lots prepared for an item, each once, with what their preparations still hold for it. */
export function preparedLots(preparations: readonly { lot: StoneLotRef; held: StoneBalance }[]): EntryStoneLotChoice[] {
  const byLot = new Map<number, EntryStoneLotChoice>();
  for (const p of preparations) {
    if (p.held.count <= 0) continue;
    const was = byLot.get(p.lot.id);
    byLot.set(p.lot.id, { lot: p.lot, from: 'prepared', balance: { count: (was?.balance.count ?? 0) + p.held.count, weightMct: (was?.balance.weightMct ?? 0) + p.held.weightMct } });
  }
  return [...byLot.values()];
}

/**
 * Optional: the stone lot (`/gem_stone`) the stones are drawn from. The lots
 * prepared for the piece's item first (the stones come out of what is held
 * for it), then any lot with stones, found by code, type or colour.
 */
export function EntryStoneLotSelect({ itemId, value, onChange, error, disabled = false }: EntryStoneLotSelectProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.includes(' · ') ? '' : search.trim().slice(0, 60), 250);
  const preparations = useFindPreparations({ ...(itemId ? { itemId } : {}), open: 'true', pageSize: 50 }, { enabled: itemId !== null });
  const lots = useFindStoneLots({ state: 'in_stock', ...(searched ? { search: searched } : {}), pageSize: 30 });
  const prepared = itemId === null ? [] : preparedLots(preparations.data?.items ?? []);
  const others: EntryStoneLotChoice[] = (lots.data?.items ?? [])
    .filter((lot) => lot.available.count > 0 && !prepared.some((p) => p.lot.id === lot.id))
    .map((lot) => ({ lot, from: 'lot', balance: lot.available }));
  const choices = [...prepared, ...others, ...(value && ![...prepared, ...others].some((c) => c.lot.id === value.lot.id) ? [value] : [])];
  const label = (c: EntryStoneLotChoice) =>
    `${c.lot.code} · ${c.lot.stoneType} · ${formatStoneSize(c.lot.sizeCmm, locale)} · ${t(c.from === 'prepared' ? 'stones.entry.heldForItem' : 'stones.entry.inLot', { stones: String(c.balance.count), carats: formatCarats(c.balance.weightMct, locale) })}`;
  const group = (from: EntryStoneLotChoice['from']) => choices.filter((c) => c.from === from).map((c) => ({ value: String(c.lot.id), label: label(c) }));
  const data = [
    ...(group('prepared').length > 0 ? [{ group: t('stones.entry.preparedGroup'), items: group('prepared') }] : []),
    ...(group('lot').length > 0 ? [{ group: t('stones.entry.lotsGroup'), items: group('lot') }] : []),
  ];
  return (
    <Select
      label={t('stones.entry.lot')}
      description={t('stones.entry.lotHint')}
      placeholder={t('stones.entry.noLot')}
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('stones.pos.lotPicker.nothingFound')}
      data={data}
      value={value ? String(value.lot.id) : null}
      onChange={(next) => onChange(choices.find((c) => String(c.lot.id) === next) ?? null)}
      error={error}
      disabled={disabled}
      data-testid="entry-stone-lot"
    />
  );
}
