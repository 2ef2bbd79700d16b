import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencilCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { designLabelValues, type ProductionItem } from '../../../../shared/contracts/production/production-item';
import { showSnackbar } from '../../../shell/snackbar';
import { TextareaField } from '../../../ui';
import { useRecordItemStep } from '../api/record-item-step';
import { RefusalAlert } from './refusal-alert';
import { FormCard } from '../../../ui/form-card';
import { ChoiceControl } from '../../../ui/choice-control';

type DesignLabel = (typeof designLabelValues)[number];

/** While designing: "design in progress" or "design finished", a step on the timeline without a move. */
export function DesignStepForm({ item, onRecorded }: { item: ProductionItem; onRecorded?: () => void }) {
  const { t } = useTranslation();
  const recordStep = useRecordItemStep();
  const [label, setLabel] = useState<DesignLabel>('design_progress');
  const [note, setNote] = useState('');

  const send = async () => {
    try {
      await recordStep.mutateAsync({ id: item.id, body: { label, note: note.trim() } });
      showSnackbar({ type: 'success', message: t('production.timeline.step.done', { label: t(`production.stages.labels.${label}`) }) });
      setNote('');
      onRecorded?.();
    } catch {
      // The refusal shows below the fields.
    }
  };

  return (
    <FormCard onSubmit={() => void send()}>
      <Title order={2} fz="lg">
        {t('production.timeline.step.title')}
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('production.timeline.step.label')}
        </Text>
        <ChoiceControl
          value={label}
          onChange={(value) => setLabel(value as DesignLabel)}
          data={designLabelValues.map((value) => ({ value, label: t(`production.stages.labels.${value}`) }))}
        />
      </Stack>
      <TextareaField
        label={t('production.timeline.step.note')}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <RefusalAlert error={recordStep.error} fieldsShown={false} />
      <Group justify="flex-end">
        <Button type="submit" variant="light" loading={recordStep.isPending} leftSection={<IconPencilCheck size={18} />}>
          {t('production.timeline.step.submit')}
        </Button>
      </Group>
    </FormCard>
  );
}
