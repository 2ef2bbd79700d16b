import type { TFunction } from '../../../i18n/translator';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { formatCambodian, formatGrams, formatMoney } from '../../../../shared/units';
import type { SheetLanguage } from '../../../ui';
import { stoneOf, stoneQuantityText, stoneRateText, stoneWhatText } from './stone-line';

type Line = Invoice['lines'][number];

/** A receipt line's name: the piece's code, or "old gold". */
export const receiptLineLabel = (line: Line, t: TFunction): string => (line.kind === 'old_gold' ? t('sales.common.lineKinds.old_gold') : line.code);

/**
 * Under a receipt line, on paper and on the thermal roll alike: the piece's
 * description, metal and weight (DESIGN §2: chi, hun and li beside the
 * grams) and the rate, or a stone line's stones and price.
 */
export function receiptLineDetail(line: Line, t: TFunction, language: SheetLanguage): string {
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  const stone = stoneOf(line);
  if (stone) return [stoneWhatText(stone, t, language), stoneQuantityText(stone, t, language), stoneRateText(stone, t, language)].join(' · ');
  const weighed = line.kind === 'piece' ? line.grossMg : line.metalMg;
  const rateUsed = line.rateCentsPerChi ? t('sales.receipt.perChi', { rate: usd(line.rateCentsPerChi) }) : '';
  // A rate changed at the counter: the one in force and why, beside the one used (rate-direction.ts).
  const rateChange = line.rateInForceCentsPerChi != null ? t('sales.common.rateChanged', { inForce: usd(line.rateInForceCentsPerChi), reason: line.rateChangeReason ?? '' }) : '';
  return [line.description, line.materialCode, `${formatGrams(weighed, language)} (${formatCambodian(weighed, language)})`, rateUsed, rateChange].filter(Boolean).join(' · ');
}
