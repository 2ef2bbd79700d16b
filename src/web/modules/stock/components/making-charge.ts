import type { TFunction } from '../../../i18n/translator';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import { formatMoney } from '../../../../shared/units';

/** "$12.00 / g" or "$25.00 / piece": the charge in USD and what it is counted on. */
export function makingChargeText(
  t: TFunction,
  category: Pick<JewelryCategory, 'makingChargeMode' | 'makingChargeCents'>,
  locale: string,
): string {
  const amount = formatMoney(category.makingChargeCents, 'USD', locale);
  return category.makingChargeMode === 'per_gram'
    ? t('stock.categories.perGram', { amount })
    : t('stock.categories.perPiece', { amount });
}
