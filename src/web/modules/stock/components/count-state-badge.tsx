import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StockCount } from '../../../../shared/contracts/stock/stock-counts';

/** Open (still scanning) or closed (read-only). */
export function CountStateBadge({ state }: { state: StockCount['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={state === 'open' ? 'blue' : 'gray'} variant="light" radius="sm">
      {t(`stock.counts.states.${state}`)}
    </Badge>
  );
}
