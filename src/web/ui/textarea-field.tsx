import { Textarea, type TextareaProps } from '@mantine/core';

/** Spec §9: text areas show 5 rows unless told otherwise. */
export const textareaDefaultRows = 5;

export function TextareaField({ rows = textareaDefaultRows, ...rest }: TextareaProps) {
  return <Textarea rows={rows} {...rest} />;
}
