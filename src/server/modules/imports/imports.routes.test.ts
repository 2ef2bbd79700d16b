import ExcelJS from 'exceljs';
import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../shared/contracts/imports/import-file';
import { staff } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { postingCount as countPostings, postingsOfDocument, verifyLedger } from '../../ledger';
import { customerByName, customerCount } from '../sales';
import { firstPieceCode, pieceCount as countPieces, piecesByCodes, stockDocumentCount } from '../stock';

/** A multipart body as a browser's FormData makes it. */
async function form(file: { name: string; bytes: Uint8Array }, sheet?: string) {
  const data = new FormData();
  if (sheet !== undefined) data.append('sheet', sheet);
  data.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://atelier.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function xlsx(sheets: Record<string, readonly (readonly (string | number)[])[]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows.map((r) => [...r]));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const pieceHeader = ['Code', 'Category', 'Material', 'Gross weight', 'Stone weight', 'Branch', 'Making charge (USD)', 'Description', 'Note'];
const pieceRow = (code: string, over: Partial<Record<'category' | 'gross' | 'branch', string | number>> = {}) => [
  code,
  over.category ?? 'RING',
  'AU750',
  over.gross ?? '1 chi 2 hun',
  '0.25',
  over.branch ?? 'PP-CM',
  '15',
  'Imported ring',
  '',
];

describeOnBothEngines('imports from CSV and XLSX', (ctx) => {
  const db = () => ctx().database.db;
  const send = async (cookie: string, url: string, file: { name: string; bytes: Uint8Array }, options: { sheet?: string; headers?: Record<string, string> } = {}) => {
    const { payload, contentType } = await form(file, options.sheet);
    return ctx().request({ method: 'POST', url: `/api/imports${url}`, cookie, payload, headers: { 'content-type': contentType, ...options.headers } });
  };
  const pieceCount = () => countPieces(db());
  const postingCount = () => countPostings(db());

  it('refuses a file with three bad rows as a whole, showing each problem on its row; the fixed file imports once, its metal from outside to the counter', async () => {
    const owner = await ctx().signIn('owner');
    const rows = Array.from({ length: 10 }, (_, i) => pieceRow(`IMP-A${i + 1}`));
    rows[2] = pieceRow('IMP-A3', { category: 'TIARA' });
    rows[5] = pieceRow('IMP-A6', { gross: 'heavy' });
    rows[8] = pieceRow('IMP-A1');
    const bad = { name: 'pieces.xlsx', bytes: await xlsx({ Stock: [pieceHeader, ...rows] }) };
    const preview = await send(owner, '/pieces/preview', bad);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as ImportPreview;
    expect([body.rowCount, body.problemRowCount, body.sheet]).toEqual([10, 3, 'Stock']);
    expect(body.rows.filter((r) => r.problems.length > 0).map((r) => [r.line, r.problems.map((p) => [p.field, p.message])])).toEqual([
      [4, [['category', 'No jewelry category "TIARA"']]],
      [7, [['grossWeight', '"heavy" is not a weight: write grams (8.63) or chi, hun and li (2 chi 3 hun)']]],
      [10, [['code', 'The code IMP-A1 is already on row 2 of this file']]],
    ]);
    const kh = await send(owner, '/pieces/preview', bad, { headers: { 'accept-language': 'km' } });
    expect((kh.json() as ImportPreview).rows[2]!.problems[0]!.message).toBe('គ្មានប្រភេទគ្រឿង "TIARA" ទេ');

    const [pieces, moved] = [await pieceCount(), await postingCount()];
    const refused = await send(owner, '/pieces', bad, { headers: { 'idempotency-key': 'imp-bad' } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'imports.rowsRefused', message: '3 rows have problems: nothing was imported. Correct them and import the file again' });
    expect(Object.keys(refused.json().error.fields)).toEqual(['rows.4.category', 'rows.7.grossWeight', 'rows.10.code']);
    expect([await pieceCount(), await postingCount()]).toEqual([pieces, moved]);

    rows[2] = pieceRow('IMP-A3', { category: 'Ring' });
    rows[5] = pieceRow('IMP-A6', { gross: 4.5 });
    rows[8] = pieceRow('IMP-A9', { branch: 'PP-TK' });
    const fixed = { name: 'pieces.xlsx', bytes: await xlsx({ Stock: [pieceHeader, ...rows] }) };
    const imported = await send(owner, '/pieces', fixed, { headers: { 'idempotency-key': 'imp-1' } });
    expect(imported.statusCode, imported.body).toBe(201);
    const result = imported.json() as ImportResult;
    // 1 chi 2 hun = 3,750 + 750 mg; 0.25 g of stones; row 6 is 4.5 g; row 9 went to Toul Kork.
    expect(result).toMatchObject({ kind: 'pieces', count: 10 });
    expect(result.documents.map((d) => [d.branchCode, d.pieceCount, d.metalMg])).toEqual([
      ['PP-CM', 9, 8 * (4_500 - 250) + (4_500 - 250)],
      ['PP-TK', 1, 4_500 - 250],
    ]);
    expect(result.documents[0]!.number).toMatch(/^IM-PP-CM-\d{4}-\d{6}$/);
    const replay = await send(owner, '/pieces', fixed, { headers: { 'idempotency-key': 'imp-1' } });
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json()]).toEqual([201, 'true', result]);
    expect(await pieceCount()).toBe(pieces + 10);

    const [piece] = await piecesByCodes(db(), ['IMP-A3']);
    expect(piece).toMatchObject({ state: 'in_stock', frozen: false, grossMg: 4_500, stoneMg: 250, makingChargeCents: 1_500, description: 'Imported ring', transitDocumentId: null });
    const legs = await postingsOfDocument(db(), { kind: 'stock', id: result.documents[1]!.id });
    expect(legs.map((l) => [l.from.code, l.reason, l.mg])).toEqual([['OUTSIDE', 'stock.import', 4_250]]);
    expect(await verifyLedger(db())).toEqual([]);
    const listed = await ctx().request({ method: 'GET', url: '/api/stock/pieces?search=IMP-A&pageSize=50', cookie: owner });
    expect(listed.json().total).toBe(10);
  });

  it('downloads each template in Khmer and English, and a template filled in reads back and imports (XLSX and CSV)', async () => {
    const manager = await ctx().signIn('manager');
    const template = await ctx().request({ method: 'GET', url: '/api/imports/templates/pieces?locale=kh&format=xlsx', cookie: manager });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toBe('attachment; filename="pieces-template-kh.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'លេខកូដ', 'ប្រភេទគ្រឿង', 'ប្រភេទមាស', 'ទម្ងន់សរុប', 'ទម្ងន់ត្បូង', 'សាខា', 'ថ្លៃឈ្នួល (ដុល្លារ)', 'ការពិពណ៌នា', 'កំណត់ចំណាំ']);
    // Left as it is, the example row is refused, not imported.
    const untouched = await send(manager, '/pieces/preview', { name: 'template.xlsx', bytes: new Uint8Array(template.rawPayload) });
    expect((untouched.json() as ImportPreview).rows.map((r) => r.problems.map((p) => p.code))).toEqual([['imports.exampleRow']]);
    sheet.spliceRows(2, 1);
    sheet.addRow(['TPL-1', 'RING', 'AU750', '2 ជី', '', 'PP-CM', '', 'ចិញ្ចៀនមាស', '']);
    sheet.addRow(['TPL-2', 'NECKLACE', 'AU9999', 7.5, 0, 'PP-TK', 20, '', 'ពីសៀវភៅចាស់']);
    const filled = new Uint8Array(await workbook.xlsx.writeBuffer());
    const imported = await send(manager, '/pieces', { name: 'filled.xlsx', bytes: filled }, { headers: { 'accept-language': 'km' } });
    expect(imported.statusCode, imported.body).toBe(201);
    const written = await piecesByCodes(db(), ['TPL-1', 'TPL-2']);
    expect(written.map((p) => [p.code, p.grossMg, p.stoneMg, p.makingChargeCents, p.description, p.note])).toEqual([
      ['TPL-1', 7_500, 0, null, 'ចិញ្ចៀនមាស', ''],
      ['TPL-2', 7_500, 0, 2_000, expect.stringMatching(/\S/), 'ពីសៀវភៅចាស់'],
    ]);

    const csvTemplate = await ctx().request({ method: 'GET', url: '/api/imports/templates/customers?locale=en&format=csv', cookie: manager });
    expect(csvTemplate.statusCode).toBe(200);
    const lines = csvTemplate.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Address,Group');
    const csv = [lines[0], 'ចាន់ សុភា,012 888 001,ភ្នំពេញ,VIP', '"Lim, Sreymom",(+855) 97 111 2222,"#12, St. 271",', ''].join('\r\n');
    const customersBefore = await customerCount(db());
    const done = await send(manager, '/customers', { name: 'customers.csv', bytes: new TextEncoder().encode(`\uFEFF${csv}`) });
    expect(done.statusCode, done.body).toBe(201);
    expect(await customerCount(db())).toBe(customersBefore + 2);
    const lim = await customerByName(db(), 'Lim, Sreymom');
    expect(lim).toMatchObject({ phone: '(+855) 97 111 2222', address: '#12, St. 271', groupId: null });
    // The same customers again are already in the book.
    const again = await send(manager, '/customers/preview', { name: 'customers.csv', bytes: new TextEncoder().encode(csv) });
    expect((again.json() as ImportPreview).rows.map((r) => r.problems.map((p) => p.code))).toEqual([['imports.customerExists'], ['imports.customerExists']]);
  });

  it('refuses a piece code the shop already uses, and legacy-font Khmer in a name, each explained', async () => {
    const owner = await ctx().signIn('owner');
    const existing = await firstPieceCode(db());
    const file = { name: 'more.xlsx', bytes: await xlsx({ Sheet1: [pieceHeader, pieceRow(existing!.toLowerCase()), pieceRow('NEW-1')] }) };
    const preview = (await send(owner, '/pieces/preview', file)).json() as ImportPreview;
    expect(preview.rows.map((r) => r.problems.map((p) => p.message))).toEqual([[`The code ${existing!} is already in use in the shop`], []]);

    const names = ['Name,Phone', 'sux dar:a,012 000 111', 'PñMeBj,', 'Sok Dara,012 000 222'].join('\n');
    const people = (await send(owner, '/customers/preview', { name: 'book.csv', bytes: new TextEncoder().encode(names) })).json() as ImportPreview;
    expect(people.rows.map((r) => r.problems.map((p) => p.code))).toEqual([['imports.legacyKhmer'], ['imports.legacyKhmer'], []]);
    expect(people.rows[0]!.problems[0]!.message).toMatch(/^"sux dar:a" looks like Khmer typed with a legacy font \(Limon, ABC\)/);
  });

  it('asks which sheet of a workbook with several, reads the one chosen, and refuses an unknown one', async () => {
    const owner = await ctx().signIn('owner');
    const file = { name: 'book.xlsx', bytes: await xlsx({ Notes: [['nothing here']], Staff: [['Name in Khmer', 'Name in English', 'Work', 'Phone'], ['ហេង សុខា', 'Heng Sokha', 'ជាងមាស', '012 111 222'], ['លី ណារី', 'Ly Nary', 'Cashier', '']] }) };
    const unchosen = (await send(owner, '/staff/preview', file)).json() as ImportPreview;
    expect(unchosen).toMatchObject({ needsSheet: true, sheets: ['Notes', 'Staff'], sheet: null, rows: [] });
    expect(unchosen.fileProblems.map((p) => p.message)).toEqual(['The workbook has 2 sheets: choose the one to import']);
    const refused = await send(owner, '/staff', file);
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'imports.chooseSheet']);
    const unknown = await send(owner, '/staff/preview', file, { sheet: 'Stock' });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, 'The workbook has no sheet named "Stock"']);
    const staffBefore = (await db().select({ n: count() }).from(staff))[0]!.n;
    const imported = await send(owner, '/staff', file, { sheet: 'Staff' });
    expect(imported.statusCode, imported.body).toBe(201);
    const added = await db().select().from(staff).where(sql`${staff.nameEn} IN ('Heng Sokha', 'Ly Nary')`).orderBy(staff.code);
    expect(added.map((s) => [s.nameKh, s.kind, s.code])).toEqual([
      ['ហេង សុខា', 'jeweller', expect.stringMatching(/^S\d{3}$/)],
      ['លី ណារី', 'cashier', expect.stringMatching(/^S\d{3}$/)],
    ]);
    expect((await db().select({ n: count() }).from(staff))[0]!.n).toBe(staffBefore + 2);
  });

  it('refuses in words a file that is not a spreadsheet, an old .xls, an empty file, a missing column; a cashier may not import', async () => {
    const owner = await ctx().signIn('owner');
    const pdf = await send(owner, '/pieces/preview', { name: 'scan.pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0x01, 0x02, 0x03, 0x00, 0x00, 0x9c, 0xff]) }, { headers: { 'accept-language': 'km' } });
    expect([pdf.statusCode, pdf.json().error.message]).toEqual([400, 'scan.pdf មិនមែនជាតារាងទេ៖ សូមផ្ញើឯកសារ CSV ឬឯកសារ Excel (.xlsx)']);
    const xls = await send(owner, '/pieces', { name: 'old.xls', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]) });
    expect([xls.statusCode, xls.json().error.code]).toEqual([400, 'imports.oldExcel']);
    expect((await send(owner, '/pieces/preview', { name: 'empty.csv', bytes: new Uint8Array() })).json().error.code).toBe('imports.emptyFile');
    const docx = await send(owner, '/pieces/preview', { name: 'letter.xlsx', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]) });
    expect(docx.json().error.code).toBe('imports.brokenWorkbook');
    const noWeight = (await send(owner, '/pieces/preview', { name: 'p.csv', bytes: new TextEncoder().encode('Code;Category;Material;Branch\nX-1;RING;AU750;PP-CM\n') })).json() as ImportPreview;
    expect(noWeight.fileProblems.map((p) => p.message)).toEqual(['The column "Gross weight" is missing: the header row must have it (in Khmer "ទម្ងន់សរុប")']);
    const noFile = await ctx().request({ method: 'POST', url: '/api/imports/pieces/preview', cookie: owner, payload: {} });
    expect(noFile.statusCode).toBe(400);

    const cashier = await ctx().signIn('cashier');
    expect((await send(cashier, '/customers/preview', { name: 'c.csv', bytes: new TextEncoder().encode('Name\nA\n') })).statusCode).toBe(403);
    expect((await ctx().request({ method: 'GET', url: '/api/imports/templates/staff?locale=en&format=csv', cookie: cashier })).statusCode).toBe(403);
    // The two files imported above, each over two branches; nothing since.
    expect(await stockDocumentCount(db(), 'import')).toBe(4);
  });
});
