import { describe, expect, it } from 'vitest';
import type { SaleQuote } from '../../../../shared/contracts/sales/invoice';
import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { stoneLine, withCount } from '../../stones/index';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates';
import { posSearch } from '../api/sales-searches';
import { getSampleInvoiceQueryOptions } from '../api/get-sample-invoice';
import { draftOfSample, emptyPosDraft, pieceLine } from '../components/pos-sale-draft';
import { testStoneLine } from '../components/invoice-render-for-test';
import { emptyTenderRow } from '../components/tender-rows';
import { blockersOf, GemPosPage, GemStonePosPage, PosPage } from './pos-page';
import { posTestAt, posTestBranch, renderPosPage } from './pos-render-for-test';
import { SampleInvoiceStonePage } from './sample-invoice-page';

/** The one counter and the one quotation opened on stones: `/gem_pos`, `/gem_stone/pos`, `/sample_invoice_stone`. */
const rate = { id: 1, khrPerUsd: 4_100, effectiveAt: posTestAt, createdBy: 'owner', createdAt: posTestAt };
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const stoneSold = testStoneLine({ lotId: 7, lotCode: 'SL-2026-000007', quality: 'VS1' });
const sample: SampleInvoice = {
  id: 9,
  number: 'QT-PP-CM-2026-000009',
  branch: posTestBranch,
  customer: null,
  customerName: 'Mrs Dara',
  seller: null,
  createdAt: posTestAt,
  createdBy: 'cashier',
  validUntil: '2099-01-01',
  khrPerUsd: 4_100,
  lines: [stoneSold],
  subtotalCents: 25_000,
  discountCents: 0,
  totalCents: 25_000,
  totalRiel: 1_025_000,
  note: 'for the wedding set',
  convertedInvoice: null,
};
const lot = { id: 7, code: 'SL-2026-000007', stoneType: 'Diamond', shape: 'round' as const, sizeCmm: 150, colour: 'G', quality: 'VS1', available: { count: 3, weightMct: 45 } };

const render = (url: string, locale: 'en' | 'kh' = 'en', pattern = '/gem_pos', page = GemPosPage) =>
  renderPosPage({
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

describe('the POS opened on stones (/gem_pos, /gem_stone/pos)', () => {
  it('opens on the lot picker with no line yet, a walk-in and one cash row (en, kh)', async () => {
    const html = await render('/gem_pos');
    const words = text(html);
    expect(words).toContain('Gem point of sale');
    expect(html).toContain('data-testid="gem-lot-picker"');
    expect(html).not.toContain('data-testid="pos-code"');
    expect(words).toContain('Pick a lot above');
    expect(words).toContain('A walk-in customer pays the whole amount now');
    expect(words).toContain('1 USD = 4,100 ៛');
    expect(html.split('data-testid="tender-row"')).toHaveLength(2);
    expect(html).toMatch(/<button[^>]*(data-testid="pos-submit"[^>]*disabled=""|disabled=""[^>]*data-testid="pos-submit")/);
    const kh = text(await render('/gem_stone/pos', 'kh', '/gem_stone/pos', GemStonePosPage));
    expect(kh).toContain('តុលក់ត្បូង');
    expect(kh).toContain('បន្ថែមត្បូងពីឡូត៍');
  });

  it('is the one counter: /pos?kind=stone picks lots, /gem_pos?kind=piece scans codes', async () => {
    const onStones = await render('/pos?kind=stone', 'en', '/pos', PosPage);
    expect(text(onStones)).toContain('Point of sale');
    expect(onStones).toContain('data-testid="gem-lot-picker"');
    const pieces = await render('/gem_pos?kind=piece');
    expect(pieces).toContain('data-testid="pos-code"');
    expect(pieces).not.toContain('data-testid="gem-lot-picker"');
    // The routes keep only the contract's kinds a counter adds by hand: an odd one is dropped, and the address's own default holds.
    expect(posSearch({ kind: 'stone', sample: '9' })).toEqual({ kind: 'stone', sample: '9' });
    expect(posSearch({ kind: 'old_gold' })).toEqual({});
    expect(posSearch({ kind: 'gem' })).toEqual({});
  });

  it('sells a stone quotation: its lots, counts, weights and prices, for whom it was made', async () => {
    const draft = draftOfSample(sample);
    expect(draft).toMatchObject({ branchId: 1, customerMode: 'new', newCustomer: { name: 'Mrs Dara' }, sampleInvoiceId: 9, note: 'for the wedding set' });
    expect(draft.lines).toHaveLength(1);
    expect(draft.lines[0]).toMatchObject({ kind: 'stone', lot: { id: 7, code: 'SL-2026-000007', available: null }, count: '12', carats: '0.180', priceMode: 'per_carat', unitPriceCents: 150_000, discountCents: 2_000 });
    const html = await render('/gem_pos?sample=9');
    expect(text(html)).toContain('Selling quotation QT-PP-CM-2026-000009');
    expect(html).toContain('data-lot="SL-2026-000007"');
    expect(text(html)).toContain('0.180 ct × $1,500.00 = $270.00');
    expect(text(html)).toContain('$250.00');
  });

  it('holds the sale back while a line asks more than its lot has, or a walk-in does not pay it all', () => {
    const quote: SaleQuote = { khrPerUsd: 4_100, lines: [stoneSold], subtotalCents: 25_000, discountCents: 0, totalCents: 25_000, totalRiel: 1_025_000 };
    const over = { ...emptyPosDraft(), branchId: 1, lines: [withCount(stoneLine(lot), '4')] };
    expect(blockersOf(over, null, 4_100, {})).toEqual(['overLot']);
    const unpaid = { ...over, lines: [withCount(stoneLine(lot), '3'), pieceLine('RG-1')] };
    expect(blockersOf(unpaid, quote, 4_100, {})).toEqual(['walkInPaysInFull']);
    const paid = { ...unpaid, tenders: [{ ...emptyTenderRow(), amountMinor: 25_000 }] };
    expect(blockersOf(paid, quote, 4_100, {})).toEqual([]);
    expect(blockersOf({ ...paid, customerMode: 'existing' }, quote, 4_100, {})).toEqual(['pickCustomer']);
  });
});

describe('the quotation opened on stones (/sample_invoice_stone)', () => {
  it('writes a stone quotation: lots picked at the branch, who it is for, valid a week', async () => {
    const html = await renderPosPage({ page: SampleInvoiceStonePage, pattern: '/sample_invoice_stone', url: '/sample_invoice_stone', role: 'cashier' });
    expect(text(html)).toContain('Stone quotation');
    expect(html).toContain('data-testid="gem-lot-picker"');
    expect(html).not.toContain('data-testid="sample-code"');
    expect(html).toContain('data-testid="sample-save"');
  });

  it('shows a saved one on the A4 quotation sheet, to sell at the counter opened on stones (en, kh)', async () => {
    const html = await render('/sample_invoice_stone?id=9', 'en', '/sample_invoice_stone', SampleInvoiceStonePage);
    expect(html).toContain('data-testid="sample-invoice-sheet"');
    expect(html).toContain('QT-PP-CM-2026-000009');
    expect(text(html)).toContain('12 stones · 0.180 ct');
    expect(html).toMatch(/href="\/gem_pos\?sample=9"[^>]*data-testid="sample-sell"|data-testid="sample-sell"[^>]*href="\/gem_pos\?sample=9"/);
    expect(text(html)).toContain('Sell at the gem POS');
    const kh = text(await render('/sample_invoice_stone?id=9', 'kh', '/sample_invoice_stone', SampleInvoiceStonePage));
    expect(kh).toContain('លក់នៅតុលក់ត្បូង');
    expect(kh).toContain('12 គ្រាប់ · 0.180 ct');
  });
});
