import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { renderForTest, testTranslator } from '../../../ui/render-for-test';
import { InvoiceSheet, type InvoiceSheetFormat } from './invoice-sheet';

const at = '2026-01-15T03:30:00.000Z';
const branch = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };
const pieceLine = {
  lineNo: 1,
  kind: 'piece' as const,
  pieceId: 4,
  code: 'RG-0020',
  description: 'Stud earrings, pearl',
  categoryId: 4,
  materialId: 3,
  materialCode: 'AU750',
  grossMg: 2_640,
  stoneMg: 900,
  metalMg: 1_740,
  rateCentsPerChi: 16_427,
  metalCents: 7_622,
  makingChargeCents: 1_200,
  groupDiscountCents: 120,
  stonesCents: 1_500,
  discountCents: 0,
  amountCents: 10_202,
  incentiveCents: 0,
};

/** An invoice made at 4,000 riel a dollar (the day's rate has since moved): $123.45 = 493,800 riel. */
const invoice: Invoice = {
  id: 5,
  number: 'INV-PP-CM-2026-000005',
  kind: 'invoice',
  originalInvoice: null,
  branch,
  customer: { id: 7, name: 'Sok Dara', phone: '012 345 678' },
  seller: { id: 3, code: 'S003', nameKh: 'ចាន់ សុភា', nameEn: 'Chan Sophea' },
  issuedAt: at,
  postingDate: '2026-01-15',
  issuedBy: 'Kim Rachana',
  dueDate: '2026-01-22',
  khrPerUsd: 4_000,
  vatRateBp: null,
  lines: [
    pieceLine,
    { ...pieceLine, lineNo: 2, kind: 'old_gold', pieceId: null, code: '', description: 'broken chain', grossMg: 3_750, stoneMg: 0, metalMg: 3_750, rateCentsPerChi: 21_700, metalCents: -21_700, makingChargeCents: 0, groupDiscountCents: 0, stonesCents: 0, amountCents: -21_700 },
    { ...pieceLine, lineNo: 3, code: 'BG-0021', description: 'Baby bangle', grossMg: 7_500, stoneMg: 0, metalMg: 7_500, groupDiscountCents: 0, stonesCents: 0, amountCents: 24_343 },
  ],
  subtotalCents: 12_845,
  discountCents: 500,
  totalCents: 12_345,
  totalRiel: 493_800,
  adjustmentsCents: 0,
  payableCents: 12_345,
  payableRiel: 493_800,
  prepaidCents: 0,
  paidCents: 10_000,
  balanceCents: 2_345,
  incentiveCents: 0,
  state: 'issued',
  paymentState: 'partially_paid',
  note: '',
  voided: null,
  notes: [],
  payments: [
    {
      paymentId: 8,
      number: 'PM-PP-CM-2026-000008',
      type: 'payment',
      paidAt: at,
      tenders: [
        { method: 'cash', currency: 'USD', amountMinor: 10_000, isChange: false },
        { method: 'cash', currency: 'KHR', amountMinor: 2_000, isChange: false },
        { method: 'cash', currency: 'KHR', amountMinor: -2_000, isChange: true },
      ],
      amountCents: 10_000,
      cashRoundingCents: 0,
    },
  ],
};

const shop = { name: 'Atelier Gold', legalName: 'Atelier Gold Co., Ltd.', address: '12 Street 108, Phnom Penh', phone: '023 888 999', vatTin: 'K001-901234567', logoUrl: '' };
/** The same sale made while the shop was VAT registered at 10 %. */
const taxed: Invoice = { ...invoice, vatRateBp: 1_000 };

function sheet(locale: 'kh' | 'en', format: InvoiceSheetFormat = 'receipt', of: Invoice = invoice, header: typeof shop & { pricesUrl?: string | null } = shop) {
  return renderForTest(<InvoiceSheet invoice={of} format={format} language={locale} t={testTranslator(locale).t} shop={header} />, locale);
}
const text = (html: string) => html.replace(/<style>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('InvoiceSheet', () => {
  it('prints the riel total at the invoice’s own rate, with the rate, in English', () => {
    const html = text(sheet('en'));
    expect(html).toContain('Total $123.45');
    expect(html).toContain('Total in riel (1 USD = 4,000 ៛) 493,800 ៛');
    expect(html).toContain('Exchange rate 1 USD = 4,000 ៛');
  });
  it('prints the riel total at the invoice’s own rate, with the rate, in Khmer', () => {
    const html = text(sheet('kh'));
    expect(html).toContain('សរុបជារៀល (1 ដុល្លារ = 4,000 ៛) 493,800 ៛');
    expect(html).toContain('បង្កាន់ដៃ');
    expect(html).toContain('បានបង់ខ្លះ');
  });
  it('heads the sheet with the shop and lists who bought, who sold and each line with its weight in grams', () => {
    const html = text(sheet('en'));
    expect(html).toContain('Atelier Gold');
    expect(html).toContain('12 Street 108, Phnom Penh');
    expect(html).toContain('Tel. 023 888 999');
    expect(html).toContain('INV-PP-CM-2026-000005');
    expect(html).toContain('Sok Dara · 012 345 678');
    expect(html).toMatch(/Seller[^A-Za-z]*Chan Sophea/);
    expect(html).toMatch(/Cashier[^A-Za-z]*Kim Rachana/);
    expect(html).toContain('RG-0020 $102.02');
    expect(html).toContain('Stud earrings, pearl · AU750 · 2.640 g (7 hun 0.4 li) · $164.27/chi');
    expect(html).toContain('broken chain · AU750 · 3.750 g (1 chi) · $217.00/chi');
    expect(html).toContain('Old gold bought back -$217.00');
  });
  it('shows what was handed over, the change, the balance still due in dollars and riel, and the payment state', () => {
    const html = text(sheet('en'));
    expect(html).toContain('Cash · USD $100.00');
    expect(html).toContain('Cash · KHR 2,000 ៛');
    expect(html).toContain('Change given -2,000 ៛');
    expect(html).toContain('Balance due $23.45 · 93,800 ៛');
    expect(html).toContain('Payment Partially paid');
  });
  it('sizes the page: 80 mm for the receipt, A4 with a table of weights, rates and amounts for the invoice', () => {
    expect(sheet('en')).toContain('@page { size: 80mm 297mm; margin: 3mm; }');
    const a4 = sheet('en', 'a4');
    expect(a4).toContain('@page { size: A4; margin: 12mm; }');
    const html = text(a4);
    expect(html).toContain('Weight Rate / chi Metal Making Stones Discount Amount');
    expect(html).toContain('2.640 g 7 hun 0.4 li metal 1.740 g $164.27 $76.22 $10.80 group −$1.20 $15.00 $102.02');
    expect(html).toContain('Customer');
    expect(html).toContain('Seller');
  });
  it('titles the A4 sheet “Invoice” with the seller but no TIN and no VAT line when the sale carries no VAT rate', () => {
    const html = text(sheet('en', 'a4'));
    expect(html).toContain('Invoice INV-PP-CM-2026-000005');
    expect(html).not.toContain('Tax invoice');
    expect(html).toContain('Atelier Gold Atelier Gold Co., Ltd. 12 Street 108, Phnom Penh Tel. 023 888 999');
    expect(html).not.toContain('K001-901234567');
    expect(html).not.toContain('VAT');
    expect(html).toContain('Total $123.45');
    expect(text(sheet('kh', 'a4'))).toContain('វិក្កយបត្រ INV-PP-CM-2026-000005');
  });

  it('titles a sale made while VAT registered “Tax invoice”, with the TIN and the VAT taken out of the total in dollars and in riel', () => {
    const html = text(sheet('en', 'a4', taxed));
    expect(html).toContain('Tax invoice INV-PP-CM-2026-000005');
    expect(html).toContain('VAT TIN: K001-901234567');
    // $123.45 × 1000 / 11000 = $11.2227… → $11.22; 493,800 ៛ × 1000 / 11000 = 44,890.9… → 44,891 ៛.
    expect(html).toContain('Total excl. VAT $112.23 · 448,909 ៛');
    expect(html).toContain('VAT 10% $11.22 · 44,891 ៛');
    expect(html).toContain('Total incl. VAT $123.45');
    expect(html).toContain('Total in riel (1 USD = 4,000 ៛) 493,800 ៛');
    const kh = text(sheet('kh', 'a4', taxed));
    expect(kh).toContain('វិក្កយបត្រអាករ INV-PP-CM-2026-000005');
    expect(kh).toContain('លេខអត្តសញ្ញាណកម្ម អតប៖ K001-901234567');
    expect(kh).toContain('អតប 10% $11.22 · 44,891 ៛');
    expect(kh).toContain('សរុបរួម អតប $123.45');
  });

  it('prints the TIN and the VAT line on the receipt of a tax invoice too, still titled a receipt', () => {
    const html = text(sheet('en', 'receipt', taxed));
    expect(html).toContain('Receipt INV-PP-CM-2026-000005');
    expect(html).toContain('VAT TIN: K001-901234567');
    expect(html).toContain('VAT 10% $11.22 · 44,891 ៛');
  });

  it('keeps a credit note a credit note, with its invoice’s VAT rate', () => {
    const note: Invoice = { ...taxed, kind: 'credit_note', number: 'CR-PP-CM-2026-000001', originalInvoice: { id: 5, number: invoice.number }, lines: [], subtotalCents: -1_100, discountCents: 0, totalCents: -1_100, totalRiel: -44_000, payments: [] };
    const html = text(sheet('en', 'a4', note));
    expect(html).toContain('Credit note CR-PP-CM-2026-000001');
    expect(html).not.toContain('Tax invoice');
    expect(html).toContain('VAT 10% -$1.00 · -4,000 ៛');
  });

  it('dates a Khmer sheet in Khmer, on the 24-hour clock, without a Latin AM or PM', () => {
    for (const format of ['receipt', 'a4'] as const) {
      const html = text(sheet('kh', format, taxed));
      expect(html).toContain('15 មករា 2026 ម៉ោង 10:30');
      expect(html).not.toMatch(/\d\s?[AP]M\b/); // (the payment number PM-… is not a time)
    }
    expect(text(sheet('en', 'receipt'))).toContain('Jan 15, 2026, 10:30 AM');
  });

  it('stamps a voided invoice with its reason', () => {
    const html = text(sheet('en', 'receipt', { ...invoice, state: 'voided', voided: { at, by: 'owner', reason: 'wrong piece' } }));
    expect(html).toContain('Voided');
    expect(html).toContain('Voided: wrong piece');
  });
  it('prints the QR code of the rate board’s price page on the receipt and the A4 invoice while the shop has a board link, and none without', () => {
    const pricesUrl = 'https://shop.example/board/prices?token=7.AbCdEfGhIjKlMnOpQrStUv';
    for (const format of ['receipt', 'a4'] as const) {
      expect(sheet('en', format, invoice, { ...shop, pricesUrl })).toContain('data-testid="invoice-price-qr"');
      expect(text(sheet('kh', format, invoice, { ...shop, pricesUrl }))).toContain('តម្លៃមាសថ្ងៃនេះ៖ ស្កេនដោយទូរស័ព្ទ');
      expect(sheet('en', format, invoice, { ...shop, pricesUrl: null })).not.toContain('invoice-price-qr');
      expect(sheet('en', format)).not.toContain('invoice-price-qr');
    }
  });
});
