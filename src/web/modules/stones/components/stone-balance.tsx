import { Stack, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneBalance } from '../../../../shared/contracts/stones/stone';
import { useUiLocale } from '../../../ui';
import { countText, signedCaratsText, signedCountText } from './stone-figures';
import { formatCarats } from '../../../../shared/units';

const figures = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A count of stones over their carats; signed when it is a change; a dash when nothing. */
export function StoneBalanceFigure({
  balance,
  signed = false,
  align = 'right',
  size = 'sm',
  dimZero = true,
}: {
  balance: StoneBalance;
  signed?: boolean;
  align?: 'left' | 'right';
  size?: MantineSize;
  dimZero?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  if (dimZero && balance.count === 0 && balance.weightMct === 0)
    return (
      <Text size={size} c="dimmed" ta={align}>
        —
      </Text>
    );
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <Text size={size} fw={600} style={figures}>
        {t('stones.common.stones', { count: Math.abs(balance.count), shownCount: signed ? signedCountText(balance.count, locale) : countText(balance.count, locale) })}
      </Text>
      <Text size="xs" c="dimmed" style={figures}>
        {signed ? signedCaratsText(balance.weightMct, locale) : formatCarats(balance.weightMct, locale)}
      </Text>
    </Stack>
  );
}
