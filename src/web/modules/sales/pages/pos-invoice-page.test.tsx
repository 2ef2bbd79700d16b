import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { getSettingsQueryOptions } from '../../platform/api/get-settings';
import { getInvoiceQueryOptions } from '../api/get-invoice';
import { newSalePath } from '../components/pos-paths';
import { PosInvoicePage } from './pos-invoice-page';
import { posTestAt, posTestBranch, renderPosPage } from './pos-render-for-test';

const invoice: Invoice = {
  id: 5,
  number: 'INV-PP-CM-2026-000005',
  kind: 'invoice',
  originalInvoice: null,
  branch: posTestBranch,
  customer: null,
  seller: null,
  issuedAt: posTestAt,
  postingDate: '2026-01-15',
  issuedBy: 'Kim Rachana',
  dueDate: null,
  khrPerUsd: 4_100,
  vatRateBp: 1_000,
  lines: [
    {
      lineNo: 1,
      kind: 'piece',
      pieceId: 4,
      code: 'RG-0020',
      description: 'Ring',
      categoryId: 4,
      materialId: 3,
      materialCode: 'AU750',
      grossMg: 3_750,
      stoneMg: 0,
      metalMg: 3_750,
      rateCentsPerChi: 11_145,
      metalCents: 11_145,
      makingChargeCents: 1_200,
      groupDiscountCents: 0,
      stonesCents: 0,
      discountCents: 0,
      amountCents: 12_345,
      incentiveCents: 0,
    },
  ],
  subtotalCents: 12_345,
  discountCents: 0,
  totalCents: 12_345,
  totalRiel: 506_145,
  adjustmentsCents: 0,
  payableCents: 12_345,
  payableRiel: 506_145,
  prepaidCents: 0,
  paidCents: 12_345,
  balanceCents: 0,
  incentiveCents: 0,
  state: 'issued',
  paymentState: 'paid',
  note: '',
  voided: null,
  notes: [],
  payments: [],
};

const settings = {
  items: [
    { key: 'shop.name', value: { kh: 'ហាងមាស អាតេលីយេ', en: 'Atelier Gold' }, defaultValue: null, labelKey: 'admin.settings.keys.shopName', canEdit: false, updatedAt: null, updatedBy: null },
    {
      key: 'shop.identity',
      value: {
        legalName: { kh: 'ហាងមាស អាតេលីយេ ឯ.ក', en: 'Atelier Gold Co., Ltd.' },
        address: { kh: 'ផ្លូវ ១០៨ ភ្នំពេញ', en: 'Street 108, Phnom Penh' },
        phone: '023 888 999',
        vatRegistered: true,
        vatTin: 'K001-901234567',
        vatRateBp: 1_000,
        logo: `/uploads/${'a'.repeat(64)}.webp`,
      },
      defaultValue: null,
      labelKey: 'admin.settings.keys.shopIdentity',
      canEdit: false,
      updatedAt: null,
      updatedBy: null,
    },
  ],
};
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const render = (url: string, locale: 'kh' | 'en' = 'en') =>
  renderPosPage({
    page: PosInvoicePage,
    pattern: '/pos/invoice-{id}',
    url,
    locale,
    seed: (queryClient) => {
      queryClient.setQueryData(getInvoiceQueryOptions(5).queryKey, invoice);
      queryClient.setQueryData(getSettingsQueryOptions.queryKey, settings);
    },
  });

describe('PosInvoicePage', () => {
  it('says what change to give back straight after the sale, outside the printed sheet', async () => {
    const html = await render('/pos/invoice-5?changeUsd=2500&changeRiel=1400');
    expect(text(html)).toContain('Give back $25.00 and 1,400 ៛');
    const sheet = html.slice(html.indexOf('data-testid="invoice-sheet"'));
    expect(sheet).not.toContain('Give back');
  });

  it('prints the 80 mm receipt headed by the shop’s name in the reader’s language, with a print button', async () => {
    const en = text(await render('/pos/invoice-5'));
    expect(en).toContain('Atelier Gold');
    expect(en).toContain('Tel. 023 888 999');
    expect(en).toContain('Walk-in customer');
    expect(en).toContain('Total in riel (1 USD = 4,100 ៛) 506,145 ៛');
    expect(en).toContain('Print');
    expect(en).not.toContain('Give back');
    const kh = text(await render('/pos/invoice-5', 'kh'));
    expect(kh).toContain('ហាងមាស អាតេលីយេ');
    expect(kh).toContain('សរុបជារៀល (1 ដុល្លារ = 4,100 ៛) 506,145 ៛');
    expect(kh).toContain('បោះពុម្ព');
  });

  it('offers the next sale at the counter the sale came from: the gem POS after stones alone', async () => {
    expect(await render('/pos/invoice-5')).toContain('href="/pos"');
    expect(newSalePath(invoice)).toBe('/pos');
    expect(newSalePath({ lines: [{ kind: 'stone' }, { kind: 'stone' }] })).toBe('/gem_pos');
    expect(newSalePath({ lines: [{ kind: 'stone' }, { kind: 'piece' }] })).toBe('/pos');
  });

  it('heads the receipt and the A4 tax invoice with the shop’s identity from the settings: logo, legal name, address, TIN', async () => {
    const receipt = await render('/pos/invoice-5');
    expect(receipt).toMatch(new RegExp(`<img [^>]*src="/api/images/+uploads/${'a'.repeat(64)}\\.webp\\?w=240"`));
    expect(text(receipt)).toContain('Atelier Gold Co., Ltd. Street 108, Phnom Penh Tel. 023 888 999 VAT TIN: K001-901234567');
    const a4 = text(await render('/pos/invoice-5?format=a4', 'kh'));
    expect(a4).toContain('ហាងមាស អាតេលីយេ ឯ.ក ផ្លូវ ១០៨ ភ្នំពេញ');
    expect(a4).toContain('លេខអត្តសញ្ញាណកម្ម អតប៖ K001-901234567');
    expect(a4).toContain('វិក្កយបត្រអាករ');
  });

  it('opens on the A4 invoice with ?format=a4', async () => {
    const html = await render('/pos/invoice-5?format=a4');
    expect(html).toContain('data-format="a4"');
    expect(html).toContain('@page { size: A4; margin: 12mm; }');
  });
});
