import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { FindEntriesResponse } from '../../../../shared/contracts/entries/find-entries';
import { WeightText } from '../../../ui/weight-text';

/** The totals of every entry the filter keeps, not just the page: issued, returned, loss. */
export function EntriesTotals({ totals }: { totals: FindEntriesResponse['totals'] }) {
  const { t } = useTranslation();
  const figures = [
    ['issued', totals.issuedMg],
    ['returned', totals.returnedMg],
    ['loss', totals.lossMg],
  ] as const;
  return (
    <Group gap="lg" wrap="wrap" aria-label={t('entries.list.totals')}>
      <Text size="sm" fw={600}>
        {t('entries.list.totals')}
      </Text>
      {figures.map(([key, mg]) => (
        <Group gap={6} key={key} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t(`entries.list.${key}`)}
          </Text>
          <WeightText mg={mg} layout="inline" />
        </Group>
      ))}
    </Group>
  );
}
