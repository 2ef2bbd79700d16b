import { Select, type SelectProps } from '@mantine/core';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { useLocalName } from '../../../ui/local-name';

export interface HolderSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The holders to offer, already filtered (active, not the giver…). */
  holders: readonly Holder[];
  value: number | null;
  onChange: (holderId: number | null) => void;
}

/** A searchable holder picker: "H-SOK · Sok Dara", the name in the reader's language. */
export function HolderSelect({ holders, value, onChange, ...rest }: HolderSelectProps) {
  const nameOf = useLocalName();
  return (
    <Select
      searchable
      {...rest}
      data={holders.map((holder) => ({ value: String(holder.id), label: `${holder.code} · ${nameOf(holder)}` }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
