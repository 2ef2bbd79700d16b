import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../shared/contracts/reports/get-dashboard';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import tableClasses from '../components/report-table.module.css';
import { centralMarket, gold18, gold24, renderReportPage } from '../components/report-render-for-test';
import { dashboardQueryOf, dashboardSearch } from '../api/report-queries';
import { DashboardPage } from './dashboard-page';

const sales = (salesCents: number, invoiceCount: number) => ({ invoiceCount, salesCents, paymentsCents: 150_000, oldGoldCents: 12_345, piecesSold: 9 });

const dashboard: Dashboard = {
  day: '2026-03-05',
  month: { from: '2026-03-01', to: '2026-03-05' },
  metal: [
    {
      material: gold18,
      // 1,234.567 g = 32 damleung 9 chi 2 hun 1.79 li … exactly as the units say.
      onHandMg: 1_234_567,
      byHolderKind: [
        { kind: 'safe', mg: 1_000_000 },
        { kind: 'staff', mg: 234_567 },
      ],
      monthInMg: 50_000,
      monthOutMg: 37_500,
    },
  ],
  loss: [
    // Entries lost 2.150 g against 1.800 g allowed: over, red.
    { material: gold18, lossMg: 2_650, entryLossMg: 2_150, castLossMg: 500, meltLossMg: 0, otherLossMg: 0, entryIssuedMg: 120_000, entryAllowedMg: 1_800, entryOverAllowanceMg: 400, entryLossBasisPoints: 179, castLossBasisPoints: 50 },
    // Within: 0.300 g of 0.500 g allowed.
    { material: gold24, lossMg: 300, entryLossMg: 300, castLossMg: 0, meltLossMg: 0, otherLossMg: 0, entryIssuedMg: 50_000, entryAllowedMg: 500, entryOverAllowanceMg: 0, entryLossBasisPoints: 60, castLossBasisPoints: null },
  ],
  production: [
    { stage: 'casting', count: 4 },
    { stage: 'designing', count: 2 },
  ],
  openCasts: 3,
  openEntries: 11,
  salesToday: sales(91_600, 1),
  salesMonth: sales(3_389_200, 37),
  receivables: { balanceCents: 1_724_200, invoiceCount: 6, overdueCents: 46_600, overdueCount: 1 },
  dailySeries: [{ day: '2026-03-05', salesCents: 91_600, paymentsCents: 150_000, invoiceCount: 1, lossMg: 300, lossFineMg: 225 }],
  monthlySeries: [{ month: '2026-03', salesCents: 3_389_200, paymentsCents: 150_000, invoiceCount: 37, lossMg: 2_950, lossFineMg: 2_288 }],
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: DashboardPage,
    path: '/report/dashboard',
    url,
    locale,
    validateSearch: dashboardSearch,
    seed: (queryClient, search) => queryClient.setQueryData(getDashboardQueryOptions(dashboardQueryOf(search)).queryKey, dashboard),
  });

/** The text inside the element carrying `attribute`, tags stripped. */
const textOf = (html: string, attribute: string) =>
  (new RegExp(`${attribute}[^>]*>(.*?)</(?:p|div|span)>`).exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** One chart's section of the page. */
const chartHtml = (html: string, chart: 'daily' | 'monthly' | 'loss') => new RegExp(`data-section="chart-${chart}"[^>]*>(.*?)</section>`).exec(html)?.[1] ?? '';

/** The bars a chart draws: series=value, in order. */
const barsOf = (html: string) => [...html.matchAll(/data-bar="(\w+)" data-value="(-?\d+)"/g)].map((match) => `${match[1]}=${match[2]}`);

describe('DashboardPage', () => {
  it('reads the day, branch and material from the URL and asks the server for exactly those, dropping what does not read', async () => {
    const { search } = await render('/report/dashboard?day=2026-03-05&branchId=2&materialId=1&colour=red');
    expect(dashboardQueryOf(search)).toEqual({ day: '2026-03-05', branchId: '2', materialId: '1' });
    expect(dashboardQueryOf(dashboardSearch({ day: '2026-02-30', branchId: '0', materialId: 'gold' }))).toEqual({});
  });

  it('shows the filters the URL holds and puts them in the CSV and Excel links, with the reader\u2019s language', async () => {
    const { html } = await render('/report/dashboard?day=2026-03-05&branchId=2&materialId=1');
    expect(html).toContain('value="Central Market · CM"');
    expect(html).toContain('value="Gold 18K · AU750"');
    expect(html).toContain('href="/api/reports/dashboard/export?format=csv&amp;locale=en&amp;day=2026-03-05&amp;branchId=2&amp;materialId=1"');
    expect(html).toContain('href="/api/reports/dashboard/export?format=xlsx&amp;locale=en&amp;day=2026-03-05&amp;branchId=2&amp;materialId=1"');
    // Named in the line saying what the figures are of (printed too).
    expect(html).toMatch(/data-testid="report-summary".*Central Market.*Gold 18K/);
    expect(html).toContain(`${centralMarket.nameEn} · ${centralMarket.code}`);
  });

  it('formats money in dollars and weights in grams and chi, exactly', async () => {
    const { html } = await render('/report/dashboard');
    expect(textOf(html, 'data-figure="sales-today"')).toBe('$916.00');
    expect(textOf(html, 'data-figure="sales-month"')).toBe('$33,892.00');
    expect(html).toContain('37 invoices · 9 pieces');
    expect(textOf(html, 'data-figure="receivables"')).toBe('$17,242.00');
    expect(html).toContain('$466.00 overdue (1 invoice)');
    expect(textOf(html, 'data-figure="on-hand"')).toBe('1,234.567 g');
    // 1,234,567 mg = 32 damleung (1,200,000) + 9 chi (33,750) + 2 hun (750) + 67 mg = 1.79 li: a damleung and more reads in damleung first.
    expect(html).toContain('32\u00a0damleung 9\u00a0chi 2\u00a0hun 1.79\u00a0li');
    expect(html).toContain('data-figure="production">6<');
  });

  it('shows the entries\u2019 loss beside its allowance, red when over and plain when within', async () => {
    const { html } = await render('/report/dashboard');
    const card = (code: string) => new RegExp(`data-loss="${code}" data-over="(\\w+)"(.*?)data-figure="loss-share">([^<]*)<.*?data-figure="allowed-share">([^<]*)<`).exec(html);
    const over = card('AU750');
    expect(over?.[1]).toBe('true');
    expect(over?.[3]).toBe('1.79%');
    expect(over?.[4]).toBe('over 1.50% allowed');
    // Red: the share's class is the one the stylesheet paints red.
    expect(html).toContain(`class="${tableClasses.stacked} ${tableClasses.over}" data-over="true"`);
    expect(html).not.toContain(`class="${tableClasses.stacked} ${tableClasses.over}" data-over="false"`);
    expect(readFileSync(new URL('../components/report-table.module.css', import.meta.url), 'utf8')).toMatch(/\.over \{\s*color: var\(--mantine-color-red-7\);/);
    const within = card('AU999');
    expect(within?.[1]).toBe('false');
    expect(within?.[3]).toBe('0.60%');
    expect(within?.[4]).toBe('allowed 1.00%');
    // Over: what went over, in grams.
    expect(html).toContain('data-figure="over-allowance"');
    expect(html).toContain('0.400 g');
  });

  it('draws each day\u2019s and month\u2019s sales beside payments, and the month\u2019s loss, with every figure in the charts\u2019 tables', async () => {
    const { html } = await render('/report/dashboard');
    expect(barsOf(chartHtml(html, 'daily'))).toEqual(['salesCents=91600', 'paymentsCents=150000']);
    expect(chartHtml(html, 'daily')).toContain('<th scope="row">Mar 5, 2026</th><td>$916.00</td><td>$1,500.00</td>');
    expect(barsOf(chartHtml(html, 'monthly'))).toEqual(['salesCents=3389200', 'paymentsCents=150000']);
    expect(chartHtml(html, 'monthly')).toContain('<th scope="row">March 2026</th><td>$33,892.00</td><td>$1,500.00</td>');
    expect(barsOf(chartHtml(html, 'loss'))).toEqual(['lossMg=2950', 'lossFineMg=2288']);
    expect(chartHtml(html, 'loss')).toContain('<th scope="col">Month</th><th scope="col">Loss</th><th scope="col">Fine metal</th>');
    expect(chartHtml(html, 'loss')).toContain('<th scope="row">March 2026</th><td>2.950 g</td><td>2.288 g</td>');
    // The value axis in round steps of the short money format: $34K of sales under $40K.
    expect(chartHtml(html, 'monthly')).toMatch(/>\$0<.*>\$10K<.*>\$20K<.*>\$30K<.*>\$40K</);
  });

  it('prints on A4 without the shell', async () => {
    const { html } = await render('/report/dashboard');
    expect(html).toContain('@page { size: A4; margin: 10mm; }');
    expect(html).toContain('data-report="dashboard"');
  });

  it('is in Khmer for a Khmer reader, its tabs, figures and export too', async () => {
    const { html } = await render('/report/dashboard', 'kh');
    expect(html).toContain(mainKh.reports.dashboard.title);
    expect(html).toContain(mainKh.reports.dashboard.metal);
    expect(html).toContain(mainKh.reports.tabs.monthlyRecord);
    expect(html).not.toContain(mainEn.reports.dashboard.metal);
    expect(html).toContain('32\u00a0តម្លឹង 9\u00a0ជី 2\u00a0ហ៊ុន 1.79\u00a0លី');
    expect(html).toContain('locale=kh');
    expect(textOf(html, 'data-figure="sales-today"').replace('$', '')).toBe('916.00');
    expect(chartHtml(html, 'loss')).toContain(`<th scope="col">${mainKh.reports.filters.month}</th><th scope="col">${mainKh.reports.dashboard.chart.lossWeight}</th>`);
    expect(chartHtml(html, 'loss')).toContain('<th scope="row">មីនា 2026</th><td>2.950 ក្រាម</td><td>2.288 ក្រាម</td>');
  });
});
