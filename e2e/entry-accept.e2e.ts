import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { EntryDetail } from '../src/shared/contracts/entries/entry';
import { formatGrams } from '../src/shared/units';
import kh from '../src/web/i18n/kh.json';
import { getJson, postJson } from './support/api';
import { entryOnTheBench } from './support/bench-fixtures';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';

/**
 * Close and accept on one page (issue 20), in Khmer on a 390 × 844 phone:
 * the manager closes an entry on `/entry/close/{id}` and accepts it there,
 * after a confirmation; an entry closed earlier waits in the queue on
 * `/entry/list` with its loss against the allowance, and accepting one that
 * is not closed is refused in words.
 */

const getBrowser = useBrowser();
const phone = { width: 390, height: 844 };
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

describe('close and accept on one page', () => {
  it('a manager closes and accepts on one page, and finds the entries waiting to accept in the queue (kh, 390 px)', { timeout: 180_000 }, async () => {
    const browser = getBrowser();
    const context = await newContext(browser, { locale: 'kh', viewport: phone });
    closers.push(() => context.close());
    await signIn(context, 'manager');
    const jeweller = await newContext(browser, { locale: 'kh' });
    closers.push(() => jeweller.close());
    await signIn(jeweller, 'jeweller2');
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'entry-accept-failed'));

    // Two chains to jeweller2 (H-S005), each back from the bench: one closed here, one closed before and waiting.
    const make = async (description: string) => {
      const entry = await entryOnTheBench(context.request, { jewellerCode: 'H-S005', categoryCode: 'CHAIN-MAKING', spareMg: 0, pieces: [{ description, issuedMg: 5_000 }] });
      await postJson(jeweller.request, `/api/entries/${entry.id}/pieces/${entry.pieces[0]!.id}/return`, { returnedMg: 4_990 });
      return entry;
    };
    const here = await make('ខ្សែកដៃ');
    const waiting = await make('ខ្សែក');
    await postJson(context.request, `/api/entries/${waiting.id}/close`, { returnedMg: 4_980 });

    // Accepting the one not yet closed is refused in Khmer, nothing changed.
    const early = await context.request.post(`/api/entries/${here.id}/accept`, { data: {}, headers: { 'X-Requested-With': 'atelier', 'Accept-Language': 'km' } });
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('entries.notClosed');
    expect((await getJson<EntryDetail>(context.request, `/api/entries/${here.id}`)).state).toBe('closable');

    // 1. The queue, first on the entries page: the waiting entry with its loss (20 mg, 4.00 ‰ of the 12 ‰ allowed).
    await page.goto('/entry/list');
    const row = page.getByTestId('accept-queue-row').filter({ hasText: waiting.number });
    await row.waitFor();
    await row.getByText(formatGrams(20, 'kh'), { exact: true }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'entry-accept-queue-kh');

    // 2. Close on the close page: 4.990 g back, 10 mg lost.
    await page.goto(`/entry/close/${here.id}`);
    const d = kh.entries.detail;
    await page.getByRole('textbox', { name: d.returnedWeight, exact: true }).fill('4.99');
    const closed = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/entries/${here.id}/close`);
    await page.getByRole('button', { name: d.closeSubmit }).click();
    expect((await closed).status()).toBe(200);

    // 3. The same page now offers accept and send back; accept asks first, naming the loss.
    await page.getByRole('button', { name: d.sendBackSubmit }).waitFor();
    await page.getByRole('button', { name: d.acceptSubmit }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fill(kh.entries.bench.acceptConfirmTitle, { number: here.number })).waitFor();
    await screenshot(page, 'entry-accept-confirm-kh');
    const accepted = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/entries/${here.id}/accept`);
    await dialog.getByRole('button', { name: kh.entries.bench.acceptConfirm }).click();
    const res = await accepted;
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as EntryDetail).state).toBe('accepted');
    await page.waitForURL((url) => url.pathname === `/entry/close/${here.id}`);
    await page.getByText(kh.entries.states.accepted, { exact: true }).first().waitFor();
    await page.getByTestId('entry-loss').getByText(formatGrams(10, 'kh'), { exact: true }).waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'entry-accept-done-kh');

    // 4. From the queue to the waiting entry's page, where it is accepted the same way.
    await page.goto('/entry/list');
    await page.getByTestId('accept-queue-row').filter({ hasText: waiting.number }).getByRole('link', { name: kh.entries.bench.closeAndAccept }).click();
    await page.waitForURL((url) => url.pathname === `/entry/close/${waiting.id}`);
    await page.getByRole('button', { name: d.acceptSubmit }).click();
    await page.getByRole('dialog').getByRole('button', { name: kh.entries.bench.acceptConfirm }).click();
    await page.getByText(kh.entries.states.accepted, { exact: true }).first().waitFor();
    expect((await getJson<EntryDetail>(context.request, `/api/entries/${waiting.id}`)).state).toBe('accepted');
  });
});
