import { describe, expect, it } from 'vitest';
import type { FindInvoicesResponse } from '../../../../shared/contracts/sales/invoice';
import { recordPaymentBodySchema } from '../../../../shared/contracts/sales/payment';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates';
import { renderSalesPage, testInvoice, testSummary } from '../components/invoice-render-for-test';
import { groupPaymentBodyOf } from '../components/payment-group-form';
import { groupAllocationsOf, owesOn } from '../components/payment-rules';
import { emptyTenderRow } from '../components/tender-rows';
import { customerInvoicesQuery, PaymentGroupPage } from './payment-group-page';

const owing1 = testSummary(testInvoice({ id: 41, number: 'INV-CM-2026-0041', balanceCents: 46_600, paymentState: 'partially_paid' }));
const owing2 = testSummary(testInvoice({ id: 44, number: 'INV-CM-2026-0044', balanceCents: 120_000, paidCents: 0, paymentState: 'over_due_date', dueDate: '2026-02-20' }));
const paid = testSummary(testInvoice({ id: 45, number: 'INV-CM-2026-0045', balanceCents: 0, paymentState: 'paid' }));
const voided = testSummary(testInvoice({ id: 46, number: 'INV-CM-2026-0046', balanceCents: 20_000, state: 'voided' }));
const note = testSummary(testInvoice({ id: 47, number: 'DN-CM-2026-0001', kind: 'debit_note', balanceCents: 5_000 }));
const customerInvoices: FindInvoicesResponse = {
  items: [owing1, owing2, paid, voided, note],
  total: 5,
  page: 1,
  pageSize: 200,
  totals: { payableCents: 0, paidCents: 0, balanceCents: 0 },
};

describe('PaymentGroupPage', () => {
  it('lists only the invoices that still owe: not paid, not voided, not a note', () => {
    expect(customerInvoices.items.filter(owesOn).map((invoice) => invoice.number)).toEqual(['INV-CM-2026-0041', 'INV-CM-2026-0044']);
  });

  it("the allocations sum exactly what is ticked, at each ticked invoice's amount (its balance, or lowered)", () => {
    const owing = [owing1, owing2];
    expect(groupAllocationsOf(owing, {})).toEqual({ allocations: [], totalCents: 0 });
    expect(groupAllocationsOf(owing, { 44: 120_000 })).toEqual({ allocations: [{ invoiceId: 44, amountCents: 120_000 }], totalCents: 120_000 });
    const both = groupAllocationsOf(owing, { 44: 50_000, 41: 46_600 });
    // In the list's order, whatever the order of ticking.
    expect(both.allocations).toEqual([
      { invoiceId: 41, amountCents: 46_600 },
      { invoiceId: 44, amountCents: 50_000 },
    ]);
    expect(both.totalCents).toBe(96_600);
    // A ticked invoice whose amount does not read yet puts nothing on it.
    expect(groupAllocationsOf(owing, { 41: null, 44: 100 }).totalCents).toBe(100);
  });

  it("sends one payment for the customer with every ticked invoice's allocation and the money handed over", () => {
    const body = groupPaymentBodyOf(7, [owing1, owing2], {
      ticked: { 41: 46_600, 44: 50_000 },
      rows: [{ ...emptyTenderRow('cash', 'USD'), amountMinor: 100_000 }],
      branchId: 2,
      note: ' two at once ',
    });
    expect(recordPaymentBodySchema.parse(body)).toEqual({
      branchId: 2,
      customerId: 7,
      type: 'payment',
      allocations: [
        { invoiceId: 41, amountCents: 46_600 },
        { invoiceId: 44, amountCents: 50_000 },
      ],
      tenders: [{ method: 'cash', currency: 'USD', amountMinor: 100_000, reference: '' }],
      note: 'two at once',
    });
  });

  it('?customerId= preselects the customer and lists what they owe', async () => {
    const { html } = await renderSalesPage({
      page: PaymentGroupPage,
      pattern: '/payment/group',
      url: '/payment/group?customerId=7',
      seed: (queryClient) => {
        queryClient.setQueryData(findInvoicesQueryOptions(customerInvoicesQuery(7)).queryKey, customerInvoices);
        queryClient.setQueryData(getExchangeRatesQueryOptions().queryKey, {
          current: { id: 1, khrPerUsd: 4100, effectiveAt: '2026-03-01T00:00:00.000Z', createdBy: 'owner', createdAt: '2026-03-01T00:00:00.000Z' },
          history: [],
        });
      },
    });
    expect(html).toContain('value="Sok Dara · 012 345 678"');
    expect(html).toContain('2 invoices owe');
    expect(html).toContain('INV-CM-2026-0041');
    expect(html).toContain('INV-CM-2026-0044');
    expect(html).not.toContain('INV-CM-2026-0045');
    expect(html).not.toContain('DN-CM-2026-0001');
    expect(html).toContain('Pay 0 invoices: $0.00');
  });
});
