import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { RateBoard } from '../src/shared/contracts/materials/get-rate-board';
import en from '../src/web/i18n/en.json';
import kh from '../src/web/i18n/kh.json';
import { getJson } from './support/api';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';

/**
 * The rate board (issue 22 §2) in two browsers: the owner makes a board link
 * at /setting/board and publishes the morning rates at /material/rates; the
 * counter's TV (another context, no sign-in, the link only) shows the new
 * figure within 5 s without a reload, and so does a customer's phone on the
 * price page; the owner turns the link off and both go blank, with words
 * only, within seconds.
 */

const getBrowser = useBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const digits = (text: string) => text.replace(/[^\d.]/g, '');
const gold = (page: Page, testId: string) => page.locator('[data-material="AU9999"]').getByTestId(testId);

describe('the rate board', () => {
  it('a publish reaches the TV and the price page within 5 s without a reload; a revoked link leaves them blank', { timeout: 240_000 }, async () => {
    const owner = await newContext(getBrowser(), { locale: 'en' });
    contexts.push(owner);
    await signIn(owner, 'owner');
    const office = await owner.newPage();
    onTestFailed(() => screenshot(office, 'rate-board-owner-failed'));
    const links = en.materials.board.links;

    // The owner names a link for the counter's TV; its addresses show once.
    await office.goto('/setting/board');
    await office.getByTestId('board-link-name').fill('Counter TV');
    await office.getByTestId('board-link-create').click();
    const boardUrl = await office.getByTestId('board-link-board-url').inputValue();
    const pricesUrl = await office.getByTestId('board-link-prices-url').inputValue();
    expect(new URL(boardUrl).pathname).toBe('/board');
    expect(new URL(pricesUrl).pathname).toBe('/board/prices');
    await office.getByRole('button', { name: links.done }).click();

    // The TV: another browser, no session, the link only; Khmer first, English beside it.
    const tv = await newContext(getBrowser(), { locale: 'kh', viewport: { width: 1920, height: 1080 } });
    contexts.push(tv);
    const board = await tv.newPage();
    onTestFailed(() => screenshot(board, 'rate-board-tv-failed'));
    await board.goto(new URL(boardUrl).pathname + new URL(boardUrl).search);
    await board.locator('[data-testid="rate-board"][data-live="stream"]').waitFor();
    expect(await board.getByText(kh.materials.board.title).count()).toBeGreaterThan(0);
    expect(await board.getByText(en.materials.board.title).count()).toBeGreaterThan(0);
    // Nothing scrolls on the TV: the whole board is one screen.
    expect(await board.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1920, 1080]);
    const before = digits(await gold(board, 'board-ask-chi').innerText());
    // Marks this document: a reload would lose it.
    await board.evaluate(() => ((window as unknown as { boardMark: number }).boardMark = 42));

    const phone = await newContext(getBrowser(), { locale: 'en', viewport: { width: 390, height: 844 } });
    contexts.push(phone);
    const prices = await phone.newPage();
    await prices.goto(new URL(pricesUrl).pathname + new URL(pricesUrl).search);
    await prices.getByTestId('board-prices').waitFor();

    // The owner publishes 24K at a new price through the morning rates form.
    const morning = en.materials.morningRates;
    await office.goto('/material/rates');
    await office.getByRole('heading', { name: morning.title }).waitFor();
    const baseAsk = office.getByTestId('morning-base-ask');
    await expect.poll(() => baseAsk.inputValue(), { timeout: 20_000 }).not.toBe('');
    await office.getByTestId('morning-unit').getByText(morning.perChi, { exact: true }).click();
    const askCents = Number(before.replace('.', '')) + 123;
    const ask = (askCents / 100).toFixed(2);
    await baseAsk.fill(ask);
    await office.getByTestId('morning-publish').click();
    await office.getByRole('dialog', { name: morning.confirmTitle }).waitFor();
    const published = office.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/materials/rates/publish');
    await office.getByTestId('morning-confirm').click();
    expect((await published).status()).toBe(201);
    const publishedAt = Date.now();

    // Within 5 s on the TV, per chi and per damleung (ten chi), with no reload; the phone too.
    await expect.poll(async () => digits(await gold(board, 'board-ask-chi').innerText()), { timeout: 5_000, interval: 100 }).toBe(ask);
    const seenAfterMs = Date.now() - publishedAt;
    expect(seenAfterMs).toBeLessThan(5_000);
    expect(digits(await gold(board, 'board-ask-damleung').innerText()).replace(/,/g, '')).toBe((askCents / 10).toFixed(2));
    expect(await board.evaluate(() => (window as unknown as { boardMark?: number }).boardMark)).toBe(42);
    await expect.poll(async () => digits(await gold(prices, 'prices-ask-chi').innerText()), { timeout: 5_000, interval: 100 }).toBe(ask);
    const figures = await getJson<RateBoard>(owner.request, `/api/board/rates?token=${new URL(boardUrl).searchParams.get('token')}`);
    expect(figures.rates.find((r) => r.code === 'AU9999')).toMatchObject({ askCentsPerChi: askCents, askCentsPerDamleung: askCents * 10 });
    await screenshot(board, 'rate-board-tv-kh-1920');
    await screenshot(prices, 'rate-board-prices-en-390');

    // The owner turns the link off: the TV and the phone go blank within seconds, words only.
    await office.goto('/setting/board');
    const card = office.locator('[data-testid="board-link"][data-active="true"]', { hasText: 'Counter TV' });
    await card.getByTestId('board-link-revoke').click();
    await office.getByTestId('board-link-revoke-confirm').click();
    await office.locator('[data-testid="board-link"][data-active="false"]', { hasText: 'Counter TV' }).waitFor();
    const revokedAt = Date.now();
    await board.locator('[data-testid="board-refused"][data-refusal="linkRevoked"]').waitFor({ timeout: 5_000 });
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
    expect(await board.locator('[data-material]').count()).toBe(0);
    expect(await board.getByText(kh.materials.board.refused.linkRevoked).count()).toBe(1);
    expect(await board.getByText(en.materials.board.refused.linkRevoked).count()).toBe(1);
    await prices.locator('[data-testid="board-refused"][data-refusal="linkRevoked"]').waitFor({ timeout: 5_000 });
    // A reload changes nothing: the link opens nothing any more.
    await board.reload();
    await board.locator('[data-testid="board-refused"][data-refusal="linkRevoked"]').waitFor();
    expect(await board.locator('[data-material]').count()).toBe(0);
    await screenshot(board, 'rate-board-tv-revoked');

    // Without a link at all, the board says so and shows nothing else.
    await board.goto('/board');
    await board.locator('[data-testid="board-refused"][data-refusal="linkRequired"]').waitFor();
    expect(await board.locator('[data-material]').count()).toBe(0);
  });
});
