import ExcelJS from 'exceljs';
import { csvSeparatorOf, readCsv, unneutralised } from './csv-reader';

/**
 * An uploaded file read as a table of text cells, or why it cannot be: the
 * kind is told by the bytes, not the name (a renamed PDF is not a
 * spreadsheet). XLSX is a ZIP holding a workbook; CSV is text (UTF-8 with or
 * without its BOM, or UTF-16 as Excel's "Unicode text" writes it).
 */
export type SpreadsheetRefusal = 'notASpreadsheet' | 'oldExcel' | 'notUtf8' | 'emptyFile' | 'unknownSheet' | 'brokenWorkbook';

export type SpreadsheetFile =
  | { readonly ok: true; readonly format: 'csv' | 'xlsx'; readonly sheets: readonly string[]; readonly sheet: string | null; readonly rows: readonly SheetRow[] }
  | { readonly ok: false; readonly refusal: SpreadsheetRefusal };

/** A row as it stands in the file: its number (1 = the first row) and its cells as text. */
export interface SheetRow {
  readonly line: number;
  readonly cells: readonly string[];
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The file's table. An XLSX with several sheets and no `sheet` chosen gives
 * the sheet names and no rows (the user picks one); one sheet is read as it is.
 */
export async function readSpreadsheet(bytes: Uint8Array, sheet: string | null): Promise<SpreadsheetFile> {
  if (bytes.length === 0) return { ok: false, refusal: 'emptyFile' };
  if (startsWith(bytes, oleMagic)) return { ok: false, refusal: 'oldExcel' };
  if (startsWith(bytes, zipMagic)) return readWorkbook(bytes, sheet);
  const text = decodeText(bytes);
  if (text === null) return { ok: false, refusal: looksBinary(bytes) ? 'notASpreadsheet' : 'notUtf8' };
  // Text with control characters other than tab and line breaks is not a table a person wrote.
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return { ok: false, refusal: 'notASpreadsheet' };
  const rows = readCsv(text, csvSeparatorOf(text)).map((cells, index) => ({ line: index + 1, cells: cells.map((c) => unneutralised(c.trim())) }));
  return { ok: true, format: 'csv', sheets: ['CSV'], sheet: 'CSV', rows };
}

/** UTF-16 with its BOM, or UTF-8 (its BOM dropped); null when the bytes are neither. */
function decodeText(bytes: Uint8Array): string | null {
  try {
    if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Many NUL or control bytes in the first KiB: an image, a PDF, a program, not text in another encoding. */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  let control = 0;
  for (const b of head) if (b === 0 || (b < 0x09) || (b > 0x0d && b < 0x20)) control += 1;
  return control > head.length / 50;
}

async function readWorkbook(bytes: Uint8Array, chosen: string | null): Promise<SpreadsheetFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    // A ZIP that is not a workbook (a .docx, a zipped folder) or a damaged one.
    return { ok: false, refusal: 'brokenWorkbook' };
  }
  const worksheets = workbook.worksheets.filter((w) => w.state !== 'hidden' && w.state !== 'veryHidden');
  const sheets = worksheets.map((w) => w.name);
  if (sheets.length === 0) return { ok: false, refusal: 'emptyFile' };
  if (chosen === null && sheets.length > 1) return { ok: true, format: 'xlsx', sheets, sheet: null, rows: [] };
  const worksheet = chosen === null ? worksheets[0] : worksheets.find((w) => w.name === chosen);
  if (!worksheet) return { ok: false, refusal: 'unknownSheet' };
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  });
  return { ok: true, format: 'xlsx', sheets, sheet: worksheet.name, rows };
}

/**
 * A cell's value as the text a person sees: a number by its shortest exact
 * decimal (8.63 stays "8.63", so a weight parses to the milligram), a
 * formula by its result, rich text joined, a date as YYYY-MM-DD.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value && value.result !== undefined ? cellText(value.result as ExcelJS.CellValue) : '';
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return '';
  return '';
}
