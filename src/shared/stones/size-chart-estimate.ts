import { mulDivRound } from '../units';

/** A row of the size chart: one stone of `sizeCmm` (hundredths of a mm) weighs `mctPerStone` milli-carats. */
export interface ChartPoint {
  readonly sizeCmm: number;
  readonly mctPerStone: number;
}

export type CaratEstimateResult<R extends ChartPoint> =
  | { readonly method: 'exact' | 'interpolated'; readonly weightMct: number; readonly mctPerStone: number; readonly lower: R; readonly upper: R }
  | { readonly method: 'outside'; readonly weightMct: null; readonly mctPerStone: null; readonly lower: R | null; readonly upper: R | null };

/**
 * The carats of `count` stones of a size, from the chart rows of one stone
 * type and shape (any order). On a row: count × its weight. Between two rows:
 * linear in the size between the nearest row below and above,
 *   w(s) = w0 + (w1 − w0) × (s − s0) / (s1 − s0),
 * and the total count × w(s) is computed exactly as one fraction and rounded
 * once, half away from zero, to the milli-carat. Below the smallest or above
 * the largest size there is no estimate (a stone's weight grows with the cube
 * of its size: a straight line drawn beyond the chart would mislead), and
 * the nearest rows are given so the caller can say what the chart covers.
 */
export function estimateCarats<R extends ChartPoint>(rows: readonly R[], sizeCmm: number, count: number): CaratEstimateResult<R> {
  if (!Number.isSafeInteger(sizeCmm) || sizeCmm <= 0) throw new RangeError(`sizeCmm must be a positive integer, got ${sizeCmm}`);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  let lower: R | null = null;
  let upper: R | null = null;
  for (const row of rows) {
    if (row.sizeCmm <= sizeCmm && (lower === null || row.sizeCmm > lower.sizeCmm)) lower = row;
    if (row.sizeCmm >= sizeCmm && (upper === null || row.sizeCmm < upper.sizeCmm)) upper = row;
  }
  if (lower === null || upper === null) return { method: 'outside', weightMct: null, mctPerStone: null, lower, upper };
  if (lower.sizeCmm === upper.sizeCmm) {
    return { method: 'exact', weightMct: count * lower.mctPerStone, mctPerStone: lower.mctPerStone, lower, upper };
  }
  const span = upper.sizeCmm - lower.sizeCmm;
  // count × (w0 × span + (w1 − w0) × (s − s0)) / span, one division, one rounding.
  const perStoneTimesSpan = lower.mctPerStone * span + (upper.mctPerStone - lower.mctPerStone) * (sizeCmm - lower.sizeCmm);
  return {
    method: 'interpolated',
    weightMct: mulDivRound(count, perStoneTimesSpan, span),
    mctPerStone: mulDivRound(1, perStoneTimesSpan, span),
    lower,
    upper,
  };
}
