import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { renderForTest, testTranslator } from '../../../ui/render-for-test';
import { testInvoice, testStoneLine } from './invoice-render-for-test';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceSheet, type InvoiceSheetFormat } from './invoice-sheet';
import { sellSampleTarget } from './sample-invoice-paths';
import { SampleInvoiceSheet } from './sample-invoice-sheet';
import { draftOfSample } from './pos-sale-draft';

const stoneLine = testStoneLine({}, 2);
const base = testInvoice();
const invoice: Invoice = { ...base, lines: [...base.lines, stoneLine] };
const shop = { name: 'Atelier Gold', address: '', phone: '' };
const text = (html: string) => html.replace(/<style>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const fixedT = (locale: 'kh' | 'en') => {
  return testTranslator(locale).t;
};
const sheet = (locale: 'kh' | 'en', format: InvoiceSheetFormat) =>
  text(renderForTest(<InvoiceSheet invoice={invoice} format={format} language={locale} t={fixedT(locale)} shop={shop} />, locale));

describe('stone lines on the sales sheets', () => {
  it('prints a stone line on the receipt with its stones and price, not a metal weight (en, kh)', () => {
    const html = sheet('en', 'receipt');
    expect(html).toContain('SL-2026-000006 $250.00');
    expect(html).toContain('Diamond · Round · 1.50 mm · G · VS · 12 stones · 0.180 ct · $1,500.00 a carat');
    expect(html).not.toContain('null');
    const khmer = sheet('kh', 'receipt');
    expect(khmer).toContain('12 គ្រាប់ · 0.180 ct');
    expect(khmer).toContain('ក្នុងមួយការ៉ាត់');
  });

  it('prints a stone line on the A4 invoice: stones where a piece has its weight, the price a carat where it has its rate', () => {
    const html = sheet('en', 'a4');
    expect(html).toContain('SL-2026-000006 Diamond · Round · 1.50 mm · G · VS 12 stones · 0.180 ct $1,500.00 a carat $270.00 -$20.00 $250.00');
    expect(html).not.toContain('null');
  });

  it('lists a stone line on the invoice page with its stones and price', () => {
    const html = text(renderForTest(<InvoiceLinesTable invoice={invoice} />, 'en'));
    expect(html).toContain('SL-2026-000006');
    expect(html).toContain('12 stones · 0.180 ct');
    expect(html).toContain('$1,500.00 a carat');
    expect(html).not.toContain('null');
  });

  it('quotes stones on the A4 quotation, and sells a quotation of stones at the counter opened on stones', () => {
    const sample: SampleInvoice = {
      id: 9,
      number: 'QT-PP-CM-2026-000009',
      branch: base.branch,
      customer: null,
      customerName: 'Mrs Dara',
      seller: null,
      createdAt: base.issuedAt,
      createdBy: 'cashier',
      validUntil: '2026-03-09',
      khrPerUsd: 4_100,
      lines: [{ ...stoneLine, lineNo: 1 }],
      subtotalCents: 25_000,
      discountCents: 0,
      totalCents: 25_000,
      totalRiel: 1_025_000,
      note: '',
      convertedInvoice: null,
    };
    const html = text(renderForTest(<SampleInvoiceSheet sample={sample} language="en" t={fixedT('en')} shop={shop} />, 'en'));
    expect(html).toContain('SL-2026-000006 Diamond · Round · 1.50 mm · G · VS 12 stones · 0.180 ct $1,500.00 a carat — $270.00 −$20.00 $250.00');
    expect(sellSampleTarget(9, true)).toEqual({ to: '/gem_pos', search: { sample: '9' } });
    expect(sellSampleTarget(9)).toEqual({ to: '/pos', search: { sample: '9' } });
    // The one counter sells a quotation's stones at its own count, weight and prices.
    expect(draftOfSample(sample).lines).toMatchObject([{ kind: 'stone', lot: { id: 6, code: 'SL-2026-000006' }, count: '12', carats: '0.180', unitPriceCents: 150_000, discountCents: 2_000 }]);
  });
});
