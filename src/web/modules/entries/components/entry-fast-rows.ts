import { isBlankPiece, newPieceDraft, type EntryPieceDraft } from './entry-form-values';

/**
 * The fast entry grid's rows and keys, pure: what a key does where the caret
 * is. A row is a piece: a code (scanned or typed) or a description, then its
 * weight. The grid always ends with one blank row to type into.
 */

/** A code typed or scanned is looked up once; `notFound` lets a second Enter keep the text as a description. */
export type FastLookup = 'none' | 'pending' | 'found' | 'notFound';

export interface FastRow extends EntryPieceDraft {
  /** What was typed or scanned: a production item's code, or a description. */
  text: string;
  lookup: FastLookup;
}

export type FastField = 'code' | 'weight';
export interface FastCursor {
  row: number;
  field: FastField;
}

export interface FastKeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  /** The input under the caret holds no text. */
  fieldEmpty: boolean;
}

export type FastAction =
  /** Not ours: the input handles the key. */
  | { kind: 'none' }
  | { kind: 'focus'; to: FastCursor }
  /** Look the code up; then the weight. */
  | { kind: 'lookup'; row: number }
  /** Remove the row and go on at `to` (indexes after the removal). */
  | { kind: 'remove'; row: number; to: FastCursor }
  /** The field needs a value first. */
  | { kind: 'missing'; at: FastCursor }
  /** The list is done: to the submit button. */
  | { kind: 'finish' }
  | { kind: 'submit' };

/** A blank row, to go after `rows` (entry-form-values.ts: its key is the form's own). */
export function newFastRow(rows: readonly FastRow[] = []): FastRow {
  return { ...newPieceDraft({}, rows), text: '', lookup: 'none' };
}

export const isBlankRow = (row: FastRow): boolean => row.text.trim() === '' && isBlankPiece(row);

/** One blank row at the end, to type the next piece into; blank rows before it stay until removed. */
export function withTrailingBlank(rows: readonly FastRow[]): FastRow[] {
  const last = rows[rows.length - 1];
  return last && isBlankRow(last) ? [...rows] : [...rows, newFastRow(rows)];
}

/** A production item's code as the tags print it (`IT-2026-000042`): looked up, not taken as a description. */
export const looksLikeItemCode = (text: string): boolean => /^[A-Z]{2,4}-\d{4}-\d{3,9}$/i.test(text.trim());

/** The text typed into a row's first field: a new look-up, the description as typed. */
export function typedRow(row: FastRow, text: string): FastRow {
  return { ...row, text, description: text.trim(), itemId: null, materialId: null, lookup: 'none' };
}

/** A found item: its code and description name the piece; its material is checked against a material-strict category. */
export function foundRow(row: FastRow, item: { id: number; code: string; description: string; materialId: number }): FastRow {
  return { ...row, description: `${item.code} · ${item.description}`.slice(0, 200), itemId: item.id, materialId: item.materialId, lookup: 'found' };
}

export const weighedRow = (row: FastRow, issuedMg: number | null): FastRow => ({ ...row, issuedMg });

export function removeRow(rows: readonly FastRow[], index: number): FastRow[] {
  return withTrailingBlank(rows.filter((_, i) => i !== index));
}

/** The pieces typed so far (blank rows left out). */
export const filledRows = (rows: readonly FastRow[]): FastRow[] => rows.filter((row) => !isBlankRow(row));

/**
 * What a key does in the grid. Enter: code → weight (a code is looked up
 * first), weight → next row; on the empty last row, the list is done.
 * Backspace in an empty field goes back, and removes an empty row.
 * Ctrl+Delete removes the row; ↑ ↓ move between rows; Ctrl+Enter submits.
 */
export function fastKeyAction(rows: readonly FastRow[], at: FastCursor, press: FastKeyPress): FastAction {
  const ctrl = press.ctrlKey === true || press.metaKey === true;
  const row = rows[at.row];
  if (!row) return { kind: 'none' };
  const last = rows.length - 1;
  const isLast = at.row === last;
  if (press.key === 'Enter' && ctrl) return { kind: 'submit' };
  switch (press.key) {
    case 'Enter': {
      if (press.shiftKey || press.altKey) return { kind: 'none' };
      if (at.field === 'code') {
        if (isBlankRow(row)) return filledRows(rows).length > 0 ? { kind: 'finish' } : { kind: 'missing', at };
        if (row.text.trim() === '') return { kind: 'missing', at };
        if (row.lookup === 'pending') return { kind: 'focus', to: at };
        if (row.lookup === 'none' && looksLikeItemCode(row.text)) return { kind: 'lookup', row: at.row };
        return { kind: 'focus', to: { row: at.row, field: 'weight' } };
      }
      if (row.issuedMg === null || row.issuedMg <= 0) return { kind: 'missing', at };
      return { kind: 'focus', to: { row: at.row + 1, field: 'code' } };
    }
    case 'Backspace': {
      if (!press.fieldEmpty || ctrl) return { kind: 'none' };
      if (at.field === 'weight') return { kind: 'focus', to: { row: at.row, field: 'code' } };
      if (at.row === 0) return { kind: 'none' };
      if (!isBlankRow(row)) return { kind: 'none' };
      if (isLast) return { kind: 'focus', to: { row: at.row - 1, field: 'weight' } };
      return { kind: 'remove', row: at.row, to: { row: at.row - 1, field: 'weight' } };
    }
    case 'Delete': {
      if (!ctrl) return { kind: 'none' };
      if (isLast && isBlankRow(row)) return { kind: 'none' };
      return { kind: 'remove', row: at.row, to: { row: at.row, field: 'code' } };
    }
    case 'ArrowDown':
      return isLast ? { kind: 'none' } : { kind: 'focus', to: { row: at.row + 1, field: at.field } };
    case 'ArrowUp':
      return at.row === 0 ? { kind: 'none' } : { kind: 'focus', to: { row: at.row - 1, field: at.field } };
    default:
      return { kind: 'none' };
  }
}
