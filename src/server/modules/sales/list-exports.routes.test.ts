import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { exportRowCap } from '../../../shared/contracts/platform/export-file';
import { parseCsv } from '../../testing/csv';
import { describeOnBothEngines } from '../../testing/test-app';
import { auditActionPhrases } from '../../platform/i18n/code-phrases';

/** "123.45" → 12345, "-0.150" → -150: the exact integer a fixed-decimal cell was written from. */
const units = (text: string) => Number(text.replace('.', ''));

describeOnBothEngines('list exports (issue 19 §7): invoices, payments, customers, stock and its documents, the audit log', (ctx) => {
  const get = (url: string, cookie: string, headers: Record<string, string> = {}) => ctx().request({ method: 'GET', url: `/api${url}`, cookie, headers });
  /** The CSV's header and rows as objects keyed by the header (the BOM checked and dropped). */
  const csvOf = (res: { rawPayload: Buffer; body: string }) => {
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.body.slice(1));
    return { header: header!, rows: rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? '']))) };
  };
  const sum = (rows: Record<string, string>[], column: string) => rows.reduce((total, row) => total + units(row[column]!), 0);

  it('invoices: the list filters apply (one customer only), the totals match the list, headers in the request language, XLSX numbers typed', async () => {
    const owner = await ctx().signIn('owner');
    const all = (await get('/sales/invoices?pageSize=200', owner)).json();
    const counts = new Map<number, number>();
    for (const i of all.items as { customer: { id: number } | null }[]) if (i.customer) counts.set(i.customer.id, (counts.get(i.customer.id) ?? 0) + 1);
    const [customerId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const list = (await get(`/sales/invoices?customerId=${customerId}&pageSize=200`, owner)).json();
    expect(list.total).toBeLessThan(all.total);

    const res = await get(`/sales/invoices/export?format=csv&locale=en&customerId=${customerId}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = csvOf(res);
    expect(csv.header.slice(0, 6)).toEqual(['Number', 'Kind', 'Issued', 'Posting day', 'Branch', 'Customer']);
    expect(csv.rows.map((r) => r.Number)).toEqual(list.items.map((i: { number: string }) => i.number));
    expect(csv.rows.map((r) => r['Posting day'])).toEqual(list.items.map((i: { postingDate: string }) => i.postingDate));
    expect(new Set(csv.rows.map((r) => r.Customer))).toEqual(new Set([list.items[0].customer.name]));
    expect(sum(csv.rows, 'Payable (USD)')).toBe(list.totals.payableCents);
    expect(sum(csv.rows, 'Paid (USD)')).toBe(list.totals.paidCents);
    expect(sum(csv.rows, 'Balance (USD)')).toBe(list.totals.balanceCents);

    // No locale in the query: the request's language; Khmer headers on a Khmer screen.
    const kh = csvOf(await get(`/sales/invoices/export?format=csv&customerId=${customerId}`, owner, { 'accept-language': 'km' }));
    expect(kh.header.slice(0, 2)).toEqual(['លេខ', 'ប្រភេទ']);
    expect(kh.header).toContain('ត្រូវបង់ (ដុល្លារ)');

    const xlsx = await get(`/sales/invoices/export?format=xlsx&locale=kh&customerId=${customerId}`, owner);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('វិក្កយបត្រ');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const payableColumn = header.indexOf('ត្រូវបង់ (ដុល្លារ)') + 1;
    expect(sheet.rowCount).toBe(list.total + 1);
    let payableCents = 0;
    for (let r = 2; r <= sheet.rowCount; r++) {
      const value = sheet.getRow(r).getCell(payableColumn).value;
      expect(typeof value).toBe('number');
      payableCents += Math.round((value as number) * 100);
    }
    expect(payableCents).toBe(list.totals.payableCents);
  });

  it('payments, customers and stock: the filters apply and the figures are the list figures', async () => {
    const owner = await ctx().signIn('owner');
    const payments = (await get('/sales/payments?method=cash&pageSize=200', owner)).json();
    const paymentsCsv = csvOf(await get('/sales/payments/export?format=csv&locale=en&method=cash', owner));
    expect(paymentsCsv.rows.map((r) => r.Payment)).toEqual(payments.items.map((p: { number: string }) => p.number));
    expect(sum(paymentsCsv.rows, 'Net (USD)')).toBe(payments.items.reduce((t: number, p: { amountCents: number }) => t + p.amountCents, 0));
    for (const row of paymentsCsv.rows) expect(row.Method).toContain('Cash');

    const owing = (await get('/sales/customers?owing=true&pageSize=200', owner)).json();
    const customersCsv = csvOf(await get('/sales/customers/export?format=csv&locale=en&owing=true', owner));
    expect(customersCsv.rows.map((r) => r.Name)).toEqual(owing.items.map((c: { name: string }) => c.name));
    expect(sum(customersCsv.rows, 'Owes (USD)')).toBe(owing.items.reduce((t: number, c: { balanceOwedCents: number }) => t + c.balanceOwedCents, 0));
    for (const row of customersCsv.rows) expect(units(row['Owes (USD)']!)).toBeGreaterThan(0);

    const branches = (await get('/platform/branches', owner)).json().items as { id: number; nameEn: string }[];
    const branch = branches[0]!;
    const stock = (await get(`/stock/pieces?branchId=${branch.id}&pageSize=200`, owner)).json();
    expect(stock.total).toBeGreaterThan(0);
    const stockCsv = csvOf(await get(`/stock/pieces/export?format=csv&locale=en&branchId=${branch.id}`, owner));
    expect(stockCsv.rows).toHaveLength(stock.totals.count);
    expect(new Set(stockCsv.rows.map((r) => r.Branch))).toEqual(new Set([branch.nameEn]));
    expect(sum(stockCsv.rows, 'Gross (g)')).toBe(stock.totals.grossMg);
    expect(sum(stockCsv.rows, 'Metal (g)')).toBe(stock.totals.metalMg);
    for (const row of stockCsv.rows) expect(row['Gross (g)']).toMatch(/^\d+\.\d{3}$/);

    const accepts = (await get('/stock/documents?kind=accept&pageSize=200', owner)).json();
    expect(accepts.total).toBeGreaterThan(0);
    const documentsCsv = csvOf(await get('/stock/documents/export?format=csv&locale=en&kind=accept', owner));
    expect(documentsCsv.rows.map((r) => r.Number)).toEqual(accepts.items.map((d: { number: string }) => d.number));
    expect(new Set(documentsCsv.rows.map((r) => r.Kind))).toEqual(new Set(['Accept']));
    expect(sum(documentsCsv.rows, 'Gross (g)')).toBe(accepts.items.reduce((t: number, d: { grossMg: number }) => t + d.grossMg, 0));
  });

  it('a text a spreadsheet would run is written as text: a customer named like a formula', async () => {
    const cashier = await ctx().signIn('cashier');
    const name = '=HYPERLINK("http://evil.example","Click")';
    const created = await ctx().request({ method: 'POST', url: '/api/sales/customers', cookie: cashier, payload: { name, phone: '012 999 001' } });
    expect(created.statusCode, created.body).toBe(201);
    const res = await get(`/sales/customers/export?format=csv&locale=en&search=${encodeURIComponent('012 999 001')}`, cashier);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvOf(res).rows.map((r) => r.Name)).toEqual([`'${name}`]);
  });

  it('each export is for the list readers only: a cashier gets the sales lists and stock, not the audit log; a jeweller none of them', async () => {
    const cashier = await ctx().signIn('cashier');
    const jeweller = await ctx().signIn('jeweller1');
    for (const url of ['/sales/invoices/export?format=csv', '/sales/payments/export?format=xlsx', '/sales/customers/export?format=csv', '/stock/pieces/export?format=csv', '/stock/documents/export?format=xlsx']) {
      expect({ url, cashier: (await get(url, cashier)).statusCode }).toEqual({ url, cashier: 200 });
      expect({ url, jeweller: (await get(url, jeweller)).statusCode }).toEqual({ url, jeweller: 403 });
    }
    expect((await get('/platform/audit-log/export?format=csv', cashier)).statusCode).toBe(403);
  });

  it('a bad filter is a 400 naming the field, in the user language, as on the list', async () => {
    const owner = await ctx().signIn('owner');
    const bad = async (url: string, lang = 'en') => {
      const res = await get(url, owner, { 'accept-language': lang });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      return res.json().error;
    };
    expect(Object.keys((await bad('/sales/invoices/export?format=csv&customerId=abc')).fields)).toEqual(['customerId']);
    expect(Object.keys((await bad('/sales/invoices/export?format=pdf')).fields)).toEqual(['format']);
    expect(Object.keys((await bad('/sales/invoices/export')).fields)).toEqual(['format']);
    expect(Object.keys((await bad('/sales/payments/export?format=csv&method=cheque')).fields)).toEqual(['method']);
    expect(Object.keys((await bad('/sales/customers/export?format=csv&owing=maybe')).fields)).toEqual(['owing']);
    expect(Object.keys((await bad('/stock/pieces/export?format=csv&state=lost')).fields)).toEqual(['state']);
    expect(Object.keys((await bad('/stock/documents/export?format=csv&kind=melt')).fields)).toEqual(['kind']);
    expect(Object.keys((await bad('/platform/audit-log/export?format=csv&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z')).fields)).toEqual(['to']);
    expect(Object.keys((await bad('/sales/invoices/export?format=csv&page=2')).fields)).toEqual(['page']);
    const kh = await bad('/sales/invoices/export?format=csv&from=2026-13-01', 'km');
    expect(kh.message).toBe('ព័ត៌មានខ្លះមិនត្រឹមត្រូវ');
  });

  it('the audit log: its filters apply; more rows than the cap is a 422 that asks for narrower filters', async () => {
    const owner = await ctx().signIn('owner');
    const logins = (await get('/platform/audit-log?action=auth.login&pageSize=200', owner)).json();
    const csv = csvOf(await get('/platform/audit-log/export?format=csv&locale=kh&action=auth.login', owner));
    expect(csv.header.slice(0, 3)).toEqual(['ពេលវេលា', 'អ្នកធ្វើ', 'សកម្មភាព']);
    expect(csv.rows).toHaveLength(logins.total);
    // The actions in words (issue 20 §3): each row one of the sign-in phrases.
    const signInPhrases = Object.entries(auditActionPhrases).flatMap(([action, phrase]) => (action.startsWith('auth.login') ? [phrase.kh] : []));
    for (const row of csv.rows) expect(signInPhrases).toContain(row['សកម្មភាព']);

    await ctx().database.db.execute(
      sql`INSERT INTO audit_log (action, entity, entity_id) SELECT 'test.bulk', 'export-cap-test', n::text FROM generate_series(1, ${exportRowCap + 1}) AS n`,
    );
    const refused = await get('/platform/audit-log/export?format=xlsx&entity=export-cap-test', owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'export.tooManyRows' });
    expect(refused.json().error.message).toContain('50000');
  });
});
