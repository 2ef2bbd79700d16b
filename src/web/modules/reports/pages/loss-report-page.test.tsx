import { describe, expect, it } from 'vitest';
import type { LossReport } from '../../../../shared/contracts/reports/get-loss-report';
import mainKh from '../../../i18n/kh.json';
import { getLossReportQueryOptions } from '../api/get-loss-report';
import tableClasses from '../components/report-table.module.css';
import { cellTexts, daraBench, gold18, renderReportPage, tableHtml } from '../components/report-render-for-test';
import { lossQueryOf, lossReportSearch } from '../api/report-queries';
import { LossReportPage } from './loss-report-page';

// Dara lost 2.150 g of 120 g issued against 1.800 g allowed (15 ‰): over. The rings' category allows 20 ‰: within.
const over = { material: gold18, entryCount: 4, issuedMg: 120_000, returnedMg: 117_850, lossMg: 2_150, allowedMg: 1_800, overAllowanceMg: 400, overAllowanceCount: 1, lossBasisPoints: 179, allowedBasisPoints: 150 };
const within = { material: gold18, entryCount: 2, issuedMg: 40_000, returnedMg: 39_500, lossMg: 500, allowedMg: 800, overAllowanceMg: 0, overAllowanceCount: 0, lossBasisPoints: 125, allowedBasisPoints: 200 };
const sources = { material: gold18, entryLossMg: 2_650, castLossMg: 600, meltLossMg: 37, otherLossMg: 0, totalLossMg: 3_287 };
const report: LossReport = {
  period: { from: '2026-03-01', to: '2026-03-31' },
  byJeweller: [{ jeweller: daraBench, ...over }],
  byCategory: [{ category: { id: 3, code: 'RG', nameKh: 'ចិញ្ចៀន', nameEn: 'Rings', allowedLossPermille: 20 }, ...within }],
  byMonth: [{ month: '2026-03', ...sources, entryIssuedMg: 160_000, entryAllowedMg: 2_600, entryLossBasisPoints: 166 }],
  bySource: [sources],
  entryTotals: [{ ...over, entryCount: 6, issuedMg: 160_000, lossMg: 2_650, allowedMg: 2_600 }],
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: LossReportPage,
    path: '/report/loss',
    url,
    locale,
    validateSearch: lossReportSearch,
    seed: (queryClient, search) => queryClient.setQueryData(getLossReportQueryOptions(lossQueryOf(search)).queryKey, report),
  });

/** The loss share cell's class and its two figures. */
const share = (html: string, row: string) => cellTexts(html, row, 'lossShare')[0];

describe('LossReportPage', () => {
  it('reads the period, material and staff member from the URL, not a branch (the loss report takes none)', async () => {
    const { search } = await render('/report/loss?from=2026-03-01&to=2026-03-31&materialId=1&staffId=5&branchId=2');
    expect(lossQueryOf(search)).toEqual({ from: '2026-03-01', to: '2026-03-31', materialId: '1', staffId: '5' });
  });

  it('puts each loss % beside its allowance, red over it and plain within it', async () => {
    const { html } = await render('/report/loss');
    expect(share(html, '21-1')).toBe('1.79% over 1.50% allowed');
    expect(share(html, '3-1')).toBe('1.25% allowed 2.00%');
    const redShares = html.match(new RegExp(`class="${tableClasses.stacked} ${tableClasses.over}" data-over="true"`, 'g')) ?? [];
    // Dara's row, the totals and March are over; the rings are not.
    expect(redShares).toHaveLength(3);
    expect(cellTexts(html, '21-1', 'over')).toEqual(['0.400 g 1 entry']);
    expect(cellTexts(html, '3-1', 'over')).toEqual(['—']);
    expect(html).toContain('allows 20 ‰');
  });

  it('sums the loss by source in grams and chi, and names the month', async () => {
    const { html } = await render('/report/loss');
    const bySource = tableHtml(html, 'Loss by source');
    // 3,287 mg = 8 hun (3,000) + 287 mg = 7.65 li; 37 mg = 0.99 li.
    expect(cellTexts(bySource, '1', 'total')).toEqual(['3.287 g 8 hun 7.65 li']);
    expect(cellTexts(bySource, '1', 'melting')).toEqual(['0.037 g 0.99 li']);
    expect(html).toContain('March 2026');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/report/loss', 'kh');
    expect(html).toContain(mainKh.reports.loss.title);
    expect(html).toContain(mainKh.reports.loss.byJeweller);
    expect(share(html, '3-1')).toBe('1.25% អនុញ្ញាត 2.00%');
    expect(html).toContain('មីនា 2026');
  });
});
