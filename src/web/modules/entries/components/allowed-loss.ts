import type { TFunction } from '../../../i18n/translator';
import { numberFormatOf } from '../../../../shared/number-format';
import { intlLocale, toDecimalString } from '../../../../shared/units';

const decimal = (value: `${number}`, fractionDigits: number, locale: string) =>
  numberFormatOf(intlLocale(locale), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);

/** "8 ‰ (0.8 %)": the allowance in per-mille of the issued weight, and as a percent (‰ ÷ 10, exact). */
export function allowedLossText(t: TFunction, allowedLossPermille: number, locale: string): string {
  return t('entries.categories.allowedLossShown', {
    permille: decimal(toDecimalString(allowedLossPermille, 0), 0, locale),
    percent: decimal(toDecimalString(allowedLossPermille, 1), 1, locale),
  });
}
