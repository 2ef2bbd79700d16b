import { MG_PER_CHI, PURITY_SCALE, mulDivRound, type Mg, type Minor, type Purity } from '../units';

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
 *   price   = −(fine mg × bid per chi / 3750 mg), rounded once (negative: the shop pays)
 *
 * The purity is the reading of the test (parts per ten thousand); the melting
 * deduction (parts per ten thousand of the fine weight) is what the shop
 * expects to lose melting it down. Both roundings are half away from zero.
 *
 * The bid: the base metal's (the material the shop quotes each morning,
 * `rate_basis = 'base'`, 24K), which the shop treats as fine gold: the fine
 * weight is priced at it as it stands. Without a base metal, the line's own
 * material's bid, which is quoted per chi of that material, so it is scaled
 * to fine gold by its purity (bid × 10000 / purity) inside the one rounding:
 * an untested line without a deduction then costs gross × bid (to the cent the
 * fine weight's rounding may move), as it did before purity was tested.
 */
export interface OldGoldBid {
  /** USD cents per chi. */
  readonly centsPerChi: Minor;
  /** The purity the bid is quoted for: PURITY_SCALE for the base metal (fine gold), the material's for its own bid. */
  readonly purity: Purity;
}

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

/** The fine weight at the bid, negative. A bid quoted for purity 0 (no gold in it) is taken per chi of fine weight. */
export function oldGoldAmountCents(fineMg: Mg, bid: OldGoldBid): Minor {
  const per = bid.purity > 0 ? bid.purity : PURITY_SCALE;
  // `0 -` keeps a zero price from printing as −0.
  return 0 - mulDivRound(fineMg, bid.centsPerChi * PURITY_SCALE, per * MG_PER_CHI);
}

export function priceOldGold(input: OldGoldInput): OldGoldPrice {
  const fineMg = oldGoldFineMg(input.grossMg, input.purity, input.meltDeductionBp);
  return { fineMg, amountCents: oldGoldAmountCents(fineMg, input.bid) };
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
