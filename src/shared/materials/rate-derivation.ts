import { mulDivRound } from '../units';

/**
 * The morning rates (DESIGN §3.2): the shop types the base metal's ask and
 * bid (24K) per chi or per damleung; every material that follows the base
 * takes
 *
 *   rate per chi = base as typed × purity / (base purity × chi in the unit) + premium
 *
 * in integer USD cents, rounded once, half away from zero (the premium is a
 * whole number of cents per chi, so adding it after the division rounds
 * nothing). The base purity is 9999 for 24K, so a 24K base reads as the
 * shop's "base × purity / 9999". A per-damleung price not divisible by 10
 * rounds once to the cent per chi, never twice through a per-chi figure.
 * Any line may be overridden before publishing; the base itself is what was
 * typed, and a material whose basis is `own` (silver) is always typed.
 */

/** 1 damleung = 10 chi: shops quote both. */
export const CHI_PER_DAMLEUNG = 10;
export const quotedPerValues = ['chi', 'damleung'] as const;
export type QuotedPer = (typeof quotedPerValues)[number];
export const chiPerUnit: Readonly<Record<QuotedPer, number>> = { chi: 1, damleung: CHI_PER_DAMLEUNG };

export interface Rate {
  readonly askCentsPerChi: number;
  readonly bidCentsPerChi: number;
}

export interface RateLineInput {
  readonly materialId: number;
  /** Parts per ten thousand. */
  readonly purity: number;
  readonly rateBasis: 'base' | 'purity' | 'own';
  /** Signed; a discount is negative. */
  readonly premiumCentsPerChi: number;
  /** The rate typed for this line, replacing the derived one; null to follow the base. */
  readonly override: Rate | null;
}

export interface MorningRatesInput {
  readonly quotedPer: QuotedPer;
  /** USD cents per `quotedPer`. */
  readonly baseAskCents: number;
  readonly baseBidCents: number;
  /** The base material's purity (9999 for 24K). */
  readonly basePurity: number;
  readonly lines: readonly RateLineInput[];
}

export interface DerivedLine {
  readonly materialId: number;
  /** What the base gives this line (null for an `own` line, or while the base cannot be read). */
  readonly derived: Rate | null;
  /** The rate that would be published: the override, else the derived rate (null when neither). */
  readonly rate: Rate | null;
  readonly overridden: boolean;
}

/** Why a figure cannot be published; each is a message key under `materials.` on both ends. */
export type RateProblem = 'rateZero' | 'bidAboveAsk' | 'premiumMakesRateNegative' | 'rateRequired' | 'baseIsTyped';

export interface MorningRates {
  /** The base as typed, per chi (rounded once when typed per damleung). */
  readonly base: Rate;
  readonly lines: readonly DerivedLine[];
  /** Field path of the publish body → problem; empty when every line can be published. */
  readonly problems: Readonly<Record<string, RateProblem>>;
}

/** A price typed per `quotedPer` as cents per chi: exact per chi, rounded once per damleung. */
export function centsPerChiOf(cents: number, quotedPer: QuotedPer): number {
  return mulDivRound(cents, 1, chiPerUnit[quotedPer]);
}

/** One side of a line that follows the base: the typed base scaled by purity, plus the premium. */
export function derivedCentsPerChi(baseCents: number, quotedPer: QuotedPer, basePurity: number, purity: number, premiumCentsPerChi: number): number {
  return mulDivRound(baseCents, purity, basePurity * chiPerUnit[quotedPer]) + premiumCentsPerChi;
}

/** Checks of one rate, in the order a reader fixes them: a missing price, then a price at or under zero, then the pair. */
function rateProblems(rate: Rate, at: { ask: string; bid: string }, below: RateProblem): Record<string, RateProblem> {
  const problems: Record<string, RateProblem> = {};
  if (rate.askCentsPerChi <= 0) problems[at.ask] = rate.askCentsPerChi < 0 ? below : 'rateZero';
  if (rate.bidCentsPerChi <= 0) problems[at.bid] = rate.bidCentsPerChi < 0 ? below : 'rateZero';
  if (!problems[at.ask] && !problems[at.bid] && rate.bidCentsPerChi > rate.askCentsPerChi) problems[at.bid] = 'bidAboveAsk';
  return problems;
}

/**
 * Every line's rate from the base as typed, with the problems that refuse a
 * publish, named by the field of the publish body: `baseAskCents`,
 * `baseBidCents`, `lines.{i}.askCentsPerChi`, `lines.{i}.bidCentsPerChi`.
 * Refused: a rate of 0 (typed, derived or overridden), a bid above its ask,
 * a premium that takes a derived rate below zero, an `own` line not typed,
 * an override on the base line (the base is the figure typed above).
 */
export function deriveMorningRates(input: MorningRatesInput): MorningRates {
  const { quotedPer, baseAskCents, baseBidCents, basePurity } = input;
  const problems: Record<string, RateProblem> = {};
  const base: Rate = { askCentsPerChi: centsPerChiOf(baseAskCents, quotedPer), bidCentsPerChi: centsPerChiOf(baseBidCents, quotedPer) };
  // Typed figures are checked as typed (a per-damleung bid above its ask stays above it per chi: rounding keeps order).
  if (baseAskCents <= 0 || base.askCentsPerChi <= 0) problems.baseAskCents = 'rateZero';
  if (baseBidCents <= 0 || base.bidCentsPerChi <= 0) problems.baseBidCents = 'rateZero';
  if (!problems.baseAskCents && !problems.baseBidCents && baseBidCents > baseAskCents) problems.baseBidCents = 'bidAboveAsk';
  const baseReadable = basePurity > 0 && !problems.baseAskCents && !problems.baseBidCents;

  const lines = input.lines.map((line, index): DerivedLine => {
    const at = { ask: `lines.${index}.askCentsPerChi`, bid: `lines.${index}.bidCentsPerChi` };
    if (line.rateBasis === 'base') {
      if (line.override) problems[at.ask] = 'baseIsTyped';
      return { materialId: line.materialId, derived: baseReadable ? base : null, rate: baseReadable ? base : null, overridden: false };
    }
    const derived: Rate | null =
      line.rateBasis === 'purity' && baseReadable
        ? {
            askCentsPerChi: derivedCentsPerChi(baseAskCents, quotedPer, basePurity, line.purity, line.premiumCentsPerChi),
            bidCentsPerChi: derivedCentsPerChi(baseBidCents, quotedPer, basePurity, line.purity, line.premiumCentsPerChi),
          }
        : null;
    if (line.override) {
      Object.assign(problems, rateProblems(line.override, at, 'rateZero'));
      return { materialId: line.materialId, derived, rate: line.override, overridden: true };
    }
    if (line.rateBasis === 'own') {
      problems[at.ask] = 'rateRequired';
      return { materialId: line.materialId, derived: null, rate: null, overridden: false };
    }
    if (derived) Object.assign(problems, rateProblems(derived, at, 'premiumMakesRateNegative'));
    return { materialId: line.materialId, derived, rate: derived, overridden: false };
  });
  return { base, lines, problems };
}
