import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Branch } from '../src/shared/contracts/platform/branch';
import type { SaleQuote, SaleResult } from '../src/shared/contracts/sales/invoice';
import type { StatementByDay } from '../src/shared/contracts/sales/statement-by-day';
import type { Till } from '../src/shared/contracts/sales/till';
import type { FindPiecesResponse } from '../src/shared/contracts/stock/jewelry-piece';
import kh from '../src/web/i18n/kh.json';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { getJson, postJson } from './support/api';

/**
 * The day close (issue 19 §6), in Khmer. A branch of its own (journeys share
 * one server: a closed day refuses every payment into that branch's day), its
 * counter, and a ring made for it, finished and taken in from the safe. The owner opens the till
 * with a float in dollars and riel, a piece is sold in cash, cash is taken
 * out for an expense, the day is closed with the dollars counted $5 short,
 * a manager signs it off; the statement shows the float, the cash moved, the
 * expected against the counted and the difference; a payment into the closed
 * day is refused.
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const headers = { 'X-Requested-With': 'atelier' };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
const shopToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const tillState = (page: Page) => page.getByTestId('till-panel').getAttribute('data-till-state');

describe('the day close', () => {
  it('opens with a float, sells in cash, takes cash out, closes $5 short, is signed off; the statement shows it (kh)', { timeout: 240_000 }, async () => {
    const owner = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(owner);
    await signIn(owner, 'owner');
    const suffix = String(Date.now()).slice(-5);
    const branch = await postJson<Branch>(owner.request, '/api/platform/branches', { code: `DC-${suffix}`, nameKh: 'សាខាបិទថ្ងៃ', nameEn: 'Day close branch' });
    await postJson(owner.request, '/api/materials/holders', { kind: 'counter', code: `CTR-DC-${suffix}`, nameKh: 'តុលក់ បិទថ្ងៃ', nameEn: 'Day close counter', branchId: branch.id });
    // A piece of its own: an 18K ring made, finished and taken into the branch from the safe.
    const categories = await getJson<{ items: { id: number; code: string }[] }>(owner.request, '/api/materials/categories');
    const au750 = categories.items.find((c) => c.code === 'AU750')!;
    const holders = await getJson<{ items: { id: number; code: string }[] }>(owner.request, '/api/materials/holders');
    const safe = holders.items.find((h) => h.code === 'SAFE')!;
    const item = await postJson<{ id: number }>(owner.request, '/api/production/items', { description: `Day close ring ${suffix}, 18K`, materialId: au750.id });
    for (const to of ['designing', 'waxing', 'casting', 'cleaning', 'finishing']) await postJson(owner.request, `/api/production/items/${item.id}/moves`, { to });
    await postJson(owner.request, '/api/stock/accept', { branchId: branch.id, sourceHolderId: safe.id, note: 'day close journey', lines: [{ itemId: item.id, grossMg: 3_750 }] });
    const found = await getJson<FindPiecesResponse>(owner.request, `/api/stock/pieces?branchId=${branch.id}&pageSize=20`);
    const piece = found.items[0];
    if (!piece) throw new Error('the ring did not reach the branch');
    if (piece.frozen) await postJson(owner.request, `/api/stock/pieces/${piece.id}/freeze`, { frozen: false, note: 'day close journey' });

    const page = await owner.newPage();
    const day = shopToday();
    await page.goto(`/statement_by_day?branchId=${branch.id}&day=${day}`);
    await poll(() => tillState(page)).toBe('none');
    await page.getByTestId('statement-no-till').waitFor();

    // 1. Open with a float: $100 and 200,000 riel.
    await page.getByTestId('till-open').click();
    await page.getByTestId('till-float-USD').fill('100');
    await page.getByTestId('till-float-KHR').fill('200000');
    await page.getByTestId('till-open-submit').click();
    await poll(() => tillState(page)).toBe('open');

    // 2. A sale in cash (the counter), paid in whole dollars with the change.
    const quote = await postJson<SaleQuote>(owner.request, '/api/sales/quote', { branchId: branch.id, lines: [{ kind: 'piece', code: piece.code }] });
    const handed = Math.ceil(quote.totalCents / 10_000) * 10_000;
    const sale = await postJson<SaleResult>(owner.request, '/api/sales/invoices', {
      branchId: branch.id,
      lines: [{ kind: 'piece', code: piece.code }],
      tenders: [{ method: 'cash', currency: 'USD', amountMinor: handed }],
    });
    expect(sale.invoice.paymentState).toBe('paid');

    // 3. Cash out for an expense: $25.
    await page.reload();
    await poll(() => tillState(page)).toBe('open');
    await page.getByTestId('till-move').click();
    await page.getByTestId('till-move-amount').fill('25');
    await page.getByTestId('till-move-reason').fill('ទិញអាហារថ្ងៃត្រង់');
    await page.getByTestId('till-move-submit').click();
    await page.getByTestId('statement-cash-moves').getByText('ទិញអាហារថ្ងៃត្រង់').waitFor();

    // 4. Close: every line counted as expected, but the dollars $5 short.
    const open = await getJson<StatementByDay>(owner.request, `/api/sales/statement-by-day?day=${day}&branchId=${branch.id}`);
    const usdLine = open.till!.lines.find((l) => l.method === 'cash' && l.currency === 'USD')!;
    const changeUsd = sale.change.usdCents;
    expect(usdLine.expectedMinor).toBe(10_000 + handed - changeUsd - 2_500);
    await page.getByTestId('till-close').click();
    for (const line of open.till!.lines) {
      const counted = line.method === 'cash' && line.currency === 'USD' ? line.expectedMinor - 500 : line.expectedMinor;
      await page.getByTestId(`till-count-${line.method}-${line.currency}`).fill(line.currency === 'USD' ? (counted / 100).toFixed(2) : String(counted));
    }
    await page.getByTestId('till-difference-cash-USD').waitFor();
    await page.getByTestId('till-close-submit').click();
    await poll(() => tillState(page)).toBe('closed');
    await screenshot(page, 'day-close-closed-kh');

    // A payment into the closed day is refused, with the reason in Khmer.
    const refused = await owner.request.post('/api/sales/payments', {
      data: { branchId: branch.id, customerId: null, type: 'deposit', allocations: [{ invoiceId: sale.invoice.id, amountCents: 1 }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 1 }] },
      headers: { ...headers, 'Idempotency-Key': `late-${suffix}`, 'Accept-Language': 'km' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('sales.till.closed');

    // 5. A manager signs it off.
    const manager = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(manager);
    await signIn(manager, 'manager');
    const managerPage = await manager.newPage();
    await managerPage.goto(`/statement_by_day?branchId=${branch.id}&day=${day}`);
    await poll(() => tillState(managerPage)).toBe('closed');
    await managerPage.getByTestId('till-sign').click();
    expect(await managerPage.getByRole('dialog').innerText()).toContain(kh.sales.till.signTitle);
    await managerPage.getByTestId('till-sign-submit').click();
    await poll(() => tillState(managerPage)).toBe('signed');

    // 6. The statement: float, the cash moved, expected against counted, the $5 difference, who closed and signed.
    const final = await getJson<StatementByDay>(manager.request, `/api/sales/statement-by-day?day=${day}&branchId=${branch.id}`);
    const till = final.till as Till;
    expect(till).toMatchObject({ closedBy: 'owner', signedBy: 'manager' });
    expect(till.floats).toEqual([
      { currency: 'USD', amountMinor: 10_000 },
      { currency: 'KHR', amountMinor: 200_000 },
    ]);
    expect(till.cashMoves).toMatchObject([{ currency: 'USD', amountMinor: -2_500, reason: 'ទិញអាហារថ្ងៃត្រង់' }]);
    expect(till.lines.find((l) => l.method === 'cash' && l.currency === 'USD')).toMatchObject({ differenceMinor: -500, countedMinor: usdLine.expectedMinor - 500 });
    expect(final.gold.some((g) => g.soldMg > 0)).toBe(true);
    const sheet = managerPage.getByTestId('statement-till');
    await poll(() => sheet.locator('[data-till-line="cash-USD"] [data-figure="difference"]').innerText()).toMatch(/5/);
    expect(await managerPage.getByTestId('statement-sheet').innerText()).toContain(kh.sales.till.signedBy);
    await screenshot(managerPage, 'day-close-signed-kh');
  });
});
