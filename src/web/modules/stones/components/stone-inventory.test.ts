import { describe, expect, it } from 'vitest';
import { testLot } from '../pages/stones-render-for-test';
import { stoneInventory } from './stone-inventory';

describe('stone inventory', () => {
  it('sums lots by type (whatever its case), shape and size exactly, with a total per type and in all', () => {
    const lots = [
      testLot({ id: 1, stoneType: 'Diamond', shape: 'round', sizeCmm: 150, available: { count: 10, weightMct: 151 }, prepared: { count: 2, weightMct: 30 } }),
      testLot({ id: 2, stoneType: 'diamond', shape: 'round', sizeCmm: 150, available: { count: 5, weightMct: 74 }, prepared: { count: 0, weightMct: 0 } }),
      testLot({ id: 3, stoneType: 'Diamond', shape: 'round', sizeCmm: 120, available: { count: 40, weightMct: 320 }, prepared: { count: 0, weightMct: 0 } }),
      testLot({ id: 4, stoneType: 'CZ', shape: 'princess', sizeCmm: 200, available: { count: 100, weightMct: 4_000 }, prepared: { count: 8, weightMct: 320 } }),
    ];
    const { groups, total } = stoneInventory(lots);
    expect(groups.map((g) => g.stoneType)).toEqual(['CZ', 'Diamond']);
    const diamond = groups[1]!;
    expect(diamond.rows.map((r) => [r.sizeCmm, r.lots, r.available.count, r.available.weightMct])).toEqual([
      [120, 1, 40, 320],
      [150, 2, 15, 225],
    ]);
    expect(diamond.total).toEqual({ lots: 3, available: { count: 55, weightMct: 545 }, prepared: { count: 2, weightMct: 30 } });
    expect(total).toEqual({ lots: 4, available: { count: 155, weightMct: 4_545 }, prepared: { count: 10, weightMct: 350 } });
  });

  it('is empty without lots', () => {
    expect(stoneInventory([])).toEqual({ groups: [], total: { lots: 0, available: { count: 0, weightMct: 0 }, prepared: { count: 0, weightMct: 0 } } });
  });
});
