import { Group, Select, TextInput, type SelectProps, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export interface ListSearchInputProps {
  /** Already translated. */
  label: string;
  placeholder: string;
  /** The search the address holds now: what the box starts with. */
  search: string | undefined;
  /** Called once typing pauses, with what was typed trimmed; blank is no search (undefined). */
  onSearch: (search: string | undefined) => void;
  w?: TextInputProps['w'];
}

/**
 * A list's search box: it shows every key as typed, and puts the search in
 * the address (which reloads the list) only once typing pauses, so a word
 * typed is one request, not one per letter.
 */
export function ListSearchInput({ label, placeholder, search, onSearch, w }: ListSearchInputProps) {
  const [typed, setTyped] = useState(search ?? '');
  const searchLater = useDebouncedCallback((text: string) => onSearch(text.trim() || undefined), 300);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        searchLater(event.currentTarget.value);
      }}
      w={w}
    />
  );
}

/** A list filter's control as the address holds it: its value (absent: every one) and what sets it. */
export interface ListFilter {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The names of a list's search that hold one text value. */
type FilterName<Search> = { [Name in keyof Search]-?: Search[Name] extends string | undefined ? Name : never }[keyof Search] & string;

/**
 * A list's filters bound by their names in the address: `filterOf('branchId')`
 * for a select, `filterOf('search')` for the search box. Setting one takes the
 * list back to its first page: the page it was on may not exist any more.
 */
export function listFiltersOf<Search extends { page?: string | undefined }>(
  values: { readonly [Name in FilterName<Search>]?: string | undefined },
  setSearch: (next: Search) => void,
) {
  return (name: FilterName<Search>): ListFilter => ({
    value: values[name],
    // One name of the search and the page: a search of its own type, which TypeScript cannot read from a computed name.
    onChange: (value) => setSearch({ [name]: value, page: undefined } as Search),
  });
}

export interface ListFilterRowProps {
  /** The search box's words, already translated. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's search (`filterOf('search')`). */
  search: ListFilter;
  /** Pixels from the `sm` breakpoint up; full width below it. */
  searchWidth: number;
  /** The list's other filters, after the search box. */
  children?: ReactNode;
}

/** A list's filters: its search box, then the page's own, in one row that wraps on a phone. */
export function ListFilterRow({ searchLabel, searchPlaceholder, search, searchWidth, children }: ListFilterRowProps) {
  return (
    <Group gap="md" align="flex-end">
      <ListSearchInput label={searchLabel} placeholder={searchPlaceholder} search={search.value} onSearch={search.onChange} w={{ base: '100%', sm: searchWidth }} />
      {children}
    </Group>
  );
}

export type FilterSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'clearable'> & ListFilter;

/** A list's filter by one value (a branch, a group, a stone type): cleared, the list shows them all. */
export function FilterSelect({ value, onChange, w = { base: '100%', sm: 220 }, ...select }: FilterSelectProps) {
  return <Select {...select} value={value ?? null} onChange={(next) => onChange(next ?? undefined)} clearable w={w} />;
}
