import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openAs, useBrowser } from './support/browser';

/**
 * Issue 19 §7 in Chromium: a cashier on the Khmer invoice list picks a
 * payment state, then Export → CSV; the file is the list with that filter
 * (the same invoices as the list's API), UTF-8 with a BOM and Khmer headers.
 * XLSX from the stock screen opens with exceljs with typed numbers.
 */
describe('list exports', () => {
  const browser = useBrowser();

  it('a cashier exports the invoices the Khmer list shows, with its filter, as CSV', async () => {
    const page = await openAs(browser(), 'cashier', '/invoice/list?paymentState=paid');
    const list = await page.evaluate(async () => (await fetch('/api/sales/invoices?paymentState=paid&pageSize=200')).json());
    expect(list.total).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'នាំចេញ' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export="csv"]').click()]);
    expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]!.startsWith('លេខ,ប្រភេទ,ថ្ងៃចេញ')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(list.items.map((i: { number: string }) => i.number));
    for (const line of lines.slice(1)) expect(line).toContain('បានបង់រួច');
    await page.context().close();
  });

  it('the stock on hand as XLSX: typed gram cells, English headers on an English screen', async () => {
    const page = await openAs(browser(), 'manager', '/jewelry/stock/currently', { locale: 'en' });
    const list = await page.evaluate(async () => (await fetch('/api/stock/pieces?pageSize=200')).json());
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export="xlsx"]').click()]);
    expect(download.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Code');
    expect(sheet.getCell('E1').value).toBe('Gross (g)');
    expect(sheet.rowCount).toBe(list.total + 1);
    let grossMg = 0;
    for (let r = 2; r <= sheet.rowCount; r++) {
      const gross = sheet.getRow(r).getCell(5).value;
      expect(typeof gross).toBe('number');
      grossMg += Math.round((gross as number) * 1000);
    }
    expect(grossMg).toBe(list.totals.grossMg);
    await page.context().close();
  });
});
