import type { StockSummaryResponse } from '../../../../shared/contracts/stock/stock-counts';

export type StockSummaryRow = StockSummaryResponse['rows'][number];
export interface StockSummaryFigures {
  count: number;
  frozen: number;
  grossMg: number;
  metalMg: number;
}
export interface StockSummaryBranch {
  branch: StockSummaryRow['branch'];
  rows: StockSummaryRow[];
  totals: StockSummaryFigures;
}

const zero = (): StockSummaryFigures => ({ count: 0, frozen: 0, grossMg: 0, metalMg: 0 });
const add = (sum: StockSummaryFigures, row: StockSummaryFigures) => {
  sum.count += row.count;
  sum.frozen += row.frozen;
  sum.grossMg += row.grossMg;
  sum.metalMg += row.metalMg;
};

/** The summary's rows by branch (in branch code order), each with its totals, and the grand total: integer sums, nothing lost. */
export function groupSummaryByBranch(rows: readonly StockSummaryRow[]): { branches: StockSummaryBranch[]; totals: StockSummaryFigures } {
  const byId = new Map<number, StockSummaryBranch>();
  const totals = zero();
  for (const row of rows) {
    let group = byId.get(row.branch.id);
    if (!group) {
      group = { branch: row.branch, rows: [], totals: zero() };
      byId.set(row.branch.id, group);
    }
    group.rows.push(row);
    add(group.totals, row);
    add(totals, row);
  }
  const branches = [...byId.values()].sort((a, b) => a.branch.code.localeCompare(b.branch.code));
  return { branches, totals };
}
