import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { allowedLossMg, entryLossMg, issuedMg, lossOverAllowance } from '../../../../shared/entries/entry-loss';

/** What the sheet shows of one line while it is typed: all integer mg. */
export interface CloseLineFigures {
  issuedMg: number;
  /** null until a returned weight is typed. */
  lossMg: number | null;
  /** The category's allowance: allowed ‰ of init + spare, floored; null when the category is unknown. */
  allowedLossMg: number | null;
  /** Over the allowance (compared exactly, loss × 1000 > issued × ‰): needs the owner's reason. */
  over: boolean;
  /** More came back than was issued: a negative loss the server refuses. */
  moreThanIssued: boolean;
}

export function closeLineFigures(
  entry: Pick<EntrySummary, 'initMg' | 'spareMg'>,
  allowedLossPermille: number | undefined,
  returnedMg: number | null,
): CloseLineFigures {
  const issued = issuedMg(entry);
  const allowed = allowedLossPermille === undefined ? null : allowedLossMg(issued, allowedLossPermille);
  if (returnedMg === null) return { issuedMg: issued, lossMg: null, allowedLossMg: allowed, over: false, moreThanIssued: false };
  const weights = { initMg: entry.initMg, spareMg: entry.spareMg, returnedMg };
  return {
    issuedMg: issued,
    lossMg: entryLossMg(weights),
    allowedLossMg: allowed,
    over: allowedLossPermille !== undefined && lossOverAllowance(weights, allowedLossPermille),
    moreThanIssued: returnedMg > issued,
  };
}

export interface CloseTotals {
  entries: number;
  issuedMg: number;
  returnedMg: number;
  lossMg: number;
  allowedLossMg: number;
  over: number;
}

/** The ticked lines' sums; a line without a returned weight counts in issued only. */
export function closeTotals(lines: readonly { figures: CloseLineFigures; returnedMg: number | null }[]): CloseTotals {
  return lines.reduce<CloseTotals>(
    (sum, { figures, returnedMg }) => ({
      entries: sum.entries + 1,
      issuedMg: sum.issuedMg + figures.issuedMg,
      returnedMg: sum.returnedMg + (returnedMg ?? 0),
      lossMg: sum.lossMg + (figures.lossMg ?? 0),
      allowedLossMg: sum.allowedLossMg + (figures.allowedLossMg ?? 0),
      over: sum.over + (figures.over ? 1 : 0),
    }),
    { entries: 0, issuedMg: 0, returnedMg: 0, lossMg: 0, allowedLossMg: 0, over: 0 },
  );
}
