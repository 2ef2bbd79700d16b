import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../platform/exports/export-table';
import { checkRows, type ImportCatalogues } from './import-checks';
import { fieldTable } from './import-rows';
import { csvSeparatorOf, readCsv, unneutralised } from './csv-reader';

const named = (id: number, code: string, nameKh: string, nameEn: string, active = true) => ({ id, code, nameKh, nameEn, active });
const catalogues: ImportCatalogues = {
  categories: [named(1, 'RING', 'ចិញ្ចៀន', 'Ring'), named(2, 'OLD', 'ចាស់', 'Old', false)],
  materials: [named(5, 'AU750', 'មាស ១៨K', 'Gold 18K')],
  branches: [{ ...named(7, 'PP-CM', 'ផ្សារកណ្តាល', 'Central Market'), counterHolderId: 70 }, { ...named(8, 'PP-NEW', 'ថ្មី', 'New'), counterHolderId: null }],
  customerGroups: [named(3, 'VIP', 'អតិថិជនពិសេស', 'VIP')],
  takenPieceCodes: new Set(['R-TAKEN']),
  takenStaffCodes: new Set(['S001']),
  knownCustomers: new Set(),
  exampleRows: [],
};
const sheet = (rows: string[][]) => rows.map((cells, i) => ({ line: i + 1, cells }));
const pieceHeader = ['Code', 'Category', 'Material', 'Gross weight', 'Stone weight', 'Branch'];

describe('the rows of an import, checked', () => {
  it('reads headers in Khmer or English (case, spaces, a * and a unit in brackets aside), and names a missing required column', () => {
    const table = fieldTable('pieces', sheet([['  លេខកូដ * ', 'CATEGORY', 'ប្រភេទមាស', 'gross  weight', 'Branch', 'Price'], ['A-1', 'RING', 'AU750', '2', 'PP-CM', '9']]));
    expect(table.columns.map((c) => c.field)).toEqual(['code', 'category', 'material', 'grossWeight', 'branch']);
    expect(table.ignoredColumns).toEqual(['Price']);
    expect(table.fileProblems).toEqual([]);
    expect(fieldTable('pieces', sheet([['Code', 'Category'], ['A', 'RING']])).fileProblems.map((p) => p.params?.en)).toEqual(['Material', 'Gross weight', 'Branch']);
  });

  it('turns weights in grams or chi/hun/li into exact milligrams, and finds every problem of every row', () => {
    const table = fieldTable(
      'pieces',
      sheet([
        pieceHeader,
        ['a-1', 'Ring', 'au750', '1 chi 2 hun 3 li', '', 'Central Market'],
        ['A-2', 'ចិញ្ចៀន', 'AU750', '8.63', '8.63', 'PP-CM'],
        ['A-1', 'OLD', 'AU999', 'abc', '-1', 'PP-NEW'],
        ['R-TAKEN', 'RING', 'AU750', '0', '', 'NOWHERE'],
      ]),
    );
    const checked = checkRows('pieces', table.rows, catalogues);
    expect(checked[0]!.record).toMatchObject({ code: 'A-1', categoryId: 1, materialId: 5, grossMg: 3_750 + 750 + 113, stoneMg: 0, branchId: 7, counterHolderId: 70, makingChargeCents: null });
    expect(checked.map((row) => row.problems.map((p) => `${p.field}:${p.key}`))).toEqual([
      [],
      ['stoneWeight:stock.stonesOverGross'],
      ['code:imports.repeatedCode', 'category:imports.inactiveCategory', 'material:imports.unknownMaterial', 'grossWeight:imports.weightNotANumber', 'stoneWeight:imports.weightNegative', 'branch:stock.noCounter'],
      ['code:imports.codeTaken', 'grossWeight:imports.weightZero', 'branch:imports.unknownBranch'],
    ]);
    expect(checked.slice(1).every((row) => row.record === null)).toBe(true);
  });

  it('gives every row either a record or at least one problem, never both (property)', () => {
    const cell = fc.oneof(fc.constantFrom('RING', 'AU750', 'PP-CM', '2 chi', '3.5', '', '0', 'x', 'sYsþI'), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 20 }), (rows) => {
        const table = fieldTable('pieces', sheet([pieceHeader, ...rows]));
        for (const row of checkRows('pieces', table.rows, catalogues)) expect(row.record === null).toBe(row.problems.length > 0);
      }),
    );
  });

  it('refuses legacy-font Khmer in a customer name, a repeated customer and a phone that is not one; gives staff their kind from either language', () => {
    const people = checkRows('customers', fieldTable('customers', sheet([['Name', 'Phone', 'Group'], ['sux dar:a', '', ''], ['សុខ', '012 1', 'vip'], ['សុខ', '0121', ''], ['Lim', 'call', '']])).rows, catalogues);
    expect(people.map((r) => r.problems.map((p) => p.key))).toEqual([['imports.legacyKhmer'], [], ['imports.repeatedCustomer'], ['imports.badPhone']]);
    expect(people[1]!.record).toEqual({ name: 'សុខ', phone: '012 1', address: '', groupId: 3 });
    const staff = checkRows('staff', fieldTable('staff', sheet([['Name in Khmer', 'Name in English', 'Work'], ['ហេង', 'Heng', 'ជាងមាស'], ['លី', 'Ly', 'Stone setter'], ['ស', 'S', 'boss']])).rows, catalogues);
    expect(staff.map((r) => r.record?.kind ?? r.problems[0]!.key)).toEqual(['jeweller', 'setter', 'imports.unknownStaffKind']);
  });
});

describe('a CSV file as a spreadsheet reads it', () => {
  it('reads back every table our CSV writer writes, cell for cell, whatever the text (property)', () => {
    // A cell's own leading apostrophe is a spreadsheet's text mark, as Excel reads it: left out here.
    const text = fc.string({ unit: fc.constantFrom('a', 'ក', ',', ';', '"', '\r', '\n', ' ', '=', '-', "'", 'x'), maxLength: 12 }).filter((t) => !t.startsWith("'"));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? 'x'));
        const written = table.map((row) => row.map(csvText).join(',')).join('\r\n') + '\r\n';
        expect(readCsv(written, ',').map((row) => row.map(unneutralised))).toEqual(table);
      }),
    );
  });

  it('takes the separator the header line uses: a semicolon or a tab where a comma is the decimal mark', () => {
    expect(csvSeparatorOf('Code;Gross weight\nA;8,63')).toBe(';');
    expect(csvSeparatorOf('Code\tGross weight\n')).toBe('\t');
    expect(csvSeparatorOf('"a;b",c\n')).toBe(',');
    expect(readCsv('Code;Gross weight\nA;8,63\n')).toEqual([['Code', 'Gross weight'], ['A', '8,63']]);
  });
});
