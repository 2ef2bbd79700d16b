import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import en from '../src/web/i18n/en.json';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';

/**
 * A shop moving in (issue 23 §3) in Chromium: the manager downloads the
 * English pieces template from `/setting/import`, fills it with 500 pieces,
 * three of them wrong (an unknown category, a weight that is not a number, a
 * code twice): the preview names the three rows and nothing can be
 * imported; the corrected file imports, and the stock list finds the pieces.
 * Then 300 customers the same way, three wrong (legacy-font Khmer, a phone
 * that is not one, an unknown group), and the customers list finds them.
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
const nextResponse = (page: Page, method: string, pathname: RegExp): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && pathname.test(new URL(res.url()).pathname));
/** The page answers in its time on a shared machine: a check is retried for up to 30 s. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 });
const folder = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-imports-'));

async function saveWorkbook(workbook: ExcelJS.Workbook, name: string): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, new Uint8Array(await workbook.xlsx.writeBuffer()));
  return file;
}

/** Chooses a file in the page's file field and waits for the preview of it. */
async function chooseFile(page: Page, file: string, kind: string): Promise<{ rowCount: number; problemRowCount: number }> {
  const previewed = nextResponse(page, 'POST', new RegExp(`^/api/imports/${kind}/preview$`));
  await page.locator('input[type="file"]').setInputFiles(file);
  const response = await previewed;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { rowCount: number; problemRowCount: number };
}

describe('imports from the shop’s spreadsheets', () => {
  it('500 pieces and 300 customers: three bad rows of each refused with nothing written, the corrected files imported and listed (en)', { timeout: 300_000 }, async () => {
    const context = await newContext(getBrowser(), { locale: 'en' });
    contexts.push(context);
    await signIn(context, 'manager');
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'imports-journey-failed'));
    const run = Date.now().toString(36).toUpperCase();

    // 1. The English XLSX template of pieces, from the page.
    await page.goto('/setting/import');
    await poll(() => page.getByRole('heading', { name: en.imports.title }).isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: fill(en.imports.templates.link, { format: 'XLSX', language: en.imports.templates.languages.en }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pieces-template-en.xlsx');
    const templateBytes = await readFile((await download.path())!);
    /** The template with its example row replaced by these rows. */
    const filledTemplate = async (rows: readonly (readonly (string | number)[])[]) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(templateBytes as unknown as ArrayBuffer);
      const first = workbook.worksheets[0]!;
      first.spliceRows(2, 1);
      first.addRows(rows.map((row) => [...row]));
      return workbook;
    };
    const template = new ExcelJS.Workbook();
    await template.xlsx.load(templateBytes as unknown as ArrayBuffer);
    const sheet = template.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Category', 'Material', 'Gross weight', 'Stone weight', 'Branch', 'Making charge (USD)', 'Description', 'Note']);
    const example = sheet.getRow(2).values as (string | undefined)[];
    const code = (i: number) => `E2E-${run}-${String(i).padStart(3, '0')}`;
    const pieceRows = Array.from({ length: 500 }, (_, i) => [code(i + 1), example[2]!, example[3]!, i % 2 === 0 ? `${1 + (i % 3)} chi ${i % 10} hun` : 2 + (i % 90) / 100, 0, example[6]!, '', `Moved-in piece ${i + 1}`, '']);
    const bad = pieceRows.map((row) => [...row]);
    bad[10]![1] = 'TIARA';
    bad[200]![3] = 'about 5';
    bad[400]![0] = code(1);
    const badFile = await saveWorkbook(await filledTemplate(bad), 'pieces-bad.xlsx');

    // 2. Three rows refused: each named with its problem, the import not offered, nothing written.
    expect(await chooseFile(page, badFile, 'pieces')).toMatchObject({ rowCount: 500, problemRowCount: 3 });
    await poll(() => page.getByTestId('import-problem-count').textContent()).toBe(fill(en.imports.preview.problemRows_other, { count: 3 }));
    const problems = page.getByTestId('import-preview');
    await poll(() => problems.getByText('No jewelry category "TIARA"').isVisible()).toBe(true);
    await poll(() => problems.getByText('"about 5" is not a weight: write grams (8.63) or chi, hun and li (2 chi 3 hun)').isVisible()).toBe(true);
    await poll(() => problems.getByText(`The code ${code(1)} is already on row 2 of this file`).isVisible()).toBe(true);
    expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
    const none = await page.evaluate(async (search) => (await (await fetch(`/api/stock/pieces?search=${search}`)).json()).total, `E2E-${run}`);
    expect(none).toBe(0);

    // 3. The corrected file imports; the stock list finds its pieces.
    const goodFile = await saveWorkbook(await filledTemplate(pieceRows), 'pieces.xlsx');
    expect(await chooseFile(page, goodFile, 'pieces')).toMatchObject({ rowCount: 500, problemRowCount: 0 });
    const imported = nextResponse(page, 'POST', /^\/api\/imports\/pieces$/);
    await page.getByTestId('import-submit').click();
    expect((await imported).status()).toBe(201);
    await poll(() => page.getByTestId('import-done').textContent()).toContain(fill(en.imports.done.pieces_other, { count: 500 }));
    await page.goto(`/jewelry/stock/currently?search=E2E-${run}`);
    await poll(() => page.getByText(code(500)).first().isVisible()).toBe(true);
    const listed = await page.evaluate(async (search) => (await (await fetch(`/api/stock/pieces?search=${search}`)).json()).total, `E2E-${run}`);
    expect(listed).toBe(500);

    // 4. 300 customers: three bad rows refused, then the corrected book imported and found in the customers list.
    await page.goto('/setting/import');
    await page.getByRole('radiogroup', { name: en.imports.kindLabel }).getByText(en.imports.kinds.customers, { exact: true }).click();
    const customersBook = (rows: readonly (readonly string[])[]) => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Customers').addRows([['Name', 'Phone', 'Address', 'Group'], ...rows.map((row) => [...row])]);
      return workbook;
    };
    const customerRows = Array.from({ length: 300 }, (_, i) => [`Moved-in ${run} ${i + 1}`, `0${String(10_000_000 + i)}`, 'Phnom Penh', i % 10 === 0 ? 'VIP' : '']);
    const badPeople = customerRows.map((row) => [...row]);
    badPeople[5]![0] = 'sux dar:a';
    badPeople[150]![1] = 'call me';
    badPeople[299]![3] = 'Gold club';
    const badBook = await saveWorkbook(customersBook(badPeople), 'customers-bad.xlsx');
    expect(await chooseFile(page, badBook, 'customers')).toMatchObject({ rowCount: 300, problemRowCount: 3 });
    await poll(() => page.getByTestId('import-problem-count').textContent()).toBe(fill(en.imports.preview.problemRows_other, { count: 3 }));
    await poll(() => page.getByTestId('import-preview').getByText(/^"sux dar:a" looks like Khmer typed with a legacy font/).isVisible()).toBe(true);
    expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
    const goodBook = await saveWorkbook(customersBook(customerRows), 'customers.xlsx');
    expect(await chooseFile(page, goodBook, 'customers')).toMatchObject({ rowCount: 300, problemRowCount: 0 });
    const importedPeople = nextResponse(page, 'POST', /^\/api\/imports\/customers$/);
    await page.getByTestId('import-submit').click();
    expect((await importedPeople).status()).toBe(201);
    await poll(() => page.getByTestId('import-done').textContent()).toContain(fill(en.imports.done.customers_other, { count: 300 }));
    await page.goto(`/customer?search=${encodeURIComponent(`Moved-in ${run} 300`)}`);
    await poll(() => page.getByText(`Moved-in ${run} 300`).first().isVisible()).toBe(true);
    const found = await page.evaluate(async (search) => (await (await fetch(`/api/sales/customers?search=${encodeURIComponent(search)}`)).json()).total, `Moved-in ${run} `);
    expect(found).toBe(300);
  });
});
