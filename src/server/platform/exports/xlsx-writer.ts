import ExcelJS from 'exceljs';

/**
 * Exports as XLSX through exceljs (ARCHITECTURE: exports), for export-table.ts: one sheet
 * per table, a bold frozen header row, strings as they are (Khmer stays
 * Khmer), numbers as numbers with a display format, columns sized to fit.
 */
export type XlsxCell = string | { readonly value: number; readonly format: XlsxNumberFormat } | null;
export type XlsxNumberFormat = 'integer' | 'grams' | 'money' | 'percent';

export interface XlsxSheet {
  readonly name: string;
  /** Rows of cells; the first is the header (bold). */
  readonly rows: readonly (readonly XlsxCell[])[];
}

const numberFormats: Record<XlsxNumberFormat, string> = { integer: '#,##0', grams: '#,##0.000', money: '#,##0.00', percent: '0.00' };

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook (Excel's rules). */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, index) => {
    const base = (raw.replace(/[:\\/?*[\]]/g, ' ').trim() || `Sheet${index + 1}`).slice(0, 31);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

const widthOf = (cell: XlsxCell | undefined) => (cell === null || cell === undefined ? 0 : typeof cell === 'string' ? cell.length + 2 : String(cell.value).length + 4);

/** The workbook's bytes. */
export async function writeXlsx(sheets: readonly XlsxSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const list = sheets.length > 0 ? sheets : [{ name: 'Sheet1', rows: [] }];
  const names = sheetNames(list.map((s) => s.name));
  list.forEach((sheet, index) => {
    const worksheet = workbook.addWorksheet(names[index], sheet.rows.length > 1 ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
    sheet.rows.forEach((row, r) => {
      const added = worksheet.addRow(row.map((cell) => (cell === null ? null : typeof cell === 'string' ? cell : Number.isFinite(cell.value) ? cell.value : null)));
      row.forEach((cell, c) => {
        if (cell !== null && typeof cell !== 'string') added.getCell(c + 1).numFmt = numberFormats[cell.format];
      });
      if (r === 0) added.font = { bold: true };
    });
    const width = Math.max(1, ...sheet.rows.map((r) => r.length));
    worksheet.columns = Array.from({ length: width }, (_, c) => ({ width: Math.min(60, Math.max(8, ...sheet.rows.map((r) => widthOf(r[c])))) }));
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
