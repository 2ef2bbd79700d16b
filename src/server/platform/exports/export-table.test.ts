import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportRowCap } from '../../../shared/contracts/platform/export-file';
import { parseCsv } from '../../testing/csv';
import { AppError } from '../errors';
import { allPages, contentDisposition, exportFileStem } from './export-reply';
import { csvText, decimalOf, exportColumn, labelIn, listTable, nameIn, tablesToCsv, tablesToXlsx, type ExportTable } from './export-table';
import { sheetNames, writeXlsx } from './xlsx-writer';

const invoices: ExportTable = {
  title: ['Invoices', 'វិក្កយបត្រ'],
  columns: [exportColumn('Number', 'លេខ', 'text'), exportColumn('Customer', 'អតិថិជន', 'text'), exportColumn('Gold (g)', 'មាស (ក្រាម)', 'mg'), exportColumn('Total (USD)', 'សរុប (ដុល្លារ)', 'cents'), exportColumn('Paid', 'បានបង់', 'cents')],
  rows: [
    ['INV-0001', 'សុខ ចាន់ថា', 8_630, 123_45, { kind: 'riel', value: 977_100 }],
    ['=HYPERLINK("http://x","y")', '-2+3', -150, -5, null],
    ['@SUM(A1)', 'a, "b"\r\nc', 0, 9_007_199_254_740_991, 1],
  ],
};

describe('the export helper: CSV', () => {
  it('starts with the UTF-8 byte order mark, ends lines with CRLF, and writes the headers in the user language', () => {
    const kh = tablesToCsv([invoices], 'kh');
    expect(Buffer.from(kh, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(kh.slice(1).split('\r\n')[0]).toBe('លេខ,អតិថិជន,មាស (ក្រាម),សរុប (ដុល្លារ),បានបង់');
    expect(tablesToCsv([invoices], 'en').slice(1).split('\r\n')[0]).toBe('Number,Customer,Gold (g),Total (USD),Paid');
    expect(kh.endsWith('\r\n')).toBe(true);
    expect(kh.replace(/\r\n/g, '')).not.toMatch(/(?<!\r)\n/);
  });

  it('neutralises every text cell a spreadsheet would run (= + - @ tab CR), quotes commas, quotes and line breaks, and keeps Khmer as it is', () => {
    const rows = parseCsv(tablesToCsv([invoices], 'en').slice(1));
    expect(rows[1]).toEqual(['INV-0001', 'សុខ ចាន់ថា', '8.630', '123.45', '977100']);
    expect(rows[2]![0]).toBe('\'=HYPERLINK("http://x","y")');
    expect(rows[2]![1]).toBe("'-2+3");
    expect(rows[3]![0]).toBe("'@SUM(A1)");
    expect(rows[3]![1]).toBe('a, "b"\r\nc');
    for (const lead of ['=', '+', '-', '@', '\t', '\r', '＝']) expect(csvText(`${lead}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvText('1-2')).toBe('1-2');
    expect(csvText('')).toBe('');
  });

  it('writes numbers exactly from their integers (no float on the way), negatives as numbers, nulls empty', () => {
    const rows = parseCsv(tablesToCsv([invoices], 'en').slice(1));
    expect(rows[2]!.slice(2)).toEqual(['-0.150', '-0.05', '']);
    expect(rows[3]!.slice(2)).toEqual(['0.000', '90071992547409.91', '0.01']);
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('mg', 'cents', 'riel', 'int', 'bp'), (n, kind) => {
        const text = decimalOf(n, kind);
        const scale = kind === 'mg' ? 3 : kind === 'cents' || kind === 'bp' ? 2 : 0;
        expect(text).toMatch(scale === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${scale}}$`));
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(n));
      }),
    );
    expect(() => decimalOf(0.5, 'cents')).toThrow(RangeError);
  });

  it('writes one header line per table; titles above them when there are several tables or when asked', () => {
    const single = tablesToCsv([invoices], 'en');
    expect(single.slice(1).startsWith('Number,')).toBe(true);
    expect(tablesToCsv([invoices], 'en', { titles: true }).slice(1).startsWith('Invoices\r\nNumber,')).toBe(true);
    const two = tablesToCsv([invoices, { ...invoices, title: ['Totals', 'សរុប'], rows: [] }], 'kh');
    expect(two.slice(1).split('\r\n').slice(0, 1)).toEqual(['វិក្កយបត្រ']);
    expect(two).toContain('\r\n\r\nសរុប\r\nលេខ,');
  });
});

describe('the export helper: a list as a table', () => {
  it('puts each column\'s header beside its cell, in order, with the lines below after the items', () => {
    const branch = { nameEn: 'Central Market', nameKh: 'ផ្សារធំថ្មី' };
    const table = listTable(
      ['Pieces', 'គ្រឿង'],
      [{ code: 'R-1', mg: 8_630, branch, state: 'sold' }, { code: 'R-2', mg: 150, branch: null, state: 'lost' }],
      [
        ['Code', 'លេខកូដ', 'text', (p) => p.code],
        ['Gross (g)', 'ទម្ងន់សរុប (ក្រាម)', 'mg', (p) => p.mg],
        ['Branch', 'សាខា', 'text', (p) => nameIn(p.branch, 'kh')],
        ['State', 'ស្ថានភាព', 'text', (p) => labelIn({ sold: ['Sold', 'បានលក់'] }, p.state, 'en')],
      ],
      [['Total', null, { kind: 'mg', value: 8_780 }, null]],
    );
    expect(tablesToCsv([table], 'en').slice(1).split('\r\n')).toEqual(['Code,Gross (g),Branch,State', 'R-1,8.630,ផ្សារធំថ្មី,Sold', 'R-2,0.150,,lost', 'Total,,8.780,', '']);
  });
});

describe('the export helper: XLSX', () => {
  it('reads back with exceljs: Khmer headers, text as text (a formula-looking cell is not a formula), numbers as typed numbers with their format', async () => {
    const bytes = await tablesToXlsx([invoices], 'kh');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('វិក្កយបត្រ');
    expect(sheet.getRow(1).values).toEqual([undefined, 'លេខ', 'អតិថិជន', 'មាស (ក្រាម)', 'សរុប (ដុល្លារ)', 'បានបង់']);
    expect(sheet.getCell('B2').value).toBe('សុខ ចាន់ថា');
    expect(sheet.getCell('C2').value).toBe(8.63);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.000');
    expect(sheet.getCell('D2').value).toBe(123.45);
    expect(sheet.getCell('D2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('E2').value).toBe(977_100);
    expect(sheet.getCell('E2').numFmt).toBe('#,##0');
    expect(sheet.getCell('A3').value).toBe('=HYPERLINK("http://x","y")');
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C3').value).toBe(-0.15);
    expect(sheet.getCell('E3').value).toBeNull();
  });

  it('keeps sheet names within Excel\'s rules: 31 characters, no : \\ / ? * [ ], unique', () => {
    expect(sheetNames(['តាមជាង', 'A/B: loss?', 'A very long sheet name that goes past thirty-one', 'A very long sheet name that goes past thirty-one', ''])).toEqual([
      'តាមជាង',
      'A B  loss',
      'A very long sheet name that goe',
      'A very long sheet name that g 2',
      'Sheet5',
    ]);
  });

  it('writes a workbook a spreadsheet reads back: Khmer text as it is, numbers as numbers with their format, a bold frozen header', async () => {
    const bytes = await writeXlsx([
      { name: 'តាមជាង', rows: [['ឈ្មោះ', 'Loss (g)'], ['A & <B>', { value: 0.15, format: 'grams' }], [null, { value: 12, format: 'integer' }]] },
      { name: 'A very long sheet name that goes past thirty-one', rows: [] },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['តាមជាង', 'A very long sheet name that goe']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('ឈ្មោះ');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('A & <B>');
    expect(sheet.getCell('B2').value).toBe(0.15);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.000');
    expect(sheet.getCell('A3').value).toBeNull();
    expect(sheet.getCell('B3').value).toBe(12);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});

describe('the export file', () => {
  it('is named after the list and the shop day; a non-ASCII name goes in filename* (RFC 5987) with an ASCII stand-in', () => {
    expect(exportFileStem('invoices', '2026-11-25')).toBe('invoices-2026-11-25');
    expect(contentDisposition('invoices-2026-11-25.csv')).toBe('attachment; filename="invoices-2026-11-25.csv"');
    expect(contentDisposition('វិក្កយបត្រ 2026.xlsx')).toBe(
      `attachment; filename="__________ 2026.xlsx"; filename*=UTF-8''${encodeURIComponent('វិក្កយបត្រ 2026.xlsx')}`,
    );
    expect(contentDisposition('a"b\'(c).csv')).toBe(`attachment; filename="a_b'(c).csv"; filename*=UTF-8''a%22b%27%28c%29.csv`);
  });

  it('collects every page of a list, and refuses a list longer than the cap with a 422 before reading further', async () => {
    const list = Array.from({ length: 1234 }, (_, i) => i);
    const pagesRead: number[] = [];
    const find = async (page: number, pageSize: number) => {
      pagesRead.push(page);
      return { items: list.slice((page - 1) * pageSize, page * pageSize), total: list.length };
    };
    expect(await allPages(find)).toEqual(list);
    expect(pagesRead).toEqual([1, 2, 3]);

    pagesRead.length = 0;
    const tooLong = async (page: number) => {
      pagesRead.push(page);
      return { items: [1], total: exportRowCap + 1 };
    };
    const refused = await allPages(tooLong).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 422, code: 'export.tooManyRows', params: { count: exportRowCap + 1, cap: exportRowCap } });
    expect(pagesRead).toEqual([1]);
  });
});
