import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { entryLossMg, lossCentiPermille, lossOverAllowance } from '../../../../shared/entries/entry-loss';

/** What an entry's returned and loss read as: the close's figures once closed, else the running ones (after each return). */
export interface ShownFigures {
  readonly closed: boolean;
  readonly returnedMg: number;
  readonly lossMg: number;
  readonly centiPermille: number | null;
  readonly over: boolean;
  readonly piecesOut: number;
  readonly outMg: number;
}

export function shownFigures(entry: EntrySummary): ShownFigures {
  if (entry.returnedMg !== null) {
    const weights = { initMg: entry.initMg, spareMg: entry.spareMg, returnedMg: entry.returnedMg };
    return {
      closed: true,
      returnedMg: entry.returnedMg,
      lossMg: entryLossMg(weights),
      centiPermille: lossCentiPermille(weights),
      over: lossOverAllowance(weights, entry.allowedLossPermille),
      piecesOut: 0,
      outMg: 0,
    };
  }
  const running = entry.running;
  return {
    closed: false,
    returnedMg: running.returnedMg,
    lossMg: running.lossMg,
    centiPermille: running.lossCentiPermille,
    over: running.overAllowance,
    piecesOut: running.piecesOut,
    outMg: running.outMg,
  };
}
