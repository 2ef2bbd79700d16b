import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shell/http';
import { FormRefusal } from '../../../ui/idempotent-form';

export interface EntryStepForm {
  pending: boolean;
  refusal: ApiError | null;
  otherErrors: (shown: readonly string[]) => string[];
}

interface EntryStepCardProps {
  title: string;
  hint: string;
  form: EntryStepForm;
  /** The fields the form shows: server errors on other paths show in the refusal. */
  fields: readonly string[];
  submitLabel: string;
  icon: ReactNode;
  color?: string;
  onSubmit: () => void;
  children?: ReactNode;
  /** Below the refusal: what the refusal asks for (the owner's reason). */
  after?: ReactNode;
}

/** One step of the entry: its card, its fields, the server's refusal and its submit button. */
export function EntryStepCard({ title, hint, form, fields, submitLabel, icon, color, onSubmit, children, after }: EntryStepCardProps) {
  const { t } = useTranslation();
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
            <FormRefusal error={form.refusal} otherFields={form.otherErrors(fields)} title={t('entries.detail.refused')} />
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
