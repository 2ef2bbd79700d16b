import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { allowedLossText } from './allowed-loss';
import { lossPermilleText } from './entry-loss-text';
import { WeightText } from '../../../ui/weight-text';

/** A loss as the bench reads it: the weight, its ‰ of the issue, and the category's allowance, red when over. */
export function EntryLossAgainstAllowance({
  lossMg,
  centiPermille,
  allowedLossPermille,
  over,
  allowedMg,
  align = 'left',
}: {
  lossMg: number;
  centiPermille: number | null;
  allowedLossPermille: number;
  over: boolean;
  /** Several entries of different categories: the allowance as a weight (Σ of theirs) instead of one ‰. */
  allowedMg?: number | undefined;
  align?: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <WeightText mg={lossMg} color={over ? 'red.7' : undefined} align={align} />
      <Text size="xs" c={over ? 'red.7' : 'teal.8'} ta={align} fw={500}>
        {t('entries.bench.lossAgainst', {
          permille: lossPermilleText(centiPermille, locale),
          allowed: allowedMg === undefined ? allowedLossText(t, allowedLossPermille, locale) : formatGrams(allowedMg, locale),
        })}
      </Text>
    </Stack>
  );
}
