import { Select, type SelectProps } from '@mantine/core';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import { useLocalName } from '../../../ui/local-name';
import { useFindMaterialCategories } from '../api/find-material-categories';

/** The active material categories, by id (a shop has a handful). */
export function useActiveMaterials(): { materials: MaterialCategory[]; byId: ReadonlyMap<number, MaterialCategory> } {
  const { data } = useFindMaterialCategories({ active: 'true' });
  const materials = data?.items ?? [];
  return { materials, byId: new Map(materials.map((material) => [material.id, material])) };
}

export interface MaterialSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (materialId: number | null) => void;
  /** Materials already on another line of the same side (one material once per side). */
  excludeIds?: readonly number[];
}

/** A searchable material picker: "AU750 · Gold 18K". */
export function MaterialSelect({ value, onChange, excludeIds = [], ...rest }: MaterialSelectProps) {
  const nameOf = useLocalName();
  const { materials } = useActiveMaterials();
  const data = materials
    .filter((material) => material.id === value || !excludeIds.includes(material.id))
    .map((material) => ({ value: String(material.id), label: `${material.code} · ${nameOf(material)}` }));
  return (
    <Select
      searchable
      {...rest}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
