import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import type { FindEntriesResponse } from '../../../../shared/contracts/entries/find-entries';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { createTranslator } from '../../../i18n/translator';
import { TranslatorProvider } from '../../../i18n/use-translation';
import { meQueryKey } from '../../platform/api/get-me';
import { findEntriesQueryOptions } from '../api/find-entries';
import { findEntryCategoriesQueryOptions } from '../api/find-entry-categories';
import { closeLineFigures, closeTotals } from '../components/close-batch-figures';
import { CloseBatchLinesTable, type CloseLineValue } from '../components/close-batch-lines-table';
import { EntriesCloseAddPage } from './entries-close-add-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

const category = (id: number, allowedLossPermille: number, nameEn: string, nameKh: string): EntryCategory => ({
  id,
  code: nameEn.toUpperCase().replace(/ /g, '-'),
  nameKh,
  nameEn,
  allowedLossPermille,
  strictStonePhoto: false,
  strictAssemblyPhoto: false,
  strictReturnWeight: false,
  materialStrict: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const categories = [category(1, 8, 'Ring making', 'ធ្វើចិញ្ចៀន'), category(2, 12, 'Chain making', 'ធ្វើខ្សែច្រវាក់')];

const jeweller = { id: 7, kind: 'staff' as const, code: 'H-S001', nameKh: 'សុខ ដារា', nameEn: 'Sok Dara' };
const entry = (id: number, number: string, categoryId: number, initMg: number, spareMg: number, rest: Partial<EntrySummary> = {}): EntrySummary => ({
  id,
  number,
  type: 'making',
  categoryId,
  materialId: 1,
  jeweller,
  source: { id: 2, kind: 'safe', code: 'H-SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
  state: 'closable',
  pieceCount: 2,
  initMg,
  spareMg,
  returnedMg: null,
  lossMg: null,
  allowedLossPermille: categoryId === 1 ? 8 : 12,
  running: { returnedMg: 0, piecesOut: 1, outMg: 3_750, lossMg: 0, lossCentiPermille: 0, overAllowance: false },
  overAllowanceReason: null,
  note: '',
  repair: null,
  closeBatch: null,
  createdAt: '2026-03-02T03:00:00.000Z',
  closedAt: null,
  acceptedAt: null,
  postingDate: '2026-03-02',
  ...rest,
});
// 12.345 g issued at 8 ‰: 98.76 mg allowed, floored to 98 mg.
const ring = entry(11, 'EN-2026-0011', 1, 12_000, 345);
// 20 g at 12 ‰: 240 mg allowed.
const chain = entry(12, 'EN-2026-0012', 2, 20_000, 0);
const sentBack = entry(13, 'EN-2026-0013', 1, 5_000, 0, { state: 'returned', returnedMg: 4_990 });

const page = (items: EntrySummary[]): FindEntriesResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
  totals: { issuedMg: 0, returnedMg: 0, lossMg: 0 },
});

function i18nFor(locale: 'kh' | 'en') {
  const i18n = createTranslator({ language: locale, catalogues: { kh: mainKh, en: mainEn } });
  return i18n;
}

async function render(node: () => ReactNode, { role = 'manager', locale = 'en', url = '/entries-close-add' }: { role?: Role; locale?: 'kh' | 'en'; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData(findEntryCategoriesQueryOptions().queryKey, { items: categories });
  queryClient.setQueryData(findEntriesQueryOptions({ jewellerHolderId: 7, pageSize: 100, state: 'closable' }).queryKey, page([ring, chain]));
  queryClient.setQueryData(findEntriesQueryOptions({ jewellerHolderId: 7, pageSize: 100, state: 'returned' }).queryKey, page([sentBack]));
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path: '/entries-close-add', component: () => node() });
  const router = createRouter({ routeTree: rootRoute.addChildren([route]), history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return renderToStaticMarkup(
    <MantineProvider>
      <TranslatorProvider translator={i18nFor(locale)}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TranslatorProvider>
    </MantineProvider>,
  );
}

/** The table row (`<tr …>…</tr>`) that names the entry. */
const rowOf = (html: string, number: string) => html.split('<tr').find((row) => row.includes(`>${number}<`)) ?? '';

const lines = (
  values: Record<number, CloseLineValue>,
  options: { owner?: boolean; errors?: Record<string, string>; tried?: boolean; piecesReturnedMg?: Record<number, number | null> } = {},
) =>
  function Lines() {
    return (
      <CloseBatchLinesTable
        entries={[ring, chain, sentBack]}
        categories={categories}
        values={values}
        piecesReturnedMg={options.piecesReturnedMg}
        onChange={() => undefined}
        onTickAll={() => undefined}
        mayAcceptOverLoss={options.owner ?? false}
        errorOf={(path) => options.errors?.[path]}
        tried={options.tried ?? false}
      />
    );
  };

describe('a close line computes its loss and allowance as the weight is typed', () => {
  it('holds the loss to allowed ‰ of init + spare, compared exactly', () => {
    expect(closeLineFigures(ring, 8, 12_247)).toEqual({ issuedMg: 12_345, lossMg: 98, allowedLossMg: 98, over: false, moreThanIssued: false });
    // 99 mg lost: over 98.76 mg, though the shown allowance (floored) is 98 mg.
    expect(closeLineFigures(ring, 8, 12_246)).toMatchObject({ lossMg: 99, over: true });
    expect(closeLineFigures(ring, 8, null)).toMatchObject({ lossMg: null, allowedLossMg: 98, over: false });
    expect(closeLineFigures(ring, 8, 12_400)).toMatchObject({ lossMg: -55, moreThanIssued: true, over: false });
    expect(closeLineFigures(ring, undefined, 12_000)).toMatchObject({ allowedLossMg: null, over: false });
  });

  it('sums the ticked lines, a line not weighed yet counting in issued only', () => {
    const totals = closeTotals([
      { figures: closeLineFigures(ring, 8, 12_246), returnedMg: 12_246 },
      { figures: closeLineFigures(chain, 12, null), returnedMg: null },
    ]);
    expect(totals).toEqual({ entries: 2, issuedMg: 32_345, returnedMg: 12_246, lossMg: 99, allowedLossMg: 338, over: 1 });
  });
});

describe('EntriesCloseAddPage', () => {
  it("lists the jeweller's closable entries and those sent back, none ticked", async () => {
    const html = await render(() => <EntriesCloseAddPage />, { url: '/entries-close-add?jewellerHolderId=7' });
    expect(html).toContain('Close a jeweller&#x27;s tray');
    for (const number of ['EN-2026-0011', 'EN-2026-0012', 'EN-2026-0013']) expect(html).toContain(number);
    expect(html).toContain('Returned to jeweller');
    expect(html).toContain('Close 0 entries');
    // Allowances before anything is typed: 98 mg and 240 mg.
    expect(rowOf(html, 'EN-2026-0011')).toContain('0.098');
    expect(rowOf(html, 'EN-2026-0012')).toContain('0.240');
  });

  it('asks for a jeweller first', async () => {
    const html = await render(() => <EntriesCloseAddPage />);
    expect(html).toContain('Pick a jeweller');
    expect(html).not.toContain('EN-2026-0011');
  });

  it('shows each ticked line its loss, marks the one over its allowance, and totals the ticked lines', async () => {
    const html = await render(
      lines({
        11: { ticked: true, returnedMg: 12_246, typed: true, reason: '' },
        12: { ticked: true, returnedMg: 19_900, typed: true, reason: '' },
      }),
    );
    const ringRow = rowOf(html, 'EN-2026-0011');
    expect(ringRow).toContain('0.099');
    expect(ringRow).toContain('Over the allowance');
    expect(ringRow).toContain('data-over="true"');
    const chainRow = rowOf(html, 'EN-2026-0012');
    expect(chainRow).toContain('0.100');
    expect(chainRow).not.toContain('Over the allowance');
    // A manager cannot accept it: the line says who can.
    expect(html).toContain('only the owner can accept it');
    expect(html).toContain('2 entries ticked');
    expect(html).toContain('1 over the allowance');
    // Loss 99 + 100 mg of 32.345 g issued; allowed 98 + 240 mg.
    const footer = html.slice(html.indexOf('<tfoot'));
    expect(footer).toContain('0.199');
    expect(footer).toContain('0.338');
    expect(footer).toContain('32.345');
  });

  it("gives the owner a reason field on the line over its allowance, required once the form was sent", async () => {
    const html = await render(lines({ 11: { ticked: true, returnedMg: 12_246, typed: true, reason: '' } }, { owner: true, tried: true }));
    expect(html).toContain('Reason for accepting the loss');
    expect(html).toContain('Need input: why is this loss accepted?');
    expect(html).not.toContain('only the owner can accept it');
  });

  it("puts a server error on the line it names, counting the ticked lines only", async () => {
    const html = await render(
      lines(
        {
          11: { ticked: false, returnedMg: null, typed: false, reason: '' },
          12: { ticked: true, returnedMg: 19_900, typed: true, reason: '' },
          13: { ticked: true, returnedMg: 30_000, typed: true, reason: '' },
        },
        { errors: { 'entries.1.returnedMg': 'cannot be bigger than 5.000 g' } },
      ),
    );
    expect(rowOf(html, 'EN-2026-0013')).toContain('cannot be bigger than 5.000 g');
    expect(rowOf(html, 'EN-2026-0012')).not.toContain('cannot be bigger');
    expect(rowOf(html, 'EN-2026-0013')).toContain('More than issued');
  });

  it("takes an untouched line's returned weight from its pieces, and what was typed over it", async () => {
    const html = await render(
      lines(
        {
          11: { ticked: true, returnedMg: null, typed: false, reason: '' },
          12: { ticked: true, returnedMg: 19_950, typed: true, reason: '' },
        },
        { piecesReturnedMg: { 11: 12_300, 12: 19_000 } },
      ),
    );
    // 12.345 g issued, the pieces weighed 12.300 g: 45 mg lost.
    expect(rowOf(html, 'EN-2026-0011')).toContain('value="12.300"');
    expect(rowOf(html, 'EN-2026-0011')).toContain('0.045');
    expect(rowOf(html, 'EN-2026-0012')).toContain('value="19.950"');
    expect(rowOf(html, 'EN-2026-0012')).toContain('0.050');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render(lines({ 11: { ticked: true, returnedMg: 12_246, typed: true, reason: '' } }), { locale: 'kh' });
    expect(html).toContain('លើសកម្រិតអនុញ្ញាត');
    expect(html).toContain('ការខាតអនុញ្ញាត');
  });
});
