import { Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneTargetKind } from '../../../../shared/contracts/stones/stone';
import { findPreOrdersQueryOptions } from '../../production/api/find-pre-orders';
import { useFindProductionItems } from '../api/find-production-items';
import { typedSearch } from './stone-search';
import { ChoiceControl } from '../../../ui/choice-control';

/** What stones are for, as a form holds it: the kind, and the item or order chosen (with what names it). */
export interface TargetChoice {
  kind: StoneTargetKind;
  id: number | null;
  label: string;
}

export const emptyTarget = (kind: StoneTargetKind = 'item'): TargetChoice => ({ kind, id: null, label: '' });

/** Nothing picked yet: the contract lets both ids be null (the server refuses it), so the form holds it back itself. */
export const targetMissing = (target: TargetChoice) => target.id === null;

/** The body's `itemId` / `preOrderId`: exactly one of the two. */
export const targetIdsOf = (target: TargetChoice) => ({
  itemId: target.kind === 'item' ? (target.id ?? undefined) : null,
  preOrderId: target.kind === 'pre_order' ? (target.id ?? undefined) : null,
});

export interface TargetPickerProps {
  value: TargetChoice;
  onChange: (target: TargetChoice) => void;
  /** Errors of `itemId` and `preOrderId`. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A production item found by its code or description, or a customer's order by its number, name or phone. */
export function TargetPicker({ value, onChange, error, disabled = false, autoFocus = false }: TargetPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(typedSearch(search) ?? '', 250);
  const query = { search: searched || undefined, pageSize: 20 };
  const items = useFindProductionItems({ ...query, order: '-stageSince' }, { enabled: value.kind === 'item' && !disabled });
  const orders = useQuery({ ...findPreOrdersQueryOptions(query), enabled: value.kind === 'pre_order' && !disabled });
  const options =
    value.kind === 'item'
      ? (items.data?.items ?? []).map((item) => ({ value: String(item.id), label: `${item.code} · ${item.description}` }))
      : (orders.data?.items ?? []).map((order) => ({ value: String(order.id), label: `${order.number} · ${order.customerName}` }));
  const data = value.id !== null && !options.some((o) => o.value === String(value.id)) ? [{ value: String(value.id), label: value.label }, ...options] : options;

  return (
    <Stack gap={6}>
      <ChoiceControl
        size="xs"
        value={value.kind}
        disabled={disabled}
        onChange={(kind) => {
          setSearch('');
          onChange(emptyTarget(kind as StoneTargetKind));
        }}
        data={[
          { value: 'item', label: t('stones.target.item') },
          { value: 'pre_order', label: t('stones.target.preOrder') },
        ]}
        data-testid="target-kind"
      />
      <Select
        label={value.kind === 'item' ? t('stones.target.itemLabel') : t('stones.target.preOrderLabel')}
        placeholder={value.kind === 'item' ? t('stones.target.itemHint') : t('stones.target.preOrderHint')}
        required
        searchable
        clearable
        filter={({ options: all }) => all}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={searched ? t('stones.target.nothingFound') : undefined}
        data={data}
        value={value.id === null ? null : String(value.id)}
        onChange={(next) => onChange({ kind: value.kind, id: next === null ? null : Number(next), label: data.find((o) => o.value === next)?.label ?? '' })}
        error={error}
        disabled={disabled}
        autoFocus={autoFocus}
        data-testid="target-select"
      />
    </Stack>
  );
}
