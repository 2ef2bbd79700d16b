import type { TFunction } from '../../../i18n/translator';
import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import { formatCambodian, formatGrams, formatMoney, formatPurityPercent } from '../../../../shared/units';

/**
 * How an old-gold line was priced, as the receipt and the invoice print it
 * (DESIGN §3.8, shared/sales/old-gold.ts): gross × tested purity (and how it
 * was tested) − the melting deduction = the fine weight × the bid per chi.
 * Null on other lines and on old gold bought before purity was recorded.
 */
export function oldGoldComputationText(line: InvoiceLine, t: TFunction, locale: string): string | null {
  if (line.kind !== 'old_gold' || line.fineMg == null || line.testedPurity == null) return null;
  const weight = (mg: number) => `${formatGrams(mg, locale)} (${formatCambodian(mg, locale)})`;
  const method = line.purityMethod ? t(`sales.pos.oldGold.methods.${line.purityMethod}`) : t('sales.receipt.oldGold.untested');
  return t('sales.receipt.oldGold.computation', {
    gross: weight(line.grossMg),
    purity: `${formatPurityPercent(line.testedPurity, locale)} (${method})`,
    deduction: formatPurityPercent(line.meltDeductionBp ?? 0, locale),
    fine: weight(line.fineMg),
    bid: t('sales.receipt.perChi', { rate: formatMoney(line.rateCentsPerChi, 'USD', locale) }),
  });
}
