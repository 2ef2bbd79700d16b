import { describe, expect, it } from 'vitest';
import type { CastReport } from '../../../../shared/contracts/reports/get-cast-report';
import mainKh from '../../../i18n/kh.json';
import { getCastReportQueryOptions } from '../api/get-cast-report';
import { cellTexts, dara, gold18, renderReportPage } from '../components/report-render-for-test';
import { castQueryOf, castReportSearch } from '../api/report-queries';
import { CastReportPage } from './cast-report-page';

const totals = { material: gold18, castCount: 3, finishedCount: 2, pieceCount: 14, actualMg: 150_000, finishedActualMg: 100_000, piecesMg: 92_500, lossMg: 1_250, lossBasisPoints: 125 };
const report: CastReport = {
  period: { from: '2026-03-01', to: '2026-03-31' },
  casts: {
    items: [
      { id: 9, number: 'C-2026-0009', castOn: '2026-03-04', status: 'finished', material: gold18, handler: dara, pieceCount: 8, waxMg: 4_000, actualMg: 50_000, overMg: 1_000, cleanMg: 48_400, rootMg: 2_400, piecesMg: 46_000, lossMg: 600, lossBasisPoints: 120 },
      { id: 10, number: 'C-2026-0010', castOn: '2026-03-05', status: 'casting', material: gold18, handler: null, pieceCount: 6, waxMg: 4_100, actualMg: 50_000, overMg: null, cleanMg: null, rootMg: null, piecesMg: null, lossMg: null, lossBasisPoints: null },
    ],
    total: 73,
    page: 2,
    pageSize: 50,
  },
  byCaster: [{ handler: dara, ...totals }],
  totals: [totals],
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: CastReportPage,
    path: '/report/cast',
    url,
    locale,
    validateSearch: castReportSearch,
    seed: (queryClient, search) => queryClient.setQueryData(getCastReportQueryOptions(castQueryOf(search)).queryKey, report),
  });

describe('CastReportPage', () => {
  it('reads the period, material, caster and page from the URL; a range the wrong way round keeps its start', async () => {
    const { search } = await render('/report/cast?from=2026-03-01&to=2026-03-31&materialId=1&staffId=5&page=2');
    expect(castQueryOf(search)).toEqual({ from: '2026-03-01', to: '2026-03-31', materialId: '1', staffId: '5', page: 2, pageSize: 50 });
    expect(castQueryOf(castReportSearch({ from: '2026-03-31', to: '2026-03-01', page: '-1' }))).toEqual({ from: '2026-03-31', page: 1, pageSize: 50 });
  });

  it('shows the totals and each cast in grams and chi with its loss %, a cast not cut yet with dashes', async () => {
    const { html } = await render('/report/cast?page=2');
    expect(cellTexts(html, '1', 'actual')).toEqual(['150.000 g 4 damleung']);
    expect(cellTexts(html, '1', 'loss')).toEqual(['1.250 g 3 hun 3.33 li']);
    expect(cellTexts(html, '1', 'lossShare')).toEqual(['1.25%']);
    expect(cellTexts(html, '9', 'lossShare')).toEqual(['1.20%']);
    expect(cellTexts(html, '10', 'loss')).toEqual(['—']);
    expect(cellTexts(html, '10', 'lossShare')).toEqual(['—']);
    expect(html).toContain('href="/cast/detail/9"');
    // The page of the list, not printed; the export has every cast.
    expect(html).toContain('51–73 of 73');
    expect(html).toContain('href="/api/reports/cast/export?format=csv&amp;locale=en"');
  });

  it('prints sideways on A4 and is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/report/cast', 'kh');
    expect(html).toContain('@page { size: A4 landscape; margin: 10mm; }');
    expect(html).toContain(mainKh.reports.cast.title);
    expect(html).toContain(mainKh.casting.casts.status.finished);
    expect(cellTexts(html, '1', 'actual')).toEqual(['150.000 ក្រាម 4 តម្លឹង']);
  });
});
