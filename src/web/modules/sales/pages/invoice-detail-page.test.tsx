import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import type { Role } from '../../../../shared/roles';
import mainKh from '../../../i18n/kh.json';
import { getInvoiceQueryOptions } from '../api/get-invoice';
import { renderSalesPage, testInvoice } from '../components/invoice-render-for-test';
import { invoiceActionsOf, InvoiceDetailPage } from './invoice-detail-page';
import { expectShown } from '../../../ui/render-for-test';

const render = (invoice: Invoice, role: Role = 'cashier', locale: 'kh' | 'en' = 'en') =>
  renderSalesPage({
    page: InvoiceDetailPage,
    pattern: '/invoice/detail-{id}',
    url: `/invoice/detail-${invoice.id}`,
    role,
    locale,
    seed: (queryClient) => queryClient.setQueryData(getInvoiceQueryOptions(invoice.id).queryKey, invoice),
  });

describe('InvoiceDetailPage', () => {
  it('shows the head, the lines, and the totals in dollars and in riel at the invoice rate', async () => {
    const { html } = await render(testInvoice());
    expectShown(html, ['INV-CM-2026-0041', 'Sok Dara', 'CM · Central Market', 'S03 · Srey Neang', 'NK-0011', '15.000 g', '4 chi', '$219.00 / chi']);
    // Total and balance in USD and riel (46,600 cents × 4,100 / 100 = 1,910,600 riel).
    expectShown(html, ['$916.00', '3,755,600 ៛', '$466.00', '1,910,600 ៛', '1 USD = 4,100 ៛', 'data-payment-state="partially_paid"']);
    // The payment standing on it, each tender in its currency.
    expect(html).toContain('PAY-CM-2026-0005');
    expect(html).toContain('205,000 ៛');
  });

  it('says whether the invoice is a tax invoice, and at which VAT rate', async () => {
    expect((await render(testInvoice())).html).toContain('None: not a tax invoice');
    expect((await render(testInvoice({ vatRateBp: 1_000 }))).html).toContain('10%: tax invoice');
    expect((await render(testInvoice({ vatRateBp: 1_000 }), 'cashier', 'kh')).html).toContain('10%៖ វិក្កយបត្រអាករ');
  });

  it('offers record a payment, a note and print to a cashier, void only with sales.void', async () => {
    const cashier = (await render(testInvoice(), 'cashier')).html;
    expectShown(cashier, ['Record a payment', 'href="/invoice/payment?invoiceId=41"', 'href="/pos/invoice-41"', 'Credit or debit note']);
    expect(cashier).not.toContain('>Void<');
    const owner = (await render(testInvoice(), 'owner')).html;
    expect(owner).toContain('>Void<');
    // A manager reads invoices but neither takes money nor voids.
    const manager = (await render(testInvoice(), 'manager')).html;
    expect(manager).not.toContain('Record a payment');
    expect(manager).not.toContain('>Void<');
  });

  it('shows a voided invoice with its reason and offers nothing more to do with it', async () => {
    const voided = testInvoice({
      state: 'voided',
      paymentState: 'paid',
      paidCents: 0,
      balanceCents: 0,
      payments: [],
      voided: { at: '2026-03-03T02:00:00.000Z', by: 'owner', reason: 'Customer changed her mind' },
    });
    const { html } = await render(voided, 'owner');
    expect(html).toContain('This invoice is voided');
    expect(html).toContain('Reason: Customer changed her mind');
    expect(html).toContain('data-invoice-state="voided"');
    expect(html).not.toContain('data-payment-state');
    expect(html).not.toContain('>Void<');
    expect(html).not.toContain('Record a payment');
    expect(invoiceActionsOf(voided, { write: true, void: true })).toEqual({ pay: false, adjust: false, void: false });
  });

  it('links a note back to its original invoice and the original to its notes', async () => {
    const credit = testInvoice({ id: 52, number: 'CN-CM-2026-0002', kind: 'credit_note', originalInvoice: { id: 41, number: 'INV-CM-2026-0041' }, payments: [] });
    const note = (await render(credit, 'owner')).html;
    expect(note).toContain('href="/invoice/detail-41"');
    expect(note).toContain('Credit note');
    // A note is paid with its original invoice.
    expect(note).not.toContain('Record a payment');
    const adjusted = testInvoice({
      state: 'adjusted',
      adjustmentsCents: -1_600,
      payableCents: 90_000,
      payableRiel: 3_690_000,
      balanceCents: 45_000,
      notes: [{ id: 52, number: 'CN-CM-2026-0002', kind: 'credit_note', amountCents: -1_600, reason: 'Scratch on the clasp', issuedAt: '2026-03-03T02:00:00.000Z' }],
    });
    const original = (await render(adjusted)).html;
    expectShown(original, ['href="/invoice/detail-52"', 'Scratch on the clasp', '-$16.00', '3,690,000 ៛']);
  });

  it('offers to refund what a credit note left overpaid instead of taking more money', async () => {
    const overpaid = testInvoice({ state: 'adjusted', adjustmentsCents: -2_000, payableCents: 89_600, paidCents: 91_600, balanceCents: -2_000, paymentState: 'paid' });
    const { html } = await render(overpaid);
    expect(html).toContain('Refund $20.00 overpaid');
    expect(html).toContain('href="/invoice/payment?invoiceId=41&amp;type=refund"');
    expect(html).not.toContain('Record a payment');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render(testInvoice(), 'owner', 'kh');
    expectShown(html, [
      mainKh.sales.invoices.detail.recordPayment,
      mainKh.sales.invoices.detail.void,
      mainKh.sales.common.paymentStates.partially_paid,
      mainKh.sales.invoices.figures.balance,
    ]);
  });
});
