import { describe, expect, it } from 'vitest';
import type { MonthlyRecord } from '../../../../shared/contracts/reports/get-monthly-record';
import mainKh from '../../../i18n/kh.json';
import { getMonthlyRecordQueryOptions } from '../api/get-monthly-record';
import { cellTexts, daraBench, gold18, renderReportPage, tableHtml } from '../components/report-render-for-test';
import { monthlyRecordQueryOf, monthlyRecordSearch } from '../api/report-queries';
import { MonthlyRecordPage } from './monthly-record-page';

const safe = { id: 1, kind: 'safe' as const, code: 'SAFE', nameKh: 'ទូដែក', nameEn: 'Safe', physical: true, branchId: null, staffId: null };
const record: MonthlyRecord = {
  month: '2026-03',
  period: { from: '2026-03-01', to: '2026-03-31' },
  branch: null,
  holders: [
    // 500 + 20 − 130 − 0 = 390 g; the bench 100 + 120 − 117.85 − 2.15 = 100 g.
    { holder: safe, material: gold18, openingMg: 500_000, inMg: 20_000, outMg: 130_000, lostMg: 0, closingMg: 390_000 },
    { holder: daraBench, material: gold18, openingMg: 100_000, inMg: 120_000, outMg: 117_850, lostMg: 2_150, closingMg: 100_000 },
  ],
  materials: [{ material: gold18, openingMg: 600_000, receivedMg: 30_000, releasedMg: 37_850, lostMg: 2_150, meltMadeMg: 0, meltUsedMg: 0, closingMg: 590_000 }],
  sales: {
    invoiceCount: 37,
    voidedCount: 1,
    piecesSold: 41,
    salesCents: 3_389_200,
    salesRiel: 138_957_200,
    notesCents: -5_000,
    oldGoldCents: 40_000,
    paymentsCents: 1_665_000,
    depositsCents: 100_000,
    refundsCents: -5_000,
    books: [
      { method: 'cash', currency: 'USD', inMinor: 1_200_000, outMinor: 2_000 },
      { method: 'cash', currency: 'KHR', inMinor: 1_640_000, outMinor: 6_000 },
    ],
    receivableAtCloseCents: 1_724_200,
  },
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: MonthlyRecordPage,
    path: '/report/monthly-record',
    url,
    locale,
    validateSearch: monthlyRecordSearch,
    seed: (queryClient, search) => queryClient.setQueryData(getMonthlyRecordQueryOptions(monthlyRecordQueryOf(search)).queryKey, record),
  });

describe('MonthlyRecordPage', () => {
  it('reads the month, branch and material from the URL, dropping a month that does not exist', async () => {
    const { search } = await render('/report/monthly-record?month=2026-03&branchId=2&materialId=1&from=2026-03-01');
    expect(monthlyRecordQueryOf(search)).toEqual({ month: '2026-03', branchId: '2', materialId: '1' });
    expect(monthlyRecordQueryOf(monthlyRecordSearch({ month: '2026-13' }))).toEqual({});
  });

  it('shows opening, in, out, lost and closing per material and holder in grams and chi', async () => {
    const { html } = await render('/report/monthly-record?month=2026-03');
    const materials = tableHtml(html, 'Metal per material');
    expect(cellTexts(materials, '1', 'opening')).toEqual(['600.000 g 16 damleung']);
    expect(cellTexts(materials, '1', 'lost')).toEqual(['2.150 g 5 hun 7.33 li']);
    expect(cellTexts(materials, '1', 'closing')).toEqual(['590.000 g 15 damleung 7 chi 3 hun 3.33 li']);
    const holders = tableHtml(html, 'Metal per holder');
    expect(cellTexts(holders, '21-1', 'holder')).toEqual(['Dara bench J01 · Staff · Gold 18K']);
    expect(cellTexts(holders, '1-1', 'closing')).toEqual(['390.000 g 10 damleung 4 chi']);
    expect(html).toContain('March 2026 (Mar 1, 2026 – Mar 31, 2026)');
  });

  it('shows sales in dollars with their riel, and each book in its own currency', async () => {
    const { html } = await render('/report/monthly-record');
    const sales = tableHtml(html, 'Sales');
    expect(cellTexts(sales, 'sales', 'value')).toEqual(['$33,892.00 138,957,200 ៛']);
    expect(cellTexts(tableHtml(html, 'Payments'), 'receivable', 'value')).toEqual(['$17,242.00']);
    const books = tableHtml(html, 'Money by method and currency');
    expect(cellTexts(books, 'cash-USD', 'net')).toEqual(['$11,980.00']);
    expect(cellTexts(books, 'cash-KHR', 'net')).toEqual(['1,634,000 ៛']);
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/report/monthly-record', 'kh');
    expect(html).toContain(mainKh.reports.monthly.title);
    expect(html).toContain(mainKh.reports.monthly.holders);
    expect(html).toContain('មីនា 2026');
    expect(cellTexts(tableHtml(html, mainKh.reports.monthly.metal), '1', 'opening')).toEqual(['600.000 ក្រាម 16 តម្លឹង']);
  });
});
