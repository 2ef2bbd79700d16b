import { describe, expect, it } from 'vitest';
import type { EntryReport } from '../../../../shared/contracts/reports/get-entry-report';
import mainKh from '../../../i18n/kh.json';
import { getEntryReportQueryOptions } from '../api/get-entry-report';
import { cellTexts, daraBench, gold18, renderReportPage, tableHtml } from '../components/report-render-for-test';
import { entryQueryOf, entryReportSearch } from '../api/report-queries';
import { EntryReportPage } from './entry-report-page';

const figures = {
  material: gold18,
  entryCount: 7,
  pieceCount: 31,
  inProgressCount: 3,
  closableCount: 0,
  waitingAcceptCount: 1,
  acceptedCount: 3,
  returnedCount: 0,
  issuedMg: 210_000,
  returnedMg: 88_000,
  onBenchMg: 120_000,
  acceptedIssuedMg: 60_000,
  lossMg: 700,
  allowedMg: 900,
  overAllowanceCount: 0,
  lossBasisPoints: 117,
};
const report: EntryReport = {
  period: { from: '2026-03-01', to: '2026-03-31' },
  byJeweller: [{ jeweller: daraBench, ...figures }],
  byType: [{ type: 'repair', ...figures, lossMg: 1_000, lossBasisPoints: 167 }],
  totals: [figures],
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: EntryReportPage,
    path: '/report/entry',
    url,
    locale,
    validateSearch: entryReportSearch,
    seed: (queryClient, search) => queryClient.setQueryData(getEntryReportQueryOptions(entryQueryOf(search)).queryKey, report),
  });

describe('EntryReportPage', () => {
  it('reads the period, material and staff member from the URL', async () => {
    const { search, html } = await render('/report/entry?from=2026-03-01&to=2026-03-31&materialId=1&staffId=5');
    expect(entryQueryOf(search)).toEqual({ from: '2026-03-01', to: '2026-03-31', materialId: '1', staffId: '5' });
    expect(html).toContain('value="Sok Dara · J01"');
  });

  it('says where the entries stand and what is still on the bench; the accepted ones\u2019 loss beside their allowance', async () => {
    const { html } = await render('/report/entry');
    const byJeweller = tableHtml(html, 'By jeweller');
    expect(cellTexts(byJeweller, '21-1', 'states')).toEqual(['3 In progress 1 Waiting to accept 3 Accepted']);
    expect(cellTexts(byJeweller, '21-1', 'onBench')).toEqual(['120.000 g 3 damleung 2 chi']);
    // 900 mg allowed of 60 g accepted = 1.50 %.
    expect(cellTexts(byJeweller, '21-1', 'lossShare')).toEqual(['1.17% allowed 1.50%']);
    // The repairs lost 1.000 g against 0.900 g: over.
    expect(cellTexts(tableHtml(html, 'By kind of work'), 'repair-1', 'lossShare')).toEqual(['1.67% over 1.50% allowed']);
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/report/entry', 'kh');
    expect(html).toContain(mainKh.reports.entry.title);
    expect(html).toContain(mainKh.entries.types.repair);
    expect(html).toContain(mainKh.entries.states.accepted);
  });
});
