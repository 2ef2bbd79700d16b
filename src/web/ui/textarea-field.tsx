import { Textarea, type TextareaProps } from '@mantine/core';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { textareaDefaultRows } from '../shell/theme';
import classes from './growing-textarea.module.css';

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

const noChanges = () => () => undefined;

/** Whether the browser grows a text area to its text by CSS alone (`field-sizing: content`, Chromium 123 and later). */
const growsByItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * A text area that grows with what is typed, from `minRows` lines: an
 * address, a reason, a long setting. The browser sizes it where it can;
 * Mantine's autosize measures the text in a hidden copy as it mounts and
 * on each change, reading computed styles, which makes the browser work
 * out the page's styles and layout in the middle of React's first commit
 * (33 ms of a cold /setting with its three). Elsewhere, Mantine's autosize.
 */
export function GrowingTextarea({ minRows = 2, style, ...rest }: Omit<TextareaProps, 'autosize' | 'rows' | 'maxRows' | 'classNames'>) {
  // A page the server drew has the browser's kind (the shop's browsers are Chromium's): the app takes it over so, then draws Mantine's where the browser cannot.
  const grows = useSyncExternalStore(noChanges, () => growsByItself, () => true);
  if (!grows) return <Textarea autosize minRows={minRows} style={style} {...rest} />;
  return <Textarea rows={minRows} style={{ ...(style as CSSProperties | undefined), '--growing-rows': minRows } as CSSProperties} classNames={{ input: classes.input }} {...rest} />;
}
