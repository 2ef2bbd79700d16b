import { Select, type SelectProps } from '@mantine/core';
import { useFindHolders } from '../../materials/api/find-holders';
import { useLocalName } from '../../../ui/local-name';

export interface EntryJewellerSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (holderId: number | null) => void;
}

/** A searchable pick of the staff holders (jewellers' `H-S…`): "H-S001 · Sok Dara", the name in the reader's language. */
export function EntryJewellerSelect({ value, onChange, ...rest }: EntryJewellerSelectProps) {
  const nameOf = useLocalName();
  const { data } = useFindHolders({ kind: 'staff' });
  return (
    <Select
      searchable
      {...rest}
      data={(data?.items ?? []).map((holder) => ({ value: String(holder.id), label: `${holder.code} · ${nameOf(holder)}` }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
