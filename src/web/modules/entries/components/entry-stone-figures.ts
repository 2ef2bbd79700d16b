import type { EntryStone } from '../../../../shared/contracts/entries/entry-stones';
import { numberFormatOf } from '../../../../shared/number-format';
import { intlLocale, toDecimalString } from '../../../../shared/units';

const fixed = (units: number, decimals: number, locale: string) =>
  numberFormatOf(intlLocale(locale), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    toDecimalString(units, decimals),
  );

/** Milli-carats as carats, always three decimals, exact: 1250 → "1.250 ct". */
export const caratsText = (weightMct: number, locale: string): string => `${fixed(weightMct, 3, locale)}\u00a0ct`;

/** Hundredths of a millimetre: 150 → "1.50 mm". */
export const sizeMmText = (sizeCmm: number, locale: string): string => `${fixed(sizeCmm, 2, locale)}\u00a0mm`;

export interface StoneTotals {
  lines: number;
  count: number;
  weightMct: number;
}

/** Stones counted one by one and weighed together: the sums of the lines given. */
export function stoneTotals(stones: readonly Pick<EntryStone, 'count' | 'weightMct'>[]): StoneTotals {
  return stones.reduce<StoneTotals>(
    (sum, stone) => ({ lines: sum.lines + 1, count: sum.count + stone.count, weightMct: sum.weightMct + stone.weightMct }),
    { lines: 0, count: 0, weightMct: 0 },
  );
}
