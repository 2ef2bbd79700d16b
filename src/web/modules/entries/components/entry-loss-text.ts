import { numberFormatOf } from '../../../../shared/number-format';
import { intlLocale, toDecimalString } from '../../../../shared/units';

/** "1.25 ‰": a loss in hundredths of a per-mille (lossCentiPermille), exact, in the reader's digits. */
export function lossPermilleText(centiPermille: number | null, locale: string): string {
  if (centiPermille === null) return '—';
  const value = numberFormatOf(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    toDecimalString(centiPermille, 2),
  );
  return `${value}\u00a0‰`;
}
