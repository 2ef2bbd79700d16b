import { mulDivRound } from '../units';

/**
 * The weights of one cast (tree), all integer mg (DESIGN §3.4, from casting
 * practice). A weight is null until it is recorded.
 * - wax: the wax tree; estimate = wax × the material's wax ratio;
 * - actual: metal issued to the casting room for this cast;
 * - over: metal left unpoured and returned;
 * - result: the tree as it comes out; clean: after cleaning; shake = result − clean;
 * - root: the sprue/button cut off and returned; pieces = clean − root;
 * - loss = actual − over − clean; loss % = loss / actual.
 * So actual = over + root + pieces + loss, to the milligram.
 */
export interface CastWeightInputs {
  readonly waxMg: number | null;
  /** Metal mg per wax mg × 1000 (the material's configured ratio, e.g. 16,000 for 18K). */
  readonly waxRatioMilli: number;
  readonly actualMg: number | null;
  readonly overMg: number | null;
  readonly resultMg: number | null;
  readonly cleanMg: number | null;
  readonly rootMg: number | null;
}

export interface CastFigures {
  readonly estimateMg: number | null;
  readonly shakeMg: number | null;
  readonly piecesMg: number | null;
  readonly lossMg: number | null;
  /** Loss / actual in basis points (1 = 0.01 %), rounded half away from zero. */
  readonly lossBasisPoints: number | null;
  /** The ratio the cast achieved: metal poured (actual − over) ÷ wax, × 1000. */
  readonly achievedRatioMilli: number | null;
}

export type CastWeightField = 'waxMg' | 'actualMg' | 'overMg' | 'resultMg' | 'cleanMg' | 'rootMg';

/** Why recorded weights cannot stand together: field → message key (the spec's wording). */
export type CastWeightProblems = Partial<Record<CastWeightField, CastWeightProblem>>;
/** Message keys of the server's catalogue (src/server/platform/i18n/messages.ts). */
export type CastWeightProblem =
  | 'casting.weightNotNegative'
  | 'casting.overAboveActual'
  | 'casting.cleanAboveResult'
  | 'casting.rootAboveClean'
  | 'casting.negativeLoss';

const fields: readonly CastWeightField[] = ['waxMg', 'actualMg', 'overMg', 'resultMg', 'cleanMg', 'rootMg'];

const known = (v: number | null): v is number => v !== null;

/** loss = actual − over − clean, as soon as the three are recorded (the cut form's preview, the reports' rows). */
export function castLossMg(w: Pick<CastWeightInputs, 'actualMg' | 'overMg' | 'cleanMg'>): number | null {
  return known(w.actualMg) && known(w.overMg) && known(w.cleanMg) ? w.actualMg - w.overMg - w.cleanMg : null;
}

/** pieces = clean − root. */
export function castPiecesMg(w: Pick<CastWeightInputs, 'cleanMg' | 'rootMg'>): number | null {
  return known(w.cleanMg) && known(w.rootMg) ? w.cleanMg - w.rootMg : null;
}

/** Loss ÷ actual in basis points, half away from zero; null without a loss or an actual above zero. */
export function castLossBasisPoints(lossMg: number | null, actualMg: number | null): number | null {
  return lossMg !== null && known(actualMg) && actualMg > 0 ? mulDivRound(lossMg, 10_000, actualMg) : null;
}

/** The ratio a cast achieved: metal poured (actual − over) × 1000 ÷ wax, half away from zero. */
export function castAchievedRatioMilli(w: Pick<CastWeightInputs, 'waxMg' | 'actualMg' | 'overMg'>): number | null {
  return known(w.waxMg) && w.waxMg > 0 && known(w.actualMg) && known(w.overMg) ? mulDivRound(w.actualMg - w.overMg, 1000, w.waxMg) : null;
}

/** The derived weights, each as soon as what it needs is recorded. */
export function castFigures(w: CastWeightInputs): CastFigures {
  const estimateMg = known(w.waxMg) ? mulDivRound(w.waxMg, w.waxRatioMilli, 1000) : null;
  const shakeMg = known(w.resultMg) && known(w.cleanMg) ? w.resultMg - w.cleanMg : null;
  const lossMg = castLossMg(w);
  return {
    estimateMg,
    shakeMg,
    piecesMg: castPiecesMg(w),
    lossMg,
    lossBasisPoints: castLossBasisPoints(lossMg, w.actualMg),
    achievedRatioMilli: castAchievedRatioMilli(w),
  };
}

/** A cast as the totals read it: its status and recorded weights. */
export interface CastForTotals extends Pick<CastWeightInputs, 'actualMg' | 'overMg' | 'cleanMg' | 'rootMg'> {
  readonly status: string;
}

export interface FinishedCastTotals {
  readonly actualMg: number;
  readonly piecesMg: number;
  readonly lossMg: number;
}

/**
 * The totals of the finished casts among some (the cast and staff reports, the
 * dashboard): their actual, pieces and loss summed; a cast still open counts for nothing.
 */
export function finishedCastTotals(casts: readonly CastForTotals[]): FinishedCastTotals {
  let actualMg = 0;
  let piecesMg = 0;
  let lossMg = 0;
  for (const c of casts) {
    if (c.status !== 'finished') continue;
    actualMg += c.actualMg ?? 0;
    piecesMg += castPiecesMg(c) ?? 0;
    lossMg += castLossMg(c) ?? 0;
  }
  return { actualMg, piecesMg, lossMg };
}

/**
 * Checks the recorded weights against each other; an empty object means they
 * can stand. A negative loss means more came back than was issued (an
 * over-return, a weighing mistake): it is refused, never posted.
 */
export function castWeightProblems(w: CastWeightInputs): CastWeightProblems {
  const problems: CastWeightProblems = {};
  for (const field of fields) {
    const value = w[field];
    if (value !== null && (!Number.isSafeInteger(value) || value < 0)) problems[field] = 'casting.weightNotNegative';
  }
  if (Object.keys(problems).length > 0) return problems;
  if (w.actualMg !== null && w.overMg !== null && w.overMg > w.actualMg) problems.overMg = 'casting.overAboveActual';
  if (w.resultMg !== null && w.cleanMg !== null && w.cleanMg > w.resultMg) problems.cleanMg = 'casting.cleanAboveResult';
  if (w.cleanMg !== null && w.rootMg !== null && w.rootMg > w.cleanMg) problems.rootMg = 'casting.rootAboveClean';
  const { lossMg } = castFigures(w);
  if (lossMg !== null && lossMg < 0 && !problems.overMg) problems.cleanMg ??= 'casting.negativeLoss';
  return problems;
}

/** A cast's metal balances when every weight the ledger needs is recorded and the loss is not negative. */
export function castBalances(w: CastWeightInputs): boolean {
  const complete = w.actualMg !== null && w.overMg !== null && w.cleanMg !== null && w.rootMg !== null;
  return complete && Object.keys(castWeightProblems(w)).length === 0;
}
