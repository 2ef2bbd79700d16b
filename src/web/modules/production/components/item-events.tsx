import { Anchor, Group, Image, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductionEvent } from '../../../../shared/contracts/production/production-item';
import { stageLabelValues } from '../../../../shared/contracts/production/production-item';
import { formatGrams } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import { imageUrl, useUiLocale } from '../../../ui';
import { StageBadge, stageColors } from './stage-badge';

const isKnownLabel = (label: string): label is (typeof stageLabelValues)[number] => (stageLabelValues as readonly string[]).includes(label);

function EventLine({ event }: { event: ProductionEvent }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const label = event.label === null ? null : isKnownLabel(event.label) ? t(`production.stages.labels.${event.label}`) : event.label;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        {event.fromStage === null ? (
          <Text size="sm" fw={600}>
            {t('production.timeline.created', { stage: t(`production.stages.${event.toStage}`) })}
          </Text>
        ) : (
          <>
            <StageBadge stage={event.fromStage} size="sm" />
            {event.fromStage !== event.toStage && (
              <>
                <IconArrowRight size={14} aria-hidden />
                <StageBadge stage={event.toStage} size="sm" />
              </>
            )}
          </>
        )}
        {label && (
          <Text size="sm" fw={600}>
            {label}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(event.createdAt)} · {t('production.timeline.by', { user: event.createdBy?.username ?? t('production.timeline.system') })}
      </Text>
      {event.weightMg !== null && <Text size="sm">{t('production.timeline.weight', { weight: formatGrams(event.weightMg, locale) })}</Text>}
      {event.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {event.note}
        </Text>
      )}
      {event.photoUrl && (
        <Anchor href={event.photoUrl} target="_blank" rel="noopener" w={96}>
          <Image src={imageUrl(event.photoUrl, { width: 120, height: 120 })} alt={t('production.timeline.photo')} w={96} h={96} radius="md" fit="cover" />
        </Anchor>
      )}
    </Stack>
  );
}

/** Every event of the item, oldest first, each in its stage's colour. */
export function ItemEvents({ events }: { events: readonly ProductionEvent[] }) {
  const { t } = useTranslation();
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('production.timeline.events')}
        </Title>
        {events.length === 0 ? (
          <Text c="dimmed">{t('production.timeline.noEvents')}</Text>
        ) : (
          <Timeline active={events.length - 1} bulletSize={16} lineWidth={2}>
            {events.map((event) => (
              <Timeline.Item key={event.id} color={stageColors[event.toStage]}>
                <EventLine event={event} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
