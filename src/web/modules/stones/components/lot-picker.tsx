import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneLot } from '../../../../shared/contracts/stones/stone-lots';
import { useUiLocale } from '../../../ui';
import { lotsToPickQuery, useFindStoneLots } from '../api/find-stone-lots';
import { countText } from './stone-figures';
import { useShapeLabel } from './stone-inputs';
import { typedSearch } from './stone-search';
import { formatCarats, formatStoneSize } from '../../../../shared/units';

export interface LotPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  /** Lots of this branch only (null: every branch). */
  branchId: number | null;
  onPick: (lot: StoneLot) => void;
}

/** "SL-2026-000007 · Diamond · Round · 1.50 mm · 88 stones · 1.320 ct": lots with stones, found by code, type, colour or supplier; picking one hands it over and clears the box. */
export function LotPicker({ branchId, onPick, ...props }: LotPickerProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const shapeLabel = useShapeLabel();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(typedSearch(search) ?? '', 250);
  const { data } = useFindStoneLots(lotsToPickQuery(branchId, searched));
  const lots = (data?.items ?? []).filter((lot) => lot.available.count > 0);
  const label = (lot: StoneLot) =>
    `${lot.code} · ${lot.stoneType} · ${shapeLabel(lot.shape)} · ${formatStoneSize(lot.sizeCmm, locale)} · ${t('stones.common.stones', { count: lot.available.count, shownCount: countText(lot.available.count, locale) })} · ${formatCarats(lot.available.weightMct, locale)}`;
  return (
    <Select
      searchable
      clearable={false}
      filter={({ options }) => options}
      nothingFoundMessage={t('stones.pos.lotPicker.nothingFound')}
      {...props}
      data={lots.map((lot) => ({ value: String(lot.id), label: label(lot) }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value) => {
        const lot = lots.find((l) => String(l.id) === value);
        if (!lot) return;
        setSearch('');
        onPick(lot);
      }}
    />
  );
}
