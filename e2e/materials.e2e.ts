import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetAccountsResponse } from '../src/shared/contracts/materials/get-accounts';
import type { MaterialDocument } from '../src/shared/contracts/materials/material';
import { formatCambodian, formatGrams } from '../src/shared/units';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';

/**
 * The materials ledger end to end, the acceptance test of its issue: the
 * owner transfers 3 chi of AU9999 from the safe to a jeweller, sees both
 * balances change, reverses the transfer and sees them restored, in Khmer
 * and in English. Each language uses its own jeweller, so the runs never
 * share a balance but the safe's.
 */

const getBrowser = useBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type Locale = 'kh' | 'en';

/** 3 chi = 11.250 g. */
const threeChiMg = 3 * 3_750;

/** The texts the journey reads and clicks, as each catalogue has them. */
const texts = {
  kh: {
    accountsTitle: 'គណនីលោហៈ',
    to: 'ទៅ',
    material: 'ប្រភេទមាស',
    weight: 'ទម្ងន់',
    typedWeight: '3 ជី',
    submit: 'ផ្ទេរ',
    transferSlip: 'ប័ណ្ណផ្ទេរ',
    reversalSlip: 'ប័ណ្ណបញ្ច្រាស',
    reverse: 'បញ្ច្រាស',
    reason: 'មូលហេតុ',
    reversedBadge: 'បានបញ្ច្រាស',
    reversalBadge: 'ការបញ្ច្រាស',
    reverses: 'បញ្ច្រាសប័ណ្ណ',
    reversedBy: 'បានបញ្ច្រាសដោយ',
    historyTitle: (name: string) => `ប្រតិបត្តិការរបស់ ${name}`,
    reversalOfTransfer: 'ទុកជាមោឃៈ៖ ផ្ទេរ',
    transferDone: (number: string) => `បានកត់ត្រាការផ្ទេរ ${number}`,
    reversalDone: (number: string) => `បានកត់ត្រាការបញ្ច្រាស ${number}`,
  },
  en: {
    accountsTitle: 'Metal accounts',
    to: 'To',
    material: 'Material',
    weight: 'Weight',
    typedWeight: '3 chi',
    submit: 'Transfer',
    transferSlip: 'Transfer slip',
    reversalSlip: 'Reversal slip',
    reverse: 'Reverse',
    reason: 'Reason',
    reversedBadge: 'Reversed',
    reversalBadge: 'Reversal',
    reverses: 'Reverses',
    reversedBy: 'Reversed by',
    historyTitle: (name: string) => `Transactions of ${name}`,
    reversalOfTransfer: 'Cancelled: Transfer',
    transferDone: (number: string) => `Transfer ${number} recorded`,
    reversalDone: (number: string) => `Reversal ${number} recorded`,
  },
} as const;

/** A jeweller of the demo data per language: both start with no AU9999 and a 100 g cap. */
// One bench that no other journey issues to: the entries journey fills H-S004 and H-S005 towards their 100 g cap,
// and a transfer over a cap is refused. Each language's run reverses its transfer, so the two share it.
const jewellers = {
  kh: { code: 'H-S006', name: 'លោក ពៅ រតនា' },
  en: { code: 'H-S006', name: 'Pov Rathana' },
} as const;

const material = 'AU9999';
const grams = (mg: number, locale: Locale) => formatGrams(mg, locale);

async function pageAs(username: string, locale: Locale): Promise<Page> {
  const context = await newContext(getBrowser(), { locale });
  contexts.push(context);
  await signIn(context, username);
  return context.newPage();
}

/** A screenshot once CSS transitions (a dialog fading in, say) have finished. */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  await screenshot(page, name);
}

/** The next response of `method path` (set up before the action that sends it). */
const nextResponse = (page: Page, method: string, path: string): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && new URL(res.url()).pathname === path);

/** Picks an option of a Mantine Select (its dropdown lives in a portal) by what its label starts with. */
async function choose(page: Page, select: Locator, typed: string, optionStart: string): Promise<void> {
  await select.click();
  await select.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${optionStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) }).click();
}

/**
 * The balance cell of `holder` in the `materialCode` column of the accounts
 * table: the column is found by its header, the row by the holder's link.
 */
async function accountCell(page: Page, holder: string, materialCode: string): Promise<Locator> {
  const table = page.getByRole('table');
  // A holder and a material by name, each with its code beside (issue 20 §6): found by the code.
  await table.getByText(holder, { exact: true }).waitFor({ timeout: 15_000 });
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.split('\n').some((line) => line.trim() === materialCode));
  expect(column, `a ${materialCode} column in ${JSON.stringify(headers)}`).toBeGreaterThan(0);
  const row = table.getByRole('row').filter({ has: page.getByText(holder, { exact: true }) });
  return row.getByRole('cell').nth(column);
}

/** The grams line of a balance cell: "1,500.000 g", or "–" for none. */
async function shownBalance(page: Page, holder: string, materialCode: string): Promise<string> {
  const cell = await accountCell(page, holder, materialCode);
  return ((await cell.innerText()).split('\n')[0] ?? '').trim();
}

/** What the accounts table shows for `mg`: nothing held is a dash. */
const balanceText = (mg: number, locale: Locale) => (mg === 0 ? '–' : grams(mg, locale));

/** Milligrams of a shown balance ("1,500.000 g" → 1500000, "–" → 0): three decimals, so the digits are the milligrams. */
function mgOf(shown: string): number {
  if (shown === '–') return 0;
  const digits = shown.replace(/[^\d]/g, '');
  expect(digits, `a weight in "${shown}"`).toMatch(/^\d+$/);
  return (/^[-−]/.test(shown) ? -1 : 1) * Number(digits);
}

async function openAccounts(page: Page, locale: Locale): Promise<void> {
  await page.goto('/material/accounts');
  await page.getByRole('heading', { level: 1, name: texts[locale].accountsTitle, exact: true }).waitFor();
}

/** The signed-in owner is known to the page (what the slip's Reverse button waits for). */
const signedIn = (page: Page) => page.getByTestId('user-menu').filter({ hasText: 'Sok Chantha' }).waitFor();

/** The shop's year (UTC+7), as document numbers carry it. */
const shopYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

describe('materials: a transfer from the safe and its reversal', () => {
  it.each(['kh', 'en'] as const)(
    'transfers 3 chi from the safe to a jeweller, sees both balances change, reverses it and sees them restored (%s)',
    { timeout: 120_000 },
    async (locale) => {
      const text = texts[locale];
      const jeweller = jewellers[locale];
      const page = await pageAs('owner', locale);
      const slip = page.getByTestId('material-slip');
      const snackbar = page.getByTestId('snackbar');

      // 1. The balances before, as the accounts page shows them (and the API agrees).
      await openAccounts(page, locale);
      const safeBefore = mgOf(await shownBalance(page, 'SAFE', material));
      const jewellerBefore = mgOf(await shownBalance(page, jeweller.code, material));
      const accounts = (await (await page.request.get('/api/materials/accounts')).json()) as GetAccountsResponse;
      const materialId = accounts.materials.find((m) => m.code === material)?.id;
      const apiBalance = (code: string) =>
        accounts.holders.find((h) => h.code === code)?.balances.find((b) => b.materialId === materialId)?.mg ?? 0;
      expect({ safe: safeBefore, jeweller: jewellerBefore }).toEqual({ safe: apiBalance('SAFE'), jeweller: apiBalance(jeweller.code) });
      expect(safeBefore).toBeGreaterThanOrEqual(threeChiMg);

      // 2. The transfer form: the jeweller, AU9999, "3 chi" read as 11.250 g.
      await page.goto('/material/holder-SAFE/transfer');
      const form = page.locator('form');
      const receiver = form.getByRole('combobox', { name: text.to, exact: true });
      await receiver.waitFor();
      await choose(page, receiver, jeweller.code, jeweller.code);
      await expect.poll(() => receiver.inputValue()).toBe(`${jeweller.code} · ${jeweller.name}`);
      const line = form.getByTestId('metal-line');
      await choose(page, line.getByRole('combobox', { name: text.material, exact: true }), material, material);
      const weight = line.getByRole('textbox', { name: text.weight, exact: true });
      await weight.fill(text.typedWeight);
      await line.getByText(`= ${grams(threeChiMg, locale)}`, { exact: true }).waitFor();
      const year = shopYear();
      const posted = nextResponse(page, 'POST', '/api/materials/transfers');
      await form.getByRole('button', { name: text.submit, exact: true }).click();
      const postedRes = await posted;
      expect(postedRes.status()).toBe(201);
      const transfer = (await postedRes.json()) as MaterialDocument;
      const transferNumber = transfer.number;
      expect(transferNumber).toMatch(/^TR-\d{4}-\d{6}$/);
      expect([year, shopYear()]).toContain(Number(transferNumber.slice(3, 7)));
      // The snackbar shows for 2 s only: look for it at once.
      await snackbar.filter({ hasText: text.transferDone(transferNumber) }).waitFor();

      // 3. The transfer slip.
      const transferId = transfer.id;
      await page.waitForURL((url) => url.pathname === `/material/slip-${transferId}`, { timeout: 15_000 });
      await slip.getByRole('heading', { name: text.transferSlip, exact: true }).waitFor();
      expect((await slip.getByTestId('slip-number').innerText()).trim()).toBe(transferNumber);
      const postingRow = slip.getByRole('row').filter({ hasText: material });
      expect(await postingRow.getByRole('cell').allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`^${material} · `)),
        expect.stringMatching(/ · SAFE$/),
        `${jeweller.name} · ${jeweller.code}`,
        grams(threeChiMg, locale),
        formatCambodian(threeChiMg, locale),
      ]);
      await settledScreenshot(page, `materials-transfer-slip-${locale}`);

      // 4. The safe holds 11.250 g less, the jeweller 11.250 g more.
      await openAccounts(page, locale);
      await expect
        .poll(() => shownBalance(page, 'SAFE', material), { timeout: 15_000 })
        .toBe(balanceText(safeBefore - threeChiMg, locale));
      await expect
        .poll(() => shownBalance(page, jeweller.code, material), { timeout: 15_000 })
        .toBe(balanceText(jewellerBefore + threeChiMg, locale));
      await settledScreenshot(page, `materials-accounts-after-transfer-${locale}`);

      // 5. Reverse the transfer from its slip, with a reason.
      await page.goto(`/material/slip-${transferId}`);
      await slip.getByTestId('slip-number').filter({ hasText: transferNumber }).waitFor();
      await page.getByRole('button', { name: text.reverse, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${text.reverse} ${transferNumber}?` });
      await dialog.waitFor();
      const reason = `e2e: ${locale} journey, transferred by mistake`;
      await dialog.getByRole('textbox', { name: text.reason, exact: true }).fill(reason);
      await settledScreenshot(page, `materials-reverse-dialog-${locale}`);
      const reversed = nextResponse(page, 'POST', `/api/materials/documents/${transferId}/reverse`);
      await dialog.getByRole('button', { name: text.reverse, exact: true }).click();
      const reversedRes = await reversed;
      expect(reversedRes.status()).toBe(201);
      const reversal = (await reversedRes.json()) as MaterialDocument;
      const reversalNumber = reversal.number;
      expect(reversalNumber).toMatch(/^RV-\d{4}-\d{6}$/);
      expect(reversal.id).not.toBe(transferId);
      await snackbar.filter({ hasText: text.reversalDone(reversalNumber) }).waitFor();

      // The reversal slip.
      await page.waitForURL((url) => url.pathname === `/material/slip-${reversal.id}`, { timeout: 15_000 });
      await slip.getByRole('heading', { name: text.reversalSlip, exact: true }).waitFor();
      expect((await slip.getByTestId('slip-number').innerText()).trim()).toBe(reversalNumber);
      await slip.getByRole('link', { name: transferNumber, exact: true }).waitFor(); // "Reverses TR-…"
      await slip.getByText(text.reverses, { exact: true }).waitFor();
      const reversalRow = slip.getByRole('row').filter({ hasText: material });
      expect(await reversalRow.getByRole('cell').allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`^${material} · `)),
        `${jeweller.name} · ${jeweller.code}`,
        expect.stringMatching(/ · SAFE$/),
        grams(threeChiMg, locale),
        formatCambodian(threeChiMg, locale),
      ]);
      // A reversal is not reversed again (the button needs the signed-in user, so wait for them first).
      await signedIn(page);
      expect(await page.getByRole('button', { name: text.reverse, exact: true }).count()).toBe(0);
      await settledScreenshot(page, `materials-reversal-slip-${locale}`);

      // The transfer's slip now says it was reversed, and by which slip; it cannot be reversed twice.
      await page.goto(`/material/slip-${transferId}`);
      await slip.getByText(text.reversedBadge, { exact: true }).waitFor();
      await slip.getByText(text.reversedBy, { exact: true }).waitFor();
      await slip.getByRole('link', { name: reversalNumber, exact: true }).waitFor();
      await signedIn(page);
      expect(await page.getByRole('button', { name: text.reverse, exact: true }).count()).toBe(0);

      // 6. The balances are back to what they were.
      await openAccounts(page, locale);
      await expect.poll(() => shownBalance(page, 'SAFE', material), { timeout: 15_000 }).toBe(balanceText(safeBefore, locale));
      await expect
        .poll(() => shownBalance(page, jeweller.code, material), { timeout: 15_000 })
        .toBe(balanceText(jewellerBefore, locale));
      await settledScreenshot(page, `materials-accounts-restored-${locale}`);

      // 7. The jeweller's history lists both postings: +11.250 g by the transfer (reversed), −11.250 g by the reversal.
      await page.goto(`/material/holder-${jeweller.code}/transaction`);
      await page.getByRole('heading', { level: 1, name: text.historyTitle(jeweller.name), exact: true }).waitFor();
      // Each document a link to its page, named by its kind and number (issue 20 §3).
      const postingOf = (number: string) =>
        page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(` ${number}$`) }) });
      const received = postingOf(transferNumber);
      const given = postingOf(reversalNumber);
      await received.waitFor({ timeout: 15_000 });
      await given.waitFor({ timeout: 15_000 });
      await received.getByText(`+${grams(threeChiMg, locale)}`, { exact: true }).waitFor();
      await received.getByText('SAFE', { exact: true }).waitFor();
      await received.getByText(text.reversedBadge, { exact: true }).waitFor();
      await given.getByText(grams(-threeChiMg, locale), { exact: true }).waitFor();
      await given.getByText('SAFE', { exact: true }).waitFor();
      await given.getByText(text.reversalBadge, { exact: true }).waitFor();
      // The reason in words: what the reversal cancels (the person's words stay on the reversal slip).
      await given.getByText(text.reversalOfTransfer, { exact: true }).waitFor();
      await settledScreenshot(page, `materials-history-${locale}`);
    },
  );
});
