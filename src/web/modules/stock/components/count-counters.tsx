import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StockCount } from '../../../../shared/contracts/stock/stock-counts';

const counters = [
  { key: 'expected', color: undefined },
  { key: 'found', color: 'green.8' },
  { key: 'missing', color: 'red.7' },
  { key: 'unexpected', color: 'orange.8' },
] as const;

/** Expected, found, missing and unexpected, large enough to read from the counter. */
export function CountCounters({ count }: { count: StockCount }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {counters.map(({ key, color }) => (
        <Paper key={key} withBorder radius="lg" p="md" data-counter={key}>
          <Text size="sm" c="dimmed">
            {t(`stock.counts.counters.${key}`)}
          </Text>
          <Text fz={32} fw={800} c={count[key] > 0 ? color : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {count[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
