import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { expectShown, renderForTest } from '../../../ui/render-for-test';
import { ScanList } from './scan-list';
import { checkScanEntry, enterScannedCode, removeScanLine, scanLineCodes, scanLineProblems, scanTotals, type ScanLine } from './scan-list-lines';

const centralMarket = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារធំថ្មី', nameEn: 'Central Market' };
const riverside = { id: 2, code: 'PP-RS', nameKh: 'មាត់ទន្លេ', nameEn: 'Riverside' };

const pieceFixture = (code: string, over: Partial<JewelryPiece> = {}): JewelryPiece => ({
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
const line = (code: string, over: Partial<JewelryPiece> = {}): ScanLine => ({ code, piece: pieceFixture(code, over) });

describe('a code typed or scanned into the list', () => {
  it('is asked for as the server knows it: no spaces or newline, in capitals', async () => {
    const lookUp = vi.fn(async (code: string) => pieceFixture(code));
    const add = vi.fn();
    const outcome = await enterScannedCode(() => [], '  it-2026-000123\n', lookUp, add);
    expect(lookUp).toHaveBeenCalledWith('IT-2026-000123');
    expect(outcome).toMatchObject({ kind: 'added', line: { code: 'IT-2026-000123' } });
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('refuses a piece already on the list without asking the server', async () => {
    const lookUp = vi.fn(async (code: string) => pieceFixture(code));
    expect(await enterScannedCode(() => [line('IT-1')], 'it-1', lookUp, () => {})).toEqual({ kind: 'duplicate', code: 'IT-1' });
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('refuses the second of two scans of one piece sent before the first was looked up', async () => {
    let lines: ScanLine[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lookUp = async (code: string) => {
      await gate;
      return pieceFixture(code);
    };
    const add = (added: ScanLine) => (lines = [added, ...lines]);
    const first = enterScannedCode(() => lines, 'IT-7', lookUp, add);
    const second = enterScannedCode(() => lines, 'it-7', lookUp, add);
    release();
    expect((await first).kind).toBe('added');
    expect(await second).toEqual({ kind: 'duplicate', code: 'IT-7' });
    expect(lines).toHaveLength(1);
  });

  it('says a code no piece has is unknown, and one that cannot be a code is not one, adding neither', async () => {
    expect(await enterScannedCode(() => [], 'IT-404', async () => null, () => {})).toEqual({ kind: 'unknown', code: 'IT-404' });
    expect(checkScanEntry([], 'IT/2026')).toEqual({ kind: 'invalid', code: 'IT/2026' });
    expect(checkScanEntry([], '  \n')).toEqual({ kind: 'empty' });
  });
});

describe('what a line flags before anything is sent', () => {
  it('flags a piece at another branch than the one the pieces leave from', () => {
    expect(scanLineProblems(pieceFixture('IT-1', { branch: riverside }), { branchId: 1 })).toEqual(['otherBranch']);
    expect(scanLineProblems(pieceFixture('IT-1'), { branchId: 1 })).toEqual([]);
    expect(scanLineProblems(pieceFixture('IT-1', { branch: riverside }), { branchId: null })).toEqual([]);
  });

  it('flags a frozen piece, a sold one, and one already at the destination', () => {
    expect(scanLineProblems(pieceFixture('IT-1', { frozen: true }), { branchId: 1 })).toEqual(['frozen']);
    expect(scanLineProblems(pieceFixture('IT-1', { state: 'sold' }), { branchId: 1 })).toEqual(['notInStock']);
    expect(scanLineProblems(pieceFixture('IT-1'), { branchId: null, toBranchId: 1 })).toEqual(['alreadyThere']);
  });

  it('counts the pieces and sums their gross weight in mg; a removed line leaves both', () => {
    const lines = [line('IT-1', { grossMg: 3_750 }), line('IT-2', { grossMg: 8_630 })];
    expect(scanTotals(lines)).toEqual({ count: 2, grossMg: 12_380 });
    expect(scanTotals(removeScanLine(lines, 'IT-1'))).toEqual({ count: 1, grossMg: 8_630 });
    expect(scanLineCodes(lines)).toEqual(['IT-1', 'IT-2']);
  });
});

function render(node: React.ReactNode, locale: 'kh' | 'en' = 'en') {
  return renderForTest(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>, locale);
}

describe('ScanList', () => {
  it('shows each line with its weight, its flags and the refusal the server gave it, and the totals in grams and chi', () => {
    const lines = [line('IT-1'), line('IT-2', { branch: riverside, frozen: true })];
    const html = render(
      <ScanList lines={lines} onChange={() => {}} rules={{ branchId: 1 }} errorOfLine={(i) => (i === 0 ? 'IT-1 is frozen' : undefined)} />,
    );
    expectShown(html, ['IT-1', 'Ring IT-2', 'At another branch: Riverside', 'Frozen', 'IT-1 is frozen', '2 pieces', '7.500 g', '2 chi', 'aria-label="Remove IT-2"']);
  });

  it('is in Khmer for a Khmer reader, and says so when the list is empty', () => {
    const html = render(<ScanList lines={[]} onChange={() => {}} rules={{ branchId: null }} emptyError="x" />, 'kh');
    expect(html).toContain('មិនទាន់មានគ្រឿងអលង្ការ');
    expect(html).toContain('x');
  });
});
