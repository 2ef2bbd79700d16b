import { describe, expect, it } from 'vitest';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates';
import { emptyPosDraft, pieceLine } from '../components/pos-sale-draft';
import { emptyTenderRow } from '../components/tender-rows';
import { blockersOf, PosPage } from './pos-page';
import { posTestAt, renderPosPage } from './pos-render-for-test';

const rate = { id: 1, khrPerUsd: 4_100, effectiveAt: posTestAt, createdBy: 'owner', createdAt: posTestAt };
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const render = (role: 'owner' | 'cashier', locale: 'kh' | 'en' = 'en', current: typeof rate | null = rate) =>
  renderPosPage({
    page: PosPage,
    pattern: '/pos',
    url: '/pos',
    role,
    locale,
    seed: (queryClient) => queryClient.setQueryData(getExchangeRatesQueryOptions().queryKey, { current, history: current ? [current] : [] }),
  });

describe('PosPage', () => {
  it('opens on the code input, a walk-in, one cash row, and the exchange rate in force', async () => {
    const html = await render('cashier');
    expect(html).toContain('data-testid="pos-code"');
    expect(html).toMatch(/data-testid="pos-code"[^>]*autofocus|autofocus[^>]*data-testid="pos-code"/i);
    const words = text(html);
    expect(words).toContain('A walk-in customer pays the whole amount now');
    expect(words).toContain('1 USD = 4,100 ៛');
    expect(html.split('data-testid="tender-row"')).toHaveLength(2);
    // Nothing to charge before a line is priced.
    expect(html).toMatch(/data-testid="pos-submit"[^>]*disabled|disabled[^>]*data-testid="pos-submit"/);
  });

  it('lets the owner change the rate from the counter, not the cashier', async () => {
    expect(text(await render('owner'))).toContain('Change rate');
    expect(text(await render('cashier'))).not.toContain('Change rate');
  });

  it('asks the owner for the day’s rate before a sale, in Khmer', async () => {
    const words = text(await render('cashier', 'kh', null));
    expect(words).toContain('មិនទាន់មានអត្រាប្ដូរប្រាក់');
    expect(words).toContain('ម្ចាស់ហាងត្រូវកំណត់អត្រាប្ដូរប្រាក់ប្រចាំថ្ងៃ');
    expect(words).toContain('តុលក់');
  });
});

describe('blockersOf', () => {
  const quote = { khrPerUsd: 4_000, lines: [], subtotalCents: 12_000, discountCents: 0, totalCents: 12_000, totalRiel: 480_000 };
  const paying = (amountMinor: number, currency: 'USD' | 'KHR' = 'USD', method: 'cash' | 'khqr' = 'cash') => [{ ...emptyTenderRow(method, currency), amountMinor }];
  const ring = pieceLine('RG-1');

  it('makes a walk-in pay in full, in any mix of dollars and riel', () => {
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], tenders: paying(10_000) }, quote, 4_000, {})).toEqual(['walkInPaysInFull']);
    const full = [...paying(10_000), ...paying(80_000, 'KHR')];
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], tenders: full }, quote, 4_000, {})).toEqual([]);
  });

  it('lets a customer on file or a new customer owe the rest', () => {
    const customer = { id: 7, name: 'Sok Dara', phone: '' };
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], customerMode: 'existing', customer, tenders: paying(1_000) }, quote, 4_000, {})).toEqual([]);
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], customerMode: 'existing', tenders: [] }, quote, 4_000, {})).toEqual(['pickCustomer']);
  });

  it('waits for each KHQR payment to be seen arriving, and for refused pieces to be removed', () => {
    const khqr = paying(12_000, 'USD', 'khqr');
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], tenders: khqr }, quote, 4_000, {})).toEqual(['khqrNotReceived']);
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], tenders: [{ ...khqr[0]!, received: true }] }, quote, 4_000, {})).toEqual([]);
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], tenders: paying(12_000) }, quote, 4_000, { [ring.key]: 'Sold' })).toEqual(['removeRefused']);
  });

  it('refuses change out of a card payment', () => {
    const card = [{ ...emptyTenderRow('card', 'USD'), amountMinor: 15_000 }];
    expect(blockersOf({ ...emptyPosDraft(), lines: [ring], tenders: card }, quote, 4_000, {})).toEqual(['changeOverCash']);
  });
});
