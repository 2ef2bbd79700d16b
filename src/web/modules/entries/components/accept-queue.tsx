import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { issuedMg } from '../../../../shared/entries/entry-loss';
import { useLocalName } from '../../../ui/local-name';
import { acceptQueueQuery, useFindEntries } from '../api/find-entries';
import { shownFigures } from './entry-figures';
import { EntryLossAgainstAllowance } from './entry-loss-badge';
import { WeightText } from '../../../ui/weight-text';
import { PanelCard } from '../../../ui/panel-card';

/** The manager's queue (`/entry/list`, first): the entries closed and waiting to accept, oldest close first, each with its loss against the allowance. */
export function AcceptQueue() {
  const { t } = useTranslation();
  const { data } = useFindEntries(acceptQueueQuery);
  const waiting = [...(data?.items ?? [])].sort((a, b) => (a.closedAt ?? '').localeCompare(b.closedAt ?? ''));
  return (
    <PanelCard p={{ base: 'sm', sm: 'md' }} icon={<IconChecklist size={20} />} title={t('entries.bench.queueTitle', { count: data?.total ?? 0 })} data-testid="accept-queue">
      {data && waiting.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('entries.bench.queueEmpty')}
        </Text>
      )}
      {waiting.map((entry) => (
        <QueueRow key={entry.id} entry={entry} />
      ))}
    </PanelCard>
  );
}

function QueueRow({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const shown = shownFigures(entry);
  return (
    <Paper p="sm" radius="md" withBorder bg={shown.over ? 'red.0' : undefined} data-testid="accept-queue-row">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={0} miw={0}>
          <Text fw={700}>{entry.number}</Text>
          <Text size="xs" c="dimmed">
            {nameOf(entry.jeweller)} · {t(`entries.types.${entry.type}`)}
          </Text>
        </Stack>
        <Group gap="lg" align="flex-start" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('entries.list.issued')}
            </Text>
            <WeightText mg={issuedMg(entry)} />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('entries.list.loss')}
            </Text>
            <EntryLossAgainstAllowance lossMg={shown.lossMg} centiPermille={shown.centiPermille} allowedLossPermille={entry.allowedLossPermille} over={shown.over} />
          </Stack>
          {entry.overAllowanceReason && (
            <Badge color="orange" variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
              {t('entries.bench.ownerAccepted')}
            </Badge>
          )}
        </Group>
        <Button component={Link} to={`/entry/close/${entry.id}`} size="sm" variant="light" color="teal">
          {t('entries.bench.closeAndAccept')}
        </Button>
      </Group>
    </Paper>
  );
}
