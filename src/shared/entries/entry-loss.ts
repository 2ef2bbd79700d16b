import { allocate } from '../units';

/**
 * The loss of a jeweller's entry (DESIGN §3.5), all integer mg: the metal
 * issued is the init weight plus the spare (solder, extra metal); what the
 * jeweller gives back is the returned (update) weight; the rest is lost.
 *   loss = init + spare − returned
 * It is shared among the entry's pieces in proportion to their issued weight,
 * so each piece's cost carries its part, and held to the category's
 * allowance, in per-mille of the issued weight.
 */
export interface EntryWeights {
  readonly initMg: number;
  readonly spareMg: number;
  readonly returnedMg: number;
}

export const issuedMg = (w: Pick<EntryWeights, 'initMg' | 'spareMg'>): number => w.initMg + w.spareMg;

export const entryLossMg = (w: EntryWeights): number => issuedMg(w) - w.returnedMg;

/**
 * Each piece's share of the loss, in the order given, by its issued weight
 * (largest remainder): the shares sum to the loss exactly. No piece, no share.
 */
export function lossShares(lossMg: number, pieceIssuedMg: readonly number[]): number[] {
  if (pieceIssuedMg.length === 0) return [];
  return allocate(lossMg, pieceIssuedMg);
}

/** The most an entry may lose, floored to the milligram: issued × allowed ‰ ÷ 1000. */
export function allowedLossMg(issued: number, allowedLossPermille: number): number {
  return Math.floor((issued * allowedLossPermille) / 1000);
}

/** How far the loss goes past the allowance, in mg (0 when within it): loss − ⌊issued × ‰ ÷ 1000⌋. */
export function overAllowanceMg(w: EntryWeights, allowedLossPermille: number): number {
  return Math.max(0, entryLossMg(w) - allowedLossMg(issuedMg(w), allowedLossPermille));
}

/**
 * Whether the loss is over the category's allowance, compared exactly in
 * integers (loss × 1000 > issued × ‰), so 8 ‰ of 12.345 g allows 98.76 mg and
 * a loss of 99 mg is over it.
 */
export function lossOverAllowance(w: EntryWeights, allowedLossPermille: number): boolean {
  return entryLossMg(w) * 1000 > issuedMg(w) * allowedLossPermille;
}

/** The loss in hundredths of a per-mille of the issued weight (1.25 ‰ → 125), half away from zero; null when nothing was issued. */
export function lossCentiPermille(w: EntryWeights): number | null {
  const issued = issuedMg(w);
  if (issued === 0) return null;
  const scaled = entryLossMg(w) * 100_000;
  const q = Math.trunc(scaled / issued);
  const r = scaled - q * issued;
  return 2 * Math.abs(r) >= issued ? q + Math.sign(scaled) : q;
}

/** A piece as the bench gives it back: out, back unweighed, or back weighed. */
export interface PieceWeighing {
  readonly issuedMg: number;
  readonly returned: boolean;
  /** Null while the piece is out, or when it came back without a weight (a lax category). */
  readonly returnedMg: number | null;
}

/**
 * An entry's figures before it is closed, after each return (DESIGN §3.5):
 * - returnedMg: what the weighed pieces came back weighing so far;
 * - piecesOut, outMg: the pieces still on the bench and their issued weight;
 * - lossMg: the loss if the entry were closed now, on the pieces weighed so
 *   far: each piece is owed its issued weight plus its share of the spare (by
 *   issued weight, as lossShares shares the loss), so
 *     loss = Σ weighed (issued + spare share − returned)
 *          = entryLossMg(init, spare, returned + Σ not-yet-weighed (issued + spare share))
 *   nothing before the first return, exactly the close's loss once every piece is back weighed;
 * - weights: those as-if-closed weights, for lossOverAllowance and lossCentiPermille.
 */
export interface RunningLoss {
  readonly returnedMg: number;
  readonly piecesOut: number;
  readonly outMg: number;
  readonly lossMg: number;
  readonly weights: EntryWeights;
}

export function runningLoss(spareMg: number, pieces: readonly PieceWeighing[]): RunningLoss {
  const spareShares = pieces.length === 0 ? [] : allocate(spareMg, pieces.map((p) => p.issuedMg));
  let initMg = 0;
  let returnedMg = 0;
  let owedUnweighedMg = 0;
  let piecesOut = 0;
  let outMg = 0;
  pieces.forEach((piece, index) => {
    initMg += piece.issuedMg;
    if (!piece.returned) {
      piecesOut += 1;
      outMg += piece.issuedMg;
    }
    if (piece.returned && piece.returnedMg !== null) returnedMg += piece.returnedMg;
    else owedUnweighedMg += piece.issuedMg + spareShares[index]!;
  });
  // With no piece at all the spare is the only figure: it is owed, not lost.
  const weights = { initMg, spareMg, returnedMg: returnedMg + owedUnweighedMg + (pieces.length === 0 ? spareMg : 0) };
  return { returnedMg, piecesOut, outMg, lossMg: entryLossMg(weights), weights };
}

/** A piece's own loss once weighed (issued − returned; negative when solder from the spare went into it); null before. */
export const pieceLossMg = (piece: PieceWeighing): number | null => (piece.returned && piece.returnedMg !== null ? piece.issuedMg - piece.returnedMg : null);
