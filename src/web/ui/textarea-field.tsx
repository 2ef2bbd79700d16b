import { Textarea, type TextareaProps } from '@mantine/core';

/** Spec §9: text areas show 5 rows unless told otherwise. */
export const textareaDefaultRows = 5;

export function TextareaField({ rows = textareaDefaultRows, ...rest }: TextareaProps) {
  return <Textarea rows={rows} {...rest} />;
}

/** The form a note belongs to: its note as typed, how it changes, its error. */
export interface NoteForm {
  readonly values: { readonly note: string };
  readonly set: (field: 'note', value: string) => void;
  readonly errorOf: (path: string) => string | undefined;
}

/** A document's note (a cast, a transfer, a step of an entry): two rows, up to the contracts' 500 characters. */
export function NoteField({ form, label, disabled }: { form: NoteForm; label: string; disabled?: boolean }) {
  return (
    <TextareaField
      label={label}
      rows={2}
      maxLength={500}
      value={form.values.note}
      onChange={(event) => form.set('note', event.currentTarget.value)}
      error={form.errorOf('note')}
      disabled={disabled}
    />
  );
}
