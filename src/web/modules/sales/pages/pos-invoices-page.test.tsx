import { describe, expect, it } from 'vitest';
import type { FindInvoicesResponse, InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import { shopDayOf } from '../../../i18n/format';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { counterInvoicesSearch } from '../api/sales-searches';
import { counterInvoicesFiltersOf, counterInvoicesPageSize } from '../components/counter-invoices-search';
import { PosInvoicesPage } from './pos-invoices-page';
import { posTestAt, posTestBranch, renderPosPage } from './pos-render-for-test';

const summary = (id: number, change: Partial<InvoiceSummary>): InvoiceSummary => ({
  id,
  number: `INV-PP-CM-2026-00000${id}`,
  kind: 'invoice',
  branch: posTestBranch,
  customer: null,
  seller: null,
  issuedAt: posTestAt,
  postingDate: '2026-01-15',
  dueDate: null,
  totalCents: 12_345,
  totalRiel: 506_145,
  payableCents: 12_345,
  prepaidCents: 0,
  paidCents: 12_345,
  balanceCents: 0,
  discountCents: 0,
  incentiveCents: 0,
  state: 'issued',
  paymentState: 'paid',
  ...change,
});

const response: FindInvoicesResponse = {
  items: [summary(2, { customer: { id: 7, name: 'Sok Dara', phone: '012' }, paidCents: 10_000, balanceCents: 2_345, paymentState: 'partially_paid' }), summary(1, {})],
  total: 2,
  page: 1,
  pageSize: counterInvoicesPageSize,
  totals: { payableCents: 24_690, paidCents: 22_345, balanceCents: 2_345 },
};
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('PosInvoicesPage', () => {
  it('reads the day and branch from the address, today and the user’s branch by default', () => {
    expect(counterInvoicesFiltersOf({}, '2026-01-15', 1)).toEqual({ day: '2026-01-15', branchId: 1, page: 1 });
    expect(counterInvoicesFiltersOf({ day: '2026-01-02', branchId: '3', page: '2' }, '2026-01-15', 1)).toEqual({ day: '2026-01-02', branchId: 3, page: 2 });
    expect(counterInvoicesFiltersOf(counterInvoicesSearch({ day: '15/01/2026', branchId: 'x', page: '0' }), '2026-01-15', 1)).toEqual({ day: '2026-01-15', branchId: 1, page: 1 });
  });

  it('lists the branch’s invoices of today with the day’s totals, each number opening its receipt', async () => {
    const today = shopDayOf(new Date());
    const html = await renderPosPage({
      page: PosInvoicesPage,
      pattern: '/pos/invoice',
      url: '/pos/invoice',
      seed: (queryClient) =>
        queryClient.setQueryData(findInvoicesQueryOptions({ branchId: 1, from: today, to: today, page: 1, pageSize: counterInvoicesPageSize }).queryKey, response),
    });
    const words = text(html);
    expect(words).toContain('2 invoices');
    expect(words).toContain('$246.90');
    expect(words).toContain('$223.45');
    expect(html).toContain('href="/pos/invoice-2"');
    expect(html).toContain('href="/pos/invoice-1"');
    expect(words).toContain('Sok Dara');
    expect(words).toContain('Walk-in customer');
    expect(words).toContain('Partially paid');
  });

  it('shows the time each invoice was rung up, and none for one entered later on this day', async () => {
    const day = '2026-01-10';
    const html = await renderPosPage({
      page: PosInvoicesPage,
      pattern: '/pos/invoice',
      url: `/pos/invoice?day=${day}`,
      seed: (queryClient) =>
        queryClient.setQueryData(findInvoicesQueryOptions({ branchId: 1, from: day, to: day, page: 1, pageSize: counterInvoicesPageSize }).queryKey, {
          ...response,
          items: [summary(3, { issuedAt: '2026-01-10T03:30:00.000Z', postingDate: day }), summary(4, { postingDate: day })],
        }),
    });
    const words = text(html);
    expect(words).toMatch(/INV-PP-CM-2026-000003 10:30/);
    expect(words).toMatch(/INV-PP-CM-2026-000004 Entered later/);
  });
});
