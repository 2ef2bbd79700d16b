import type { EntryStone } from '../../../../shared/contracts/entries/entry-stones';

export interface StoneTotals {
  lines: number;
  count: number;
  weightMct: number;
}

/** Stones counted one by one and weighed together: the sums of the lines given. */
export function stoneTotals(stones: readonly Pick<EntryStone, 'count' | 'weightMct'>[]): StoneTotals {
  return stones.reduce<StoneTotals>(
    (sum, stone) => ({ lines: sum.lines + 1, count: sum.count + stone.count, weightMct: sum.weightMct + stone.weightMct }),
    { lines: 0, count: 0, weightMct: 0 },
  );
}
