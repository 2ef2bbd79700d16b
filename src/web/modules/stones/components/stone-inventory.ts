import type { StoneBalance, StoneShape } from '../../../../shared/contracts/stones/stone';
import type { StoneLot } from '../../../../shared/contracts/stones/stone-lots';

export interface InventoryRow {
  stoneType: string;
  shape: StoneShape;
  sizeCmm: number;
  lots: number;
  available: StoneBalance;
  prepared: StoneBalance;
}

export interface InventoryTypeGroup {
  stoneType: string;
  rows: InventoryRow[];
  total: Omit<InventoryRow, 'stoneType' | 'shape' | 'sizeCmm'>;
}

const add = (a: StoneBalance, b: StoneBalance): StoneBalance => ({ count: a.count + b.count, weightMct: a.weightMct + b.weightMct });
const zero = (): StoneBalance => ({ count: 0, weightMct: 0 });

/**
 * The stone stock as an inventory: the lots summed by type (whatever its
 * case, named as first met), shape and size, each type with its total, the
 * types by name, a type's rows by shape then size. Counts and weights are
 * summed exactly (integers).
 */
export function stoneInventory(lots: readonly StoneLot[]): { groups: InventoryTypeGroup[]; total: InventoryTypeGroup['total'] } {
  const types = new Map<string, { stoneType: string; rows: Map<string, InventoryRow> }>();
  for (const lot of lots) {
    const typeKey = lot.stoneType.trim().toLowerCase();
    const type = types.get(typeKey) ?? { stoneType: lot.stoneType.trim(), rows: new Map<string, InventoryRow>() };
    types.set(typeKey, type);
    const rowKey = `${lot.shape}|${lot.sizeCmm}`;
    const row = type.rows.get(rowKey) ?? { stoneType: type.stoneType, shape: lot.shape, sizeCmm: lot.sizeCmm, lots: 0, available: zero(), prepared: zero() };
    type.rows.set(rowKey, { ...row, lots: row.lots + 1, available: add(row.available, lot.available), prepared: add(row.prepared, lot.prepared) });
  }
  const sum = (rows: readonly Pick<InventoryRow, 'lots' | 'available' | 'prepared'>[]) =>
    rows.reduce((total, row) => ({ lots: total.lots + row.lots, available: add(total.available, row.available), prepared: add(total.prepared, row.prepared) }), {
      lots: 0,
      available: zero(),
      prepared: zero(),
    });
  const groups = [...types.values()]
    .map(({ stoneType, rows }) => {
      const sorted = [...rows.values()].sort((a, b) => a.shape.localeCompare(b.shape) || a.sizeCmm - b.sizeCmm);
      return { stoneType, rows: sorted, total: sum(sorted) };
    })
    .sort((a, b) => a.stoneType.localeCompare(b.stoneType));
  return { groups, total: sum(groups.map((group) => group.total)) };
}
