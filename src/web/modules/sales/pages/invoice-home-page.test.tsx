import { describe, expect, it } from 'vitest';
import type { FindInvoicesResponse } from '../../../../shared/contracts/sales/invoice';
import mainKh from '../../../i18n/kh.json';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { renderSalesPage, testInvoice, testSummary } from '../components/invoice-render-for-test';
import { receivableQuery, receivableStates } from '../components/invoice-receivables';
import { InvoiceHomePage, latestInvoicesQuery } from './invoice-home-page';

const owed: Record<(typeof receivableStates)[number], { total: number; balanceCents: number }> = {
  over_due_date: { total: 2, balanceCents: 120_050 },
  partially_paid: { total: 3, balanceCents: 46_600 },
  unpaid: { total: 0, balanceCents: 0 },
  pending_payment: { total: 1, balanceCents: 91_600 },
};

const render = (locale: 'kh' | 'en' = 'en') =>
  renderSalesPage({
    page: InvoiceHomePage,
    pattern: '/invoice',
    url: '/invoice',
    locale,
    seed: (queryClient) => {
      for (const state of receivableStates) {
        const page: FindInvoicesResponse = { items: [], total: owed[state].total, page: 1, pageSize: 1, totals: { payableCents: 0, paidCents: 0, balanceCents: owed[state].balanceCents } };
        queryClient.setQueryData(findInvoicesQueryOptions(receivableQuery(state)).queryKey, page);
      }
      const latest: FindInvoicesResponse = { items: [testSummary(testInvoice())], total: 1, page: 1, pageSize: 8, totals: { payableCents: 0, paidCents: 0, balanceCents: 0 } };
      queryClient.setQueryData(findInvoicesQueryOptions(latestInvoicesQuery).queryKey, latest);
    },
  });

describe('InvoiceHomePage', () => {
  it('shows what is owed in each payment state, each card opening the list so filtered', async () => {
    const { html } = await render();
    expect(receivableQuery('over_due_date')).toEqual({ paymentState: 'over_due_date', page: 1, pageSize: 1 });
    for (const state of receivableStates) expect(html).toContain(`href="/invoice/list?paymentState=${state}"`);
    expect(html).toContain('$1,200.50');
    expect(html).toContain('2 invoices');
    expect(html).toContain('1 invoice<');
    expect(html).toContain('INV-CM-2026-0041');
    expect(html).toContain('href="/invoice/detail-41"');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('kh');
    expect(html).toContain(mainKh.sales.invoices.home.title);
    expect(html).toContain(mainKh.sales.common.paymentStates.over_due_date);
  });
});
