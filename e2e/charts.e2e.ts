import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../src/shared/contracts/reports/get-dashboard';
import { formatMoney } from '../src/shared/units';
import { getJson } from './support/api';
import { baseUrl, openAs, screenshot, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** A chart's readout (its tooltip) as words: the datum, then each series and its figure. */
const readoutOf = (chart: Locator) => chart.evaluate((element) => element.querySelector('[data-chart-readout]')?.textContent ?? '');
/** The row of the chart's hidden table for a datum, as the same words. */
const tableRowOf = async (chart: Locator, index: number) => {
  const row = chart.locator('[data-chart-table] tbody tr').nth(index);
  const cells = await row.locator('th, td').allTextContents();
  return cells;
};

/** Where a datum's group of bars stands, in the middle of the plot's height, the chart scrolled into view. */
async function groupPoint(chart: Locator, index: number) {
  await chart.scrollIntoViewIfNeeded();
  const bar = (await chart.locator(`[data-group="${index}"] [data-bar]`).first().boundingBox())!;
  const plot = (await chart.locator('svg').boundingBox())!;
  return { x: bar.x + bar.width / 2, y: plot.y + plot.height / 2 };
}

describe('charts', () => {
  it('shows the figures of a day under the pointer and by the keys, as the day\u2019s bars and the hidden table hold them', async () => {
    const page = await openAs(browser(), 'owner', '/report/dashboard', { locale: 'en' });
    const dashboard = await getJson<Dashboard>(page.request, '/api/reports/dashboard');
    const chart = page.locator('[data-section="chart-daily"]');
    await chart.locator('svg').waitFor();
    // The day that sold most: a tall bar, exactly its cents.
    const best = dashboard.dailySeries.reduce((top, day, index) => (day.salesCents > dashboard.dailySeries[top]!.salesCents ? index : top), 0);
    const bestDay = dashboard.dailySeries[best]!;
    expect(Number(await chart.locator(`[data-group="${best}"] [data-bar="salesCents"]`).getAttribute('data-value'))).toBe(bestDay.salesCents);
    expect(Number(await chart.locator(`[data-group="${best}"] [data-bar="paymentsCents"]`).getAttribute('data-value'))).toBe(bestDay.paymentsCents);

    const point = await groupPoint(chart, best);
    await page.mouse.move(point.x, point.y);
    const [day, sales, payments] = await tableRowOf(chart, best);
    expect(sales).toBe(formatMoney(bestDay.salesCents, 'USD', 'en'));
    expect(payments).toBe(formatMoney(bestDay.paymentsCents, 'USD', 'en'));
    await expect.poll(() => readoutOf(chart)).toBe(`${day}Sales${sales}Payments${payments}`);
    await screenshot(page, 'charts-daily-hover-en');
    // The pointer gone, the figures go.
    await page.mouse.move(0, 0);
    await expect.poll(() => readoutOf(chart)).toBe('');

    // The keys: the plot takes the focus and the arrows walk the days.
    await chart.locator('[role="group"]').focus();
    await page.keyboard.press('End');
    const last = dashboard.dailySeries.length - 1;
    await expect.poll(() => readoutOf(chart)).toBe(`${(await tableRowOf(chart, last))[0]}Sales${formatMoney(dashboard.dailySeries[last]!.salesCents, 'USD', 'en')}Payments${formatMoney(dashboard.dailySeries[last]!.paymentsCents, 'USD', 'en')}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => readoutOf(chart)).toContain((await tableRowOf(chart, last - 1))[0]!);
    await page.context().close();
  });

  it('reads a day on a phone by a tap, and keeps it up once the finger is lifted', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript(() => window.localStorage.setItem('locale', 'kh'));
    await signIn(context, 'owner');
    const page: Page = await context.newPage();
    await page.goto('/report/dashboard');
    const chart = page.locator('[data-section="chart-monthly"]');
    await chart.locator('svg').waitFor();
    const months = await chart.locator('[data-chart-table] tbody tr').count();
    const point = await groupPoint(chart, months - 1);
    await page.touchscreen.tap(point.x, point.y);
    const [month, ...figures] = await tableRowOf(chart, months - 1);
    await expect.poll(() => readoutOf(chart)).toContain(month!);
    expect(await readoutOf(chart)).toContain(figures[0]!);
    expect(await readoutOf(chart)).toContain(figures[1]!);
    await screenshot(page, 'charts-monthly-tap-kh-phone');
    await context.close();
  });

  it('reads the rate in force at the pointer on the rates history: its date and time, ask and bid', async () => {
    const page = await openAs(browser(), 'owner', '/material/rates', { locale: 'en' });
    // The history's material picker, the page's last select: its first material.
    await page.locator('table tbody tr').first().waitFor();
    await page.locator('input.mantine-Select-input').last().click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const chart = page.locator('[data-chart="step-line"]');
    await chart.locator('svg').waitFor();
    await chart.scrollIntoViewIfNeeded();
    const points = chart.locator('[data-line="ask"] [data-point]');
    const count = await points.count();
    expect(count).toBeGreaterThan(1);
    const middle = Math.floor(count / 2);
    const dot = (await points.nth(middle).boundingBox())!;
    // Just right of the point: its rate is the one in force until the next.
    await page.mouse.move(dot.x + dot.width / 2 + 2, dot.y + dot.height / 2);
    const [when, ask, bid] = await tableRowOf(chart, middle);
    await expect.poll(() => readoutOf(chart)).toBe(`${when}Selling rate (ask)${ask}Buying rate (bid)${bid}`);
    expect(formatMoney(Number(await points.nth(middle).getAttribute('data-value')), 'USD', 'en')).toBe(ask);
    await screenshot(page, 'charts-rate-history-hover-en');
    await page.context().close();
  });
});
