import type { MakingChargeMode } from '../contracts/stock/jewelry-category';
import { metalPriceMinor, mulDivRound, type Mg, type Minor } from '../units';

/**
 * The price of a line at the counter (DESIGN §3.8, [ours]), USD cents:
 *   piece    = metal weight × ask rate per chi + making charge − the customer
 *              group's discount on it + stones − the line's discount;
 *   old gold = its fine weight at the base metal's bid, negative: old-gold.ts.
 * Each component is rounded once, half away from zero, so the printed
 * components add up to the printed line exactly.
 */

/** Parts per ten thousand of a discount or a share (10000 = 100 %). */
export const BASIS_POINTS = 10_000;
const MG_PER_GRAM = 1_000;

export interface PieceLineInput {
  readonly metalMg: Mg;
  readonly askCentsPerChi: Minor;
  readonly makingChargeMode: MakingChargeMode;
  /** Per gram of metal or per piece, as the mode says. */
  readonly makingChargeCents: Minor;
  /** The customer group's discount on the making charge. */
  readonly groupDiscountBp: number;
  readonly stonesCents: Minor;
  readonly discountCents: Minor;
}

export interface PieceLinePrice {
  readonly metalCents: Minor;
  readonly makingChargeCents: Minor;
  readonly groupDiscountCents: Minor;
  readonly stonesCents: Minor;
  readonly discountCents: Minor;
  readonly amountCents: Minor;
}

export function makingChargeOf(mode: MakingChargeMode, centsPerUnit: Minor, metalMg: Mg): Minor {
  return mode === 'per_piece' ? centsPerUnit : mulDivRound(metalMg, centsPerUnit, MG_PER_GRAM);
}

/** A piece's line; the discount may not take it below zero (`discountOverPrice` says by how much it would). */
export function pricePieceLine(input: PieceLineInput): PieceLinePrice & { readonly discountOverPrice: boolean } {
  const metalCents = metalPriceMinor(input.metalMg, input.askCentsPerChi);
  const makingChargeCents = makingChargeOf(input.makingChargeMode, input.makingChargeCents, input.metalMg);
  const groupDiscountCents = mulDivRound(makingChargeCents, input.groupDiscountBp, BASIS_POINTS);
  const before = metalCents + makingChargeCents - groupDiscountCents + input.stonesCents;
  return {
    metalCents,
    makingChargeCents,
    groupDiscountCents,
    stonesCents: input.stonesCents,
    discountCents: input.discountCents,
    amountCents: before - input.discountCents,
    discountOverPrice: input.discountCents > before,
  };
}

/** An incentive for the seller of one line (per piece, or a share of the making charge after the group discount). */
export function incentiveOf(rule: { readonly mode: 'per_piece' | 'percent_of_making'; readonly amountCents: Minor; readonly percentBp: number } | null, netMakingCents: Minor): Minor {
  if (!rule) return 0;
  return rule.mode === 'per_piece' ? rule.amountCents : mulDivRound(Math.max(0, netMakingCents), rule.percentBp, BASIS_POINTS);
}

export interface InvoiceTotals {
  readonly subtotalCents: Minor;
  readonly discountCents: Minor;
  readonly totalCents: Minor;
}

export function invoiceTotals(lineAmounts: readonly Minor[], discountCents: Minor): InvoiceTotals {
  const subtotalCents = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}
