import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

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
