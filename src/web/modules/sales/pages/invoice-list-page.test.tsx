import { describe, expect, it } from 'vitest';
import type { FindInvoicesResponse } from '../../../../shared/contracts/sales/invoice';
import { paymentStates } from '../../../../shared/sales/payment-state';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { paymentStateColors } from '../components/invoice-badges';
import { renderSalesPage, testInvoice, testSummary } from '../components/invoice-render-for-test';
import { invoiceListSearch } from '../api/sales-searches';
import { invoiceFiltersOf, invoiceQueryOf } from '../components/invoice-search';
import { InvoiceListPage } from './invoice-list-page';

const invoices = paymentStates.map((paymentState, index) =>
  testSummary(testInvoice({ id: 100 + index, number: `INV-CM-2026-01${index}`, paymentState, balanceCents: paymentState === 'paid' ? 0 : 46_600 })),
);
const response: FindInvoicesResponse = {
  items: invoices,
  total: 37,
  page: 1,
  pageSize: 25,
  // Over the whole filter (37 invoices), not the page.
  totals: { payableCents: 3_389_200, paidCents: 1_665_000, balanceCents: 1_724_200 },
};

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderSalesPage({
    page: InvoiceListPage,
    pattern: '/invoice/list',
    url,
    locale,
    seed: (queryClient, search) => queryClient.setQueryData(findInvoicesQueryOptions(invoiceQueryOf(invoiceFiltersOf(invoiceListSearch(search)), 1)).queryKey, response),
  });

describe('InvoiceListPage', () => {
  it('reads its filters from the URL and asks the server for exactly those, dropping what does not read', async () => {
    const { search, html } = await render('/invoice/list?paymentState=over_due_date&state=issued&from=2026-03-01&to=2026-03-31&branchId=2&kind=invoice&search=Dara&page=x&color=red');
    const filters = invoiceFiltersOf(invoiceListSearch(search));
    expect(filters).toEqual({ search: 'Dara', state: 'issued', paymentState: 'over_due_date', from: '2026-03-01', to: '2026-03-31', branchId: '2', kind: 'invoice' });
    expect(invoiceQueryOf(filters, 1)).toEqual({ ...filters, page: 1, pageSize: 25 });
    // The filters show what the URL says.
    expect(html).toContain('value="Dara"');
    expect(html).toContain('value="Over due date"');
    expect(html).toContain('value="CM · Central Market"');
  });

  it('drops odd values and a range the wrong way round keeps its start', () => {
    expect(invoiceFiltersOf(invoiceListSearch({ paymentState: 'late', state: 'deleted', from: '2026-03-31', to: '2026-03-01', branchId: '0', kind: 'receipt' }))).toEqual({
      search: undefined,
      state: undefined,
      paymentState: undefined,
      from: '2026-03-31',
      to: undefined,
      branchId: undefined,
      kind: undefined,
    });
  });

  it("shows the filter's totals, not the page's", async () => {
    const { html } = await render('/invoice/list');
    expect(html).toMatch(/data-figure="count"[^>]*>37</);
    expect(html).toContain('$33,892.00');
    expect(html).toContain('$16,650.00');
    expect(html).toContain('$17,242.00');
  });

  it('shows each payment state as its coloured badge, over due date red, partially paid orange, paid green', async () => {
    expect(paymentStateColors).toMatchObject({ over_due_date: 'red', partially_paid: 'orange', paid: 'green' });
    const { html } = await render('/invoice/list');
    for (const state of paymentStates) {
      // The badge of the state (its opening tag, then the words inside it): it says the state, in its colour.
      const badge = new RegExp(`<[^>]*data-payment-state="${state}"[^>]*>(?:<[^>]*>)*([^<]*)<`).exec(html);
      expect(badge, state).not.toBeNull();
      expect(badge![1]).toBe(mainEn.sales.common.paymentStates[state]);
      expect(badge![0]).toContain(`data-tone="${paymentStateColors[state]}"`);
    }
    expect(html).toContain('INV-CM-2026-010');
    expect(html).toContain('href="/invoice/detail-100"');
  });

  it('is in Khmer for a Khmer reader, badges included', async () => {
    const { html } = await render('/invoice/list', 'kh');
    expect(html).toContain(mainKh.sales.invoices.list.title);
    for (const state of paymentStates) expect(html).toContain(mainKh.sales.common.paymentStates[state]);
    expect(html).not.toContain(mainEn.sales.common.paymentStates.over_due_date);
  });
});
