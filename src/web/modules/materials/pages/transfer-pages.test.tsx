import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Holder, MaterialCategory, MaterialDocument } from '../../../../shared/contracts/materials/material';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import { renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { meQueryKey } from '../../platform/api/get-me';
import { holdersQueryKey } from '../api/find-holders';
import { materialCategoriesQueryKey } from '../api/find-material-categories';
import { documentQueryKey } from '../api/get-document';
import { MeltPage, meltFineFigures } from './melt-page';
import { ReturnPage, returnLinesOf } from './return-page';
import { canBeReversed, SlipPage } from './slip-page';
import { TransferPage } from './transfer-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

const category = (id: number, code: string, purity: number, nameEn: string, nameKh: string): MaterialCategory => ({
  id,
  code,
  nameKh,
  nameEn,
  purity,
  waxRatioMilli: 19_300,
  materialStrict: false,
  rateBasis: 'purity',
  ratePremiumCentsPerChi: 0,
  meltDeductionBp: 0,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const au9999 = category(1, 'AU9999', 9999, 'Pure gold', 'មាសសុទ្ធ');
const au750 = category(2, 'AU750', 7500, 'Gold 18K', 'មាស ១៨K');

const holder = (id: number, kind: Holder['kind'], code: string, nameEn: string, nameKh: string, balances: Holder['balances'] = []): Holder => ({
  id,
  kind,
  code,
  nameKh,
  nameEn,
  physical: !['loss', 'outside', 'melt'].includes(kind),
  staffId: null,
  branchId: null,
  capMg: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  balances,
});
const safe = holder(1, 'safe', 'SAFE', 'Main safe', 'ទូដែកធំ', [{ materialId: 1, materialCode: 'AU9999', mg: 1_000_000 }]);
const jeweller = holder(2, 'staff', 'H-SOK', 'Sok Dara', 'សុខ ដារា', [
  { materialId: 1, materialCode: 'AU9999', mg: 11_250 },
  { materialId: 2, materialCode: 'AU750', mg: 0 },
]);
const casting = holder(3, 'casting', 'CASTING', 'Casting room', 'បន្ទប់ចាក់');
const loss = holder(4, 'loss', 'LOSS', 'Loss', 'ការខាត');

const transferSlip: MaterialDocument = {
  id: 42,
  number: 'TR-2026-000042',
  kind: 'transfer',
  note: 'For ring order 118',
  reversesDocumentId: null,
  reversesDocumentNumber: null,
  reversedByDocumentId: null,
  reversedByDocumentNumber: null,
  capOverridden: false,
  melt: null,
  createdBy: { id: 1, username: 'manager' },
  createdAt: '2026-03-01T03:05:00.000Z',
  postingDate: '2026-03-01',
  postings: [
    {
      id: 7,
      materialId: 1,
      materialCode: 'AU9999',
      purity: 9999,
      from: { id: 1, kind: 'safe', code: 'SAFE', nameKh: 'ទូដែកធំ', nameEn: 'Main safe' },
      to: { id: 2, kind: 'staff', code: 'H-SOK', nameKh: 'សុខ ដារា', nameEn: 'Sok Dara' },
      mg: 11_250,
      reason: 'transfer',
      reversesPostingId: null,
      reversedByPostingId: null,
    },
  ],
};

async function render(Page: () => ReactElement, pattern: string, url: string, role: Role, locale: 'kh' | 'en' = 'en', doc = transferSlip) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData([...holdersQueryKey, {}], { items: [safe, jeweller, casting, loss] });
  queryClient.setQueryData([...materialCategoriesQueryKey, { active: 'true' }], { items: [au750, au9999] });
  queryClient.setQueryData(documentQueryKey(doc.id), doc);
  return renderPageForTest({ page: Page, path: pattern, url, queryClient, locale });
}

describe('TransferPage', () => {
  it('names the giver and shows one empty line', async () => {
    const html = await render(TransferPage, '/material/holder-{$holder}/transfer', '/material/holder-safe/transfer', 'manager');
    expect(html).toContain('Transfer metal from SAFE · Main safe');
    expect(html.match(/data-testid="metal-line"/g)).toHaveLength(1);
    expect(html).toContain('>Transfer<');
  });

  it('offers the cap override to the owner only', async () => {
    const owner = await render(TransferPage, '/material/holder-{$holder}/transfer', '/material/holder-SAFE/transfer', 'owner');
    const manager = await render(TransferPage, '/material/holder-{$holder}/transfer', '/material/holder-SAFE/transfer', 'manager');
    expect(owner).toContain('over the receiver&#x27;s holding cap');
    expect(manager).not.toContain('over the receiver&#x27;s holding cap');
  });

  it('says so for an unknown holder code', async () => {
    const html = await render(TransferPage, '/material/holder-{$holder}/transfer', '/material/holder-NOPE/transfer', 'manager');
    expect(html).toContain('No holder has the code NOPE');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render(TransferPage, '/material/holder-{$holder}/transfer', '/material/holder-SAFE/transfer', 'manager', 'kh');
    expect(html).toContain('ផ្ទេរលោហៈពី SAFE · ទូដែកធំ');
  });
});

describe('ReturnPage', () => {
  it('fills one line per material held, with its whole balance', async () => {
    expect(returnLinesOf(jeweller).map(({ materialId, mg }) => ({ materialId, mg }))).toEqual([{ materialId: 1, mg: 11_250 }]);
    const html = await render(ReturnPage, '/material/holder-{$holder}/return', '/material/holder-H-SOK/return', 'manager');
    expect(html).toContain('Return metal from H-SOK · Sok Dara to the safe');
    expect(html).toContain('value="11.250"');
    expect(html).toContain('Back into SAFE · Main safe');
  });

  it('starts with one empty line for a holder that holds nothing', () => {
    expect(returnLinesOf(casting).map(({ materialId, mg }) => ({ materialId, mg }))).toEqual([{ materialId: null, mg: null }]);
  });
});

describe('MeltPage', () => {
  const purities = new Map([
    [1, au9999],
    [2, au750],
  ]);

  it('counts the fine weight per line, rounded half away from zero', () => {
    // 3 chi of AU9999 (11250 × 0.9999 = 11248.875 → 11249) and 1 g of AU750 (750).
    const figures = meltFineFigures(
      [
        { materialId: 1, mg: 11_250 },
        { materialId: 2, mg: 1_000 },
      ],
      { materialId: 2, mg: 15_900 },
      purities,
    );
    expect(figures).toEqual({ fineInMg: 11_999, fineOutMg: 11_925, fineLossMg: 74 });
  });

  it('shows a gain as a negative loss', () => {
    expect(meltFineFigures([{ materialId: 2, mg: 1_000 }], { materialId: 1, mg: 1_000 }, purities).fineLossMg).toBe(-250);
  });

  it('ignores lines still missing a material or a weight', () => {
    expect(meltFineFigures([{ materialId: null, mg: 5 }, { materialId: 1, mg: null }], { materialId: null, mg: null }, purities)).toEqual({
      fineInMg: 0,
      fineOutMg: 0,
      fineLossMg: 0,
    });
  });

  it('melts at the casting room by default', async () => {
    const html = await render(MeltPage, '/material/melt', '/material/melt', 'manager');
    expect(html).toContain('value="CASTING · Casting room"');
    expect(html).toContain('Fine loss');
  });
});

describe('SlipPage', () => {
  it('prints the number, the postings in grams and chi, and both signatures', async () => {
    const html = await render(SlipPage, '/material/slip-{$id}', '/material/slip-42', 'manager');
    expect(html).toContain('Transfer slip');
    expect(html).toContain('TR-2026-000042');
    expect(html).toContain('11.250');
    expect(html).toContain('3 chi');
    expect(html).toContain('For ring order 118');
    expect(html).toContain('Giver&#x27;s signature');
    expect(html).toContain('Receiver&#x27;s signature');
    expect(html).toContain('>Reverse<');
  });

  it('offers no reversal to a cashier, nor of a reversed document', async () => {
    const cashier = await render(SlipPage, '/material/slip-{$id}', '/material/slip-42', 'cashier');
    expect(cashier).not.toContain('>Reverse<');
    expect(canBeReversed({ ...transferSlip, reversedByDocumentId: 43, reversedByDocumentNumber: 'RV-2026-000001' })).toBe(false);
    expect(canBeReversed({ ...transferSlip, kind: 'reversal' })).toBe(false);
  });

  it('prints in Khmer for a Khmer reader', async () => {
    const html = await render(SlipPage, '/material/slip-{$id}', '/material/slip-42', 'manager', 'kh');
    expect(html).toContain('ប័ណ្ណផ្ទេរ');
    expect(html).toContain('ហត្ថលេខាអ្នកប្រគល់');
    // Dated in Khmer on the 24-hour clock (03:05 UTC is 10:05 in Phnom Penh), no Latin AM/PM.
    expect(html).toContain('1 មីនា 2026 ម៉ោង 10:05');
    expect(html).not.toMatch(/\d\s?[AP]M\b/);
  });
});
