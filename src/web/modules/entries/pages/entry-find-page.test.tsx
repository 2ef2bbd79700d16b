import { describe, expect, it, vi } from 'vitest';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { expectShown, renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { findEntriesQueryOptions } from '../api/find-entries';
import { enterTypedNumber, entryToOpen } from '../components/entry-find-target';
import { EntryFindPage } from './entry-find-page';

const found = (id: number, number: string) => ({ id, number });
const en42 = found(42, 'EN-2026-0042');
const en420 = found(420, 'EN-2026-0420');
const en421 = found(421, 'EN-2026-0421');

describe('Enter on the number field', () => {
  it('opens the entry whose number is exactly what was scanned, even when longer numbers start with it', async () => {
    const open = vi.fn();
    const fetchMatches = vi.fn(async () => [en42, en420, en421].filter((e) => e.number.startsWith('EN-2026-042')));
    // "EN-2026-042" is not a number: two entries start with it, none is it.
    expect(await enterTypedNumber('EN-2026-042', fetchMatches, open)).toEqual({ kind: 'pick', matches: [en420, en421] });
    expect(open).not.toHaveBeenCalled();

    const exact = vi.fn(async () => [found(4, 'EN-2026-04'), found(40, 'EN-2026-040')]);
    expect(await enterTypedNumber('EN-2026-04', exact, open)).toMatchObject({ kind: 'open', entry: { id: 4 } });
    expect(open).toHaveBeenCalledWith(found(4, 'EN-2026-04'));
  });

  it('asks the server for what was typed at Enter, trimmed and in capitals, as a scanner sends it', async () => {
    const open = vi.fn();
    const fetchMatches = vi.fn(async () => [en42]);
    expect(await enterTypedNumber('  en-2026-0042\n', fetchMatches, open)).toEqual({ kind: 'open', entry: en42 });
    expect(fetchMatches).toHaveBeenCalledWith('EN-2026-0042');
    expect(open).toHaveBeenCalledWith(en42);
  });

  it('opens the only entry starting with what was typed', async () => {
    const open = vi.fn();
    expect(await enterTypedNumber('EN-2026-004', async () => [en42], open)).toEqual({ kind: 'open', entry: en42 });
    expect(open).toHaveBeenCalledWith(en42);
  });

  it('says so when no entry number starts with it, and asks nothing for an empty field', async () => {
    const open = vi.fn();
    const fetchMatches = vi.fn(async () => []);
    expect(await enterTypedNumber('EN-2030', fetchMatches, open)).toEqual({ kind: 'none' });
    expect(await enterTypedNumber('   ', fetchMatches, open)).toEqual({ kind: 'empty' });
    expect(fetchMatches).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('ignores a match the server gave that does not start with what was typed', () => {
    expect(entryToOpen('EN-2026-0042', [found(1, 'EN-2025-0042')])).toBeUndefined();
  });
});

const summary = (id: number, number: string): EntrySummary => ({
  id,
  number,
  type: 'repair',
  categoryId: 1,
  materialId: 1,
  jeweller: { id: 7, kind: 'staff', code: 'H-S001', nameKh: 'សុខ ដារា', nameEn: 'Sok Dara' },
  source: { id: 2, kind: 'safe', code: 'H-SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
  state: 'in_progress',
  pieceCount: 1,
  initMg: 3_750,
  spareMg: 0,
  returnedMg: null,
  lossMg: null,
  allowedLossPermille: 8,
  running: { returnedMg: 0, piecesOut: 1, outMg: 3_750, lossMg: 0, lossCentiPermille: 0, overAllowance: false },
  overAllowanceReason: null,
  note: '',
  repair: null,
  closeBatch: null,
  createdAt: '2026-03-02T03:00:00.000Z',
  closedAt: null,
  acceptedAt: null,
  postingDate: '2026-03-02',
});

async function render(locale: 'kh' | 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(findEntriesQueryOptions({ pageSize: 20 }).queryKey, {
    items: [summary(42, 'EN-2026-0042'), summary(41, 'EN-2026-0041')],
    total: 2,
    page: 1,
    pageSize: 20,
    totals: { issuedMg: 7_500, returnedMg: 0, lossMg: 0 },
  });
  return renderPageForTest({ page: EntryFindPage, path: '/entry/detail', queryClient, locale });
}

describe('EntryFindPage', () => {
  it('offers the number field and the latest entries, each a link to its detail', async () => {
    const html = await render('en');
    expectShown(html, ['Find an entry', 'Latest entries', 'href="/entry-detail-42"', 'EN-2026-0041', '3.750 g', '(1 chi)']);
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render('kh');
    expect(html).toContain('ស្វែងរកប័ណ្ណការងារ');
    expect(html).toContain('ជួសជុល');
  });
});
