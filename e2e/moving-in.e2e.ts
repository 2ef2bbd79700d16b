import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWeight } from '../src/shared/units';
import { verifyLedger } from '../src/server/ledger';
import { readLedgerTotals, writeBackup } from '../src/server/platform/db/backup';
import { openDatabase, queryRows } from '../src/server/platform/db/database';
import { sql } from 'drizzle-orm';
import en from '../src/web/i18n/en.json';
import { screensWanted, useBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

const fillText = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
const nextResponse = (page: Page, method: string, pathname: RegExp): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && pathname.test(new URL(res.url()).pathname));
/** The page answers in its time on a shared machine: a check is retried for up to 30 s. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** Chooses a file in the import page's file field and waits for the preview of it. */
async function chooseImportFile(page: Page, file: string, kind: string): Promise<{ rowCount: number; problemRowCount: number }> {
  const previewed = nextResponse(page, 'POST', new RegExp(`^/api/imports/${kind}/preview$`));
  await page.locator('input[type="file"]').setInputFiles(file);
  const response = await previewed;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { rowCount: number; problemRowCount: number };
}

/**
 * Issue 23 in one journey, on a fresh production install (its own data
 * directory, no ATELIER_OWNER_PASSWORD): it opens on /setup and nothing else;
 * the owner sets the shop up in the browser step by step, enters the opening
 * balances and sees them in the holder's ledger, imports the shop's XLSX of
 * 500 pieces and of 300 customers (each first with three bad rows, refused
 * with nothing written, then corrected), finds them in the lists and the
 * counter's metal in the accounts, and the ledger verifies. Then the shop
 * moves to a new computer: a second fresh install restores the first one's
 * backup from its setup page, and the owner signs in to the same shop.
 * Each step is photographed in Khmer and English, on a desktop and a phone.
 */
describe('moving in: first-run setup, opening balances, the shop\'s spreadsheets, and a restore on a new computer', () => {
  let server: ServerProcess;
  const getBrowser = useBrowser();
  let dataDir: string;
  let backupFile: string;
  /** The first computer's ledger totals when its backup was taken. */
  let ledgerTotals: Awaited<ReturnType<typeof readLedgerTotals>> = [];
  const shots = 'test-results/screens/first-run';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-first-run-'));
    backupFile = path.join(dataDir, 'atelier-20261127-180000.jsonl.gz');
    mkdirSync(shots, { recursive: true });
    server = await startServerProcess({
      NODE_ENV: 'production',
      ATELIER_DATA_DIR: dataDir,
      ATELIER_OWNER_PASSWORD: '',
      // Plain http on 127.0.0.1: the session cookie without Secure.
      ATELIER_SECURE_COOKIES: '0',
      DATABASE_URL: '',
    });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The page as it is, in both languages at 1366 and 390 px; then back to English at 1366 to go on. */
  /** The header's language switch (its radios are hidden behind their labels). */
  const switchTo = async (page: Page, locale: 'kh' | 'en') => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.locator(`label[for$="-${locale}"]`).first().click();
  };
  const photograph = async (page: Page, name: string) => {
    for (const locale of ['kh', 'en'] as const) {
      await switchTo(page, locale);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.waitForTimeout(150);
        // The outermost elements reaching past the right edge, if the page scrolls sideways.
        const sideways = () =>
          page.evaluate(() => {
            if (document.documentElement.scrollWidth <= window.innerWidth + 1) return [];
            const found: string[] = [];
            const walk = (el: Element) => {
              for (const child of el.children) {
                if (getComputedStyle(child).position === 'fixed') continue;
                if (child.getBoundingClientRect().right > window.innerWidth + 1) {
                  found.push(`${child.tagName} ${child.className} "${(child.textContent ?? '').slice(0, 40)}"`);
                  continue;
                }
                walk(child);
              }
            };
            walk(document.body);
            return found.slice(0, 5);
          });
        // Once the page has settled at the new width (the shell's navbar folds away, tables re-measure).
        await expect.poll(sideways, { message: `${name} ${locale} ${width}: no sideways scroll`, timeout: 5_000 }).toEqual([]);
        if (screensWanted()) await page.screenshot({ path: `${shots}/${name}-${locale}-${width}.png`, fullPage: true });
      }
    }
    await switchTo(page, 'en');
  };

  it('sets the shop up from the browser, posts the opening balances, imports 500 pieces and 300 customers (three bad rows of each refused first), and the ledger verifies', async () => {
    const context = await getBrowser().newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
    });
    const page = await context.newPage();

    // Nothing but the setup: the home, the sign-in and any page go to /setup; the API says so in words.
    for (const where of ['/', '/login/options', '/material/accounts']) {
      await page.goto(where);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/setup');
    }
    const refused = await context.request.get('/api/materials/categories', { headers: { 'accept-language': 'en' } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toMatch(/not set up yet/);

    const next = () => page.getByTestId('setup-next').click();
    const fill = (testId: string, value: string) => page.getByTestId(testId).fill(value);

    // 1. The owner.
    await page.getByTestId('setup-owner-name-kh').first().waitFor({ timeout: 30_000 });
    await photograph(page, '1-owner-empty');
    await next();
    // Nothing filled: the step stays and names its fields.
    await page.getByText('Required').first().waitFor({ timeout: 30_000 });
    await fill('setup-owner-name-kh', 'លោក ចាន់ សុខា');
    await fill('setup-owner-name-en', 'Chan Sokha');
    await fill('setup-owner-username', 'sokha');
    await fill('setup-owner-password', 'gold-and-silver-2026');
    await fill('setup-owner-confirm', 'gold-and-silver-2026');
    await photograph(page, '1-owner');
    await next();

    // 2. The shop.
    await fill('setup-shop-name-kh', 'ហាងមាស សុខា');
    await fill('setup-shop-name-en', 'Sokha Gold');
    await fill('setup-shop-address-kh', 'ផ្សារធំថ្មី ភ្នំពេញ');
    await fill('setup-shop-address-en', 'Central Market, Phnom Penh');
    await fill('setup-shop-phone', '012 345 678');
    await fill('setup-shop-tin', 'K001-123456789');
    await page.getByTestId('setup-shop-vat').check({ force: true });
    await photograph(page, '2-shop');
    await next();

    // 3. Branches and their counters.
    await fill('setup-branch-0-code', 'PP');
    await fill('setup-branch-0-name-kh', 'ផ្សារធំថ្មី');
    await fill('setup-branch-0-name-en', 'Central Market');
    await photograph(page, '3-branches');
    await next();

    // 4. The Cambodian materials, accepted as offered.
    expect(await page.getByTestId('setup-material-1').innerText()).toContain('AU750');
    await photograph(page, '4-materials');
    await next();

    // 5. The riel rate and today's prices.
    await fill('setup-base-ask', '219');
    await fill('setup-base-bid', '217');
    await fill('setup-material-3-ask', '4.50');
    await fill('setup-material-3-bid', '4.00');
    await photograph(page, '5-rates');
    await next();

    // 6. Check and finish: one submit writes it all and signs the owner in.
    expect(await page.getByTestId('setup-review').innerText()).toContain('sokha');
    await photograph(page, '6-review');
    await page.getByTestId('setup-submit').click();
    await page.getByTestId('setup-done').first().waitFor({ timeout: 30_000 });
    await photograph(page, '7-done');

    // A second setup is refused in words and changes nothing.
    const again = await context.request.post('/api/setup', {
      headers: { 'x-requested-with': 'atelier-e2e', 'accept-language': 'en' },
      data: {},
    });
    expect([400, 409]).toContain(again.status());

    // Opening balances, from setup's last step.
    await page.getByTestId('setup-to-opening').click();
    await page.getByTestId('opening-page').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('opening-holder-SAFE').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('opening-SAFE-AU9999').fill('400 g');
    await page.getByTestId('opening-SAFE-AU750').fill('10 chi');
    await page.getByTestId('opening-CTR-PP-AU750').fill('2 chi 5 hun');
    await page.getByTestId('opening-CASTING-AU585').fill('12.5');
    await page.getByTestId('opening-add-stone').click();
    await fill('opening-stone-0-type', 'Diamond');
    await fill('opening-stone-0-size', '1.5');
    await fill('opening-stone-0-count', '40');
    await fill('opening-stone-0-carats', '0.56');
    await photograph(page, '8-opening');
    await page.getByTestId('opening-submit').click();
    const posted = page.getByTestId('opening-posted');
    await posted.first().waitFor({ timeout: 30_000 });
    const number = (await posted.textContent())!.match(/OB-\d{4}-\d{6}/)![0];
    await photograph(page, '9-opening-posted');

    // The holder ledger shows it as such: the reason in words and the document's number.
    await page.goto('/material/holder-SAFE/transaction');
    await page.getByText('Opening balance on the go-live day').first().waitFor({ timeout: 30_000 });
    await page.getByText(number).first().waitFor({ timeout: 30_000 });
    await photograph(page, '10-holder-ledger');

    // Then the shop's spreadsheets: a jewelry category first (a fresh shop has none), then the pieces template.
    const category = await page.evaluate(async () => {
      const res = await fetch('/api/stock/categories', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'atelier' },
        body: JSON.stringify({ code: 'RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring', makingChargeMode: 'per_piece', makingChargeCents: 1500 }),
      });
      return res.status;
    });
    expect(category).toBe(201);
    await page.goto('/setting/import');
    await poll(() => page.getByRole('heading', { name: en.imports.title }).isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: fillText(en.imports.templates.link, { format: 'XLSX', language: en.imports.templates.languages.en }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pieces-template-en.xlsx');
    const templateBytes = await readFile((await download.path())!);
    const template = new ExcelJS.Workbook();
    await template.xlsx.load(templateBytes as unknown as ArrayBuffer);
    const sheet = template.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Category', 'Material', 'Gross weight', 'Stone weight', 'Branch', 'Making charge (USD)', 'Description', 'Note']);
    // The example row names the shop's own records: the category just made, its first material, its branch.
    const example = sheet.getRow(2).values as (string | undefined)[];
    expect([example[2], example[6]]).toEqual(['RING', 'PP']);
    /** The template with its example row replaced by these rows. */
    const filledTemplate = async (rows: readonly (readonly (string | number)[])[]) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(templateBytes as unknown as ArrayBuffer);
      const first = workbook.worksheets[0]!;
      first.spliceRows(2, 1);
      first.addRows(rows.map((row) => [...row]));
      return workbook;
    };
    const saveWorkbook = async (workbook: ExcelJS.Workbook, name: string) => {
      const file = path.join(dataDir, name);
      writeFileSync(file, new Uint8Array(await workbook.xlsx.writeBuffer()));
      return file;
    };
    const code = (i: number) => `MV-${String(i).padStart(3, '0')}`;
    const grossOf = (i: number) => (i % 2 === 0 ? `${1 + (i % 3)} chi ${i % 10} hun` : String(2 + (i % 90) / 100));
    const pieceRows = Array.from({ length: 500 }, (_, i) => [code(i + 1), 'RING', 'AU750', grossOf(i), 0, 'PP', '', `Moved-in ring ${i + 1}`, '']);
    const bad = pieceRows.map((row) => [...row]);
    bad[10]![1] = 'TIARA';
    bad[200]![3] = 'about 5';
    bad[400]![0] = code(1);

    // Three rows refused, each named with its problem; the import not offered; nothing written.
    expect(await chooseImportFile(page, await saveWorkbook(await filledTemplate(bad), 'pieces-bad.xlsx'), 'pieces')).toMatchObject({ rowCount: 500, problemRowCount: 3 });
    await poll(() => page.getByTestId('import-problem-count').textContent()).toBe(fillText(en.imports.preview.problemRows_other, { count: 3 }));
    const problems = page.getByTestId('import-preview');
    await poll(() => problems.getByText('No jewelry category "TIARA"').isVisible()).toBe(true);
    await poll(() => problems.getByText('"about 5" is not a weight: write grams (8.63) or chi, hun and li (2 chi 3 hun)').isVisible()).toBe(true);
    await poll(() => problems.getByText(`The code ${code(1)} is already on row 2 of this file`).isVisible()).toBe(true);
    expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
    await photograph(page, '11-import-refused');
    const piecesListed = () => page.evaluate(async () => (await (await fetch('/api/stock/pieces?search=MV-')).json()).total as number);
    expect(await piecesListed()).toBe(0);

    // The corrected file imports: 500 pieces, their metal on the counter.
    expect(await chooseImportFile(page, await saveWorkbook(await filledTemplate(pieceRows), 'pieces.xlsx'), 'pieces')).toMatchObject({ rowCount: 500, problemRowCount: 0 });
    const imported = nextResponse(page, 'POST', /^\/api\/imports\/pieces$/);
    await page.getByTestId('import-submit').click();
    expect((await imported).status()).toBe(201);
    await poll(() => page.getByTestId('import-done').textContent()).toContain(fillText(en.imports.done.pieces_other, { count: 500 }));
    await photograph(page, '12-import-done');

    // 300 customers the same way: three bad rows (legacy-font Khmer, a phone that is not one, an unknown group), then the book.
    await page.goto('/setting/import');
    await poll(() => page.getByRole('heading', { name: en.imports.title }).isVisible()).toBe(true);
    await page.getByRole('radiogroup', { name: en.imports.kindLabel }).getByText(en.imports.kinds.customers, { exact: true }).click();
    const customersBook = (rows: readonly (readonly string[])[]) => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Customers').addRows([['Name', 'Phone', 'Address', 'Group'], ...rows.map((row) => [...row])]);
      return workbook;
    };
    const customerRows = Array.from({ length: 300 }, (_, i) => [`Moved-in customer ${i + 1}`, `0${String(10_000_000 + i)}`, 'Phnom Penh', '']);
    const badPeople = customerRows.map((row) => [...row]);
    badPeople[5]![0] = 'sux dar:a';
    badPeople[150]![1] = 'call me';
    badPeople[299]![3] = 'Gold club';
    expect(await chooseImportFile(page, await saveWorkbook(customersBook(badPeople), 'customers-bad.xlsx'), 'customers')).toMatchObject({ rowCount: 300, problemRowCount: 3 });
    await poll(() => page.getByTestId('import-problem-count').textContent()).toBe(fillText(en.imports.preview.problemRows_other, { count: 3 }));
    await poll(() => page.getByTestId('import-preview').getByText(/^"sux dar:a" looks like Khmer typed with a legacy font/).isVisible()).toBe(true);
    expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
    const customersListed = () => page.evaluate(async () => (await (await fetch('/api/sales/customers?search=Moved-in%20customer')).json()).total as number);
    expect(await customersListed()).toBe(0);
    expect(await chooseImportFile(page, await saveWorkbook(customersBook(customerRows), 'customers.xlsx'), 'customers')).toMatchObject({ rowCount: 300, problemRowCount: 0 });
    const importedPeople = nextResponse(page, 'POST', /^\/api\/imports\/customers$/);
    await page.getByTestId('import-submit').click();
    expect((await importedPeople).status()).toBe(201);
    await poll(() => page.getByTestId('import-done').textContent()).toContain(fillText(en.imports.done.customers_other, { count: 300 }));

    // The lists and the accounts show them.
    await page.goto('/jewelry/stock/currently?search=MV-');
    await poll(() => page.getByText(code(500)).first().isVisible()).toBe(true);
    expect(await piecesListed()).toBe(500);
    await photograph(page, '13-stock-list');
    await page.goto(`/customer?search=${encodeURIComponent('Moved-in customer 300')}`);
    await poll(() => page.getByText('Moved-in customer 300').first().isVisible()).toBe(true);
    expect(await customersListed()).toBe(300);
    // The counter holds its opening 2 chi 5 hun of 18K and every imported ring's metal (no stones).
    const weighed = (text: string) => {
      const parsed = parseWeight(text);
      if (!parsed.ok) throw new Error(`not a weight: ${text}`);
      return parsed.value;
    };
    const counterMg = weighed('2 chi 5 hun') + pieceRows.reduce((sum, row) => sum + weighed(String(row[3])), 0);
    await page.goto('/material/accounts');
    const counterRow = page.getByRole('row').filter({ hasText: 'CTR-PP' }).first();
    await poll(() => counterRow.innerText()).toContain(new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(counterMg / 1000));
    await photograph(page, '14-accounts');

    // Go-live closes the opening balances.
    await page.goto('/setting/opening');
    await page.getByTestId('opening-go-live').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Declare go-live' }).click();
    await page.getByTestId('opening-live').first().waitFor({ timeout: 30_000 });
    await photograph(page, '15-live');
    await context.close();

    // The ledger verifies: each balance the sum of its postings, every material summing to zero; the counter's is the sum above.
    await server.stop();
    const database = await openDatabase({ dataDir });
    try {
      expect(await verifyLedger(database.db)).toEqual([]);
      const [counter] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM holders WHERE code = 'CTR-PP'`);
      const [au750] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM material_categories WHERE code = 'AU750'`);
      const totals = await readLedgerTotals(database.db);
      expect(totals.find((t) => t.holderId === counter!.id && t.materialId === au750!.id)?.mg).toBe(counterMg);
      // The shop's last backup, for its move to a new computer below.
      await writeBackup(database, backupFile);
      ledgerTotals = totals;
    } finally {
      await database.close();
    }
  }, 900_000);

  it('on a new computer, restores the backup from the setup page instead of setting up anew: the owner signs in to the same shop', async () => {
    expect(ledgerTotals.length).toBeGreaterThan(0);
    const newDataDir = mkdtempSync(path.join(tmpdir(), 'atelier-new-computer-'));
    const newServer = await startServerProcess({
      NODE_ENV: 'production',
      ATELIER_DATA_DIR: newDataDir,
      ATELIER_OWNER_PASSWORD: '',
      ATELIER_SECURE_COOKIES: '0',
      DATABASE_URL: '',
    });
    try {
      const context = await getBrowser().newContext({ baseURL: newServer.baseUrl, viewport: { width: 1366, height: 900 } });
      await context.addInitScript(() => {
        if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/setup');
      await page.getByTestId('setup-restore-open').click();
      await page.getByTestId('restore-panel').waitFor({ timeout: 30_000 });
      // A file that is not a backup: refused in words, the install still waiting for its setup.
      const notABackup = path.join(newDataDir, 'pieces.csv');
      writeFileSync(notABackup, 'Code,Category\nR-1,RING\n');
      await page.locator('input[type="file"]').setInputFiles(notABackup);
      await page.getByTestId('restore-submit').click();
      await poll(() => page.getByTestId('restore-refused').textContent()).toContain('not an Atelier backup');
      await photograph(page, '16-restore-refused');

      await page.locator('input[type="file"]').setInputFiles(backupFile);
      await page.getByTestId('restore-submit').click();
      await page.getByTestId('restore-done').waitFor({ timeout: 120_000 });
      expect(await page.getByTestId('restore-done').innerText()).toContain('sokha');
      expect(await page.getByTestId('backup-check-result').getAttribute('data-ok')).toBe('true');
      await photograph(page, '17-restored');

      // The owner signs in with the old password and finds the shop as it was.
      await page.getByTestId('restore-sign-in').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/login/);
      const signedIn = await context.request.post('/api/platform/login', {
        headers: { 'x-requested-with': 'atelier' },
        data: { username: 'sokha', password: 'gold-and-silver-2026' },
      });
      expect(signedIn.status()).toBe(200);
      await page.goto('/jewelry/stock/currently?search=MV-');
      await poll(() => page.getByText('MV-500').first().isVisible()).toBe(true);
      expect(await page.evaluate(async () => (await (await fetch('/api/stock/pieces?search=MV-')).json()).total as number)).toBe(500);
      await context.close();
      await newServer.stop();

      const database = await openDatabase({ dataDir: newDataDir });
      try {
        expect(await verifyLedger(database.db)).toEqual([]);
        expect(await readLedgerTotals(database.db)).toEqual(ledgerTotals);
      } finally {
        await database.close();
      }
    } finally {
      await newServer.stop();
      rmSync(newDataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
