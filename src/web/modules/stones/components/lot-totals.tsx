import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { FindStoneLotsResponse } from '../../../../shared/contracts/stones/stone-lots';
import { useUiLocale } from '../../../ui';
import { countText } from './stone-figures';
import { formatCarats } from '../../../../shared/units';

/** Over every lot the filter keeps, not just the page: lots, stones available and prepared. */
export function LotTotals({ totals }: { totals: FindStoneLotsResponse['totals'] }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const figure = (label: string, value: string, testId: string) => (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Group gap="lg" wrap="wrap" aria-label={t('stones.lots.totals')}>
      <Text size="sm" fw={600}>
        {t('stones.lots.totals')}
      </Text>
      {figure(t('stones.lots.lotCount'), countText(totals.lots, locale), 'totals-lots')}
      {figure(
        t('stones.lot.balances.available'),
        `${t('stones.common.stones', { count: totals.available.count, shownCount: countText(totals.available.count, locale) })} · ${formatCarats(totals.available.weightMct, locale)}`,
        'totals-available',
      )}
      {figure(
        t('stones.lot.balances.prepared'),
        `${t('stones.common.stones', { count: totals.prepared.count, shownCount: countText(totals.prepared.count, locale) })} · ${formatCarats(totals.prepared.weightMct, locale)}`,
        'totals-prepared',
      )}
    </Group>
  );
}
