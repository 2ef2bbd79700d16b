import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { useFindHolders } from '../../materials/api/find-holders';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { useLocalName } from '../../../ui/local-name';
import { entryTypeValues, sourceKinds, type EntryType } from './entry-form-values';

type IdSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (id: number | null) => void;
};

const idProps = ({ value, onChange }: Pick<IdSelectProps, 'value' | 'onChange'>) => ({
  value: value === null ? null : String(value),
  onChange: (next: string | null) => onChange(next === null ? null : Number(next)),
});

/** The holders metal for the bench comes from (the safe, the casting room), active ones. */
export function useSourceHolders(): Holder[] {
  const { data } = useFindHolders();
  return (data?.items ?? []).filter((holder) => holder.active && sourceKinds.includes(holder.kind));
}

export function EntrySourceSelect({ value, onChange, ...rest }: IdSelectProps) {
  const nameOf = useLocalName();
  const sources = useSourceHolders();
  return (
    <Select
      searchable
      selectFirstOptionOnChange
      {...rest}
      data={sources.map((holder) => ({ value: String(holder.id), label: `${holder.code} · ${nameOf(holder)}` }))}
      {...idProps({ value, onChange })}
    />
  );
}

/** The active materials (metal at a purity), by code and name. */
export function EntryMaterialSelect({ value, onChange, ...rest }: IdSelectProps) {
  const nameOf = useLocalName();
  const { data } = useFindMaterialCategories({ active: 'true' });
  return (
    <Select
      searchable
      selectFirstOptionOnChange
      {...rest}
      data={(data?.items ?? []).map((material) => ({ value: String(material.id), label: `${material.code} · ${nameOf(material)}` }))}
      {...idProps({ value, onChange })}
    />
  );
}

/** The kinds of work; an inactive one is offered only when it is the entry's own. */
export function EntryCategorySelect({ value, onChange, categories, ...rest }: IdSelectProps & { categories: readonly EntryCategory[] }) {
  const nameOf = useLocalName();
  const offered = categories.filter((category) => category.active || category.id === value);
  return (
    <Select
      searchable
      selectFirstOptionOnChange
      {...rest}
      data={offered.map((category) => ({ value: String(category.id), label: `${category.code} · ${nameOf(category)}` }))}
      {...idProps({ value, onChange })}
    />
  );
}

export function EntryTypeSelect({
  value,
  onChange,
  ...rest
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: EntryType; onChange: (type: EntryType) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      allowDeselect={false}
      {...rest}
      data={entryTypeValues.map((type) => ({ value: type, label: t(`entries.types.${type}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as EntryType)}
    />
  );
}
