import { TextInput, type TextInputProps } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import type { Ref } from 'react';

export interface ScanInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onKeyDown'> {
  value: string;
  /** Each key typed (or the scanner's whole code): the text as it now stands. */
  onText: (text: string) => void;
  /** Enter, which a scanner sends after each code: look the code up. Never submits the form around it. */
  onEnter: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A code typed or scanned (a piece's tag, an entry's or a cast's number): the
 * scan icon, no browser suggestions or spelling marks on a code, and Enter
 * hands the code over.
 */
export function ScanInput({ value, onText, onEnter, ...input }: ScanInputProps) {
  return (
    <TextInput
      leftSection={<IconScan size={18} />}
      autoComplete="off"
      spellCheck={false}
      {...input}
      value={value}
      onChange={(event) => onText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter();
      }}
    />
  );
}
