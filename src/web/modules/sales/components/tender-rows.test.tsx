import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../ui/render-for-test';
import { emptyTenderRow, TenderRows, tendersOf, unconfirmedKhqr, withRest, type TenderRow } from './tender-rows';

const noop = () => {};
const row = (method: TenderRow['method'], currency: TenderRow['currency'], amountMinor: number | null, reference = ''): TenderRow => ({
  ...emptyTenderRow(method, currency),
  amountMinor,
  reference,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('TenderRows', () => {
  it('a due of $123.45 paid with $100 and 200,000 riel at 4,100: the riel asked for the $23.45 left is 96,100, the rest of the riel comes back in riel', () => {
    // $23.45 = 96,145 ៛ → asked 96,100 ៛; 200,000 − 96,100 = 103,900 ៛ back; the shop let 45 ៛ go (1¢ of rounding).
    const rows = [row('cash', 'USD', 10_000), row('cash', 'KHR', 200_000)];
    const html = text(renderForTest(<TenderRows value={rows} onChange={noop} dueCents={12_345} khrPerUsd={4_100} />));
    expect(html).toContain('Due $123.45 · 506,145 ៛');
    expect(html).toContain('Riel asked 96,100 ៛');
    expect(html).toContain('Tendered $148.78');
    expect(html).toContain('Cash rounding $0.01');
    expect(html).toContain('Change to give back 103,900 ៛');
    expect(html).not.toContain('Still due');
  });
  it('shows what is still due in dollars and riel while the tenders fall short, in Khmer', () => {
    const rows = [row('cash', 'USD', 5_000)];
    const html = text(renderForTest(<TenderRows value={rows} onChange={noop} dueCents={12_000} khrPerUsd={4_000} />, 'kh'));
    expect(html).toContain('នៅខ្វះ');
    expect(html).toContain('$70.00 · 280,000 ៛');
    expect(html).toContain('សាច់ប្រាក់');
  });
  it('refuses change larger than the cash handed over (a transfer paid too much)', () => {
    const rows = [row('bank_transfer', 'USD', 20_000, 'ABA-1')];
    const html = text(renderForTest(<TenderRows value={rows} onChange={noop} dueCents={10_000} khrPerUsd={4_100} />));
    expect(html).toContain('Only cash can be given back');
  });
  it('puts the server error of tender 1 on the row that sends it, skipping rows without an amount', () => {
    const rows = [row('cash', 'USD', 1_000), row('cash', 'USD', null), row('card', 'USD', 2_000)];
    const html = renderForTest(
      <TenderRows value={rows} onChange={noop} dueCents={3_000} khrPerUsd={4_100} errors={{ 'tenders.1.reference': 'Give the slip number', tenders: 'Too many tenders' }} />,
    );
    const rowsHtml = html.split('data-testid="tender-row"');
    expect(rowsHtml[3]).toContain('Give the slip number');
    expect(rowsHtml[1]).not.toContain('Give the slip number');
    expect(html).toContain('Too many tenders');
  });
});

describe('tender rows', () => {
  it('sends only rows with an amount, references trimmed', () => {
    expect(tendersOf([row('cash', 'USD', null), row('khqr', 'KHR', 41_000, ' md5 ')])).toEqual([
      { method: 'khqr', currency: 'KHR', amountMinor: 41_000, reference: 'md5' },
    ]);
  });
  it('fills the rest in riel cash at the riel asked (to the note) of what is still due, into the empty last row', () => {
    const rows = withRest([row('cash', 'USD', 10_000), row('cash', 'USD', null)], 'KHR', 12_345, 4_100);
    expect(rows).toHaveLength(2);
    // $23.45 = 96,145 ៛ exactly; asked in cash 96,100 ៛, which settles the rest.
    expect(rows[1]).toMatchObject({ currency: 'KHR', amountMinor: 96_100 });
    // By KHQR the riel is exact.
    expect(withRest([row('cash', 'USD', 10_000), row('khqr', 'USD', null)], 'KHR', 12_345, 4_100)[1]).toMatchObject({ currency: 'KHR', amountMinor: 96_145 });
    // The riel handed over is worth exactly what was still due: nothing left, no change.
    expect(withRest(rows, 'USD', 12_345, 4_100)).toHaveLength(2);
  });
  it('adds a cash row for the rest in USD when every row has an amount', () => {
    const rows = withRest([row('cash', 'KHR', 41_000)], 'USD', 5_000, 4_100);
    expect(rows[1]).toMatchObject({ method: 'cash', currency: 'USD', amountMinor: 4_000 });
  });
  it('counts KHQR payments not yet confirmed', () => {
    expect(unconfirmedKhqr([row('khqr', 'USD', 100), { ...row('khqr', 'USD', 200), received: true }, row('khqr', 'USD', null)])).toBe(1);
  });
});
