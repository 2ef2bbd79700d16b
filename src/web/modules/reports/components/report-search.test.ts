import { describe, expect, it } from 'vitest';
import { reportExportUrl } from '../../../../shared/contracts/reports/report-common';
import { basisPointsOf, permilleToBasisPoints, reportFormat } from './report-format';
import { castQueryOf, castReportSearch, dashboardSearch, monthlyRecordSearch, staffQueryOf, staffReportSearch } from '../api/report-queries';

describe('report filters in the URL', () => {
  it('keeps days that exist, months, ids and pages as the contracts accept them; drops the rest', () => {
    expect(dashboardSearch({ day: '2026-02-28', branchId: '12', materialId: '1' })).toEqual({ day: '2026-02-28', branchId: '12', materialId: '1' });
    expect(dashboardSearch({ day: '2026-02-30', branchId: '0', materialId: 'gold' })).toEqual({});
    expect(dashboardSearch({ day: '2026-3-1' })).toEqual({});
    expect(monthlyRecordSearch({ month: '2026-12' })).toEqual({ month: '2026-12' });
    expect(monthlyRecordSearch({ month: '2026-00' })).toEqual({});
    expect(castQueryOf(castReportSearch({ page: '3' })).page).toBe(3);
    expect(castQueryOf(castReportSearch({ page: '0' })).page).toBe(1);
  });

  it('keeps a range\u2019s start when its end is before it', () => {
    expect(staffQueryOf(staffReportSearch({ from: '2026-03-10', to: '2026-03-01', branchId: '2', materialId: 'x', staffId: '5' }))).toEqual({
      from: '2026-03-10',
      branchId: '2',
      staffId: '5',
    });
  });

  it('asks the export for the page\u2019s filters without its paging', () => {
    expect(reportExportUrl('entry-detail', 'xlsx', { from: '2026-03-01', state: 'accepted', page: 3, pageSize: 50, staffId: undefined }, 'kh')).toBe(
      '/api/reports/entry-detail/export?format=xlsx&locale=kh&from=2026-03-01&state=accepted',
    );
  });
});

describe('report figures', () => {
  it('turns basis points into a percent with two decimals, exactly, in either language', () => {
    const en = reportFormat('en');
    expect(en.percent(179)).toBe('1.79%');
    expect(en.percent(-5)).toBe('-0.05%');
    expect(en.percent(10_000)).toBe('100.00%');
    expect(en.percent(null)).toBe('—');
    expect(reportFormat('kh').percent(125)).toMatch(/^1[.,]25\s?%$/);
  });

  it('rounds a share half away from zero, as the server does, and reads a category\u2019s ‰ as basis points', () => {
    // 1,800 of 120,000 = 150 bp; 1 of 800 = 12.5 bp → 13; nothing issued → no share.
    expect(basisPointsOf(1_800, 120_000)).toBe(150);
    expect(basisPointsOf(1, 800)).toBe(13);
    expect(basisPointsOf(-1, 800)).toBe(-13);
    expect(basisPointsOf(5, 0)).toBeNull();
    expect(permilleToBasisPoints(15)).toBe(150);
  });

  it('writes weights in grams and chi and months in the reader\u2019s language', () => {
    const kh = reportFormat('kh');
    expect(reportFormat('en').grams(1_234_567)).toBe('1,234.567 g');
    expect(kh.chi(3_750)).toBe('1\u00a0ជី');
    // Each number keeps its unit on its line: a narrow column breaks between 2 chi and 3 hun, never inside.
    expect(reportFormat('en').chi(8_625)).toBe('2\u00a0chi 3\u00a0hun');
    expect(reportFormat('en').chi(-37)).toBe('-0.99\u00a0li');
    expect(reportFormat('en').month('2026-03')).toBe('March 2026');
    expect(kh.month('2026-03')).toContain('មីនា');
    expect(reportFormat('en').usd(-5_000)).toBe('-$50.00');
    expect(kh.riel(138_957_200).replace(/\s/g, '')).toMatch(/138,957,200|138\.957\.200/);
  });
});
