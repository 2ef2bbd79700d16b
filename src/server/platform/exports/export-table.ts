import type { ShopTime } from '../../../shared/shop-time';
import { toDecimalString } from '../../../shared/units';
import type { Locale } from '../i18n/messages';
import { writeXlsx, type XlsxCell } from './xlsx-writer';

/**
 * The one home of exports (issue 19 §7): a list or a report described as
 * tables, written as CSV or XLSX. Usage, in a module's routes:
 *
 *   import { exportColumn, type ExportTable } from '../../platform/exports/export-table';
 *   import { exportFileStem, sendExport } from '../../platform/exports/export-reply';
 *   const table: ExportTable = {
 *     title: ['Invoices', 'វិក្កយបត្រ'],
 *     columns: [exportColumn('Number', 'លេខ', 'text'), exportColumn('Gold (g)', 'មាស (ក្រាម)', 'mg'), exportColumn('Total (USD)', 'សរុប (ដុល្លារ)', 'cents')],
 *     rows: invoices.map((i) => [i.number, i.goldMg, i.totalCents]),   // integers as stored: mg, minor units
 *   };
 *   return sendExport(reply, { format: query.format, locale, fileStem: exportFileStem('invoices'), tables: [table] });
 *
 * The query takes `...exportShape` (src/shared/contracts/platform/export-file.ts)
 * beside the list's filters; collect the rows with `allPages` (export-reply.ts),
 * which refuses more than exportRowCap rows with a 422, inside `readSnapshot`
 * so every page is read at one instant.
 *
 * A column's kind says how its integers are written: mg as grams (3
 * decimals), cents as dollars (2), riel whole, bp (basis points, or a purity
 * in parts per ten thousand) as a percentage (2), int as a count. Strings
 * are text in every column; a cell may carry its own kind ({ kind, value })
 * where one column mixes currencies. Numbers are never floats on the way:
 * the CSV gets the exact decimal text, XLSX the number that text reads as.
 */
export type CellKind = 'text' | 'int' | 'mg' | 'cents' | 'riel' | 'bp';
/** A header or title in both languages. */
export type Label = readonly [en: string, kh: string];
export interface Column {
  readonly label: Label;
  readonly kind: CellKind;
}
export type Cell = string | number | null | { readonly kind: CellKind; readonly value: number };
export interface ExportTable {
  readonly title: Label;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
}

export const say = (label: Label, locale: Locale) => (locale === 'kh' ? label[1] : label[0]);
export const exportColumn = (en: string, kh: string, kind: CellKind): Column => ({ label: [en, kh], kind });

/** A column of a list's table and the cell each item gives it: header (en, kh), kind, cell. */
export type ColumnOf<T> = readonly [en: string, kh: string, kind: CellKind, cell: (item: T) => Cell];

/**
 * A list as one table, each column's header beside the cell it takes from an
 * item, so a column cannot be added, moved or dropped on one side only;
 * linesBelow are written after the items' rows (a rounding, who signed):
 *
 *   listTable(['Invoices', 'វិក្កយបត្រ'], items, [['Number', 'លេខ', 'text', (i) => i.number], …]);
 */
export function listTable<T>(title: Label, items: readonly T[], columns: readonly ColumnOf<T>[], linesBelow: readonly (readonly Cell[])[] = []): ExportTable {
  return {
    title,
    columns: columns.map(([en, kh, kind]) => exportColumn(en, kh, kind)),
    rows: [...items.map((item) => columns.map(([, , , cell]) => cell(item))), ...linesBelow],
  };
}

/** A named record (a branch, a category…) in the reader's language; nothing, as an empty cell. */
export const nameIn = (ref: { readonly nameKh: string; readonly nameEn: string } | null | undefined, locale: Locale) => (ref ? (locale === 'kh' ? ref.nameKh : ref.nameEn) : '');

/** A code's words from its table of labels; a code the table does not know is written as it is. */
export const labelIn = (labels: Readonly<Record<string, Label>>, code: string, locale: Locale) => {
  const label = labels[code];
  return label ? say(label, locale) : code;
};

/** Excel reads a UTF-8 file as UTF-8 (and shows Khmer) only with this mark first. */
export const utf8Bom = '\uFEFF';

/** The shop's wall clock (shop.timeZone, through shopTimeOf) "YYYY-MM-DD HH:mm" for an instant, or "YYYY-MM-DD HH:mm:ss" with seconds. */
export function shopDateTime(instant: string | Date, shop: ShopTime, options: { seconds?: boolean } = {}): string {
  return shop.dateTimeOf(instant, options);
}

/**
 * A text cell a spreadsheet cannot run (OWASP, CSV injection): one that
 * starts with = + - @, a tab or a carriage return (or their full-width forms,
 * which some spreadsheets fold) gets a leading apostrophe, then the cell is
 * quoted when it holds a comma, a quote or a line break.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The exact decimal text of an integer of the kind: 8630 mg → "8.630", 12345 cents → "123.45". */
export function decimalOf(value: number, kind: CellKind): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`an export cell of kind ${kind} must be a safe integer, got ${value}`);
  switch (kind) {
    case 'mg':
      return toDecimalString(value, 3);
    case 'cents':
    case 'bp':
      return toDecimalString(value, 2);
    default:
      return String(value);
  }
}

const cellKind = (cell: Cell, column: Column | undefined): CellKind => (cell !== null && typeof cell === 'object' ? cell.kind : (column?.kind ?? 'text'));

function csvValue(cell: Cell, column: Column | undefined): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return csvText(cell);
  return decimalOf(typeof cell === 'number' ? cell : cell.value, cellKind(cell, column));
}

const xlsxFormats = { text: 'integer', int: 'integer', riel: 'integer', mg: 'grams', cents: 'money', bp: 'percent' } as const;

function xlsxValue(cell: Cell, column: Column | undefined): XlsxCell {
  if (cell === null) return null;
  if (typeof cell === 'string') return cell;
  const kind = cellKind(cell, column);
  // The number the exact decimal text reads as (the nearest double, as a spreadsheet would read the CSV).
  return { value: Number(decimalOf(typeof cell === 'number' ? cell : cell.value, kind)), format: xlsxFormats[kind] };
}

export interface CsvOptions {
  /** Write each table's title above its header: by default only when there is more than one table. */
  readonly titles?: boolean;
}

/** CSV: the BOM, then each table (its title when asked, its header, its rows), a blank line between tables; CRLF line ends. */
export function tablesToCsv(tables: readonly ExportTable[], locale: Locale, options: CsvOptions = {}): string {
  const titles = options.titles ?? tables.length > 1;
  const lines: string[] = [];
  tables.forEach((table, index) => {
    if (index > 0) lines.push('');
    if (titles) lines.push(csvText(say(table.title, locale)));
    lines.push(table.columns.map((c) => csvText(say(c.label, locale))).join(','));
    for (const row of table.rows) lines.push(row.map((cell, i) => csvValue(cell, table.columns[i])).join(','));
  });
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}

/** XLSX: one sheet per table named after its title, a bold frozen header, numbers typed with their format. */
export function tablesToXlsx(tables: readonly ExportTable[], locale: Locale): Promise<Uint8Array> {
  return writeXlsx(
    tables.map((table) => ({
      name: say(table.title, locale),
      rows: [table.columns.map((c) => say(c.label, locale)), ...table.rows.map((row) => row.map((cell, i) => xlsxValue(cell, table.columns[i])))],
    })),
  );
}
