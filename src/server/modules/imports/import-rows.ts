import { importColumns, maxImportRows, type ImportKind } from '../../../shared/contracts/imports/import-file';
import type { MessageKey } from '../../platform/i18n/messages';
import type { SheetRow } from './spreadsheet-file';

/**
 * A sheet's rows by field: the header row (the first row with any text) says
 * which column fills which field, in Khmer or English or by the field's own
 * name; the rows below it, empty ones left out, are the records.
 */
export interface RowProblem {
  /** The field at fault, or null for the row (or the file) as a whole. */
  readonly field: string | null;
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface FieldRow {
  readonly line: number;
  readonly cells: Readonly<Record<string, string>>;
}

export interface FieldTable {
  readonly columns: readonly { readonly field: string; readonly header: string }[];
  readonly rows: readonly FieldRow[];
  /** Headers that name no field: read past (a shop's sheet may carry a price or a photo column), and shown. */
  readonly ignoredColumns: readonly string[];
  readonly fileProblems: readonly RowProblem[];
}

/** Header text as compared: case, spaces, a required-mark `*` and a unit in brackets do not matter. */
export function headerKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const withoutBrackets = (text: string) => text.replace(/\s*\([^)]*\)\s*/g, ' ').trim();

function fieldOfHeader(kind: ImportKind, header: string): string | null {
  const key = headerKey(header);
  if (key === '') return null;
  for (const column of importColumns[kind]) {
    const names = [column.field, column.en, column.kh].map(headerKey);
    if (names.includes(key) || names.map(withoutBrackets).includes(withoutBrackets(key))) return column.field;
  }
  return null;
}

export function fieldTable(kind: ImportKind, sheetRows: readonly SheetRow[]): FieldTable {
  const headerIndex = sheetRows.findIndex((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) return { columns: [], rows: [], ignoredColumns: [], fileProblems: [{ field: null, key: 'imports.noRows' }] };
  const header = sheetRows[headerIndex]!;
  const fields = header.cells.map((cell) => fieldOfHeader(kind, cell));
  const problems: RowProblem[] = [];
  const columns: { field: string; header: string }[] = [];
  const ignoredColumns: string[] = [];
  fields.forEach((field, index) => {
    if (field === null) {
      const text = header.cells[index]!.trim();
      if (text !== '') ignoredColumns.push(text);
    } else if (columns.some((c) => c.field === field)) problems.push({ field, ...{ key: 'imports.repeatedColumn', params: { column: header.cells[index]!.trim() } } });
    else columns.push({ field, header: header.cells[index]!.trim() });
  });
  for (const column of importColumns[kind]) {
    if (column.required && !columns.some((c) => c.field === column.field)) problems.push({ field: column.field, key: 'imports.missingColumn', params: { en: column.en, kh: column.kh } });
  }
  const rows: FieldRow[] = [];
  for (const row of sheetRows.slice(headerIndex + 1)) {
    if (!row.cells.some((cell) => cell.trim() !== '')) continue;
    const cells: Record<string, string> = {};
    fields.forEach((field, index) => {
      if (field !== null && cells[field] === undefined) cells[field] = (row.cells[index] ?? '').trim();
    });
    rows.push({ line: row.line, cells });
  }
  if (rows.length === 0) problems.push({ field: null, key: 'imports.noRows' });
  if (rows.length > maxImportRows) problems.push({ field: null, key: 'imports.tooManyRows', params: { count: rows.length, max: maxImportRows } });
  return { columns, rows, ignoredColumns, fileProblems: problems };
}
