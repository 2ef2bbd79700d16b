import { TextInput } from '@mantine/core';

/** The form a stone's size belongs to: the size as typed in mm, how it changes, and the body's error (`sizeCmm`, hundredths of a mm). */
export interface StoneSizeForm {
  readonly values: { readonly sizeMm: string };
  readonly set: (field: 'sizeMm', value: string) => void;
  readonly errorOf: (path: string) => string | undefined;
}

/** A stone's size in mm as typed ("1.50"), required; the error is the one the body's size in hundredths of a mm gets. */
export function StoneSizeField({ form, label }: { form: StoneSizeForm; label: string }) {
  return (
    <TextInput
      label={label}
      required
      inputMode="decimal"
      placeholder="1.50"
      value={form.values.sizeMm}
      onChange={(event) => form.set('sizeMm', event.currentTarget.value)}
      error={form.errorOf('sizeCmm')}
    />
  );
}
