import { useTranslation } from '../../../i18n/use-translation';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { allowedLossText } from './allowed-loss';
import { lossPermilleText } from './entry-loss-text';
import { WeightText } from '../../../ui/weight-text';
import { CellStack, CellText } from '../../../ui/cell-text';

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
    <CellStack align={align === 'right' ? 'end' : 'start'}>
      <WeightText mg={lossMg} color={over ? 'red.7' : undefined} align={align} />
      <CellText size="xs" color={over ? 'red.7' : 'teal.8'} align={align} weight={500}>
        {t('entries.bench.lossAgainst', {
          permille: lossPermilleText(centiPermille, locale),
          allowed: allowedMg === undefined ? allowedLossText(t, allowedLossPermille, locale) : formatGrams(allowedMg, locale),
        })}
      </CellText>
    </CellStack>
  );
}
