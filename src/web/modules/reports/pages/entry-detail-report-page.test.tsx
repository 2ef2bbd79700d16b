import { describe, expect, it } from 'vitest';
import type { EntryDetails } from '../../../../shared/contracts/reports/find-entry-details';
import mainKh from '../../../i18n/kh.json';
import { findEntryDetailsQueryOptions } from '../api/find-entry-details';
import { cellTexts, daraBench, gold18, renderReportPage, tableHtml } from '../components/report-render-for-test';
import { entryDetailQueryOf, entryDetailSearch } from '../api/report-queries';
import { EntryDetailReportPage } from './entry-detail-report-page';

const rings = { id: 3, code: 'RG', nameKh: 'ចិញ្ចៀន', nameEn: 'Rings', allowedLossPermille: 15 };
const entry = {
  id: 41,
  number: 'E-2026-0041',
  createdAt: '2026-03-03T02:00:00.000Z',
  type: 'making' as const,
  state: 'accepted' as const,
  category: rings,
  material: gold18,
  jeweller: daraBench,
  pieceCount: 4,
  initMg: 37_500,
  spareMg: 2_500,
  issuedMg: 40_000,
  returnedMg: 39_200,
  lossMg: 800,
  allowedMg: 600,
  lossBasisPoints: 200,
  overAllowance: true,
  overAllowanceReason: 'Thin chain, many solder joints',
  closedAt: '2026-03-10T02:00:00.000Z',
  acceptedAt: '2026-03-11T02:00:00.000Z',
};
const details: EntryDetails = {
  period: { from: '2026-03-01', to: '2026-03-31' },
  items: [entry, { ...entry, id: 42, number: 'E-2026-0042', state: 'in_progress', returnedMg: null, lossMg: null, lossBasisPoints: null, overAllowance: false, overAllowanceReason: null, closedAt: null, acceptedAt: null }],
  total: 2,
  page: 1,
  pageSize: 50,
  totals: [{ material: gold18, entryCount: 2, issuedMg: 80_000, closedIssuedMg: 40_000, returnedMg: 39_200, lossMg: 800, allowedMg: 600 }],
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: EntryDetailReportPage,
    path: '/report/entry-detail',
    url,
    locale,
    validateSearch: entryDetailSearch,
    seed: (queryClient, search) => queryClient.setQueryData(findEntryDetailsQueryOptions(entryDetailQueryOf(search)).queryKey, details),
  });

describe('EntryDetailReportPage', () => {
  it('reads its own filters from the URL too (bench, category, state, work, over the allowance), dropping odd ones', async () => {
    const { search, html } = await render('/report/entry-detail?from=2026-03-01&jewellerHolderId=21&categoryId=3&state=accepted&type=making&overAllowance=true&page=1');
    expect(entryDetailQueryOf(search)).toEqual({ from: '2026-03-01', jewellerHolderId: '21', categoryId: '3', state: 'accepted', type: 'making', overAllowance: 'true', page: 1, pageSize: 50 });
    expect(entryDetailQueryOf(entryDetailSearch({ state: 'lost', type: 'melting', overAllowance: 'yes', categoryId: 'x' }))).toEqual({ page: 1, pageSize: 50 });
    expect(html).toContain('value="Accepted"');
    expect(html).toContain('value="Over the allowance"');
    expect(html).toContain('overAllowance=true');
  });

  it('shows each entry against its category\u2019s allowance, red with the owner\u2019s reason when over; an open one has no loss yet', async () => {
    const { html } = await render('/report/entry-detail');
    const entries = tableHtml(html, 'Entries');
    expect(cellTexts(entries, '41', 'lossShare')).toEqual(['2.00% over 1.50% allowed Thin chain, many solder joints']);
    expect(cellTexts(entries, '41', 'spare')).toEqual(['2.500 g 6 hun 6.67 li']);
    expect(cellTexts(entries, '42', 'loss')).toEqual(['—']);
    expect(cellTexts(entries, '42', 'lossShare')).toEqual(['— allowed 1.50%']);
    expect(html).toContain('href="/entry-detail-41"');
    // Totals of the closed entries: 800 mg of 40 g (2.00 %) against 600 mg (1.50 %).
    expect(cellTexts(tableHtml(html, 'Totals per material'), '1', 'lossShare')).toEqual(['2.00% over 1.50% allowed']);
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/report/entry-detail', 'kh');
    expect(html).toContain(mainKh.reports.entryDetail.title);
    expect(html).toContain(mainKh.entries.states.in_progress);
  });
});
