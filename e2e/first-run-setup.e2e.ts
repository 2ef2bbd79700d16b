import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/server/ledger';
import { openDatabase } from '../src/server/platform/db/database';
import { chromiumArgs } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Issue 23 §1–2: a fresh production install (its own data directory, no
 * ATELIER_OWNER_PASSWORD) opens on /setup and nothing else; the owner sets the
 * shop up in the browser, step by step, then enters the opening balances and
 * sees them in the holder's ledger; the ledger verifies afterwards.
 * Each step is photographed in Khmer and English, on a desktop and a phone.
 */
describe('first-run setup in the browser, then opening balances', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  const shots = 'test-results/screens/first-run';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-first-run-'));
    mkdirSync(shots, { recursive: true });
    server = await startServerProcess({
      NODE_ENV: 'production',
      ATELIER_DATA_DIR: dataDir,
      ATELIER_OWNER_PASSWORD: '',
      // Plain http on 127.0.0.1: the session cookie without Secure.
      ATELIER_SECURE_COOKIES: '0',
      DATABASE_URL: '',
    });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
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
        const wide = await page.evaluate(() => {
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
        expect(wide, `${name} ${locale} ${width}: no sideways scroll`).toEqual([]);
        await page.screenshot({ path: `${shots}/${name}-${locale}-${width}.png`, fullPage: true });
      }
    }
    await switchTo(page, 'en');
  };

  it('sets the shop up from the browser, posts the opening balances and shows them in the holder ledger', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
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

    // Go-live closes the opening balances.
    await page.goto('/setting/opening');
    await page.getByTestId('opening-go-live').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Declare go-live' }).click();
    await page.getByTestId('opening-live').first().waitFor({ timeout: 30_000 });
    await photograph(page, '11-live');
    await context.close();

    // The ledger verifies: each balance the sum of its postings, every material summing to zero.
    await server.stop();
    const database = await openDatabase({ dataDir });
    try {
      expect(await verifyLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});
