import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencilCheck, IconPlayerPlay, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { DesignQueueItem } from '../../../../shared/contracts/production/get-design-queue';
import { formatDateTime } from '../../../i18n/format';
import { showSnackbar } from '../../../shell/snackbar';
import { useMoveItem } from '../api/move-item';
import { AgeBadge } from './board-column';
import { DesignStepForm } from './design-step-form';
import { ItemCodeLink } from './item-summary';
import { RefusalAlert } from './refusal-alert';
import { StageBadge } from './stage-badge';

const hourMs = 3_600_000;

function DesignLabel({ item }: { item: DesignQueueItem }) {
  const { t } = useTranslation();
  if (!item.designLabel || !item.designLabelAt) return <Text size="xs" c="dimmed">{t('production.followUp.design.noStep')}</Text>;
  return (
    <Badge size="sm" variant="dot" color={item.designLabel === 'design_finish' ? 'green' : 'violet'} tt="none">
      {t('production.followUp.design.stepAt', {
        label: t(`production.stages.labels.${item.designLabel}`),
        time: formatDateTime(item.designLabelAt),
      })}
    </Badge>
  );
}

/**
 * The next design action on an item: start the design (ordering → designing),
 * record a step while designing, and send a finished design to printing.
 */
function DesignActions({ item }: { item: DesignQueueItem }) {
  const { t } = useTranslation();
  const moveItem = useMoveItem();
  const [stepOpened, setStepOpened] = useState(false);
  const move = (to: 'designing' | 'printing') =>
    moveItem.mutate(
      { id: item.id, body: { to, label: to === 'designing' ? 'design_progress' : 'print' } },
      {
        onSuccess: (moved) =>
          showSnackbar({
            type: 'success',
            message: t(to === 'designing' ? 'production.followUp.design.started' : 'production.followUp.design.sentToPrint', { code: moved.code }),
          }),
      },
    );
  return (
    <Stack gap={6} align="flex-end">
      <Group gap={6} justify="flex-end">
        {item.stage === 'ordering' && (
          <Button size="xs" variant="light" loading={moveItem.isPending} leftSection={<IconPlayerPlay size={14} />} onClick={() => move('designing')}>
            {t('production.followUp.design.startDesign')}
          </Button>
        )}
        {item.stage === 'designing' && (
          <Button size="xs" variant="default" leftSection={<IconPencilCheck size={14} />} onClick={() => setStepOpened(true)}>
            {t('production.followUp.design.recordStep')}
          </Button>
        )}
        {item.stage === 'designing' && item.designLabel === 'design_finish' && (
          <Button size="xs" loading={moveItem.isPending} leftSection={<IconPrinter size={14} />} onClick={() => move('printing')}>
            {t('production.followUp.design.toPrinting')}
          </Button>
        )}
      </Group>
      <RefusalAlert error={moveItem.error} fieldsShown={false} />
      <Modal opened={stepOpened} onClose={() => setStepOpened(false)} radius="lg" title={t('production.followUp.design.stepTitle', { code: item.code })}>
        <DesignStepForm item={item} onRecorded={() => setStepOpened(false)} />
      </Modal>
    </Stack>
  );
}

/** One piece in the design queue: code, description, stage, latest design step, age; actions when allowed. */
export function DesignQueueRow({ item, canAct, now }: { item: DesignQueueItem; canAct: boolean; now: number }) {
  return (
    <Group justify="space-between" gap="sm" align="flex-start" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
        <Group gap="xs" wrap="nowrap">
          <ItemCodeLink item={item} />
          <StageBadge stage={item.stage} size="sm" />
          <AgeBadge ageHours={Math.max(0, Math.floor((now - Date.parse(item.stageSince)) / hourMs))} />
        </Group>
        <Text size="sm" lineClamp={2}>
          {item.preOrderNumber ? `${item.preOrderNumber} · ${item.description}` : item.description}
        </Text>
        <DesignLabel item={item} />
      </Stack>
      {canAct && <DesignActions item={item} />}
    </Group>
  );
}
