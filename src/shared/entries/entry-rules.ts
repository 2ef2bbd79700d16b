import type { FormMessageKey } from '../form-rules';
import { entryLossMg, issuedMg, lossOverAllowance, type EntryWeights } from './entry-loss';

/**
 * The rules of an entry category's strict flags (spec §5) and of closing an
 * entry, as field errors carrying message keys (never text): the web shows
 * them as the clerk types, the server refuses with the same keys.
 */
export interface EntryCategoryFlags {
  /** A piece with stones set comes back with a photo of its stones. */
  readonly strictStonePhoto: boolean;
  /** An assembled piece comes back with at least one photo of the assembly. */
  readonly strictAssemblyPhoto: boolean;
  /** Every piece comes back weighed: its returned weight is required. */
  readonly strictReturnWeight: boolean;
  /** Every piece is of the entry's material: no mixing 18K with 24K on one ticket. */
  readonly materialStrict: boolean;
  /** Loss allowed, per-mille of the metal issued. */
  readonly allowedLossPermille: number;
}

/** The messages these rules give: spec §5's wording (form.*) and two of the entries' own. */
export type EntryRuleKey =
  | Extract<FormMessageKey, 'form.needInputWeightReturn' | 'form.haveToBeBigger' | 'form.photoRequired' | 'form.needAtLeastPhoto' | 'form.cannotBeBigger' | 'form.needInput'>
  | 'entries.lossTooMuch'
  | 'entries.materialMismatch';
export interface EntryRuleError {
  readonly key: EntryRuleKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** What a piece comes back with. */
export interface PieceReturn {
  /** Null when no weight was typed. */
  readonly returnedMg: number | null;
  readonly hasStones: boolean;
  readonly assembled: boolean;
  readonly stonePhotos: number;
  readonly assemblyPhotos: number;
  /** Photos of the piece as it came back (the camera of the return dialog). */
  readonly returnPhotos?: number;
}

/** What the rules need to know beyond the piece: the shop's setting and, under strict return weight, the most it may weigh. */
export interface PieceReturnContext {
  /** The setting `entries.returnPhotoRequired`: every return comes with a photo of the piece. */
  readonly returnPhotoRequired?: boolean;
  /** returnLimitMg(…), applied under strict return weight only. */
  readonly maxReturnedMg?: number;
}

export type PieceReturnField = 'returnedMg' | 'stonePhotos' | 'assemblyPhotos' | 'returnPhotos';

/**
 * The most a piece may come back weighing under strict return weight: its own
 * issued weight plus the entry's spare (solder can only come from the spare),
 * and no more than the entry's issued weight less what the other pieces
 * already came back weighing. All mg.
 */
export function returnLimitMg(entry: { readonly initMg: number; readonly spareMg: number }, pieceIssuedMg: number, othersReturnedMg: number): number {
  return Math.max(0, Math.min(pieceIssuedMg + entry.spareMg, entry.initMg + entry.spareMg - othersReturnedMg));
}

/** Why a piece's return cannot stand, per field; empty when it can. */
export function pieceReturnProblems(flags: EntryCategoryFlags, piece: PieceReturn, context: PieceReturnContext = {}): Partial<Record<PieceReturnField, EntryRuleError>> {
  const problems: Partial<Record<PieceReturnField, EntryRuleError>> = {};
  if (piece.returnedMg === null) {
    if (flags.strictReturnWeight) problems.returnedMg = { key: 'form.needInputWeightReturn' };
  } else if (!Number.isSafeInteger(piece.returnedMg) || piece.returnedMg <= 0) {
    problems.returnedMg = { key: 'form.haveToBeBigger', params: { min: 0 } };
  } else if (flags.strictReturnWeight && context.maxReturnedMg !== undefined && piece.returnedMg > context.maxReturnedMg) {
    problems.returnedMg = { key: 'form.cannotBeBigger', params: { max: context.maxReturnedMg } };
  }
  if (context.returnPhotoRequired && (piece.returnPhotos ?? 0) === 0) problems.returnPhotos = { key: 'form.photoRequired' };
  if (flags.strictStonePhoto && piece.hasStones && piece.stonePhotos === 0) problems.stonePhotos = { key: 'form.photoRequired' };
  if (flags.strictAssemblyPhoto && piece.assembled && piece.assemblyPhotos === 0) problems.assemblyPhotos = { key: 'form.needAtLeastPhoto' };
  return problems;
}

/** Under a material-strict category, each piece not of the entry's material, by its index. */
export function materialProblems(flags: EntryCategoryFlags, entryMaterialId: number, pieceMaterialIds: readonly number[]): Map<number, EntryRuleError> {
  const problems = new Map<number, EntryRuleError>();
  if (!flags.materialStrict) return problems;
  pieceMaterialIds.forEach((materialId, index) => {
    if (materialId !== entryMaterialId) problems.set(index, { key: 'entries.materialMismatch' });
  });
  return problems;
}

export interface OwnerAcceptance {
  /** Why this loss over the allowance is accepted ("this kind of jewelry loss is over the allowed state"). */
  readonly reason: string;
}

export type CloseCheck =
  | { readonly ok: true; readonly lossMg: number; readonly overAllowance: boolean }
  | { readonly ok: false; readonly field: 'returnedMg' | 'reason' | 'entry'; readonly error: EntryRuleError };

/**
 * Whether an entry may close: what came back cannot be more than was issued
 * (a negative loss is a weighing mistake, never posted), and a loss over the
 * category's allowance is refused ("loss too much") unless an owner accepts it
 * with a reason.
 */
export function closeCheck(flags: EntryCategoryFlags, weights: EntryWeights, acceptance?: OwnerAcceptance): CloseCheck {
  const issued = issuedMg(weights);
  if (weights.returnedMg > issued) return { ok: false, field: 'returnedMg', error: { key: 'form.cannotBeBigger', params: { max: issued } } };
  const overAllowance = lossOverAllowance(weights, flags.allowedLossPermille);
  if (overAllowance) {
    if (!acceptance) return { ok: false, field: 'entry', error: { key: 'entries.lossTooMuch' } };
    if (acceptance.reason.trim() === '') return { ok: false, field: 'reason', error: { key: 'form.needInput' } };
  }
  return { ok: true, lossMg: entryLossMg(weights), overAllowance };
}
