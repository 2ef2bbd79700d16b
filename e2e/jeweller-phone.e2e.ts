import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { EntryDetail } from '../src/shared/contracts/entries/entry';
import type { MyEntriesSummary } from '../src/shared/contracts/entries/my-entries-summary';
import { formatGrams } from '../src/shared/units';
import kh from '../src/web/i18n/kh.json';
import { getJson } from './support/api';
import { entryOnTheBench } from './support/bench-fixtures';
import { newContext, screenshot, signIn, useBrowser } from './support/browser';

/**
 * The jeweller's phone (issue 20), in Khmer on a 390 × 844 screen: their
 * entries as cards, an entry whose record-return bar is on screen without
 * scrolling, a return with a photo taken on the camera input, and at once
 * the returned weight, what is still out and the loss if closed now; then
 * the gold they hold.
 */

const getBrowser = useBrowser();
const phone = { width: 390, height: 844 };
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Nothing scrolls sideways: the document is no wider than the phone. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the jeweller’s phone', () => {
  it('a jeweller records a return with a photo and sees the running loss and the gold they hold (kh, 390 px)', { timeout: 180_000 }, async () => {
    const browser = getBrowser();
    const manager = await newContext(browser, { locale: 'kh' });
    closers.push(() => manager.close());
    await signIn(manager, 'manager');
    // 4.200 g and 2.800 g with 0.300 g of solder, to jeweller1 (H-S004), as polishing (no strict flag).
    const entry = await entryOnTheBench(manager.request, {
      jewellerCode: 'H-S004',
      categoryCode: 'POLISHING',
      spareMg: 300,
      pieces: [
        { description: 'ខ្សែកផ្កាឈូក', issuedMg: 4_200 },
        { description: 'ចិញ្ចៀនតូច', issuedMg: 2_800 },
      ],
    });

    const context = await newContext(browser, { locale: 'kh', viewport: phone });
    closers.push(() => context.close());
    await signIn(context, 'jeweller1');
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, 'jeweller-phone-failed'));

    // 1. My entries: cards, not a table that scrolls sideways; the gold held above them.
    await page.goto('/entry_jeweller');
    const card = page.getByTestId('entry-card').filter({ hasText: entry.number });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await card.getByText(kh.entries.states.in_progress, { exact: true }).waitFor();
    await page.getByTestId('my-bench-summary').waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'jeweller-phone-entries-kh');
    // The month filter, on the phone: a month long past shows nothing; this month shows the entry again.
    const month = page.getByLabel(kh.entries.list.month, { exact: true });
    await month.fill('2001-01');
    await page.waitForURL((url) => url.searchParams.get('month') === '2001-01');
    await page.getByText(kh.entries.list.empty, { exact: true }).waitFor();
    await month.fill(new Date(Date.parse(entry.createdAt) + 7 * 3_600_000).toISOString().slice(0, 7)); // the shop's month (UTC+7)
    await card.waitFor();

    // 2. The entry: the record-return bar is in view without scrolling.
    await card.click();
    await page.waitForURL((url) => url.pathname === `/entry-detail-${entry.id}`);
    const bar = page.getByTestId('entry-action-bar');
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height + 1);
    expect(box!.y).toBeGreaterThan(phone.height / 2);
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);
    // Before any return: nothing back, two pieces out, nothing lost.
    await page.getByTestId('entry-still-out').getByText(kh.entries.bench.piecesCount_other.replace('{{count}}', '2')).waitFor();

    // 3. The return: weight and a photo set on the camera's input; saved, the figures show at once.
    await bar.getByRole('button', { name: kh.entries.detail.recordReturn }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: kh.entries.detail.returnedWeight }).fill('4.15');
    const camera = dialog.locator('input[type=file][capture=environment]').first();
    expect(await camera.getAttribute('accept')).toBe('image/*');
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c9a227' } }).png().toBuffer();
    await camera.setInputFiles({ name: 'ring-back.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByRole('img', { name: kh.ui.photo.alt.replace('{{index}}', '1') }).waitFor();
    await screenshot(page, 'jeweller-phone-return-dialog-kh');
    const recorded = page.waitForResponse((res) => res.request().method() === 'POST' && /\/pieces\/\d+\/return$/.test(new URL(res.url()).pathname));
    await dialog.getByRole('button', { name: kh.entries.detail.returnSubmit }).click();
    const res = await recorded;
    expect(res.status(), await res.text()).toBe(200);
    const after = (await res.json()) as EntryDetail;
    expect(after.pieces[0]!.returnPhotos).toHaveLength(1);
    // 4.150 g back; one piece (2.800 g) out; the loss if closed now: the ring owed 4.200 g and 180 mg of the solder, 230 mg.
    expect(after.running).toMatchObject({ returnedMg: 4_150, piecesOut: 1, outMg: 2_800, lossMg: 230 });
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('entry-returned').getByText(formatGrams(4_150, 'kh'), { exact: true }).waitFor();
    await page.getByTestId('entry-loss').getByText(formatGrams(230, 'kh'), { exact: true }).waitFor();
    await page.getByTestId('entry-still-out').getByText(kh.entries.bench.piecesCount_one.replace('{{count}}', '1')).waitFor();
    await page.getByText(kh.entries.bench.lossNow, { exact: true }).first().waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'jeweller-phone-entry-kh');

    // 4. Back on their entries: the card shows what came back and the running loss; the gold held is the ledger's.
    await page.goto('/entry_jeweller');
    const updated = page.getByTestId('entry-card').filter({ hasText: entry.number });
    await updated.getByText(formatGrams(4_150, 'kh'), { exact: true }).waitFor();
    await updated.getByText(formatGrams(230, 'kh'), { exact: true }).waitFor();
    const summary = await getJson<MyEntriesSummary>(context.request, '/api/entries/mine/summary');
    const held = summary.held.find((metal) => metal.code === 'AU750');
    expect(held?.mg).toBeGreaterThanOrEqual(7_300);
    await page.getByTestId('gold-held').getByText(formatGrams(held!.mg, 'kh'), { exact: true }).waitFor();
    expect(summary.openEntries.map((e) => e.number)).toContain(entry.number);
  });
});
