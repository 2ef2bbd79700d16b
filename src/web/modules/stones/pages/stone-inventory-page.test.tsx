import { describe, expect, it } from 'vitest';
import { findAllStoneLotsQueryOptions, type AllStoneLots } from '../api/find-all-stone-lots';
import { StoneInventoryPage } from './stone-inventory-page';
import { renderStonesPage, testLot } from './stones-render-for-test';

const all: AllStoneLots = {
  items: [
    testLot(),
    testLot({ id: 8, stoneType: 'Diamond', sizeCmm: 150, available: { count: 12, weightMct: 180 }, prepared: { count: 0, weightMct: 0 } }),
    testLot({ id: 9, stoneType: 'Ruby', shape: 'oval', sizeCmm: 300, available: { count: 6, weightMct: 2_400 }, prepared: { count: 0, weightMct: 0 } }),
  ],
  totals: { lots: 3, available: { count: 106, weightMct: 3_900 }, prepared: { count: 12, weightMct: 180 } },
  stoneTypes: ['Diamond', 'Ruby'],
  truncated: false,
};

const render = (url: string, locale: 'en' | 'kh' = 'en') =>
  renderStonesPage({
    page: StoneInventoryPage,
    pattern: '/inventory/stone',
    url,
    locale,
    seed: (client) => {
      client.setQueryData(findAllStoneLotsQueryOptions({ state: 'in_stock' }).queryKey, all);
      client.setQueryData(findAllStoneLotsQueryOptions({ state: 'in_stock', branchId: '1' }).queryKey, all);
    },
  });

describe('StoneInventoryPage', () => {
  it('sums the stones in stock by type, shape and size on a printable A4 sheet', async () => {
    const html = await render('/inventory/stone');
    expect(html).toContain('data-testid="stone-inventory-sheet"');
    expect(html).toContain('size: A4');
    expect(html).toContain('All branches');
    // Two Diamond lots of 1.50 mm make one line: 100 stones, 1.500 ct.
    expect(html.match(/data-testid="inventory-row"/g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="inventory-row"[^]*?Round[^]*?1.50\u00a0mm[^]*?>2<[^]*?>100<[^]*?1.500\u00a0ct[^]*?>12<[^]*?0.180\u00a0ct/);
    expect(html).toMatch(/data-testid="inventory-total"[^]*?>3<[^]*?>106<[^]*?3.900\u00a0ct/);
    expect(html).toContain('Total Ruby');
  });

  it('names the branch it covers, in the sheet language', async () => {
    expect(await render('/inventory/stone?branchId=1')).toContain('PP-CM · Central Market');
    const kh = await render('/inventory/stone?branchId=1', 'kh');
    expect(kh).toContain('PP-CM · ផ្សារកណ្ដាល');
    expect(kh).toContain('សារពើភណ្ឌត្បូង');
    expect(kh).toContain('សរុប Ruby');
  });
});
