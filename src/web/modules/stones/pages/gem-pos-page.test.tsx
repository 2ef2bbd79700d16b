import { describe, expect, it } from 'vitest';
import type { InvoiceLine, SaleQuote } from '../../../../shared/contracts/sales/invoice';
import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { getExchangeRatesQueryOptions } from '../../sales/api/get-exchange-rates';
import { getSampleInvoiceQueryOptions } from '../../sales/api/get-sample-invoice';
import { emptyTenderRow } from '../../sales/index';
import { emptyGemPosDraft, gemLine, lineLotOf, withCount } from '../components/gem-pos-draft';
import { gemBlockersOf, gemDraftOfSample, GemPosPage, GemStonePosPage } from './gem-pos-page';
import { SampleInvoiceStonePage } from './sample-invoice-stone-page';
import { renderStonesPage, stonesTestAt, stonesTestBranch, testLot } from './stones-render-for-test';

const rate = { id: 1, khrPerUsd: 4_100, effectiveAt: stonesTestAt, createdBy: 'owner', createdAt: stonesTestAt };
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const stoneLine: InvoiceLine = {
  lineNo: 1,
  kind: 'stone',
  pieceId: null,
  code: 'SL-2026-000007',
  description: '',
  categoryId: null,
  materialId: null,
  materialCode: null,
  grossMg: 0,
  stoneMg: 0,
  metalMg: 0,
  rateCentsPerChi: 0,
  metalCents: 0,
  makingChargeCents: 0,
  groupDiscountCents: 0,
  stonesCents: 27_000,
  discountCents: 2_000,
  amountCents: 25_000,
  incentiveCents: 0,
  stone: { lotId: 7, lotCode: 'SL-2026-000007', stoneType: 'Diamond', shape: 'round', sizeCmm: 150, colour: 'G', quality: 'VS1', count: 12, weightMct: 180, priceMode: 'per_carat', unitPriceCents: 150_000 },
};
const sample: SampleInvoice = {
  id: 9,
  number: 'QT-PP-CM-2026-000009',
  branch: stonesTestBranch,
  customer: null,
  customerName: 'Mrs Dara',
  seller: null,
  createdAt: stonesTestAt,
  createdBy: 'cashier',
  validUntil: '2099-01-01',
  khrPerUsd: 4_100,
  lines: [stoneLine],
  subtotalCents: 25_000,
  discountCents: 0,
  totalCents: 25_000,
  totalRiel: 1_025_000,
  note: 'for the wedding set',
  convertedInvoice: null,
};

const render = (url: string, locale: 'en' | 'kh' = 'en', pattern = '/gem_pos', page = GemPosPage) =>
  renderStonesPage({
    page,
    pattern,
    url,
    role: 'cashier',
    locale,
    seed: (client) => {
      client.setQueryData(getExchangeRatesQueryOptions().queryKey, { current: rate, history: [rate] });
      client.setQueryData(getSampleInvoiceQueryOptions(9).queryKey, sample);
    },
  });

describe('GemPosPage', () => {
  it('opens on the lot picker with no line yet, a walk-in and one cash row (en, kh)', async () => {
    const html = await render('/gem_pos');
    const words = text(html);
    expect(words).toContain('Gem point of sale');
    expect(html).toContain('data-testid="gem-lot-picker"');
    expect(words).toContain('Pick a lot above');
    expect(words).toContain('A walk-in customer pays the whole amount now');
    expect(words).toContain('1 USD = 4,100 ៛');
    expect(html.split('data-testid="tender-row"')).toHaveLength(2);
    expect(html).toMatch(/<button[^>]*(data-testid="gem-pos-submit"[^>]*disabled=""|disabled=""[^>]*data-testid="gem-pos-submit")/);
    const kh = text(await render('/gem_stone/pos', 'kh', '/gem_stone/pos', GemStonePosPage));
    expect(kh).toContain('តុលក់ត្បូង');
    expect(kh).toContain('បន្ថែមត្បូងពីឡូត៍');
  });

  it('sells a stone quotation: its lots, counts, weights and prices, for whom it was made', async () => {
    const draft = gemDraftOfSample(sample);
    expect(draft).toMatchObject({ branchId: 1, customerMode: 'new', newCustomer: { name: 'Mrs Dara' }, sampleInvoiceId: 9, note: 'for the wedding set' });
    expect(draft.lines).toHaveLength(1);
    expect(draft.lines[0]).toMatchObject({ lot: { id: 7, code: 'SL-2026-000007', available: null }, count: '12', carats: '0.180', priceMode: 'per_carat', unitPriceCents: 150_000, discountCents: 2_000 });
    const html = await render('/gem_pos?sample=9');
    expect(text(html)).toContain('Selling quotation QT-PP-CM-2026-000009');
    expect(html).toContain('data-lot="SL-2026-000007"');
    expect(text(html)).toContain('0.180 ct × $1,500.00 = $270.00');
    expect(text(html)).toContain('$250.00');
  });

  it('holds the sale back while a line asks more than its lot has, or a walk-in does not pay it all', () => {
    const lot = lineLotOf(testLot({ available: { count: 3, weightMct: 45 } }));
    const quote: SaleQuote = { khrPerUsd: 4_100, lines: [stoneLine], subtotalCents: 25_000, discountCents: 0, totalCents: 25_000, totalRiel: 1_025_000 };
    const over = { ...emptyGemPosDraft(), branchId: 1, lines: [withCount(gemLine(lot), '4')] };
    expect(gemBlockersOf(over, null, 4_100)).toEqual(['overLot']);
    const unpaid = { ...over, lines: [withCount(gemLine(lot), '3')] };
    expect(gemBlockersOf(unpaid, quote, 4_100)).toEqual(['walkInPaysInFull']);
    const paid = { ...unpaid, tenders: [{ ...emptyTenderRow(), amountMinor: 25_000 }] };
    expect(gemBlockersOf(paid, quote, 4_100)).toEqual([]);
    expect(gemBlockersOf({ ...paid, customerMode: 'existing' }, quote, 4_100)).toEqual(['pickCustomer']);
  });
});

describe('SampleInvoiceStonePage', () => {
  it('writes a stone quotation: lots picked at the branch, who it is for, valid a week', async () => {
    const html = await renderStonesPage({ page: SampleInvoiceStonePage, pattern: '/sample_invoice_stone', url: '/sample_invoice_stone', role: 'cashier' });
    expect(text(html)).toContain('Stone quotation');
    expect(html).toContain('data-testid="gem-lot-picker"');
    expect(html).toContain('data-testid="stone-quote-save"');
  });

  it('shows a saved one on the A4 quotation sheet, to sell at the gem POS (en, kh)', async () => {
    const html = await render('/sample_invoice_stone?id=9', 'en', '/sample_invoice_stone', SampleInvoiceStonePage);
    expect(html).toContain('data-testid="sample-invoice-sheet"');
    expect(html).toContain('QT-PP-CM-2026-000009');
    expect(text(html)).toContain('12 stones · 0.180 ct');
    expect(html).toMatch(/href="\/gem_pos\?sample=9"[^>]*data-testid="stone-quote-sell"|data-testid="stone-quote-sell"[^>]*href="\/gem_pos\?sample=9"/);
    const kh = text(await render('/sample_invoice_stone?id=9', 'kh', '/sample_invoice_stone', SampleInvoiceStonePage));
    expect(kh).toContain('លក់នៅតុលក់ត្បូង');
    expect(kh).toContain('12 គ្រាប់ · 0.180 ct');
  });
});
