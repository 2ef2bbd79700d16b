import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalName } from '../../../ui/local-name';
import { useMyEntriesSummary } from '../api/get-my-entries-summary';
import { EntryLossAgainstAllowance } from './entry-loss-badge';
import { WeightText } from '../../../ui/weight-text';

/** The jeweller's own figures above their entries: the gold they hold now per material, open entries, this month's loss against the allowance. */
export function MyBenchSummary({ month }: { month: string | undefined }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { data } = useMyEntriesSummary(month ? { month } : {});
  if (!data || data.benches.length === 0) return null;
  const loss = data.monthLoss;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="my-bench-summary">
      <Paper p="sm" radius="lg" withBorder>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('entries.bench.goldHeld')}
          </Text>
          {data.held.length === 0 && <Text size="sm">—</Text>}
          {data.held.map((metal) => (
            <Stack key={metal.materialId} gap={0} data-testid="gold-held">
              <Text size="sm" fw={600}>
                {nameOf(metal)}
              </Text>
              <WeightText mg={metal.mg} size="md" />
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Paper p="sm" radius="lg" withBorder>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('entries.bench.openEntries')}
          </Text>
          <Text fz={24} fw={700}>
            {data.openEntries.length}
          </Text>
        </Stack>
      </Paper>
      <Paper p="sm" radius="lg" withBorder>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('entries.bench.monthLoss', { month: data.month, count: loss.entries })}
          </Text>
          <EntryLossAgainstAllowance lossMg={loss.lossMg} centiPermille={loss.lossCentiPermille} allowedLossPermille={0} allowedMg={loss.allowedLossMg} over={loss.overAllowance} />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
