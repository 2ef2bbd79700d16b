import type { TFunction } from '../../../i18n/translator';
import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import type { InvoiceStone } from '../../../../shared/contracts/stones/gem-pos';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatMoney, intlLocale, toDecimalString } from '../../../../shared/units';

/**
 * A stone line of an invoice or a quotation (the gem POS): stones of a lot,
 * counted and weighed, priced by the carat or by the stone; it has no metal,
 * so the sheets say its stones where a piece says its weight and rate.
 */
export const stoneOf = (line: Pick<InvoiceLine, 'kind' | 'stone'>): InvoiceStone | null => (line.kind === 'stone' && line.stone ? line.stone : null);

const fixed = (units: number, decimals: number, locale: string) =>
  numberFormatOf(intlLocale(locale), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(toDecimalString(units, decimals));

/** "Diamond · Round · 1.50 mm · G · VS". */
export function stoneWhatText(stone: InvoiceStone, t: TFunction, locale: string): string {
  return [stone.stoneType, t(`stones.shapes.${stone.shape}`), `${fixed(stone.sizeCmm, 2, locale)}\u00a0mm`, stone.colour, stone.quality].filter(Boolean).join(' · ');
}

/** "12 stones · 0.180 ct". */
export function stoneQuantityText(stone: InvoiceStone, t: TFunction, locale: string): string {
  const shownCount = numberFormatOf(intlLocale(locale)).format(stone.count);
  return `${t('stones.common.stones', { count: stone.count, shownCount })} · ${fixed(stone.weightMct, 3, locale)}\u00a0ct`;
}

/** "$1,500.00 a carat" or "$25.00 a stone". */
export function stoneRateText(stone: InvoiceStone, t: TFunction, locale: string): string {
  const price = formatMoney(stone.unitPriceCents, 'USD', locale);
  return stone.priceMode === 'per_carat' ? t('stones.lineRate.perCarat', { price }) : t('stones.lineRate.perStone', { price });
}
