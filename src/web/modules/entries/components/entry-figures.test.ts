import { describe, expect, it } from 'vitest';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { shownFigures } from './entry-figures';

const entry = (patch: Partial<EntrySummary>): EntrySummary => ({
  id: 1,
  number: 'EN-2026-000001',
  type: 'making',
  categoryId: 1,
  materialId: 1,
  jeweller: { id: 7, kind: 'staff', code: 'H-S004', nameKh: 'ហេង វិចិត្រ', nameEn: 'Heng Vichet' },
  source: { id: 2, kind: 'safe', code: 'SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
  state: 'in_progress',
  pieceCount: 2,
  initMg: 7_000,
  spareMg: 300,
  returnedMg: null,
  lossMg: null,
  allowedLossPermille: 3,
  running: { returnedMg: 4_150, piecesOut: 1, outMg: 2_800, lossMg: 230, lossCentiPermille: 3151, overAllowance: true },
  overAllowanceReason: null,
  note: '',
  repair: null,
  closeBatch: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  closedAt: null,
  acceptedAt: null,
  postingDate: '2026-11-27',
  ...patch,
});

describe('what an entry shows as returned and lost', () => {
  it('shows the running figures before the close, so "returned" and "loss" are never a dash after a return', () => {
    expect(shownFigures(entry({}))).toEqual({ closed: false, returnedMg: 4_150, lossMg: 230, centiPermille: 3151, over: true, piecesOut: 1, outMg: 2_800 });
  });

  it('shows the close’s figures once closed, held to the allowance', () => {
    // 7.300 g issued, 7.280 g weighed at the close: 20 mg, 2.74 ‰, within 3 ‰.
    expect(shownFigures(entry({ state: 'waiting_accept', returnedMg: 7_280, lossMg: 20 }))).toEqual({
      closed: true,
      returnedMg: 7_280,
      lossMg: 20,
      centiPermille: 274,
      over: false,
      piecesOut: 0,
      outMg: 0,
    });
  });
});
