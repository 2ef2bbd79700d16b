import type { APIRequestContext, Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { GetAccountsResponse } from '../src/shared/contracts/materials/get-accounts';
import type { FindBranchesResponse } from '../src/shared/contracts/platform/find-branches';
import type { Invoice, SaleQuote, SaleResult } from '../src/shared/contracts/sales/invoice';
import kh from '../src/web/i18n/kh.json';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { getJson, postJson } from './support/api';

/**
 * Old gold bought right (issue 19), in Khmer. A walk-in customer sells a broken
 * 18K chain at the counter: 18.75 g read at 73.5 % by XRF, less a 1.5 %
 * melting deduction. The POS prices its fine weight at the base metal's bid,
 * exactly as the server quotes it; the sale pays the customer out; its gross
 * metal is in the branch's old-gold holder (read through the API's holder
 * balances), the counter's saleable metal unchanged; the receipt prints the
 * computation.
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
const nextResponse = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));

/** A holder's balance of a material, as the API's holder balances give it. */
async function balanceOf(request: APIRequestContext, holderCode: string, materialId: number): Promise<number> {
  const accounts = await getJson<GetAccountsResponse>(request, '/api/materials/accounts');
  const holder = accounts.holders.find((h) => h.code === holderCode);
  if (!holder) throw new Error(`no holder ${holderCode} in the cashier's accounts`);
  return holder.balances.find((b) => b.materialId === materialId)?.mg ?? 0;
}

describe('old gold bought right', () => {
  it('a sale of old gold with a tested purity and a deduction: priced on its fine weight, its metal in the counter’s old-gold holder (kh)', { timeout: 240_000 }, async () => {
    const context = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(context);
    await signIn(context, 'cashier');
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'old-gold-failed'));
    const og = kh.sales.pos.oldGold;

    const branches = await getJson<FindBranchesResponse>(context.request, '/api/platform/branches');
    const centralMarket = branches.items.find((b) => b.code === 'PP-CM')!;
    const materials = await getJson<{ items: { id: number; code: string }[] }>(context.request, '/api/materials/categories?active=true');
    const au750 = materials.items.find((m) => m.code === 'AU750')!;
    const line = { kind: 'old_gold', materialId: au750.id, weightMg: 18_750, purityMethod: 'xrf', testedPurity: 7_350, meltDeductionBp: 150, description: '' };
    const quote = await postJson<SaleQuote>(context.request, '/api/sales/quote', { branchId: centralMarket.id, lines: [line] });
    // 18,750 mg × 73.5 % × (1 − 1.5 %) = 13,574.5… → 13,575 mg fine.
    expect(quote.lines[0]).toMatchObject({ fineMg: 13_575, testedPurity: 7_350, meltDeductionBp: 150, purityMethod: 'xrf' });
    const oldGoldBefore = await balanceOf(context.request, 'OG-CTR-PP-CM', au750.id);
    const counterBefore = await balanceOf(context.request, 'CTR-PP-CM', au750.id);

    // 1. The counter: old gold weighed in, its purity read by XRF, a deduction typed.
    await page.goto('/pos');
    await poll(() => page.getByTestId('pos-branch').inputValue()).toMatch(/^PP-CM · /);
    await page.getByRole('button', { name: og.add }).click();
    await page.getByTestId('old-gold-material').click();
    await page.getByRole('option', { name: /^AU750 · / }).click();
    await page.getByTestId('old-gold-weight').fill('18.75');
    await page.getByTestId('old-gold-method').click();
    await page.getByRole('option', { name: og.methods.xrf, exact: true }).click();
    await page.getByTestId('old-gold-purity').fill('73.5');
    await page.getByTestId('old-gold-deduction').fill('1.5');
    // The computation, as the server priced it: the fine weight, and the amount paid.
    const computation = page.getByTestId('old-gold-computation');
    await poll(() => computation.innerText()).toContain('13.575');
    await poll(() => page.getByTestId('pos-line-amount').innerText()).toContain((-quote.lines[0]!.amountCents / 100).toFixed(2));
    await screenshot(page, 'old-gold-pos-kh');

    // 2. Charged: the shop pays the walk-in out.
    const charged = nextResponse(page, 'POST', /^\/api\/sales\/invoices$/);
    await page.getByTestId('pos-submit').click();
    const res = await charged;
    expect(res.status(), await res.text()).toBe(201);
    const result = (await res.json()) as SaleResult;
    const invoice: Invoice = result.invoice;
    expect(invoice.totalCents).toBe(quote.totalCents);
    expect(invoice.lines[0]).toMatchObject({ kind: 'old_gold', grossMg: 18_750, purityMethod: 'xrf', testedPurity: 7_350, meltDeductionBp: 150, fineMg: 13_575 });
    expect(result.change.cents).toBe(-quote.totalCents);

    // 3. The metal: the gross weight in the branch's old-gold holder, the saleable counter metal unchanged.
    expect(await balanceOf(context.request, 'OG-CTR-PP-CM', au750.id)).toBe(oldGoldBefore + 18_750);
    expect(await balanceOf(context.request, 'CTR-PP-CM', au750.id)).toBe(counterBefore);

    // 4. The receipt prints how it was priced.
    await page.waitForURL(new RegExp(`/pos/invoice-${invoice.id}`));
    await poll(() => page.getByTestId('old-gold-computation').first().innerText()).toContain('XRF');
    await screenshot(page, 'old-gold-receipt-kh');
  });
});
