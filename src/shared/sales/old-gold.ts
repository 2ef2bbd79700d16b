import { MG_PER_CHI, PURITY_SCALE, divRoundBig, mulDivRound, type Mg, type Minor, type Purity } from '../units';

/**
 * Old gold bought back at the counter (DESIGN §3.8). How its purity was
 * tested: a karat meter (electronic tester), XRF (X-ray fluorescence) or the
 * touchstone and acid.
 */
export const purityMethods = ['karat_meter', 'xrf', 'acid'] as const;
export type PurityMethod = (typeof purityMethods)[number];

/** What the seller has to show above the owner's threshold (Cambodia's 2020 AML/CFT law). */
export const sellerIdTypes = ['national_id', 'passport', 'other'] as const;
export type SellerIdType = (typeof sellerIdTypes)[number];

/** Default AML threshold: 10,000 USD, in cents. */
export const defaultBuybackIdThresholdCents = 1_000_000;

/**
 * The fine weight of old gold and what the shop pays for it:
 *
 *   fine mg = gross mg × purity / 10000 × (10000 − deduction) / 10000, rounded once
 *   price   = −(fine mg × base bid per chi / 3750 mg), rounded once (negative: the shop pays)
 *
 * The purity is the reading of the test (parts per ten thousand); the melting
 * deduction (parts per ten thousand of the fine weight) is what the shop
 * expects to lose melting it down. Roundings are half away from zero.
 *
 * The bid is the base metal's (the material the shop quotes each morning,
 * `rate_basis = 'base'`, 24K), which the shop treats as fine gold: the fine
 * weight as printed is priced at it, so the receipt's "fine × bid = amount"
 * adds up. Without a base metal, the line's own material's bid, quoted per
 * chi of that material: the gross weight is priced at it, scaled by the
 * tested purity over the material's and by the deduction, in one rounding
 * (gross × bid × tested / material purity × (1 − deduction)); an untested
 * line without a deduction then costs exactly gross × bid, as it did before
 * purity was tested.
 */
export type OldGoldBid =
  | { readonly basis: 'base'; /** USD cents per chi of fine gold. */ readonly centsPerChi: Minor }
  | { readonly basis: 'own'; /** USD cents per chi of the material. */ readonly centsPerChi: Minor; /** The material's purity. */ readonly purity: Purity };

export interface OldGoldInput {
  readonly grossMg: Mg;
  /** The tested purity, parts per ten thousand (0–10000). */
  readonly purity: Purity;
  /** The melting deduction, parts per ten thousand of the fine weight (0–10000). */
  readonly meltDeductionBp: number;
  readonly bid: OldGoldBid;
}

export interface OldGoldPrice {
  readonly fineMg: Mg;
  /** Negative: the shop pays it. */
  readonly amountCents: Minor;
}

/** gross × purity × (1 − deduction), one rounding. */
export function oldGoldFineMg(grossMg: Mg, purity: Purity, meltDeductionBp: number): Mg {
  return mulDivRound(grossMg, purity * (PURITY_SCALE - meltDeductionBp), PURITY_SCALE * PURITY_SCALE);
}

function amountAtOwnBid(input: OldGoldInput & { readonly bid: { readonly centsPerChi: Minor; readonly purity: Purity } }): Minor {
  // A material of purity 0 has no gold to scale by: its bid is taken per chi of what the test read.
  const materialPurity = BigInt(input.bid.purity > 0 ? input.bid.purity : PURITY_SCALE);
  const numerator = BigInt(input.grossMg) * BigInt(input.bid.centsPerChi) * BigInt(input.purity) * BigInt(PURITY_SCALE - input.meltDeductionBp);
  return Number(divRoundBig(numerator, materialPurity * BigInt(PURITY_SCALE) * BigInt(MG_PER_CHI)));
}

export function priceOldGold(input: OldGoldInput): OldGoldPrice {
  const fineMg = oldGoldFineMg(input.grossMg, input.purity, input.meltDeductionBp);
  const paid = input.bid.basis === 'base' ? mulDivRound(fineMg, input.bid.centsPerChi, MG_PER_CHI) : amountAtOwnBid({ ...input, bid: input.bid });
  // `0 -` keeps a zero price from printing as −0.
  return { fineMg, amountCents: 0 - paid };
}

export type OldGoldProblem = 'purityOutOfRange' | 'deductionOutOfRange';

/** A reading outside 0–100 % or a deduction over 100 % (the contract refuses them too; the rule says why). */
export function oldGoldProblems(input: Pick<OldGoldInput, 'purity' | 'meltDeductionBp'>): Partial<Record<'testedPurity' | 'meltDeductionBp', OldGoldProblem>> {
  const problems: Partial<Record<'testedPurity' | 'meltDeductionBp', OldGoldProblem>> = {};
  if (!Number.isInteger(input.purity) || input.purity < 0 || input.purity > PURITY_SCALE) problems.testedPurity = 'purityOutOfRange';
  if (!Number.isInteger(input.meltDeductionBp) || input.meltDeductionBp < 0 || input.meltDeductionBp > PURITY_SCALE) problems.meltDeductionBp = 'deductionOutOfRange';
  return problems;
}

/** What old gold an invoice buys, USD cents (positive): the sum of its old-gold lines, negated. */
export function buybackCents(lines: readonly { readonly kind: string; readonly amountCents: Minor }[]): Minor {
  return lines.reduce((sum, line) => (line.kind === 'old_gold' ? sum - line.amountCents : sum), 0);
}

/** Above the owner's threshold (strictly) a buy-back needs the seller's identity. */
export function needsSellerIdentity(buybackAmountCents: Minor, thresholdCents: Minor): boolean {
  return buybackAmountCents > thresholdCents;
}
