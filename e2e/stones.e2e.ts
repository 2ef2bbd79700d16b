import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { EntryStonesResponse, EntryStone } from '../src/shared/contracts/entries/entry-stones';
import type { FindEntriesResponse } from '../src/shared/contracts/entries/find-entries';
import type { ProductionItem } from '../src/shared/contracts/production/production-item';
import type { Invoice, SaleResult } from '../src/shared/contracts/sales/invoice';
import type { StoneLotDetail } from '../src/shared/contracts/stones/stone-lots';
import type { StonePreparation } from '../src/shared/contracts/stones/stone-preparations';
import { formatMoney } from '../src/shared/units';
import en from '../src/web/i18n/en.json';
import kh from '../src/web/i18n/kh.json';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { getJson } from './support/api';

/**
 * Stones end to end (issue 8): a manager receives thirty 1.30 mm diamonds
 * into a new lot at the Central Market, weighed by the size chart, and
 * prepares eight of them for the engagement ring on the setter's ticket,
 * then assigns them; the setter sets the eight in the ring at
 * /entry/gem-{id}, drawing them from the lot (kh); a cashier sells the other
 * twenty-two at the gem POS by the carat, and the lot is empty. At each step
 * the lot's count and carats are read in the page and through the API.
 *
 * The lot is the journey's own; the setter's demo ticket (the engagement
 * ring) is no other journey's; stones move no metal, so the safe's balances
 * and the stock journey's pieces are untouched.
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
/** expect.poll with room for a slow, shared machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/** A Mantine Select: open it and pick the option whose label starts with `start` (typing first when it is searchable). */
async function choose(page: Page, select: Locator, start: string, typed?: string): Promise<void> {
  await select.click();
  if (typed !== undefined) await select.fill(typed);
  await page.getByRole('option', { name: startsWith(start) }).first().click();
}

/** "12 stones", "1 stone" (en) or "12 គ្រាប់" (kh), as the pages write a count of stones. */
const stones = (catalogue: typeof en, count: number) => fill(count === 1 ? catalogue.stones.common.stones_one : catalogue.stones.common.stones_other, { shownCount: count.toLocaleString('en-US') });
/** Milli-carats as the pages write them: three decimals, "ct". */
const carats = (mct: number) => `${(mct / 1000).toFixed(3)}\u00a0ct`;

/** A balance card of the lot's page says the count over the carats. */
async function expectCard(page: Page, key: 'available' | 'prepared' | 'set' | 'sold', count: number, mct: number, catalogue: typeof en = en) {
  const card = page.getByTestId(`lot-${key}`);
  await poll(() => card.innerText()).toContain(stones(catalogue, count));
  expect(await card.innerText()).toContain(carats(mct));
}

describe('stones: receive, prepare, set, sell', () => {
  it('thirty diamonds received into a lot, eight prepared for the ring and set in it by the setter, the other twenty-two sold at the gem POS', { timeout: 300_000 }, async () => {
    const browser = getBrowser();

    // The setter's ticket: the engagement ring, an item in production.
    const setterContext = await newContext(browser, { locale: 'kh' });
    contexts.push(setterContext);
    await signIn(setterContext, 'setter');
    const tickets = await getJson<FindEntriesResponse>(setterContext.request, '/api/entries?pageSize=50');
    const ticket = tickets.items.find((e) => e.type === 'setting' && e.state === 'in_progress');
    expect(ticket, 'the demo has the setter’s ticket in progress').toBeDefined();
    const before = await getJson<EntryStonesResponse>(setterContext.request, `/api/entries/${ticket!.id}/stones`);
    const ring = before.entry.pieces.find((p) => p.description.startsWith('Engagement ring'));
    expect(ring?.itemId, 'the ring is a production item').toBeTruthy();
    const item = await getJson<ProductionItem>(setterContext.request, `/api/production/items/${ring!.itemId}`);

    // 1. The manager receives thirty 1.30 mm diamonds at the Central Market; the chart weighs them (0.010 ct a stone).
    const managerContext = await newContext(browser, { locale: 'en' });
    contexts.push(managerContext);
    await signIn(managerContext, 'manager');
    const page = await managerContext.newPage();
    onTestFailed(() => screenshot(page, 'stones-journey-failed'));
    await page.goto('/gem_stone');
    await page.getByRole('button', { name: en.stones.receive.button }).click();
    const receiving = page.getByRole('dialog');
    await receiving.getByRole('combobox', { name: startsWith(en.stones.fields.type) }).fill('Diamond');
    await receiving.getByRole('textbox', { name: startsWith(en.stones.fields.sizeMm) }).fill('1.3');
    await receiving.getByRole('textbox', { name: startsWith(en.stones.fields.count) }).fill('30');
    await receiving.getByRole('textbox', { name: startsWith(en.stones.fields.supplier) }).fill('Antwerp melee, journey');
    await receiving.getByText(fill(en.stones.estimate.result_other, { shownCount: '30', carats: carats(300) })).waitFor();
    await receiving.getByRole('button', { name: en.stones.estimate.use }).click();
    expect(await receiving.getByRole('textbox', { name: startsWith(en.stones.fields.caratsInput) }).inputValue()).toBe('0.300');
    await choose(page, receiving.getByRole('combobox', { name: startsWith(en.stones.fields.branch) }), 'PP-CM · ');
    const received = nextResponse(page, 'POST', /^\/api\/stones\/lots$/);
    await receiving.getByRole('button', { name: en.admin.common.save }).click();
    const receivedRes = await received;
    expect(receivedRes.status(), await receivedRes.text()).toBe(201);
    const lot = (await receivedRes.json()) as StoneLotDetail;
    expect(lot).toMatchObject({ stoneType: 'Diamond', shape: 'round', sizeCmm: 130, branch: { code: 'PP-CM' }, available: { count: 30, weightMct: 300 }, prepared: { count: 0, weightMct: 0 } });
    expect(lot.code).toMatch(/^SL-\d{4}-\d{6}$/);
    await page.waitForURL((url) => url.pathname === '/gem_stone' && url.searchParams.get('lot') === String(lot.id));
    await page.getByRole('heading', { name: lot.code }).waitFor();
    await expectCard(page, 'available', 30, 300);

    // 2. Eight prepared for the ring: the weight follows the count at the lot's average (8 × 0.010 ct); then assigned.
    await page.getByRole('button', { name: en.stones.prepare.button }).click();
    const preparing = page.getByRole('dialog');
    await choose(page, preparing.getByTestId('target-select'), `${item.code} · `, item.code);
    await preparing.getByRole('textbox', { name: startsWith(en.stones.fields.count) }).fill('8');
    expect(await preparing.getByRole('textbox', { name: startsWith(en.stones.fields.caratsInput) }).inputValue()).toBe('0.080');
    const prepared = nextResponse(page, 'POST', /^\/api\/stones\/preparations$/);
    await preparing.getByRole('button', { name: en.admin.common.save }).click();
    const preparedRes = await prepared;
    expect(preparedRes.status(), await preparedRes.text()).toBe(201);
    const preparation = (await preparedRes.json()) as StonePreparation;
    expect(preparation).toMatchObject({ target: { kind: 'item', id: item.id, code: item.code }, prepared: { count: 8, weightMct: 80 }, held: { count: 8, weightMct: 80 }, state: 'prepared' });
    await expectCard(page, 'available', 22, 220);
    await expectCard(page, 'prepared', 8, 80);
    const assigned = nextResponse(page, 'POST', new RegExp(`^/api/stones/preparations/${preparation.id}/assign$`));
    await page.getByRole('button', { name: en.stones.preparations.assign }).click();
    expect((await assigned).status()).toBe(200);
    await page.locator('[data-testid="preparation"] [data-state="assigned"]').waitFor();
    expect(await getJson<StoneLotDetail>(managerContext.request, `/api/stones/lots/${lot.id}`)).toMatchObject({ available: { count: 22, weightMct: 220 }, prepared: { count: 8, weightMct: 80 }, set: { count: 0, weightMct: 0 } });
    await screenshot(page, 'stones-lot-en');

    // 3. The setter sets the eight in the ring, drawn from the lot (what it holds for the ring), in Khmer.
    const setterPage = await setterContext.newPage();
    onTestFailed(() => screenshot(setterPage, 'stones-entry-failed'));
    await setterPage.goto(`/entry/gem-${ticket!.id}`);
    await choose(setterPage, setterPage.getByTestId('entry-stone-lot'), `${lot.code} · `, lot.code);
    // The lot names the stones: type, shape and size are filled in.
    expect(await setterPage.getByRole('textbox', { name: startsWith(kh.entries.stones.sizeMm) }).inputValue()).toBe('1.3');
    await setterPage.getByRole('textbox', { name: startsWith(kh.entries.stones.count) }).fill('8');
    expect(await setterPage.getByRole('textbox', { name: startsWith(kh.entries.stones.caratsInput) }).inputValue()).toBe('0.080');
    const set = nextResponse(setterPage, 'POST', new RegExp(`^/api/entries/${ticket!.id}/stones$`));
    await setterPage.getByRole('button', { name: kh.entries.stones.add }).click();
    const setRes = await set;
    expect(setRes.status(), await setRes.text()).toBe(201);
    const line = (await setRes.json()) as EntryStone;
    expect(line).toMatchObject({ pieceId: ring!.id, stoneType: 'Diamond', shape: 'round', sizeCmm: 130, count: 8, weightMct: 80, lot: { id: lot.id, code: lot.code } });
    await setterPage.getByTestId('entry-stone-lot-code').filter({ hasText: lot.code }).waitFor();
    await screenshot(setterPage, 'stones-entry-kh');
    const afterSet = await getJson<StoneLotDetail>(managerContext.request, `/api/stones/lots/${lot.id}`);
    expect(afterSet).toMatchObject({ available: { count: 22, weightMct: 220 }, prepared: { count: 0, weightMct: 0 }, set: { count: 8, weightMct: 80 } });
    expect(afterSet.preparations.find((p) => p.id === preparation.id)).toMatchObject({ held: { count: 0, weightMct: 0 }, set: { count: 8, weightMct: 80 }, state: 'set' });
    await page.reload();
    await expectCard(page, 'set', 8, 80);
    await expectCard(page, 'prepared', 0, 0);

    // 4. A cashier sells the other twenty-two at the gem POS by the carat: 0.220 ct × $1,200.00 = $264.00, paid in dollars.
    const cashierContext = await newContext(browser, { locale: 'en' });
    contexts.push(cashierContext);
    await signIn(cashierContext, 'cashier');
    const pos = await cashierContext.newPage();
    onTestFailed(() => screenshot(pos, 'stones-pos-failed'));
    await pos.goto('/gem_pos');
    await poll(() => pos.getByTestId('pos-branch').inputValue()).toMatch(/^PP-CM · /);
    await choose(pos, pos.getByTestId('gem-lot-picker'), `${lot.code} · `, lot.code);
    const saleLine = pos.locator(`[data-testid="gem-line"][data-lot="${lot.code}"]`);
    await saleLine.getByText(fill(en.stones.pos.lines.available, { stones: '22', carats: carats(220) })).waitFor();
    await saleLine.getByTestId('gem-line-count').fill('22');
    expect(await saleLine.getByTestId('gem-line-carats').inputValue()).toBe('0.220');
    await saleLine.getByTestId('gem-line-price').fill('1200');
    await saleLine.getByText(fill(en.stones.pos.lines.byCarat, { carats: carats(220), price: '$1,200.00', amount: '$264.00' })).waitFor();
    const total = formatMoney(26_400, 'USD', 'en');
    await poll(() => pos.getByTestId('pos-total').innerText()).toContain(total);
    await pos.getByRole('button', { name: en.sales.common.tender.restUsd }).click();
    const submit = pos.getByTestId('pos-submit');
    // The label, without the key shown beside it (F8): the one counter, opened on stones.
    await poll(() => submit.locator('.mantine-Button-label').innerText()).toBe(fill(en.sales.pos.submit, { amount: total }));
    await screenshot(pos, 'stones-pos-en');
    const sold = nextResponse(pos, 'POST', /^\/api\/sales\/invoices$/);
    await submit.click();
    const soldRes = await sold;
    expect(soldRes.status(), await soldRes.text()).toBe(201);
    expect(soldRes.request().headers()['idempotency-key']).toBeTruthy();
    const sale = (await soldRes.json()) as SaleResult;
    expect(sale.invoice).toMatchObject({ branch: { code: 'PP-CM' }, customer: null, totalCents: 26_400, paidCents: 26_400, balanceCents: 0, paymentState: 'paid' });
    expect(sale.invoice.lines).toHaveLength(1);
    expect(sale.invoice.lines[0]).toMatchObject({
      kind: 'stone',
      code: lot.code,
      materialId: null,
      stonesCents: 26_400,
      amountCents: 26_400,
      stone: { lotId: lot.id, count: 22, weightMct: 220, priceMode: 'per_carat', unitPriceCents: 120_000 },
    });
    await pos.waitForURL((url) => url.pathname === `/pos/invoice-${sale.invoice.id}`);
    const receipt = pos.getByTestId('invoice-sheet');
    await receipt.getByText(sale.invoice.number).first().waitFor();
    await receipt.getByText(lot.code).first().waitFor();
    await receipt.getByTestId('invoice-total').getByText(total).waitFor();
    await screenshot(pos, 'stones-receipt-en');
    expect(await getJson<Invoice>(cashierContext.request, `/api/sales/invoices/${sale.invoice.id}`)).toMatchObject({ totalCents: 26_400, paymentState: 'paid' });

    // 5. The lot is empty: nothing available or prepared, 8 set, 22 sold; its movements say so in the page.
    const emptied = await getJson<StoneLotDetail>(managerContext.request, `/api/stones/lots/${lot.id}`);
    expect(emptied).toMatchObject({ available: { count: 0, weightMct: 0 }, prepared: { count: 0, weightMct: 0 }, set: { count: 8, weightMct: 80 }, sold: { count: 22, weightMct: 220 } });
    expect(emptied.movements.map((m) => m.kind)).toEqual(['receive', 'prepare', 'assign', 'set', 'sell']);
    expect(emptied.movements.find((m) => m.kind === 'sell')?.document).toMatchObject({ type: 'invoice', id: sale.invoice.id, number: sale.invoice.number });
    await page.reload();
    await expectCard(page, 'available', 0, 0);
    await expectCard(page, 'sold', 22, 220);
    await page.locator('[data-testid="movement"][data-kind="sell"]').getByRole('link', { name: sale.invoice.number }).waitFor();
    // Out of the lots in stock, in the list of empty ones.
    await page.goto(`/gem_stone?state=empty&search=${lot.code}`);
    await page.getByText(lot.code).first().waitFor();
  });
});
