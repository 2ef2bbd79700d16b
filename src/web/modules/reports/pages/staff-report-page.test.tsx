import { describe, expect, it } from 'vitest';
import type { StaffReport } from '../../../../shared/contracts/reports/get-staff-report';
import mainKh from '../../../i18n/kh.json';
import { getStaffReportQueryOptions } from '../api/get-staff-report';
import { cellTexts, dara, gold18, renderReportPage, tableHtml } from '../components/report-render-for-test';
import { staffQueryOf, staffReportSearch } from '../api/report-queries';
import { StaffReportPage } from './staff-report-page';

const nothing = { entryCount: 0, piecesDone: 0, issuedMg: 0, returnedMg: 0, lossMg: 0, allowedMg: 0, overAllowanceCount: 0, lossBasisPoints: null, castCount: 0, castActualMg: 0, castPiecesMg: 0, castLossMg: 0, castLossBasisPoints: null };
const caster = { id: 6, code: 'C01', nameKh: 'ចាន់ ធី', nameEn: 'Chan Thy', kind: 'caster' as const };
const seller = { id: 7, code: 'S01', nameKh: 'ស្រីនាង', nameEn: 'Srey Neang', kind: 'cashier' as const };
const report: StaffReport = {
  period: { from: '2026-03-01', to: '2026-03-31' },
  work: [
    { staff: { ...dara, kind: 'jeweller' }, material: gold18, ...nothing, entryCount: 5, piecesDone: 18, issuedMg: 100_000, returnedMg: 98_900, lossMg: 1_100, allowedMg: 1_500, lossBasisPoints: 110 },
    { staff: caster, material: gold18, ...nothing, castCount: 4, castActualMg: 200_000, castPiecesMg: 180_000, castLossMg: 2_400, castLossBasisPoints: 120 },
  ],
  sales: [{ staff: seller, invoiceCount: 12, piecesSold: 15, salesCents: 1_234_567, incentiveCents: 7_500 }],
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderReportPage({
    page: StaffReportPage,
    path: '/report/staff',
    url,
    locale,
    validateSearch: staffReportSearch,
    seed: (queryClient, search) => queryClient.setQueryData(getStaffReportQueryOptions(staffQueryOf(search)).queryKey, report),
  });

describe('StaffReportPage', () => {
  it('reads the period, branch, material and staff member from the URL', async () => {
    const { search } = await render('/report/staff?from=2026-03-01&to=2026-03-31&branchId=2&materialId=1&staffId=5');
    expect(staffQueryOf(search)).toEqual({ from: '2026-03-01', to: '2026-03-31', branchId: '2', materialId: '1', staffId: '5' });
  });

  it('shows the bench\u2019s output and loss against the allowance, the caster\u2019s casts, and the sellers\u2019 sales in dollars', async () => {
    const { html } = await render('/report/staff');
    const bench = tableHtml(html, 'At the bench');
    expect(cellTexts(bench, '5-1', 'returned')).toEqual(['98.900 g 2 damleung 6 chi 3 hun 7.33 li']);
    expect(cellTexts(bench, '5-1', 'lossShare')).toEqual(['1.10% allowed 1.50%']);
    // The caster made no entry: not at the bench.
    expect(cellTexts(bench, '6-1', 'returned')).toEqual([]);
    expect(cellTexts(tableHtml(html, 'At casting'), '6-1', 'castLossShare')).toEqual(['1.20%']);
    expect(cellTexts(tableHtml(html, 'At the counter'), '7', 'sales')).toEqual(['$12,345.67']);
    expect(cellTexts(tableHtml(html, 'At the counter'), '7', 'incentive')).toEqual(['$75.00']);
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/report/staff', 'kh');
    expect(html).toContain(mainKh.reports.staff.title);
    expect(html).toContain(mainKh.reports.staff.counter);
    expect(html).toContain('ចាន់ ធី');
  });
});
