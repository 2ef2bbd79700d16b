import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FindBranchesResponse } from '../src/shared/contracts/platform/find-branches';
import type { JewelryPiece } from '../src/shared/contracts/stock/jewelry-piece';
import type { StockCountDetail } from '../src/shared/contracts/stock/stock-counts';
import type { PendingPiece, StockDocument } from '../src/shared/contracts/stock/stock-documents';
import { formatGrams } from '../src/shared/units';
import en from '../src/web/i18n/en.json';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { getJson } from './support/api';

/**
 * Stock end to end (issue 6): a manager accepts a finished piece into the
 * Central Market's stock, prints its tag, sends it to Toul Kork by typing
 * its code, receives it there by its code, then counts Toul Kork's stock and
 * finds it there.
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
const nextResponse = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A Mantine Select: open it and pick the option whose label starts with `start` (typing first when it is searchable). */
async function choose(page: Page, select: Locator, start: string, typed?: string): Promise<void> {
  await select.click();
  if (typed !== undefined) await select.fill(typed);
  await page.getByRole('option', { name: startsWith(start) }).first().click();
}

describe('stock: accept, tag, transfer, count', () => {
  it('a finished piece accepted into the Central Market, its tag printed, sent to Toul Kork and received there by its code, and found there by a count (en)', { timeout: 240_000 }, async () => {
    const browser = getBrowser();
    const context = await newContext(browser, { locale: 'en' });
    contexts.push(context);
    await signIn(context, 'manager');
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'stock-journey-failed'));
    const branches = await getJson<FindBranchesResponse>(context.request, '/api/platform/branches');
    const centralMarket = branches.items.find((b) => b.code === 'PP-CM')!;
    const toulKork = branches.items.find((b) => b.code === 'PP-TK')!;
    const pending = await getJson<{ items: PendingPiece[] }>(context.request, '/api/stock/pending');
    const item = pending.items.find((p) => p.description.startsWith('Lotus earrings'))!;
    expect(item, 'the demo has the lotus earrings waiting').toBeDefined();
    const grossMg = 3_150;

    // 1. Waiting for stock: tick the earrings, weigh them, accept them into the Central Market.
    await page.goto('/jewelry/stock/pending');
    await page.getByRole('checkbox', { name: fill(en.stock.pieces.tick, { code: item.code }) }).check();
    await choose(page, page.getByRole('combobox', { name: en.stock.pending.branch }), `${centralMarket.code} · `);
    await page.getByRole('textbox', { name: fill(en.stock.pending.grossOf, { code: item.code }) }).fill(String(grossMg / 1000));
    const accepted = nextResponse(page, 'POST', /^\/api\/stock\/accept$/);
    await page.getByRole('button', { name: fill(en.stock.pending.accept_one, { count: 1 }) }).click();
    const acceptedRes = await accepted;
    expect(acceptedRes.status(), await acceptedRes.text()).toBeLessThan(300);
    const acceptance = (await acceptedRes.json()) as StockDocument;
    expect(acceptance).toMatchObject({ kind: 'accept', branch: { code: 'PP-CM' }, pieceCount: 1, grossMg });
    expect(acceptance.number).toMatch(/^AC-PP-CM-\d{4}-\d{6}$/);
    const code = acceptance.lines[0]!.code;
    const piece = await getJson<JewelryPiece>(context.request, `/api/stock/pieces/by-code/${code}`);
    expect(piece).toMatchObject({ state: 'in_stock', branch: { code: 'PP-CM' }, grossMg, frozen: false });

    // 2. In stock: find it, tick it, open the tag print view; the tag shows its code and weight.
    await page.goto('/jewelry/stock/currently');
    await page.getByRole('textbox', { name: en.stock.pieces.search }).fill(code);
    await page.getByRole('checkbox', { name: fill(en.stock.pieces.tick, { code }) }).check();
    await page.getByRole('button', { name: fill(en.stock.pieces.printTags_one, { count: 1 }) }).click();
    const tags = page.getByLabel(en.stock.tags.sheet);
    await tags.getByText(code).first().waitFor();
    await tags.getByText(formatGrams(grossMg, 'en')).first().waitFor();
    await screenshot(page, 'stock-tag-en');
    // Headless printing is not the point: the button calls the browser's print.
    await page.evaluate(() => {
      window.print = () => void ((window as unknown as { printed: number }).printed = 1);
    });
    await page.getByRole('button', { name: en.stock.tags.print }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

    // 3. Transfer: the code typed (as a scanner would) and Enter; the from-branch follows the piece; to Toul Kork.
    await page.goto('/jewelry/transfer');
    const scan = page.getByTestId('scan-code');
    await scan.fill(code.toLowerCase());
    await scan.press('Enter');
    await page.getByTestId('scan-lines').getByText(code).waitFor();
    // Scanned again: refused, still one line.
    await scan.fill(code);
    await scan.press('Enter');
    await page.getByText(fill(en.stock.scan.duplicate, { code })).waitFor();
    expect(await page.getByTestId('scan-lines').locator('[data-code]').count()).toBe(1);
    await expect.poll(() => page.getByRole('combobox', { name: startsWith(en.stock.transfer.from) }).inputValue()).toMatch(/^PP-CM · /);
    await choose(page, page.getByRole('combobox', { name: startsWith(en.stock.transfer.to) }), `${toulKork.code} · `, toulKork.code);
    await page.getByText(fill(en.stock.scan.totalPieces_one, { count: 1 }), { exact: true }).waitFor();
    await screenshot(page, 'stock-transfer-en');
    const transferred = nextResponse(page, 'POST', /^\/api\/stock\/transfers$/);
    await page.getByRole('button', { name: fill(en.stock.transfer.send_one, { count: 1 }) }).click();
    const transferRes = await transferred;
    expect(transferRes.status(), await transferRes.text()).toBeLessThan(300);
    const transfer = (await transferRes.json()) as StockDocument;
    expect(transfer).toMatchObject({ kind: 'transfer', branch: { code: 'PP-CM' }, toBranch: { code: 'PP-TK' }, pieceCount: 1, grossMg });
    expect(transfer.number).toMatch(/^TR-PP-CM-\d{4}-\d{6}$/);
    await page.waitForURL((url) => url.pathname === `/jewelry/document-${transfer.id}`);
    const sheet = page.getByTestId('stock-document');
    await sheet.getByText(transfer.number).first().waitFor();
    await sheet.getByText(code).waitFor();
    await sheet.getByText(en.stock.document.kinds.transfer).waitFor();
    await screenshot(page, 'stock-document-en');
    expect(await getJson<JewelryPiece>(context.request, `/api/stock/pieces/by-code/${code}`)).toMatchObject({ state: 'in_transit', branch: { code: 'PP-CM' } });
    // Received at Toul Kork: its code typed on the transfer's sheet, then Receive.
    const receiveCode = page.getByTestId('receive-code');
    await receiveCode.fill(code);
    await receiveCode.press('Enter');
    const received = nextResponse(page, 'POST', new RegExp(`^/api/stock/transfers/${transfer.id}/receive$`));
    await page.getByRole('button', { name: fill(en.stock.receive.submit_one, { count: 1 }) }).click();
    expect((await received).status()).toBe(201);
    await page.getByTestId('transfer-received').waitFor();
    expect(await getJson<JewelryPiece>(context.request, `/api/stock/pieces/by-code/${code}`)).toMatchObject({ state: 'in_stock', branch: { code: 'PP-TK' } });

    // 4. Count Toul Kork: start a count, scan the code, it is found.
    await page.goto('/inventory');
    await choose(page, page.getByTestId('count-branch'), `${toulKork.code} · `, toulKork.code);
    await page.getByRole('button', { name: en.stock.counts.startButton }).click();
    await page.waitForURL((url) => /^\/inventory\/info-\d+$/.test(url.pathname));
    const countId = Number(/info-(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    const counting = page.getByTestId('count-scan');
    await counting.fill(code);
    await counting.press('Enter');
    const outcome = page.getByTestId('count-outcome');
    await outcome.and(page.locator('[data-outcome="found"]')).waitFor();
    await outcome.getByText(en.stock.counts.outcome.found, { exact: true }).waitFor();
    // Again: counted once.
    await counting.fill(code);
    await counting.press('Enter');
    await page.locator('[data-outcome="again"]').waitFor();
    await screenshot(page, 'stock-count-en');
    const count = await getJson<StockCountDetail>(context.request, `/api/stock/counts/${countId}`);
    expect(count.number).toMatch(/^IV-PP-TK-\d{4}-\d{6}$/);
    expect(count.branch.code).toBe('PP-TK');
    expect(count.foundPieces.map((p) => p.code)).toEqual([code]);
    expect(count.found).toBe(1);
    await page.getByRole('heading', { name: count.number }).waitFor();
  });
});
