import type { TFunction } from '../../../i18n/translator';
import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import type { InvoiceStone } from '../../../../shared/contracts/stones/gem-pos';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatCarats, formatMoney, formatStoneSize, intlLocale } from '../../../../shared/units';

/**
 * A stone line of an invoice or a quotation (the gem POS): stones of a lot,
 * counted and weighed, priced by the carat or by the stone; it has no metal,
 * so the sheets say its stones where a piece says its weight and rate.
 */
export const stoneOf = (line: Pick<InvoiceLine, 'kind' | 'stone'>): InvoiceStone | null => (line.kind === 'stone' && line.stone ? line.stone : null);

/** "Diamond · Round · 1.50 mm · G · VS". */
export function stoneWhatText(stone: InvoiceStone, t: TFunction, locale: string): string {
  return [stone.stoneType, t(`stones.shapes.${stone.shape}`), formatStoneSize(stone.sizeCmm, locale), stone.colour, stone.quality].filter(Boolean).join(' · ');
}

/** "12 stones · 0.180 ct". */
export function stoneQuantityText(stone: InvoiceStone, t: TFunction, locale: string): string {
  const shownCount = numberFormatOf(intlLocale(locale)).format(stone.count);
  return `${t('stones.common.stones', { count: stone.count, shownCount })} · ${formatCarats(stone.weightMct, locale)}`;
}

/** "$1,500.00 a carat" or "$25.00 a stone". */
export function stoneRateText(stone: InvoiceStone, t: TFunction, locale: string): string {
  const price = formatMoney(stone.unitPriceCents, 'USD', locale);
  return stone.priceMode === 'per_carat' ? t('stones.lineRate.perCarat', { price }) : t('stones.lineRate.perStone', { price });
}
