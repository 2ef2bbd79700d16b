import { describe, expect, it } from 'vitest';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { EntryStonesResponse } from '../../../../shared/contracts/entries/entry-stones';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import { renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { meQueryKey } from '../../platform/api/get-me';
import { getEntryStonesQueryOptions } from '../api/get-entry-stones';
import { preparedLots } from '../components/entry-stone-lot-select';
import { lotCaratsText } from '../components/entry-stone-form';
import { EntryGemsPage } from './entry-gems-page';

const at = '2026-03-02T03:00:00.000Z';
const entry: EntryDetail = {
  id: 12,
  number: 'EN-2026-0012',
  type: 'setting',
  categoryId: 1,
  materialId: 1,
  jeweller: { id: 9, kind: 'staff', code: 'H-SET1', nameKh: 'ចាន់ ថុល', nameEn: 'Chan Thol' },
  source: { id: 2, kind: 'safe', code: 'H-SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
  state: 'in_progress',
  pieceCount: 1,
  initMg: 3_750,
  spareMg: 0,
  returnedMg: null,
  lossMg: null,
  allowedLossPermille: 5,
  running: { returnedMg: 0, piecesOut: 1, outMg: 3_750, lossMg: 0, lossCentiPermille: 0, overAllowance: false },
  overAllowanceReason: null,
  note: '',
  repair: null,
  closeBatch: null,
  createdAt: at,
  closedAt: null,
  acceptedAt: null,
  postingDate: '2026-03-02',
  pieces: [
    { id: 31, itemId: 3, description: 'Lotus ring', issuedMg: 3_750, returned: false, returnedMg: null, hasStones: true, assembled: false, stonePhotos: [], assemblyPhotos: [], returnPhotos: [], lossMg: null, lossShareMg: null },
  ],
};
const stones: EntryStonesResponse = {
  entry,
  stones: [
    { id: 1, pieceId: 31, stoneType: 'Diamond', shape: 'round', sizeCmm: 150, count: 10, weightMct: 150, lot: { id: 7, code: 'SL-2026-000007' }, createdAt: at },
    { id: 2, pieceId: 31, stoneType: 'CZ', shape: 'oval', sizeCmm: 200, count: 2, weightMct: 60, lot: null, createdAt: at },
  ],
};

const me = (role: Role): MeResponse => ({ user: { id: 1, username: role, displayName: 'Chan Thol', role, staffId: null, branchId: null }, permissions: [...rolePermissions[role]] });

async function render(role: Role, locale: 'en' | 'kh' = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData(getEntryStonesQueryOptions(12).queryKey, stones);
  return renderPageForTest({ page: EntryGemsPage, path: '/entry/gem-{id}', url: '/entry/gem-12', queryClient, locale });
}

describe('EntryGemsPage and stone lots', () => {
  it('names the lot a line of stones was drawn from', async () => {
    const html = await render('setter');
    expect(html).toContain('Stones of entry EN-2026-0012');
    expect(html.match(/data-testid="entry-stone-lot-code"/g)).toHaveLength(1);
    expect(html).toContain('SL-2026-000007');
  });

  it('offers a lot to draw the stones from to a setter (stones.read), not to a jeweller without it', async () => {
    expect(await render('setter')).toContain('data-testid="entry-stone-lot"');
    expect(await render('setter')).toContain('From stone lot');
    const jeweller = await render('jeweller');
    expect(jeweller).toContain('Add stones');
    expect(jeweller).not.toContain('From stone lot');
    expect(await render('setter', 'kh')).toContain('ពីឡូត៍ត្បូង');
  });

  it('weighs a count of a lot at its average, all of it exactly, nothing beyond it', () => {
    const balance = { count: 3, weightMct: 100 };
    expect(lotCaratsText(balance, '1')).toBe('0.033');
    expect(lotCaratsText(balance, '3')).toBe('0.100');
    expect(lotCaratsText(balance, '4')).toBe('');
    expect(lotCaratsText(balance, 'x')).toBe('');
  });

  it('offers each lot prepared for the item once, with what its preparations still hold', () => {
    const lot = { id: 7, code: 'SL-2026-000007', stoneType: 'Diamond', shape: 'round' as const, sizeCmm: 150, colour: '', quality: '' };
    const held = (count: number, weightMct: number) => ({ lot, held: { count, weightMct } });
    expect(preparedLots([held(10, 150), held(2, 31), { ...held(0, 0), lot: { ...lot, id: 8 } }])).toEqual([{ lot, from: 'prepared', balance: { count: 12, weightMct: 181 } }]);
  });
});
