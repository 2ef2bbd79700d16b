import { describe, expect, it } from 'vitest';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { StatementByDay } from '../../../../shared/contracts/sales/statement-by-day';
import { rolePermissions } from '../../../../shared/roles';
import { renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { findBranchesQueryOptions } from '../../platform/api/find-branches';
import { meQueryKey } from '../../platform/api/get-me';
import { getStatementByDayQueryOptions } from '../api/get-statement-by-day';
import { statementTotals } from '../components/statement-sheet';
import { statementSearch } from '../api/sales-searches';
import { statementQueryOf } from '../api/get-statement-by-day';
import { StatementByDayPage } from './statement-by-day-page';

const me: MeResponse = {
  user: { id: 1, username: 'cashier', displayName: 'Sok Chantha', role: 'cashier', staffId: null, branchId: 2 },
  permissions: [...rolePermissions.cashier],
};
const at = '2026-01-01T00:00:00.000Z';
const toulKork = { id: 2, code: 'TK', nameKh: 'ទួលគោក', nameEn: 'Toul Kork' };
const branches: FindBranchesResponse = {
  items: [
    { id: 1, code: 'CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market', address: '', phone: '', active: true, createdAt: at },
    { ...toulKork, address: '', phone: '', active: true, createdAt: at },
  ],
  total: 2,
  page: 1,
  pageSize: 200,
};

const statement: StatementByDay = {
  day: '2026-03-05',
  branch: toulKork,
  books: [
    // Cash in riel: 200,000 before the day, 410,000 in, 6,000 given back as change.
    { method: 'cash', currency: 'KHR', openingMinor: 200_000, inMinor: 410_000, outMinor: 6_000, closingMinor: 604_000 },
    { method: 'cash', currency: 'USD', openingMinor: 150_000, inMinor: 52_000, outMinor: 2_000, closingMinor: 200_000 },
    { method: 'bank_transfer', currency: 'USD', openingMinor: 0, inMinor: 30_050, outMinor: 0, closingMinor: 30_050 },
  ],
  entries: [
    { paymentId: 5, number: 'PAY-TK-2026-5', type: 'payment', paidAt: '2026-03-05T03:15:00.000Z', customer: 'Chan Dara', invoices: ['INV-TK-2026-12'], method: 'cash', currency: 'USD', amountMinor: 52_000, isChange: false },
    { paymentId: 5, number: 'PAY-TK-2026-5', type: 'payment', paidAt: '2026-03-05T03:15:00.000Z', customer: 'Chan Dara', invoices: ['INV-TK-2026-12'], method: 'cash', currency: 'USD', amountMinor: -2_000, isChange: true },
    { paymentId: 6, number: 'PAY-TK-2026-6', type: 'deposit', paidAt: '2026-03-05T07:40:00.000Z', customer: null, invoices: [], method: 'cash', currency: 'KHR', amountMinor: 410_000, isChange: false },
  ],
  invoiceCount: 3,
  salesCents: 125_075,
  roundings: [{ paymentId: 6, number: 'PAY-TK-2026-6', paidAt: '2026-03-05T07:40:00.000Z', cashRoundingCents: 1 }],
  cashRoundingCents: 1,
  till: {
    id: 4,
    branchId: 2,
    day: '2026-03-05',
    openedBy: 'cashier',
    openedAt: '2026-03-05T01:00:00.000Z',
    closedBy: 'cashier',
    closedAt: '2026-03-05T11:00:00.000Z',
    signedBy: null,
    signedAt: null,
    note: '',
    floats: [{ currency: 'USD', amountMinor: 10_000 }],
    cashMoves: [{ id: 1, currency: 'USD', amountMinor: -2_500, reason: 'Deposit to the bank', createdBy: 'cashier', createdAt: '2026-03-05T09:00:00.000Z' }],
    lines: [{ method: 'cash', currency: 'USD', expectedMinor: 57_500, countedMinor: 57_000, differenceMinor: -500 }],
  },
  gold: [{ materialId: 3, code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', soldMg: 7_500, boughtGrossMg: 5_000, boughtFineMg: 3_600 }],
};

async function render(url: string, locale: 'kh' | 'en' = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  queryClient.setQueryData(findBranchesQueryOptions({ pageSize: 200 }).queryKey, branches);
  queryClient.setQueryData(getStatementByDayQueryOptions({ day: '2026-03-05', branchId: '2' }).queryKey, statement);
  return renderPageForTest({ page: StatementByDayPage, path: '/statement_by_day', url, queryClient, locale });
}

/** The four figures of one book row, as printed. */
const bookRow = (html: string, book: string) => {
  const row = new RegExp(`data-book="${book}">(.*?)</tr>`).exec(html)?.[1] ?? '';
  return [...row.matchAll(/data-figure="\w+">([^<]*)</g)].map((m) => m[1] ?? '');
};

describe('StatementByDayPage', () => {
  it("reads the day and branch from the URL; by default today and the reader's branch", () => {
    expect(statementQueryOf({ day: '2026-03-05', branchId: '1' }, '2026-03-09', 2)).toEqual({ day: '2026-03-05', branchId: '1' });
    expect(statementQueryOf(statementSearch({ day: 'yesterday' }), '2026-03-09', 2)).toEqual({ day: '2026-03-09', branchId: '2' });
    expect(statementQueryOf({}, '2026-03-09', undefined)).toBeNull();
  });

  it('shows opening, in, out and closing per method and currency, dollars as dollars and riel as riel', async () => {
    const html = await render('/statement_by_day?day=2026-03-05');
    expect(bookRow(html, 'cash-USD')).toEqual(['$1,500.00', '$520.00', '$20.00', '$2,000.00']);
    expect(bookRow(html, 'cash-KHR')).toEqual(['200,000 ៛', '410,000 ៛', '6,000 ៛', '604,000 ៛']);
    expect(bookRow(html, 'bank_transfer-USD')).toEqual(['$0.00', '$300.50', '$0.00', '$300.50']);
    // Each currency's total over its methods; dollars and riel are never added together.
    expect(bookRow(html, 'total-USD')).toEqual(['$1,500.00', '$820.50', '$20.00', '$2,300.50']);
    expect(bookRow(html, 'total-KHR')).toEqual(['200,000 ៛', '410,000 ៛', '6,000 ៛', '604,000 ៛']);
    expect(html).toContain('Toul Kork');
    expect(html).toContain('$1,250.75');
  });

  it('lists the entries with their payment, customer, invoices and method; the change negative', async () => {
    const html = await render('/statement_by_day?day=2026-03-05');
    expect(html).toContain('PAY-TK-2026-5');
    expect(html).toContain('INV-TK-2026-12');
    expect(html).toContain('-$20.00');
    expect(html).toContain('Change given back');
    expect(html).toContain('Walk-in customer');
    expect(html).toContain('10:15');
    expect(html).toContain('@page { size: A4');
  });

  it('is in Khmer for a Khmer reader, its figures too', async () => {
    const html = await render('/statement_by_day?day=2026-03-05', 'kh');
    expect(html).toContain('របាយការណ៍សាច់ប្រាក់ប្រចាំថ្ងៃ');
    expect(html).toContain('សមតុល្យដើមគ្រា');
    expect(html).toContain('សមតុល្យចុងគ្រា');
    expect(html).toContain('សាច់ប្រាក់');
    // Where Khmer puts the dollar sign depends on the ICU data; the figures and the sign do not.
    const figures = (row: string[], sign: string) => row.map((text) => (text.includes(sign) ? text.replace(sign, '') : 'no sign'));
    expect(figures(bookRow(html, 'cash-USD'), '$')).toEqual(['1,500.00', '520.00', '20.00', '2,000.00']);
    // Riel is ours to place: after the figure, as on the English sheet.
    expect(bookRow(html, 'cash-KHR')).toEqual(['200,000 ៛', '410,000 ៛', '6,000 ៛', '604,000 ៛']);
  });

  it('sums the books of each currency apart', () => {
    expect(statementTotals(statement.books).map((total) => [total.currency, total.figures.closingMinor])).toEqual([
      ['USD', 230_050],
      ['KHR', 604_000],
    ]);
  });

  it('shows the till (float, cash moves, expected against counted, the difference), the cash rounding and the grams of gold', async () => {
    const html = await render('/statement_by_day?day=2026-03-05');
    const till = /data-testid="statement-till"(.*?)<\/table>/.exec(html)?.[1] ?? '';
    expect(till).toContain('$100.00');
    expect(till).toContain('$575.00');
    expect(till).toContain('$570.00');
    expect(till).toContain('-$5.00');
    expect(html).toContain('Deposit to the bank');
    expect(html).toContain('Cash rounding (riel to the note)');
    expect(html).toContain('$0.01');
    const gold = /data-gold="AU750">(.*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect(gold).toContain('7.500');
    expect(gold).toContain('3.600');
  });
});
