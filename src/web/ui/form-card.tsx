import { Button, Group, Paper, Stack, Text, Title, type MantineSpacing, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormCardProps extends Omit<PaperProps, 'children' | 'onSubmit'> {
  /** Save, or Enter in a field. */
  onSubmit: () => void;
  /** Already translated: the heading over the fields. */
  title?: string;
  /** Between the fields. */
  gap?: MantineSpacing;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A form on its own card: the heading, the fields, and a submit button among
 * them. The contract checks the values (noValidate: no browser bubbles).
 */
export function FormCard({ onSubmit, title, gap = 'md', children, p = 'lg', ...paper }: FormCardProps) {
  return (
    <Paper p={p} radius="lg" withBorder {...paper}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={gap}>
          {title !== undefined && (
            <Title order={2} fz={18}>
              {title}
            </Title>
          )}
          {children}
        </Stack>
      </form>
    </Paper>
  );
}

export interface FormSubmitProps {
  /** Already translated. */
  label: string;
  icon: ReactNode;
  pending: boolean;
  /** Already translated: why a reader who may only look cannot send it; the button is then off. */
  readOnlyText?: string | undefined;
  disabled?: boolean;
}

/** A form's submit button, on the right; for a reader who may only look, off, with why above it. */
export function FormSubmit({ label, icon, pending, readOnlyText, disabled = false }: FormSubmitProps) {
  return (
    <>
      {readOnlyText !== undefined && (
        <Text size="sm" c="dimmed">
          {readOnlyText}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={pending} disabled={disabled || readOnlyText !== undefined} leftSection={icon}>
          {label}
        </Button>
      </Group>
    </>
  );
}
