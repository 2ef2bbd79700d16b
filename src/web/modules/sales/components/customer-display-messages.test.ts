import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceLine, SaleQuote } from '../../../../shared/contracts/sales/invoice';
import { rielAsked } from '../../../../shared/sales/tender';
import {
  cartViewOf,
  heldForMs,
  idleView,
  khqrTenderOf,
  nextShown,
  readDisplayMessage,
  thanksHoldMs,
  thanksViewOf,
  viewAfterPosLeft,
  viewToSend,
  type DisplayView,
  type ShownView,
} from './customer-display-messages';
import { oldGoldLine, pieceLine } from './pos-sale-draft';

const priceOf = (lineNo: number, change: Partial<InvoiceLine>): InvoiceLine => ({
  lineNo,
  kind: 'piece',
  pieceId: 1,
  code: 'R-0001',
  description: 'Lotus ring, 18K',
  categoryId: 1,
  materialId: 1,
  materialCode: 'AU750',
  grossMg: 5_000,
  stoneMg: 200,
  metalMg: 4_800,
  rateCentsPerChi: 10_000,
  metalCents: 12_800,
  makingChargeCents: 1_500,
  groupDiscountCents: 0,
  stonesCents: 0,
  discountCents: 0,
  amountCents: 14_300,
  incentiveCents: 0,
  ...change,
});

const quoteOf = (lines: InvoiceLine[], discountCents = 0): SaleQuote => {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { khrPerUsd: 4_100, lines, subtotalCents, discountCents, totalCents: subtotalCents - discountCents, totalRiel: 0 };
};

const cart = (view: DisplayView) => {
  if (view.screen !== 'cart') throw new Error(`expected a cart, got ${view.screen}`);
  return view;
};

describe('cartViewOf: the cart as the customer sees it', () => {
  it('shows the welcome while the cart is empty', () => {
    expect(cartViewOf({ lines: [], priced: {}, quote: null, khrPerUsd: 4_100, rielNote: 100, pricing: false, khqr: null })).toEqual(idleView);
  });

  it('shows a scanned piece at once, its weight and price once priced, and old gold bought as a negative line with its weight', () => {
    const ring = pieceLine('R-0001');
    const gold = { ...oldGoldLine(2, 3_750), description: 'old chain' };
    const unpriced = cart(cartViewOf({ lines: [ring, gold], priced: {}, quote: null, khrPerUsd: 4_100, rielNote: 100, pricing: true, khqr: null }));
    expect(unpriced.lines).toEqual([
      { key: ring.key, kind: 'piece', code: 'R-0001', description: '', materialCode: null, weightMg: null, fineMg: null, amountCents: null },
      { key: gold.key, kind: 'old_gold', code: '', description: 'old chain', materialCode: null, weightMg: 3_750, fineMg: null, amountCents: null },
    ]);
    expect(unpriced.totalCents).toBeNull();
    expect(unpriced.totalRiel).toBeNull();

    const ringPrice = priceOf(1, {});
    const goldPrice = priceOf(2, { kind: 'old_gold', pieceId: null, code: '', description: 'old chain', metalMg: 3_750, fineMg: 2_700, amountCents: -7_200 });
    const quote = quoteOf([ringPrice, goldPrice], 100);
    const priced = cart(cartViewOf({ lines: [ring, gold], priced: { [ring.key]: ringPrice, [gold.key]: goldPrice }, quote, khrPerUsd: 4_100, rielNote: 100, pricing: false, khqr: null }));
    expect(priced.lines[0]).toMatchObject({ description: 'Lotus ring, 18K', materialCode: 'AU750', weightMg: 4_800, amountCents: 14_300 });
    expect(priced.lines[1]).toMatchObject({ kind: 'old_gold', weightMg: 3_750, fineMg: 2_700, amountCents: -7_200 });
    expect(priced).toMatchObject({ subtotalCents: 7_100, discountCents: 100, totalCents: 7_000 });
  });

  it('gives the riel in cash to the shop’s note, as the POS asks it, on either side of zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 3_000, max: 5_000 }), fc.constantFrom(1, 100, 500, 1_000), (totalCents, khrPerUsd, rielNote) => {
        const line = pieceLine('R-0002');
        const view = cart(cartViewOf({ lines: [line], priced: {}, quote: quoteOf([priceOf(1, { amountCents: totalCents })]), khrPerUsd, rielNote, pricing: false, khqr: null }));
        expect(view.totalRiel).toBe(Math.sign(totalCents) * rielAsked(Math.abs(totalCents), khrPerUsd, rielNote));
        expect(Math.abs(view.totalRiel ?? 0) % rielNote).toBe(0);
      }),
    );
  });

  it('gives no riel before the day has an exchange rate', () => {
    expect(cart(cartViewOf({ lines: [pieceLine('R-0003')], priced: {}, quote: quoteOf([priceOf(1, {})]), khrPerUsd: null, rielNote: 100, pricing: false, khqr: null })).totalRiel).toBeNull();
  });
});

describe('messages off the channel', () => {
  it('reads what the POS and the display send, and every view survives the trip', () => {
    const ring = pieceLine('R-0001');
    const views: DisplayView[] = [
      idleView,
      cartViewOf({ lines: [ring], priced: { [ring.key]: priceOf(1, {}) }, quote: quoteOf([priceOf(1, {})]), khrPerUsd: 4_100, rielNote: 100, pricing: false, khqr: { qr: '000201010212', currency: 'USD', amountMinor: 14_300, merchantName: 'Atelier Gold', received: false } }),
      thanksViewOf({ invoice: { number: 'INV-2611-0007', totalCents: 14_300 }, change: { usdCents: 500, riel: 2_800 } }),
    ];
    for (const view of views) {
      // Through structured cloning, as BroadcastChannel delivers it.
      const message = structuredClone({ type: 'show', locale: 'kh', view });
      expect(readDisplayMessage(message)).toEqual(message);
    }
    expect(readDisplayMessage({ type: 'ask' })).toEqual({ type: 'ask' });
  });

  it('ignores what is not one of its messages: another build’s shape, a wrong figure, noise', () => {
    for (const data of [null, 'show', 42, { type: 'show' }, { type: 'show', locale: 'fr', view: idleView }, { type: 'show', locale: 'en', view: { screen: 'cart', lines: [] } }, { type: 'show', locale: 'en', view: { screen: 'thanks', receiptNumber: 'X', totalCents: 1.5, changeUsdCents: 0, changeRiel: 0 } }, { type: 'hello' }]) {
      expect(readDisplayMessage(data)).toBeNull();
    }
  });
});

describe('what the display shows next', () => {
  const thanks = thanksViewOf({ invoice: { number: 'INV-1', totalCents: 100 }, change: { usdCents: 0, riel: 0 } });
  const ringCart = cartViewOf({ lines: [pieceLine('R-0001')], priced: {}, quote: null, khrPerUsd: 4_100, rielNote: 100, pricing: true, khqr: null });

  it('keeps a thank-you over an empty new sale until the hold is over, then the welcome', () => {
    const shown: ShownView = { view: thanks, since: 1_000 };
    expect(nextShown(shown, idleView, 1_000 + thanksHoldMs - 1)).toBe(shown);
    expect(heldForMs(shown, idleView, 1_000 + thanksHoldMs - 1)).toBe(1);
    expect(nextShown(shown, idleView, 1_000 + thanksHoldMs)).toEqual({ view: idleView, since: 1_000 + thanksHoldMs });
  });

  it('replaces a thank-you with the next cart at once', () => {
    expect(nextShown({ view: thanks, since: 1_000 }, ringCart, 1_001)).toEqual({ view: ringCart, since: 1_001 });
  });

  it('does not restart the time shown on a repeated message', () => {
    const shown: ShownView = { view: structuredClone(thanks), since: 5 };
    expect(nextShown(shown, thanks, 10_000)).toBe(shown);
    expect(heldForMs({ view: ringCart, since: 0 }, idleView, 1)).toBeNull();
  });

  it('keeps the thank-you over the cart just sold until the POS starts an empty sale', () => {
    expect(viewToSend(thanks, ringCart)).toBe(thanks);
    expect(viewToSend(thanks, idleView)).toBe(idleView);
    expect(viewToSend(idleView, ringCart)).toBe(ringCart);
    expect(viewToSend(ringCart, thanks)).toBe(thanks);
  });

  it('drops the cart when the POS page closes, and keeps a thank-you', () => {
    expect(viewAfterPosLeft(ringCart)).toEqual(idleView);
    expect(viewAfterPosLeft(thanks)).toBe(thanks);
    expect(viewAfterPosLeft(idleView)).toBe(idleView);
  });
});

describe('khqrTenderOf: the KHQR code the customer is shown', () => {
  it('is the first KHQR tender with an amount still to arrive, else the last one received, never a cash row', () => {
    const row = (method: string, amountMinor: number | null, received = false) => ({ method, currency: 'USD' as const, amountMinor, received });
    expect(khqrTenderOf([row('cash', 100), row('khqr', null)])).toBeNull();
    expect(khqrTenderOf([row('khqr', 500, true), row('cash', 100), row('khqr', 300), row('khqr', 200)])).toMatchObject({ amountMinor: 300 });
    expect(khqrTenderOf([row('khqr', 500, true), row('khqr', 0)])).toMatchObject({ amountMinor: 500, received: true });
  });
});
