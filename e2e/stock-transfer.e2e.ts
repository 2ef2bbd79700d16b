import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FindBranchesResponse } from '../src/shared/contracts/platform/find-branches';
import type { FindPiecesResponse, JewelryPiece } from '../src/shared/contracts/stock/jewelry-piece';
import type { StockDocument } from '../src/shared/contracts/stock/stock-documents';
import kh from '../src/web/i18n/kh.json';
import { apiHeaders, getJson } from './support/api';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { pieceInStock } from './support/shop-fixtures';

/**
 * A transfer between branches as a shop makes it (issue 20, part 8), on a
 * 390 × 844 phone in Khmer: the Central Market sends three pieces to Toul
 * Kork by typing their codes; Toul Kork receives two by typing theirs (a code
 * that was not sent is refused on the spot); the third stays in transit and
 * shows on both branches' stock lists; receiving a piece twice is a 409 in
 * Khmer that changes nothing.
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const phone = { width: 390, height: 844 };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const nextResponse = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));
/** Nothing on the page is wider than the phone: no sideways scrolling. */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);

describe('stock: a transfer sent from one branch and received at the other', () => {
  it('sends three pieces from the Central Market, receives two at Toul Kork by their codes; the third stays in transit on both branches (kh, phone)', { timeout: 300_000 }, async () => {
    const browser = getBrowser();
    const owner = await newContext(browser, { locale: 'kh' });
    contexts.push(owner);
    await signIn(owner, 'owner');
    const branches = await getJson<FindBranchesResponse>(owner.request, '/api/platform/branches');
    const centralMarket = branches.items.find((b) => b.code === 'PP-CM')!;
    const toulKork = branches.items.find((b) => b.code === 'PP-TK')!;
    const stamp = Date.now();
    const pieces: JewelryPiece[] = [];
    for (const [index, grossMg] of [3_750, 5_625, 7_500].entries())
      pieces.push(await pieceInStock(owner.request, { branchId: centralMarket.id, materialCode: 'AU750', grossMg, description: `Transfer journey ${stamp} ring ${index + 1}` }));
    const [first, second, third] = pieces.map((p) => p.code) as [string, string, string];

    const context = await newContext(browser, { locale: 'kh', viewport: phone });
    contexts.push(context);
    await signIn(context, 'manager');
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'stock-transfer-journey-failed'));

    // 1. Send: each code typed as a scanner types it (code, Enter); the from-branch follows the first piece; to Toul Kork.
    await page.goto('/jewelry/transfer');
    const scan = page.getByTestId('scan-code');
    for (const code of [first, second, third]) {
      await scan.fill(code.toLowerCase());
      await scan.press('Enter');
      await page.getByTestId('scan-lines').getByText(code).waitFor();
    }
    await expect.poll(() => page.getByRole('combobox', { name: startsWith(kh.stock.transfer.from) }).inputValue()).toMatch(/^PP-CM · /);
    const to = page.getByRole('combobox', { name: startsWith(kh.stock.transfer.to) });
    await to.click();
    await to.fill(toulKork.code);
    await page.getByRole('option', { name: startsWith(`${toulKork.code} · `) }).first().click();
    await page.getByText(fill(kh.stock.scan.totalPieces_other, { count: 3 }), { exact: true }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'stock-transfer-send-kh-390');
    const sent = nextResponse(page, 'POST', /^\/api\/stock\/transfers$/);
    await page.getByTestId('transfer-send').click();
    const sentRes = await sent;
    expect(sentRes.status(), await sentRes.text()).toBe(201);
    const transfer = (await sentRes.json()) as StockDocument;
    expect(transfer).toMatchObject({ kind: 'transfer', branch: { code: 'PP-CM' }, toBranch: { code: 'PP-TK' }, pieceCount: 3, inTransitCount: 3 });
    await page.waitForURL((url) => url.pathname === `/jewelry/document-${transfer.id}`);

    // 2. In transit: on both branches' stock lists, as cards with their photo slot, none sold or sendable.
    for (const branch of [centralMarket, toulKork]) {
      await page.goto(`/jewelry/stock/currently?state=in_transit&branchId=${branch.id}`);
      const cards = page.getByTestId('piece-cards');
      for (const code of [first, second, third]) await cards.locator(`[data-code="${code}"]`).waitFor();
      await cards.getByText(startsWith(fill(kh.stock.pieces.transitTo, { branch: toulKork.nameKh }))).first().waitFor();
      await noSidewaysScroll(page);
    }
    await screenshot(page, 'stock-in-transit-kh-390');

    // 3. Receive at Toul Kork on the transfer's sheet: two codes typed; one not sent is refused at once.
    await page.goto(`/jewelry/document-${transfer.id}`);
    const receiveCode = page.getByTestId('receive-code');
    for (const code of [first, second]) {
      await receiveCode.fill(code);
      await receiveCode.press('Enter');
      await page.getByTestId('receive-message').getByText(fill(kh.stock.receive.ticked, { code })).waitFor();
    }
    await receiveCode.fill('NOT-SENT-1');
    await receiveCode.press('Enter');
    await page.getByTestId('receive-message').getByText(fill(kh.stock.receive.notOnTransfer, { code: 'NOT-SENT-1' })).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'stock-transfer-receive-kh-390');
    const received = nextResponse(page, 'POST', new RegExp(`^/api/stock/transfers/${transfer.id}/receive$`));
    await page.getByRole('button', { name: fill(kh.stock.receive.submit_other, { count: 2 }) }).click();
    const receivedRes = await received;
    expect(receivedRes.status(), await receivedRes.text()).toBe(201);
    const receipt = (await receivedRes.json()) as StockDocument;
    expect(receipt).toMatchObject({ kind: 'receive', branch: { code: 'PP-TK' }, pieceCount: 2, transfer: { id: transfer.id } });
    await page.getByText(fill(kh.stock.receive.left_one, { count: 1 })).waitFor();
    await page.getByTestId('transfer-receive').locator(`[data-code="${third}"]`).waitFor();
    expect(await page.getByTestId('transfer-receive').locator('[data-code]').count()).toBe(1);

    // 4. Received twice: a 409 in Khmer; nothing changed.
    const twice = await context.request.post(`/api/stock/transfers/${transfer.id}/receive`, {
      data: { codes: [first] },
      headers: { ...apiHeaders, 'Idempotency-Key': `receive-twice-${stamp}`, 'Accept-Language': 'km' },
    });
    expect(twice.status()).toBe(409);
    expect((await twice.json()).error.fields['codes.0']).toBe('បានទទួលរួចហើយ');
    const travelling = async (branchId: number) =>
      (await getJson<FindPiecesResponse>(context.request, `/api/stock/pieces?state=in_transit&branchId=${branchId}&search=${encodeURIComponent(`Transfer journey ${stamp}`)}`)).items.map((p) => p.code);
    expect(await travelling(centralMarket.id)).toEqual([third]);
    expect(await travelling(toulKork.id)).toEqual([third]);
    for (const code of [first, second])
      expect(await getJson<JewelryPiece>(context.request, `/api/stock/pieces/by-code/${code}`)).toMatchObject({ state: 'in_stock', branch: { code: 'PP-TK' } });

    // 5. The missing piece still shows in transit at both branches; the received ones are in Toul Kork's stock.
    for (const branch of [centralMarket, toulKork]) {
      await page.goto(`/jewelry/stock/currently?state=in_transit&branchId=${branch.id}`);
      const cards = page.getByTestId('piece-cards');
      await cards.locator(`[data-code="${third}"]`).waitFor();
      expect(await cards.locator(`[data-code="${first}"]`).count()).toBe(0);
    }
    await page.goto(`/jewelry/stock/currently?branchId=${toulKork.id}&search=${encodeURIComponent(`Transfer journey ${stamp}`)}`);
    await page.getByTestId('piece-cards').locator(`[data-code="${first}"]`).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'stock-list-kh-390');
  });
});
