import { describe, expect, it } from 'vitest';
import { recordPaymentBodySchema } from '../../../../shared/contracts/sales/payment';
import { formatMoney } from '../../../../shared/units';
import mainKh from '../../../i18n/kh.json';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates';
import { getInvoiceQueryOptions } from '../api/get-invoice';
import { getCustomerQueryOptions } from '../api/get-customer';
import { dara, renderSalesPage, testInvoice } from '../components/invoice-render-for-test';
import { usableCreditCents } from '../components/payment-credit-apply';
import { invoicePaymentBodyOf } from '../components/payment-invoice-form';
import { defaultAmountOf, maxAmountOf, tenderProblemOf } from '../components/payment-rules';
import { emptyTenderRow } from '../components/tender-rows';
import { InvoicePaymentPage } from './invoice-payment-page';

const rates = {
  current: { id: 1, khrPerUsd: 4100, effectiveAt: '2026-03-01T00:00:00.000Z', createdBy: 'owner', createdAt: '2026-03-01T00:00:00.000Z' },
  history: [],
};

const render = (url: string, locale: 'kh' | 'en' = 'en', creditCents = 0) =>
  renderSalesPage({
    page: InvoicePaymentPage,
    pattern: '/invoice/payment',
    url,
    locale,
    seed: (queryClient) => {
      queryClient.setQueryData(getInvoiceQueryOptions(41).queryKey, testInvoice());
      queryClient.setQueryData(getExchangeRatesQueryOptions().queryKey, rates);
      queryClient.setQueryData(getCustomerQueryOptions(dara.id).queryKey, {
        customer: { ...dara, address: '', groupId: null, note: '', createdAt: '2026-03-01T00:00:00.000Z', balanceOwedCents: 46_600, creditCents },
        invoices: [],
        payments: [],
      });
    },
  });

describe('InvoicePaymentPage', () => {
  it('defaults a payment or deposit to the balance, a refund to what was overpaid or else paid', () => {
    const invoice = { balanceCents: 46_600, paidCents: 45_000 };
    expect(defaultAmountOf(invoice, 'payment')).toBe(46_600);
    expect(defaultAmountOf(invoice, 'deposit')).toBe(46_600);
    expect(defaultAmountOf(invoice, 'refund')).toBe(45_000);
    expect(defaultAmountOf({ balanceCents: -2_000, paidCents: 93_600 }, 'refund')).toBe(2_000);
    expect(defaultAmountOf({ balanceCents: 0, paidCents: 91_600 }, 'payment')).toBeNull();
    expect(maxAmountOf(invoice, 'payment')).toBe(46_600);
    expect(maxAmountOf(invoice, 'refund')).toBe(45_000);
  });

  it('checks the money against the amount: short, change only out of cash, a refund exact', () => {
    const rate = 4100;
    expect(tenderProblemOf('payment', 46_600, [{ method: 'cash', currency: 'USD', amountMinor: 40_000 }], rate)).toBe('short');
    // $400 and 300,000 riel (≈ $73.17) cover $466 with change, in cash.
    expect(
      tenderProblemOf('payment', 46_600, [
        { method: 'cash', currency: 'USD', amountMinor: 40_000 },
        { method: 'cash', currency: 'KHR', amountMinor: 300_000 },
      ], rate),
    ).toBeNull();
    expect(tenderProblemOf('payment', 46_600, [{ method: 'bank_transfer', currency: 'USD', amountMinor: 50_000 }], rate)).toBe('changeOverCash');
    expect(tenderProblemOf('refund', 10_000, [{ method: 'cash', currency: 'USD', amountMinor: 10_000 }], rate)).toBeNull();
    expect(tenderProblemOf('refund', 10_000, [{ method: 'cash', currency: 'USD', amountMinor: 12_000 }], rate)).toBe('refundNotExact');
    // Riel cash to the note: $10.01 = 41,041 ៛ asked as 41,000 ៛ (worth $10.00) is not short; a note less is.
    expect(tenderProblemOf('payment', 1_001, [{ method: 'cash', currency: 'KHR', amountMinor: 41_000 }], rate)).toBeNull();
    expect(tenderProblemOf('payment', 1_001, [{ method: 'cash', currency: 'KHR', amountMinor: 40_900 }], rate)).toBe('short');
    expect(tenderProblemOf('refund', 1_001, [{ method: 'cash', currency: 'KHR', amountMinor: 41_000 }], rate)).toBeNull();
    // By KHQR the riel is exact: 41,000 ៛ is a cent short.
    expect(tenderProblemOf('payment', 1_001, [{ method: 'khqr', currency: 'KHR', amountMinor: 41_000 }], rate)).toBe('short');
    // With 500-riel notes, 41,000 ៛ still settles $10.01; 40,500 ៛ does not.
    expect(tenderProblemOf('payment', 1_001, [{ method: 'cash', currency: 'KHR', amountMinor: 40_500 }], rate, 500)).toBe('short');
  });

  it("sends the invoice's branch and customer, one allocation, the tenders", () => {
    const body = invoicePaymentBodyOf(testInvoice(), {
      type: 'payment',
      amountCents: 46_600,
      rows: [{ ...emptyTenderRow('cash', 'USD'), amountMinor: 20_000 }, emptyTenderRow(), { ...emptyTenderRow('khqr', 'KHR'), amountMinor: 1_091_000, reference: ' md5 ' }],
      note: '',
    });
    expect(recordPaymentBodySchema.parse(body)).toEqual({
      branchId: 2,
      customerId: 7,
      type: 'payment',
      allocations: [{ invoiceId: 41, amountCents: 46_600 }],
      tenders: [
        { method: 'cash', currency: 'USD', amountMinor: 20_000, reference: '' },
        { method: 'khqr', currency: 'KHR', amountMinor: 1_091_000, reference: 'md5' },
      ],
      note: '',
    });
  });

  it('?invoiceId= shows the invoice, the amount at its balance and the money due', async () => {
    const { html } = await render('/invoice/payment?invoiceId=41');
    expect(html).toContain('INV-CM-2026-0041');
    expect(html).toContain('value="466.00"');
    expect(html).toContain('data-testid="tender-rows"');
    expect(html).toContain('Record the payment of $466.00');
    // Due in riel at the day's rate: 46,600 × 4,100 / 100.
    expect(html).toContain('1,910,600 ៛');
  });

  it("offers a customer's credit on the invoice, no more than the credit or the balance; none when there is none or for a refund", async () => {
    expect(usableCreditCents(5_000, 46_600)).toBe(5_000);
    expect(usableCreditCents(90_000, 46_600)).toBe(46_600);
    expect(usableCreditCents(-1_000, 46_600)).toBe(0);
    expect((await render('/invoice/payment?invoiceId=41', 'en', 5_000)).html).toContain('Use $50.00 of it on this invoice');
    // In Khmer the dollar sign follows the figure.
    expect((await render('/invoice/payment?invoiceId=41', 'kh', 90_000)).html).toContain(`ប្រើ ${formatMoney(46_600, 'USD', 'kh')} លើវិក្កយបត្រនេះ`);
    expect((await render('/invoice/payment?invoiceId=41', 'en', 0)).html).not.toContain('data-credit-cents');
    expect((await render('/invoice/payment?invoiceId=41&type=refund', 'en', 5_000)).html).not.toContain('data-credit-cents');
  });

  it('?type=refund starts a refund at what was paid', async () => {
    const { html } = await render('/invoice/payment?invoiceId=41&type=refund');
    expect(html).toContain('value="450.00"');
    expect(html).toContain('Refund $450.00');
  });

  it('without an invoice, asks for its number; in Khmer for a Khmer reader', async () => {
    const { html } = await render('/invoice/payment', 'kh');
    expect(html).toContain(mainKh.sales.payments.find.label);
    expect(html).toContain(mainKh.sales.payments.invoice.title);
  });
});
