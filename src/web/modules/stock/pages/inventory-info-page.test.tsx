import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import type { ScanResult, StockCountDetail } from '../../../../shared/contracts/stock/stock-counts';
import en from '../../../i18n/en.json';
import { createTranslator } from '../../../i18n/translator';
import { renderForTest } from '../../../ui/render-for-test';
import { meQueryOptions } from '../../platform/api/get-me';
import { countOutcomeView, type LastCountScan } from '../components/count-scan-outcome';
import { CountView } from './inventory-info-page';

const centralMarket = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារធំថ្មី', nameEn: 'Central Market' };
const riverside = { id: 2, code: 'PP-RS', nameKh: 'មាត់ទន្លេ', nameEn: 'Riverside' };

const piece = (code: string, over: Partial<JewelryPiece> = {}): JewelryPiece => ({
  id: Number(code.replace(/\D/g, '')) || 1,
  code,
  itemId: null,
  description: `Ring ${code}`,
  categoryId: 1,
  materialId: 3,
  materialCode: 'AU750',
  grossMg: 3_750,
  stoneMg: 0,
  metalMg: 3_750,
  photos: [],
  branch: centralMarket,
  frozen: false,
  state: 'in_stock',
  transit: null,
  note: '',
  acceptedAt: '2026-03-02T03:00:00.000Z',
  ...over,
});

const count = (over: Partial<StockCountDetail> = {}): StockCountDetail => ({
  id: 5,
  number: 'IV-PP-CM-2026-000005',
  branch: centralMarket,
  state: 'open',
  note: '',
  createdAt: '2026-03-02T03:00:00.000Z',
  closedAt: null,
  expected: 3,
  found: 1,
  missing: 2,
  unexpected: 1,
  foundPieces: [piece('IT-1')],
  missingPieces: [piece('IT-2'), piece('IT-3')],
  unexpectedScans: [{ code: 'IT-9', piece: piece('IT-9', { branch: riverside }), scannedAt: '2026-03-02T03:05:00.000Z' }],
  ...over,
});

const scanOf = (outcome: ScanResult['outcome'], scanned: JewelryPiece | null, code = scanned?.code ?? 'XX-1'): LastCountScan => ({
  code,
  result: { outcome, piece: scanned, count: count() },
});

const t = createTranslator({ language: 'en', catalogues: { en } });

describe('the last scan of a count', () => {
  it('reads found in green, counted already in grey', () => {
    expect(countOutcomeView(t.t, scanOf('found', piece('IT-1')), 'en')).toEqual({ color: 'green', title: 'Found', detail: 'IT-1 · Ring IT-1' });
    expect(countOutcomeView(t.t, scanOf('again', piece('IT-1')), 'en')).toMatchObject({ color: 'gray', title: 'Already counted' });
  });

  it('reads unexpected in orange with where that piece really is, or what became of it', () => {
    expect(countOutcomeView(t.t, scanOf('unexpected', piece('IT-9', { branch: riverside })), 'en')).toEqual({
      color: 'orange',
      title: 'Not expected here',
      detail: 'IT-9 · Ring IT-9 — it is at PP-RS · Riverside',
    });
    expect(countOutcomeView(t.t, scanOf('unexpected', piece('IT-8', { state: 'sold' })), 'en').detail).toBe('IT-8 · Ring IT-8 — it is sold');
  });

  it('reads an unknown code in red, naming the code scanned', () => {
    expect(countOutcomeView(t.t, scanOf('unknown', null, 'ZZ-404'), 'en')).toEqual({ color: 'red', title: 'Unknown code', detail: 'ZZ-404' });
  });
});

function render(detail: StockCountDetail, scan: LastCountScan | null, locale: 'kh' | 'en' = 'en', permissions = ['stock.read', 'stock.write']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  const user = { id: 1, username: 'owner', displayName: 'Owner', role: 'owner' as const, staffId: null, branchId: null };
  queryClient.setQueryData(meQueryOptions.queryKey, { user, permissions });
  return renderForTest(
    <QueryClientProvider client={queryClient}>
      <CountView count={detail} initialScan={scan} />
    </QueryClientProvider>,
    locale,
  );
}

describe('CountView', () => {
  it('shows the counters, the scan input and the last outcome while the count is open', () => {
    const html = render(count(), scanOf('unexpected', piece('IT-9', { branch: riverside })));
    expect(html).toContain('IV-PP-CM-2026-000005');
    expect(html).toMatch(/data-counter="expected"[\s\S]*?>3</);
    expect(html).toMatch(/data-counter="missing"[\s\S]*?>2</);
    expect(html).toContain('data-testid="count-scan"');
    expect(html).toContain('data-outcome="unexpected"');
    expect(html).toContain('it is at PP-RS · Riverside');
    expect(html).toContain('Close the count');
    // Open: the missing pieces are what the counter looks for next.
    expect(html).toContain('Ring IT-2');
  });

  it('shows each outcome in its colour: found green, again grey, unexpected orange, unknown red', () => {
    const outcomeBox = (html: string) => /<div[^>]*data-outcome="[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(outcomeBox(render(count(), scanOf('found', piece('IT-1'))))).toContain('--mantine-color-green-7');
    expect(outcomeBox(render(count(), scanOf('again', piece('IT-1'))))).toContain('--mantine-color-gray-6');
    expect(outcomeBox(render(count(), scanOf('unexpected', piece('IT-9', { branch: riverside }))))).toContain('--mantine-color-orange-7');
    const unknown = render(count(), scanOf('unknown', null, 'ZZ-404'));
    expect(outcomeBox(unknown)).toContain('--mantine-color-red-7');
    expect(unknown).toContain('Unknown code');
  });

  it('is read-only once closed: no scan input, no close button, the found list shown', () => {
    const html = render(count({ state: 'closed', closedAt: '2026-03-02T05:00:00.000Z' }), null);
    expect(html).not.toContain('data-testid="count-scan"');
    expect(html).not.toContain('Close the count');
    expect(html).toContain('This count is closed');
    expect(html).toContain('Ring IT-1');
  });

  it('takes no scans from a reader without stock.write', () => {
    const html = render(count(), null, 'en', ['stock.read']);
    expect(html).not.toContain('data-testid="count-scan"');
  });

  it('is in Khmer for a Khmer reader', () => {
    const html = render(count(), scanOf('found', piece('IT-1')), 'kh');
    expect(html).toContain('រកឃើញ');
    expect(html).toContain('បិទការរាប់');
  });
});
