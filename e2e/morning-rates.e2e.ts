import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FindMaterialCategoriesResponse } from '../src/shared/contracts/materials/find-material-categories';
import type { GetRatesResponse } from '../src/shared/contracts/materials/get-rates';
import type { RatePublication } from '../src/shared/contracts/materials/publish-rates';
import type { FindBranchesResponse } from '../src/shared/contracts/platform/find-branches';
import type { SaleQuote } from '../src/shared/contracts/sales/invoice';
import type { GetExchangeRatesResponse } from '../src/shared/contracts/sales/exchange-rate';
import kh from '../src/web/i18n/kh.json';
import { pieceInStock } from './support/shop-fixtures';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';
import { getJson, postJson } from './support/api';

/**
 * The morning rates in one save (issue 19 §1), in Khmer. The owner types
 * 24K per damleung, overrides 18K and takes back an override of 14K, sets the
 * riel rate, and publishes once: every active material's rate in force
 * changes at one instant (read through the API: one publication id, one
 * effective time), and the counter's quote prices a piece at the new ask.
 */

const getBrowser = useBrowser();
const contexts: Awaited<ReturnType<typeof newContext>>[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
const line = (page: Page, code: string) => page.locator(`[data-material="${code}"]`);

describe('the morning rates', () => {
  it('the owner publishes every material’s rate and the riel rate in one save, all in force at one instant (kh)', { timeout: 240_000 }, async () => {
    const context = await newContext(getBrowser(), { locale: 'kh' });
    contexts.push(context);
    await signIn(context, 'owner');
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'morning-rates-failed'));
    const mr = kh.materials.morningRates;

    const materials = (await getJson<FindMaterialCategoriesResponse>(context.request, '/api/materials/categories?active=true')).items;
    const id = (code: string) => materials.find((m) => m.code === code)!.id;

    await page.goto('/material/rates');
    await page.getByRole('heading', { name: mr.title }).waitFor();
    const baseAsk = page.getByTestId('morning-base-ask');
    const baseBid = page.getByTestId('morning-base-bid');
    // The form opens on the rates in force; per damleung they read ten times the chi price.
    await poll(() => baseAsk.inputValue()).not.toBe('');
    // Compared in cents: 220.23 × 10 is 2202.2999… in floating point.
    const askCents = async () => Math.round(Number((await baseAsk.inputValue()).replace(/,/g, '')) * 100);
    const perChiAskCents = await askCents();
    await page.getByTestId('morning-unit').getByText(mr.perDamleung, { exact: true }).click();
    await poll(askCents).toBe(perChiAskCents * 10);

    // 24K at 2,205.00 / 2,185.00 per damleung: 220.50 / 218.50 per chi.
    await baseAsk.fill('2205');
    await baseBid.fill('2185');
    // AU990 follows live: 220,500 × 9,900 / 99,990 = 21,831.68 → 218.32 per chi.
    await poll(() => line(page, 'AU990').getByTestId('morning-line-ask').inputValue()).toBe('218.32');

    // 14K overridden, then taken back to its derived rate.
    const au585Ask = line(page, 'AU585').getByTestId('morning-line-ask');
    const derived585 = await au585Ask.inputValue();
    await au585Ask.fill('150');
    await line(page, 'AU585').getByText(mr.overridden, { exact: true }).waitFor();
    await line(page, 'AU585').getByTestId('morning-line-reset').click();
    await poll(() => au585Ask.inputValue()).toBe(derived585);
    expect(await line(page, 'AU585').getByText(mr.overridden, { exact: true }).count()).toBe(0);

    // 18K overridden at 170.00 per chi (its bid stays as derived: 218,500 × 7,500 / 99,990 = 16,388.99 → 163.89).
    await line(page, 'AU750').getByTestId('morning-line-ask').fill('170');
    await line(page, 'AU750').getByText(mr.overridden, { exact: true }).waitFor();
    expect(await line(page, 'AU750').getByTestId('morning-line-bid').inputValue()).toBe('163.89');

    await page.getByTestId('morning-khr-per-usd').fill('4080');

    // One Publish, asked first; the dialog shows what changes.
    await page.getByTestId('morning-publish').click();
    const dialog = page.getByRole('dialog', { name: mr.confirmTitle });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/\$170\.00 \/ \$163\.89/);
    expect(await dialog.innerText()).toContain('4,080');
    const published = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/materials/rates/publish');
    await page.getByTestId('morning-confirm').click();
    const response = await published;
    expect(response.status()).toBe(201);
    const publication = (await response.json()) as RatePublication;
    await dialog.waitFor({ state: 'hidden' });

    // Every active material's rate in force is the publication's, at one instant.
    const rates = await getJson<GetRatesResponse>(context.request, '/api/materials/rates');
    const inForce = materials.map((m) => rates.current.find((r) => r.materialId === m.id)!);
    expect(inForce.every((r) => r.publicationId === publication.id)).toBe(true);
    expect(new Set(inForce.map((r) => r.effectiveAt))).toEqual(new Set([publication.effectiveAt]));
    const rateOf = (code: string) => inForce.find((r) => r.materialId === id(code))!;
    expect(rateOf('AU9999')).toMatchObject({ askCentsPerChi: 22_050, bidCentsPerChi: 21_850 });
    expect(rateOf('AU990')).toMatchObject({ askCentsPerChi: 21_832 });
    expect(rateOf('AU750')).toMatchObject({ askCentsPerChi: 17_000, bidCentsPerChi: 16_389 });
    const riel = await getJson<GetExchangeRatesResponse>(context.request, '/api/sales/exchange-rates');
    expect(riel.current).toMatchObject({ khrPerUsd: 4_080, effectiveAt: publication.effectiveAt });

    // The counter prices a piece at its material's new ask.
    const branches = await getJson<FindBranchesResponse>(context.request, '/api/platform/branches');
    const centralMarket = branches.items.find((b) => b.code === 'PP-CM')!;
    // A piece of its own (the other journeys sell the demo's): 18K, priced at the ask just published.
    const piece = await pieceInStock(context.request, { branchId: centralMarket.id, materialCode: 'AU750', grossMg: 3_750, description: `Morning rates ring ${Date.now()}` });
    const quote = await postJson<SaleQuote>(context.request, '/api/sales/quote', { branchId: centralMarket.id, lines: [{ kind: 'piece', code: piece.code }] });
    expect(quote.lines[0]!.rateCentsPerChi).toBe(rateOf(materials.find((m) => m.id === piece.materialId)!.code).askCentsPerChi);

    // The publication is listed, its time in Khmer with no Latin AM/PM.
    const history = page.getByRole('table').filter({ hasText: mr.when });
    await poll(async () => /220\.50\D{0,3} \/ \D{0,3}218\.50/.test(await history.innerText())).toBe(true);
    expect(await history.innerText()).not.toMatch(/\b(AM|PM)\b/);
    await screenshot(page, 'morning-rates-kh');
  });
});
