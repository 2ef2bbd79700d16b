import { Select, type SelectProps } from '@mantine/core';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { useLocalName } from '../../../ui/local-name';

export interface CastMaterialSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (materialId: number | null) => void;
}

/** The active material categories, by code and local name. */
export function CastMaterialSelect({ value, onChange, ...rest }: CastMaterialSelectProps) {
  const nameOf = useLocalName();
  const { data } = useFindMaterialCategories({ active: 'true' });
  const options = (data?.items ?? []).map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` }));
  return (
    <Select
      {...rest}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
    />
  );
}
