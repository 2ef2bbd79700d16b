import { describe, expect, it } from 'vitest';
import { defaultReceiptPrinterSettings } from '../../../../shared/contracts/printing/printer-settings';
import { renderForTest, testTranslator } from '../../../ui/render-for-test';
import { testInvoice } from './invoice-render-for-test';
import { InvoiceSheet } from './invoice-sheet';
import { kicksDrawer, thermalReceiptBlocks } from './thermal-receipt';

const shop = { name: 'Atelier Gold', legalName: 'Atelier Gold Co., Ltd.', address: '12 Street 108, Phnom Penh', phone: '023 888 999', vatTin: 'K001-901234567', logoUrl: '' };

function fixedT(locale: 'kh' | 'en') {
  return testTranslator(locale).t;
}

describe('thermal receipt', () => {
  for (const locale of ['en', 'kh'] as const)
    it(`prints every figure and line of the 80 mm receipt sheet, in ${locale}`, () => {
      const invoice = testInvoice();
      const t = fixedT(locale);
      const sheet = renderForTest(<InvoiceSheet invoice={invoice} format="receipt" language={locale} t={t} shop={shop} />, locale)
        .replace(/<style>[^<]*<\/style>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ');
      const blocks = thermalReceiptBlocks(invoice, t, locale, shop);
      const words = blocks.flatMap((b) => (b.kind === 'row' ? [b.label, b.value] : b.kind === 'text' ? [b.text] : []));
      expect(words.length).toBeGreaterThan(20);
      for (const word of words) expect(sheet, word).toContain(word.replace(/\s+/g, ' ').trim());
      expect(words).toContain(t('sales.receipt.thanks'));
    });

  it('opens the drawer by the setting: on a cash sale, always or never', () => {
    const cash = testInvoice();
    const card = testInvoice({ payments: cash.payments.map((p) => ({ ...p, tenders: p.tenders.map((tender) => ({ ...tender, method: 'card' as const })) })) });
    expect(kicksDrawer(cash, defaultReceiptPrinterSettings)).toBe(true);
    expect(kicksDrawer(card, defaultReceiptPrinterSettings)).toBe(false);
    expect(kicksDrawer(card, { ...defaultReceiptPrinterSettings, drawer: 'always' })).toBe(true);
    expect(kicksDrawer(cash, { ...defaultReceiptPrinterSettings, drawer: 'never' })).toBe(false);
  });
});
