import type { InvoiceLine, SaleLineInput } from '../../../shared/contracts/sales/invoice';
import { priceOldGold, type OldGoldBid } from '../../../shared/sales/old-gold';
import type { MaterialAtRate, OldGoldTerms } from '../materials';

/**
 * An old-gold line of a sale or a purchase voucher (DESIGN §3.8), priced by
 * src/shared/sales/old-gold.ts. The bid in force is the base metal's (24K,
 * taken as fine gold); without a base metal, the line's own material's. The cashier may lower it on the line
 * (the rule of direction, applied by the caller), never raise it.
 */
type OldGoldLineInput = Extract<SaleLineInput, { kind: 'old_gold' }>;

/** The bid in force for old gold of this material: the base metal's, or without one the material's own. */
export function oldGoldBidInForce(material: MaterialAtRate, terms: OldGoldTerms): OldGoldBid {
  if (terms.base) return { basis: 'base', centsPerChi: terms.base.bidCentsPerChi };
  return { basis: 'own', centsPerChi: material.rate?.bidCentsPerChi ?? 0, purity: material.purity };
}

export function oldGoldInvoiceLine(
  line: OldGoldLineInput,
  index: number,
  material: MaterialAtRate,
  terms: OldGoldTerms,
  rate: { readonly rateCentsPerChi: number; readonly rateInForceCentsPerChi: number | null; readonly rateChangeReason: string },
): InvoiceLine {
  const bid = oldGoldBidInForce(material, terms);
  // Untested: the material's own purity (clients before the tested purity send none); no method recorded.
  const tested = line.testedPurity !== undefined;
  const purity = line.testedPurity ?? material.purity;
  const meltDeductionBp = line.meltDeductionBp ?? terms.meltDeductionBp.get(material.id) ?? 0;
  const price = priceOldGold({ grossMg: line.weightMg, purity, meltDeductionBp, bid: { ...bid, centsPerChi: rate.rateCentsPerChi } });
  return {
    lineNo: index + 1,
    kind: 'old_gold',
    pieceId: null,
    code: '',
    description: line.description ?? '',
    categoryId: null,
    materialId: material.id,
    materialCode: material.code,
    grossMg: line.weightMg,
    stoneMg: 0,
    // The metal taken in: the gross weight, in the line's material (the ledger moves it, the melt refines it).
    metalMg: line.weightMg,
    rateCentsPerChi: rate.rateCentsPerChi,
    rateInForceCentsPerChi: rate.rateInForceCentsPerChi,
    rateChangeReason: rate.rateChangeReason,
    metalCents: price.amountCents,
    makingChargeCents: 0,
    groupDiscountCents: 0,
    stonesCents: 0,
    discountCents: 0,
    amountCents: price.amountCents,
    incentiveCents: 0,
    purityMethod: tested ? (line.purityMethod ?? null) : null,
    testedPurity: purity,
    meltDeductionBp,
    fineMg: price.fineMg,
  };
}
