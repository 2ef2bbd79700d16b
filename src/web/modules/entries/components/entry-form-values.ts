import { maxEntryPieces } from '../../../../shared/contracts/entries/create-entry';
import { entryNoteSchema, pieceMgSchema, spareMgSchema, type EntryDetail, entryTypeValues } from '../../../../shared/contracts/entries/entry';
import { nameSchema, phoneSchema } from '../../../../shared/contracts/common';
import type { Holder, MaterialCategory } from '../../../../shared/contracts/materials/material';
import {
  biggerThan,
  maxLength,
  matches,
  needFill,
  needInput,
  needPick,
  notBiggerThan,
  runRules,
  type Rule,
  type RuleError,
} from '../../../../shared/form-rules';
import { formatGrams } from '../../../../shared/units';
import { postingDateBody, type PostingDateValues } from '../../../ui/posting-date-field';

export type EntryType = (typeof entryTypeValues)[number];
export { entryTypeValues };

/** One piece row being typed; `itemId` and `materialId` come from a scanned production item. */
export interface EntryPieceDraft {
  /** React key, stable while rows are added and removed. */
  key: string;
  description: string;
  issuedMg: number | null;
  itemId: number | null;
  materialId: number | null;
}

export interface RepairDraft {
  customerName: string;
  customerPhone: string;
  request: string;
  /** YYYY-MM-DD. */
  promisedOn: string | null;
}

export interface EntryFormValues {
  type: EntryType;
  categoryId: number | null;
  jewellerHolderId: number | null;
  sourceHolderId: number | null;
  materialId: number | null;
  spareMg: number | null;
  note: string;
  pieces: EntryPieceDraft[];
  repair: RepairDraft;
  /** The posting day ('' or left out: today) and why it is earlier (PostingDateField). */
  postingDate?: string;
  postingDateReason?: string;
}

export const postingValuesOf = (values: Pick<EntryFormValues, 'postingDate' | 'postingDateReason'>): PostingDateValues => ({
  postingDate: values.postingDate ?? '',
  postingDateReason: values.postingDateReason ?? '',
});

/**
 * A row's key is the form's own: the next number after the rows it joins. The
 * grid writes it into the page (`data-piece`, `data-fast-row`) and finds its
 * fields by it, so the rows a page opens with must get the same keys wherever
 * they are drawn: a counter kept by the module counted on in the server's
 * drawing process, and the app's keys no longer named the drawn rows (the fast
 * entry's Enter found no weight field to go to).
 */
export function nextPieceKey(rows: readonly { key: string }[]): string {
  const last = Math.max(0, ...rows.map((row) => Number(/^piece-(\d+)$/.exec(row.key)?.[1] ?? 0)));
  return `piece-${last + 1}`;
}

/** A blank piece (or one with `patch`), to go after `rows`. */
export function newPieceDraft(patch: Partial<Omit<EntryPieceDraft, 'key'>> = {}, rows: readonly { key: string }[] = []): EntryPieceDraft {
  return { key: nextPieceKey(rows), description: '', issuedMg: null, itemId: null, materialId: null, ...patch };
}

/** Pieces made one after the other, each keyed after the ones before it. */
export function pieceDrafts(patches: readonly Partial<Omit<EntryPieceDraft, 'key'>>[]): EntryPieceDraft[] {
  return patches.reduce<EntryPieceDraft[]>((made, patch) => [...made, newPieceDraft(patch, made)], []);
}

export const emptyRepair: RepairDraft = { customerName: '', customerPhone: '', request: '', promisedOn: null };

export const isBlankPiece = (piece: EntryPieceDraft): boolean =>
  piece.description.trim() === '' && piece.issuedMg === null && piece.itemId === null;

/** The rows the ticket carries: every row typed in; when all are blank, the first, so that it is named as missing. */
export function keptPieces(pieces: readonly EntryPieceDraft[]): EntryPieceDraft[] {
  const kept = pieces.filter((piece) => !isBlankPiece(piece));
  return kept.length > 0 ? kept : pieces.slice(0, 1);
}

/** `pieces.{i}.{field}` of a row in the body (and in the server's field errors); none for a blank row left out. */
export function piecePath(pieces: readonly EntryPieceDraft[], key: string, field: string): string | undefined {
  const index = keptPieces(pieces).findIndex((piece) => piece.key === key);
  return index < 0 ? undefined : `pieces.${index}.${field}`;
}

/** The form as the contract reads it: a missing value stays null so that the contract names it. */
export function entryFormBody(values: EntryFormValues) {
  return {
    type: values.type,
    categoryId: values.categoryId,
    materialId: values.materialId,
    jewellerHolderId: values.jewellerHolderId,
    sourceHolderId: values.sourceHolderId,
    spareMg: values.spareMg ?? 0,
    note: values.note.trim(),
    repair:
      values.type === 'repair'
        ? {
            customerName: values.repair.customerName.trim(),
            customerPhone: values.repair.customerPhone.trim(),
            request: values.repair.request.trim(),
            promisedOn: values.repair.promisedOn,
          }
        : null,
    pieces: keptPieces(values.pieces).map((piece) => ({
      description: piece.description.trim(),
      issuedMg: piece.issuedMg,
      itemId: piece.itemId,
      materialId: piece.materialId,
    })),
    ...postingDateBody(postingValuesOf(values)),
  };
}

/** The init weight: what the pieces typed so far weigh (mg). */
export const piecesMg = (pieces: readonly EntryPieceDraft[]): number => pieces.reduce((sum, piece) => sum + (piece.issuedMg ?? 0), 0);

const maxOf = (schema: { maxValue: number | null }, fallback: number) => schema.maxValue ?? fallback;
export const maxPieceMg = maxOf(pieceMgSchema, 10_000_000);
export const maxSpareMg = maxOf(spareMgSchema, 1_000_000);
const maxDescription = 200;
const maxNote = entryNoteSchema.maxLength ?? 500;
const maxName = nameSchema.maxLength ?? 120;
const maxPhone = phoneSchema.maxLength ?? 40;
const phonePattern = /^[0-9+()\-. /]*$/;

/**
 * The form's problems, worded as spec §5 words them (need pick, need to fill,
 * need input, have to be bigger than …), by body path; the first of each field.
 * The contract and the server check again.
 */
export function entryFormProblems(values: EntryFormValues, locale: string): Record<string, RuleError> {
  const problems: Record<string, RuleError> = {};
  const check = <T>(path: string, value: T, rules: readonly Rule<T>[]) => {
    const error = runRules(value, rules);
    if (error) problems[path] = error;
  };
  const grams = (mg: number) => formatGrams(mg, locale);
  for (const field of ['categoryId', 'jewellerHolderId', 'sourceHolderId', 'materialId'] as const) check(field, values[field], [needPick()]);
  check('type', values.type, [needPick()]);
  check('spareMg', values.spareMg, [notBiggerThan(maxSpareMg, grams(maxSpareMg))]);
  check('note', values.note.trim(), [maxLength(maxNote)]);
  const pieces = keptPieces(values.pieces);
  if (pieces.length > maxEntryPieces) problems.pieces = { key: 'form.cannotBeBigger', params: { limit: maxEntryPieces } };
  pieces.forEach((piece, index) => {
    check(`pieces.${index}.description`, piece.description.trim(), [needFill(), maxLength(maxDescription)]);
    check(`pieces.${index}.issuedMg`, piece.issuedMg, [needInput(), biggerThan(0, grams(0)), notBiggerThan(maxPieceMg, grams(maxPieceMg))]);
  });
  if (values.type === 'repair') {
    check('repair.customerName', values.repair.customerName.trim(), [needFill(), maxLength(maxName)]);
    check('repair.customerPhone', values.repair.customerPhone.trim(), [maxLength(maxPhone), matches(phonePattern)]);
    check('repair.request', values.repair.request.trim(), [maxLength(maxNote)]);
  }
  return problems;
}

/** The type a kind of work usually is, by its code (REPAIR → repair …); making otherwise. */
export function typeOfCategory(category: { code: string } | undefined): EntryType {
  const code = category?.code.toUpperCase() ?? '';
  if (code.includes('REPAIR')) return 'repair';
  if (code.includes('SETTING') || code.includes('STONE')) return 'setting';
  if (code.includes('ASSEMBL')) return 'assembly';
  if (code.includes('POLISH')) return 'polishing';
  return 'making';
}

/** Where metal for the bench comes from: the safe, or the casting room for cast pieces. */
export const sourceKinds: readonly Holder['kind'][] = ['safe', 'casting'];

/** The first active safe: the usual source. */
export const defaultSourceId = (holders: readonly Holder[]): number | null =>
  holders.find((holder) => holder.active && holder.kind === 'safe')?.id ?? null;

/**
 * The material an entry most likely issues: the one last issued on this
 * browser, while it is active; else the one the source holds most of; else
 * the first active one.
 */
export function defaultMaterialId(
  materials: readonly Pick<MaterialCategory, 'id' | 'active'>[],
  source: Pick<Holder, 'balances'> | undefined,
  lastUsed: number | null,
): number | null {
  const active = materials.filter((material) => material.active);
  if (lastUsed !== null && active.some((material) => material.id === lastUsed)) return lastUsed;
  const held = [...(source?.balances ?? [])]
    .filter((balance) => balance.mg > 0 && active.some((material) => material.id === balance.materialId))
    .sort((a, b) => b.mg - a.mg);
  return held[0]?.materialId ?? active[0]?.id ?? null;
}

const lastMaterialKey = 'entries.lastMaterialId';
export function rememberedMaterialId(): number | null {
  try {
    const stored = Number(globalThis.localStorage?.getItem(lastMaterialKey));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}
export function rememberMaterialId(materialId: number): void {
  try {
    globalThis.localStorage?.setItem(lastMaterialKey, String(materialId));
  } catch {
    // Private mode: the default is only a convenience.
  }
}

/** A new ticket for a kind of work. */
export function newEntryValues(category: { id: number; code: string } | undefined, pieces = 1): EntryFormValues {
  return {
    type: typeOfCategory(category),
    categoryId: category?.id ?? null,
    jewellerHolderId: null,
    sourceHolderId: null,
    materialId: null,
    spareMg: null,
    note: '',
    pieces: pieceDrafts(Array.from({ length: pieces }, () => ({}))),
    repair: { ...emptyRepair },
  };
}

/** The ticket of an entry, to edit it. */
export function entryFormValuesOf(entry: EntryDetail): EntryFormValues {
  return {
    type: entry.type,
    categoryId: entry.categoryId,
    jewellerHolderId: entry.jeweller.id,
    sourceHolderId: entry.source.id,
    materialId: entry.materialId,
    spareMg: entry.spareMg === 0 ? null : entry.spareMg,
    note: entry.note,
    pieces: pieceDrafts(entry.pieces.map((piece) => ({ description: piece.description, issuedMg: piece.issuedMg, itemId: piece.itemId }))),
    repair: entry.repair
      ? {
          customerName: entry.repair.customerName,
          customerPhone: entry.repair.customerPhone,
          request: entry.repair.request,
          promisedOn: entry.repair.promisedOn,
        }
      : { ...emptyRepair },
  };
}

