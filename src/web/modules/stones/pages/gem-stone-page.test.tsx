import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindStoneLotsResponse, StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { findStoneLotsQueryOptions } from '../api/find-stone-lots';
import { getStoneLotQueryOptions } from '../api/get-stone-lot';
import { GemStonePage, lotSearch, lotsQueryOf } from './gem-stone-page';
import { renderStonesPage, testLot, testMovement, testPreparation } from './stones-render-for-test';
import { setDrawnScreenWidth } from '../../../ui/use-screen-query';

const lots: FindStoneLotsResponse = {
  items: [testLot(), testLot({ id: 8, code: 'SL-2026-000008', stoneType: 'Ruby', shape: 'oval', sizeCmm: 300, available: { count: 6, weightMct: 2_400 }, prepared: { count: 0, weightMct: 0 } })],
  total: 2,
  page: 1,
  pageSize: 50,
  // Over every lot the filter keeps: three lots.
  totals: { lots: 3, available: { count: 120, weightMct: 4_100 }, prepared: { count: 12, weightMct: 180 } },
  stoneTypes: ['Diamond', 'Ruby'],
};

const detail: StoneLotDetail = {
  ...testLot(),
  movements: [
    testMovement(1),
    testMovement(2, { kind: 'prepare', count: -12, weightMct: -180, preparedCount: 12, preparedWeightMct: 180, preparationId: 1, target: { kind: 'item', id: 3, code: 'IT-000003', description: 'Lotus ring' } }),
    testMovement(3, { kind: 'adjust', count: 0, weightMct: -0, note: 'recount' }),
  ],
  preparations: [
    testPreparation(1),
    testPreparation(2, {
      target: { kind: 'pre_order', id: 4, code: 'PO-000004', description: 'Mrs Dara' },
      held: { count: 0, weightMct: 0 },
      set: { count: 12, weightMct: 180 },
      state: 'set',
    }),
  ],
};

async function render(url: string, role: 'manager' | 'cashier' | 'setter' = 'manager', locale: 'en' | 'kh' = 'en') {
  return renderStonesPage({
    page: GemStonePage,
    pattern: '/gem_stone',
    url,
    role,
    locale,
    seed: (client) => {
      const search = Object.fromEntries(new URL(url, 'http://x').searchParams);
      client.setQueryData(findStoneLotsQueryOptions(lotsQueryOf(lotSearch(search))).queryKey, lots);
      client.setQueryData(getStoneLotQueryOptions(7).queryKey, detail);
    },
  });
}

describe('GemStonePage', () => {
  // Drawn as for a phone, its cards (a page drawn without a browser answers its media queries for this width).
  beforeAll(() => setDrawnScreenWidth(390));
  afterAll(() => setDrawnScreenWidth(1280));
  it('reads its filters from the URL (sizes in mm) and asks the server in hundredths of a mm', () => {
    const filters = lotSearch({ stoneType: 'Diamond', shape: 'round', sizeFrom: '1.2', sizeTo: '2', branchId: '1', state: 'all', search: ' SL-2026 ', holderId: 'x' });
    expect(filters).toEqual({ state: 'all', stoneType: 'Diamond', shape: 'round', sizeFrom: '1.2', sizeTo: '2', branchId: '1', search: 'SL-2026' });
    expect(lotsQueryOf({ ...filters, page: '2' })).toEqual({ state: 'all', stoneType: 'Diamond', shape: 'round', sizeFrom: 120, sizeTo: 200, branchId: '1', search: 'SL-2026', page: 2, pageSize: 50 });
    // The default state (stones in stock) stays out of the URL; an unknown shape is no filter.
    expect(lotSearch({ state: 'in_stock', shape: 'cube' })).toEqual({});
  });

  it('lists the lots with their balances and the totals of every lot the filter keeps', async () => {
    const html = await render('/gem_stone?stoneType=Diamond');
    expect(html).toContain('Stone lots');
    expect(html).toContain('SL-2026-000007');
    expect(html).toContain('Diamond · Round · 1.50\u00a0mm');
    expect(html).toContain('88 stones');
    expect(html).toContain('1.320\u00a0ct');
    expect(html).toMatch(/data-testid="totals-lots"[^]*?>3</);
    expect(html).toMatch(/data-testid="totals-available"[^]*?120 stones · 4.100\u00a0ct/);
    expect(html).toMatch(/data-testid="totals-prepared"[^]*?12 stones · 0.180\u00a0ct/);
    expect(html).toContain('value="Diamond"');
  });

  it('offers receiving stones to those who may move them, not to a cashier', async () => {
    expect(await render('/gem_stone')).toContain('Receive stones');
    expect(await render('/gem_stone', 'setter')).toContain('Receive stones');
    const cashier = await render('/gem_stone', 'cashier');
    expect(cashier).toContain('SL-2026-000007');
    expect(cashier).not.toContain('Receive stones');
  });

  it('shows a lot with its four balances, its preparations and every movement', async () => {
    const html = await render('/gem_stone?lot=7');
    expect(html).toContain('data-testid="lot-detail"');
    expect(html).toMatch(/data-testid="lot-available"[^]*?88 stones[^]*?1.320\u00a0ct/);
    expect(html).toMatch(/data-testid="lot-prepared"[^]*?12 stones[^]*?0.180\u00a0ct/);
    expect(html).toMatch(/data-testid="lot-sold"[^]*?0 stones/);
    expect(html).toContain('Antwerp Gems');
    expect(html).toContain('$850.00');
    expect(html).toContain('IT-000003');
    expect(html).toContain('PO-000004');
    expect(html).toContain('data-state="prepared"');
    expect(html).toContain('data-state="set"');
    expect(html.match(/data-testid="movement"/g)).toHaveLength(3);
    expect(html).toContain('−12 stones');
    expect(html).toContain('+12 stones');
    expect(html).toContain('recount');
  });

  it('lets a manager split, adjust, prepare, and assign or return what a preparation still holds', async () => {
    const html = await render('/gem_stone?lot=7');
    for (const label of ['Prepare for an item', 'Split', 'Adjust']) expect(html).toContain(label);
    // The prepared one may be assigned and returned; the one set holds nothing.
    expect(html.match(/>Assign</g)).toHaveLength(1);
    expect(html.match(/>Return</g)).toHaveLength(1);
    const cashier = await render('/gem_stone?lot=7', 'cashier');
    expect(cashier).toContain('SL-2026-000007');
    for (const label of ['Prepare for an item', '>Split<', '>Assign<', '>Return<']) expect(cashier).not.toContain(label);
  });

  it('is in Khmer for a Khmer reader', async () => {
    const list = await render('/gem_stone', 'manager', 'kh');
    expect(list).toContain('ឡូត៍ត្បូង');
    expect(list).toContain('88 គ្រាប់');
    expect(list).toContain('ទទួលត្បូង');
    const lot = await render('/gem_stone?lot=7', 'manager', 'kh');
    expect(lot).toContain('នៅទំនេរ');
    expect(lot).toContain('បានរៀបចំសម្រាប់គ្រឿង');
    expect(lot).toContain('ចាត់ឱ្យ');
    expect(lot).toContain('ចលនា');
  });
});
