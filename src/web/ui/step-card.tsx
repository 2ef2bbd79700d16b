import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from '../shell/http';
import { FormRefusal } from './idempotent-form';

/** What a step card reads of its form: whether it is sending, and what the server refused. */
export interface StepCardForm {
  pending: boolean;
  refusal: ApiError | null;
  otherErrors: (shown: readonly string[]) => string[];
}

export interface StepCardProps {
  title: string;
  hint: string;
  form: StepCardForm;
  /** The fields the form shows: server errors on other paths show in the refusal. */
  fields: readonly string[];
  /** Already translated: the refusal's heading ("The cast was not saved"). */
  refusedTitle: string;
  submitLabel: string;
  icon: ReactNode;
  color?: string;
  onSubmit: () => void;
  children?: ReactNode;
  /** Below the refusal: what the refusal asks for (the owner's reason). */
  after?: ReactNode;
}

/** One step of a document's work (a cast, an entry): its card, its fields, the server's refusal and its submit button. */
export function StepCard({ title, hint, form, fields, refusedTitle, submitLabel, icon, color, onSubmit, children, after }: StepCardProps) {
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={18}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack gap="md">
            {children}
            <FormRefusal error={form.refusal} otherFields={form.otherErrors(fields)} title={refusedTitle} />
            {after}
            <Group justify="flex-end">
              <Button type="submit" color={color} loading={form.pending} leftSection={icon}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
