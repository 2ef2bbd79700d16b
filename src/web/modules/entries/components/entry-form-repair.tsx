import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { TextareaField } from '../../../ui';
import type { RepairDraft } from './entry-form-values';

export interface EntryFormRepairProps {
  repair: RepairDraft;
  onChange: (repair: RepairDraft) => void;
  errorOf: (path: string) => string | undefined;
}

/** A repair's customer intake: whose piece it is, how to call them, what they asked for, the day it is promised. */
export function EntryFormRepair({ repair, onChange, errorOf }: EntryFormRepairProps) {
  const { t } = useTranslation();
  const set = <K extends keyof RepairDraft>(field: K, value: RepairDraft[K]) => onChange({ ...repair, [field]: value });
  return (
    <Paper p="lg" radius="lg" withBorder component="section" aria-label={t('entries.add.repairTitle')}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={18}>
            <IconTool size={18} style={{ verticalAlign: '-3px', marginInlineEnd: 6 }} />
            {t('entries.add.repairTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('entries.add.repairHint')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('entries.add.customerName')}
            required
            maxLength={120}
            value={repair.customerName}
            onChange={(event) => set('customerName', event.currentTarget.value)}
            error={errorOf('repair.customerName')}
          />
          <TextInput
            label={t('entries.add.customerPhone')}
            type="tel"
            inputMode="tel"
            maxLength={40}
            value={repair.customerPhone}
            onChange={(event) => set('customerPhone', event.currentTarget.value)}
            error={errorOf('repair.customerPhone')}
          />
        </SimpleGrid>
        <TextareaField
          label={t('entries.add.request')}
          placeholder={t('entries.add.requestPlaceholder')}
          rows={2}
          maxLength={500}
          value={repair.request}
          onChange={(event) => set('request', event.currentTarget.value)}
          error={errorOf('repair.request')}
        />
        <DatePickerInput
          label={t('entries.add.promisedOn')}
          value={repair.promisedOn}
          onChange={(value) => set('promisedOn', value ? String(value).slice(0, 10) : null)}
          valueFormat="YYYY-MM-DD"
          clearable
          w={{ base: '100%', sm: 240 }}
          error={errorOf('repair.promisedOn')}
        />
      </Stack>
    </Paper>
  );
}
