import { describe, expect, it } from 'vitest';
import type { JewelryReport } from '../../../../shared/contracts/reports/get-jewelry-report';
import mainKh from '../../../i18n/kh.json';
import { getJewelryReportQueryOptions } from '../api/get-jewelry-report';
import { cellTexts, centralMarket, gold18, renderReportPage, tableHtml } from '../components/report-render-for-test';
import { jewelryQueryOf, jewelryReportSearch } from '../api/report-queries';
import { JewelryReportPage } from './jewelry-report-page';

const row = {
  material: gold18,
  inStockCount: 12,
  inStockGrossMg: 60_000,
  inStockStoneMg: 1_500,
  inStockMetalMg: 58_500,
  frozenCount: 1,
  acceptedCount: 5,
  acceptedMetalMg: 25_000,
  soldCount: 3,
  soldMetalMg: 15_000,
  salesCents: 270_000,
  metalCents: 240_000,
  makingChargeCents: 30_000,
  stonesCents: 5_000,
  discountCents: 5_000,
};
const report: JewelryReport = {
  period: { from: '2026-03-01', to: '2026-03-31' },
  branch: centralMarket,
  rows: [{ category: { id: 3, code: 'RG', nameKh: 'ចិញ្ចៀន', nameEn: 'Rings' }, ...row }, { category: null, ...row, soldCount: 0, salesCents: 0 }],
  oldGold: [{ material: gold18, lineCount: 2, metalMg: 7_500, paidCents: 40_000 }],
  // 5,400.00 + 120.00 − 400.00 − 20.00 − 10.00 = 5,090.00
  salesTotals: { invoiceCount: 4, pieceLinesCents: 540_000, stoneLinesCents: 12_000, oldGoldCents: 40_000, invoiceDiscountCents: 2_000, notesCents: -1_000, payableCents: 509_000 },
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: JewelryReportPage,
    path: '/report/jewelry',
    url,
    locale,
    validateSearch: jewelryReportSearch,
    seed: (queryClient, search) => queryClient.setQueryData(getJewelryReportQueryOptions(jewelryQueryOf(search)).queryKey, report),
  });

describe('JewelryReportPage', () => {
  it('reads the period, branch, material and category from the URL, not a staff member', async () => {
    const { search } = await render('/report/jewelry?from=2026-03-01&to=2026-03-31&branchId=2&materialId=1&categoryId=3&staffId=5');
    expect(jewelryQueryOf(search)).toEqual({ from: '2026-03-01', to: '2026-03-31', branchId: '2', materialId: '1', categoryId: '3' });
  });

  it('shows stock in grams and chi, sales in dollars, and how the piece lines meet the invoices\u2019 payable', async () => {
    const { html } = await render('/report/jewelry');
    const stock = tableHtml(html, 'In stock now');
    expect(cellTexts(stock, '3-1', 'metal')).toEqual(['58.500 g 1 damleung 5 chi 6 hun']);
    expect(cellTexts(stock, '0-1', 'category')).toEqual(['No category Gold 18K']);
    const period = tableHtml(html, 'Taken in and sold in the period');
    expect(cellTexts(period, '3-1', 'sales')).toEqual(['$2,700.00']);
    expect(cellTexts(period, '3-1', 'discount')).toEqual(['-$50.00']);
    const totals = tableHtml(html, 'From the piece lines to what the invoices ask');
    expect(cellTexts(totals, 'oldGold', 'amount')).toEqual(['-$400.00']);
    expect(cellTexts(totals, 'stoneLines', 'amount')).toEqual(['$120.00']);
    expect(cellTexts(totals, 'payable', 'amount')).toEqual(['$5,090.00']);
    expect(cellTexts(totals, 'payable', 'label')).toEqual(['Payable, 4 invoices']);
    expect(html).toContain('In Central Market');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/report/jewelry', 'kh');
    expect(html).toContain(mainKh.reports.jewelry.title);
    expect(html).toContain('ចិញ្ចៀន');
  });
});
