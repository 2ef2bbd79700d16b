import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FindPeriodsResponse } from '../../../../shared/contracts/ledger/periods';
import type { FindDocumentsResponse } from '../../../../shared/contracts/materials/find-documents';
import type { FindHolderPostingsResponse } from '../../../../shared/contracts/materials/find-holder-postings';
import type { GetAccountsResponse } from '../../../../shared/contracts/materials/get-accounts';
import type { GetRatesResponse } from '../../../../shared/contracts/materials/get-rates';
import type { Holder } from '../../../../shared/contracts/materials/material';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { expectShown, renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { meQueryKey } from '../../platform/api/get-me';
import { documentsQueryKey } from '../api/find-documents';
import { periodsQueryKey } from '../api/find-periods';
import { holderPostingsQueryKey } from '../api/find-holder-postings';
import { holdersQueryKey } from '../api/find-holders';
import { accountsQueryKey } from '../api/get-accounts';
import { ratesQueryKey } from '../api/get-rates';
import { AccountsPage } from './accounts-page';
import { HolderPage } from './holder-page';
import { HolderTransactionsPage } from './holder-transactions-page';
import { MaterialsOverviewPage } from './materials-overview-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

const created = '2026-03-01T03:00:00.000Z';

const periods: FindPeriodsResponse = {
  today: '2026-03-04',
  items: [
    { month: '2026-01', status: 'closed', closedAt: created, closedBy: 'owner', note: '', reopenedAt: null, reopenedBy: null, reopenReason: null },
  ],
};
const ref = (id: number, kind: Holder['kind'], code: string, nameEn: string, nameKh: string) => ({ id, kind, code, nameEn, nameKh });

const accounts: GetAccountsResponse = {
  materials: [
    { id: 1, code: 'AU9999', nameKh: 'មាសសុទ្ធ', nameEn: 'Pure gold', purity: 9999, totalMg: 0, onHandMg: 1_496_250 },
    { id: 2, code: 'AU750', nameKh: 'មាស 18K', nameEn: 'Gold 18K', purity: 7500, totalMg: 0, onHandMg: 300_000 },
  ],
  holders: [
    { ...ref(1, 'safe', 'SAFE', 'Safe', 'ទូដែក'), physical: true, active: true, capMg: null, heldMg: 1_781_250, capState: 'none', balances: [{ materialId: 1, mg: 1_481_250 }, { materialId: 2, mg: 300_000 }] },
    { ...ref(4, 'staff', 'H-SOK', 'Sok', 'សុខ'), physical: true, active: true, capMg: 16_000, heldMg: 15_000, capState: 'near', balances: [{ materialId: 1, mg: 15_000 }] },
    { ...ref(7, 'loss', 'LOSS', 'Loss', 'ការខាត'), physical: false, active: true, capMg: null, heldMg: 3_750, capState: 'none', balances: [{ materialId: 1, mg: 3_750 }] },
    { ...ref(8, 'outside', 'OUTSIDE', 'Outside', 'ខាងក្រៅ'), physical: false, active: true, capMg: null, heldMg: 0, capState: 'none', balances: [{ materialId: 1, mg: -1_500_000 }, { materialId: 2, mg: -300_000 }] },
  ],
  nearCapPermille: 900,
};

const holder = (id: number): Holder => {
  const account = accounts.holders.find((h) => h.id === id)!;
  return {
    ...ref(account.id, account.kind, account.code, account.nameEn, account.nameKh),
    physical: account.physical,
    staffId: null,
    branchId: null,
    capMg: account.capMg,
    active: account.active,
    createdAt: created,
    balances: account.balances.map((b) => ({ ...b, materialCode: b.materialId === 1 ? 'AU9999' : 'AU750' })),
  };
};

const postings: FindHolderPostingsResponse = {
  items: [
    {
      postingId: 12,
      createdAt: '2026-03-02T02:30:00.000Z',
      postingDate: '2026-03-02',
      materialId: 1,
      materialCode: 'AU9999',
      materialNameKh: 'មាសសុទ្ធ',
      materialNameEn: 'Pure gold',
      mg: 15_000,
      counterparty: ref(1, 'safe', 'SAFE', 'Safe', 'ទូដែក'),
      reason: 'transfer',
      reversesReason: null,
      document: { type: 'transfer', id: '5', materialDocumentId: 5, number: 'TR-2026-000005', kind: 'transfer' },
      reversesPostingId: null,
      reversed: false,
      createdBy: 'manager',
      by: { id: 2, nameKh: 'លោកស្រី ម៉ៅ ស្រីនាថ', nameEn: 'Mao Sreyneath' },
    },
    {
      postingId: 10,
      createdAt: '2026-03-01T10:00:00.000Z',
      postingDate: '2026-03-01',
      materialId: 1,
      materialCode: 'AU9999',
      materialNameKh: 'មាសសុទ្ធ',
      materialNameEn: 'Pure gold',
      mg: -2_000,
      counterparty: ref(1, 'safe', 'SAFE', 'Safe', 'ទូដែក'),
      reason: 'entry.return',
      reversesReason: null,
      document: { type: 'entry', id: '31', materialDocumentId: null, number: 'EN-2026-000031', kind: null },
      reversesPostingId: null,
      reversed: false,
      createdBy: 'manager',
      by: { id: 2, nameKh: 'លោកស្រី ម៉ៅ ស្រីនាថ', nameEn: 'Mao Sreyneath' },
    },
    {
      postingId: 9,
      createdAt: '2026-03-01T09:00:00.000Z',
      postingDate: '2026-03-01',
      materialId: 1,
      materialCode: 'AU9999',
      materialNameKh: 'មាសសុទ្ធ',
      materialNameEn: 'Pure gold',
      mg: -3_750,
      counterparty: ref(7, 'loss', 'LOSS', 'Loss', 'ការខាត'),
      reason: 'cast.over',
      reversesReason: null,
      document: { type: 'cast', id: '7', materialDocumentId: null, number: null, kind: null },
      reversesPostingId: null,
      reversed: true,
      createdBy: null,
      by: null,
    },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
  netByMaterial: [{ materialId: 1, mg: 11_250 }],
};

const rates: GetRatesResponse = {
  current: [{ id: 1, materialId: 1, publicationId: null, askCentsPerChi: 21_900, bidCentsPerChi: 21_700, effectiveAt: created, createdBy: 1, createdAt: created }],
  history: [],
};

const documents: FindDocumentsResponse = {
  items: [
    {
      id: 5,
      number: 'TR-2026-000005',
      kind: 'transfer',
      note: '',
      reversesDocumentId: null,
      reversesDocumentNumber: null,
      reversedByDocumentId: null,
      reversedByDocumentNumber: null,
      capOverridden: false,
      melt: null,
      createdBy: { id: 1, username: 'manager' },
      createdAt: created,
      postingDate: '2026-01-05',
      postings: [
        {
          id: 12,
          materialId: 1,
          materialCode: 'AU9999',
          purity: 9999,
          from: ref(1, 'safe', 'SAFE', 'Safe', 'ទូដែក'),
          to: ref(4, 'staff', 'H-SOK', 'Sok', 'សុខ'),
          mg: 15_000,
          reason: '',
          reversesPostingId: null,
          reversedByPostingId: null,
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

async function render(
  Page: () => ReactNode,
  pattern: string,
  url: string,
  role: Role,
  locale: 'kh' | 'en' = 'en',
  ledger: GetAccountsResponse = accounts,
): Promise<string> {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData([...accountsQueryKey, {}], ledger);
  queryClient.setQueryData([...accountsQueryKey, { includeInactive: 'true' }], ledger);
  queryClient.setQueryData([...holdersQueryKey, {}], { items: accounts.holders.map((h) => holder(h.id)) });
  queryClient.setQueryData([...holderPostingsQueryKey, 4, { page: 1, pageSize: 25 }], postings);
  queryClient.setQueryData([...holderPostingsQueryKey, 4, { materialId: '1', from: '2026-03-01', page: 1, pageSize: 25 }], postings);
  queryClient.setQueryData([...ratesQueryKey, {}], rates);
  queryClient.setQueryData([...documentsQueryKey, { pageSize: 10 }], documents);
  queryClient.setQueryData(periodsQueryKey, periods);
  return renderPageForTest({ page: Page, path: pattern, url, queryClient, locale });
}

describe('AccountsPage', () => {
  it('lists every holder by kind with its balance in grams and chi, and totals that read 0', async () => {
    const html = await render(AccountsPage, '/material/accounts', '/material/accounts', 'manager');
    expectShown(html, [
      'href="/material/holder-SAFE"',
      'href="/material/holder-H-SOK"',
      '1,481.250 g',
      '4 chi',
      '>Staff<',
      'Total (must be 0)',
      'data-testid="total-AU9999"',
      '0.000 g',
      'Balanced',
      '1,496.250 g',
      'Near cap',
      'New holder',
    ]);
    // The catalogue's edit, then the holder's code; none on LOSS.
    expect(html).toContain(`aria-label="${mainEn.admin.common.edit} H-SOK"`);
    expect(html).not.toContain(`aria-label="${mainEn.admin.common.edit} LOSS"`);
  });

  it('offers a cashier no way to add or edit holders, and speaks Khmer to a Khmer reader', async () => {
    const html = await render(AccountsPage, '/material/accounts', '/material/accounts', 'cashier', 'kh');
    expect(html).toContain('គណនីលោហៈ');
    expect(html).toContain('ជិតដល់កម្រិត');
    expect(html).toContain('ជី');
    expect(html).not.toContain('គណនីថ្មី');
    expect(html).not.toContain(`aria-label="${mainKh.admin.common.edit} H-SOK"`);
  });

  it('flags a ledger whose total is not 0', async () => {
    const broken = { ...accounts, materials: accounts.materials.map((m) => ({ ...m, totalMg: m.id === 1 ? 1 : 0 })) };
    const html = await render(AccountsPage, '/material/accounts', '/material/accounts', 'owner', 'en', broken);
    expect(html).toContain('Not balanced');
    expect(html).toContain('0.001 g');
  });
});

describe('HolderPage', () => {
  it('shows a jeweller its balances, cap state, latest movements and the transfer and return buttons', async () => {
    const html = await render(HolderPage, '/material/holder-{holder}', '/material/holder-H-SOK', 'manager');
    expect(html).toMatch(/Sok <span[^>]*>H-SOK<\/span>/);
    expectShown(html, [
      '15.000 g',
      '4 chi',
      'Near cap',
      'href="/material/holder-H-SOK/transaction"',
      'href="/material/holder-H-SOK/transfer"',
      'href="/material/holder-H-SOK/return"',
      'href="/material/slip-5"',
      'TR-2026-000005',
    ]);
  });

  it('has no return for the safe and no transfer or return for a cashier', async () => {
    const safe = await render(HolderPage, '/material/holder-{holder}', '/material/holder-SAFE', 'manager');
    expect(safe).toContain('href="/material/holder-SAFE/transfer"');
    expect(safe).not.toContain('href="/material/holder-SAFE/return"');
    const cashier = await render(HolderPage, '/material/holder-{holder}', '/material/holder-H-SOK', 'cashier');
    expect(cashier).toContain('href="/material/holder-H-SOK/transaction"');
    expect(cashier).not.toContain('/transfer"');
    expect(cashier).not.toContain('/return"');
  });

  it('says so when no holder has the code', async () => {
    const html = await render(HolderPage, '/material/holder-{holder}', '/material/holder-NOBODY', 'manager');
    expect(html).toContain('data-testid="holder-not-found"');
    expect(html).toContain('NOBODY');
  });
});

describe('HolderTransactionsPage', () => {
  const url = '/material/holder-H-SOK/transaction?materialId=1&from=2026-03-01';

  it('signs each movement, links every document to its page, and offers the export', async () => {
    const html = await render(HolderTransactionsPage, '/material/holder-{holder}/transaction', url, 'manager');
    expectShown(html, [
      '+15.000 g',
      '-3.750 g',
      'href="/material/slip-5"',
      '>Transfer slip TR-2026-000005<',
      'href="/entry-detail-31"',
      '>Entry EN-2026-000031<',
      'href="/cast/detail/7"',
      '>Cast #7<',
      'Reversed',
      '+11.250 g',
      '>Export<',
    ]);
  });

  it('speaks in words: reasons as phrases, people and materials by name, never a code or a login alone', async () => {
    const html = await render(HolderTransactionsPage, '/material/holder-{holder}/transaction', url, 'manager');
    expectShown(html, ['Returned from the bench', 'Cast: metal left unpoured', 'Mao Sreyneath', '>System<', 'Pure gold']);
    expect(html).not.toMatch(/>(entry\.return|cast\.over|transfer|manager)</);
    const kh = await render(HolderTransactionsPage, '/material/holder-{holder}/transaction', url, 'manager', 'kh');
    expectShown(kh, ['ជាងប្រគល់ត្រឡប់មកវិញ', 'ចាក់ពុម្ព៖ លោហៈសល់មិនបានចាក់', 'លោកស្រី ម៉ៅ ស្រីនាថ', '>ប័ណ្ណការងារ EN-2026-000031<']);
    expect(kh).not.toContain('Mao Sreyneath');
  });
});

describe('MaterialsOverviewPage', () => {
  it('shows metal on hand, the loss, rates in force, holders near their cap and the latest slips', async () => {
    const html = await render(MaterialsOverviewPage, '/material', '/material', 'owner');
    expectShown(html, [
      '1,496.250 g',
      '3.750 g',
      '$219.00',
      'href="/material/holder-H-SOK"',
      'href="/material/slip-5"',
      'href="/material/accounts"',
      'href="/material/rates"',
      'href="/material/melt"',
    ]);
  });

  it('shows the closed months; the owner closes last month or reopens one, a manager only reads them, a cashier sees none', async () => {
    const owner = await render(MaterialsOverviewPage, '/material', '/material', 'owner');
    expect(owner).toContain('Months of the books');
    // Months in words: the owner reads "January 2026", not a code.
    expect(owner).toContain('January 2026');
    expect(owner).not.toContain('2026-01');
    expect(owner).toContain('Close February 2026');
    expect(owner).toContain('>Reopen<');
    const manager = await render(MaterialsOverviewPage, '/material', '/material', 'manager');
    expect(manager).toContain('January 2026');
    expect(manager).not.toContain('Close February 2026');
    expect(manager).not.toContain('>Reopen<');
    const khmer = await render(MaterialsOverviewPage, '/material', '/material', 'owner', 'kh');
    expect(khmer).toContain('បិទខែ កុម្ភៈ 2026');
    const cashier = await render(MaterialsOverviewPage, '/material', '/material', 'cashier');
    expect(cashier).not.toContain('Months of the books');
  });
});
