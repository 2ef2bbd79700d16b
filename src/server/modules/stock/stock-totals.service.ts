import { sql } from 'drizzle-orm';
import type { JewelryPiece } from '../../../shared/contracts/stock/jewelry-piece';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { jewelryPieces, stockTotals } from './stock-pieces.tables';

/**
 * stock_totals (migration 0015): the figures of the pieces per state, branch,
 * category, material and frozen flag, as rows a reader sums. Triggers add
 * rows; these fold them and prove them.
 */

/** A reader that summed more rows than this folds them afterwards (a day of a busy shop adds a few hundred). */
export const foldAfterRows = 1_000;

/**
 * Folds the rows into one per key (none for a key left at zero), in one
 * statement: a reader sees the rows before or after, never half. Rows written
 * meanwhile by uncommitted statements are not touched and stay as they are.
 * One fold at a time; another asked for meanwhile is skipped.
 */
export async function compactStockTotals(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ got: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(7243003) AS got`);
    if (!lock?.got) return;
    await tx.execute(sql`
      WITH folded AS (DELETE FROM ${stockTotals} RETURNING *)
      INSERT INTO ${stockTotals} (state, branch_id, category_id, material_id, frozen, count, gross_mg, metal_mg)
      SELECT state, branch_id, category_id, material_id, frozen, sum(count), sum(gross_mg), sum(metal_mg)
        FROM folded GROUP BY state, branch_id, category_id, material_id, frozen
      HAVING sum(count) <> 0 OR sum(gross_mg) <> 0 OR sum(metal_mg) <> 0`);
  });
}

export interface StockTotalsMismatch {
  readonly state: JewelryPiece['state'];
  readonly branchId: number;
  readonly categoryId: number | null;
  readonly materialId: number;
  readonly frozen: boolean;
  readonly totals: { readonly count: number; readonly grossMg: number; readonly metalMg: number };
  readonly pieces: { readonly count: number; readonly grossMg: number; readonly metalMg: number };
}

/** The keys where stock_totals and the pieces disagree (DESIGN §5: a cached figure is checked against what it sums); empty when sound. */
export async function verifyStockTotals(executor: Executor): Promise<StockTotalsMismatch[]> {
  const rows = await queryRows<{
    state: JewelryPiece['state'];
    branch_id: number;
    category_id: number | null;
    material_id: number;
    frozen: boolean;
    t_count: number | string;
    t_gross: number | string;
    t_metal: number | string;
    p_count: number | string;
    p_gross: number | string;
    p_metal: number | string;
  }>(
    executor,
    sql`WITH t AS (
          SELECT state, branch_id, category_id, material_id, frozen, sum(count) AS count, sum(gross_mg) AS gross, sum(metal_mg) AS metal
            FROM ${stockTotals} GROUP BY state, branch_id, category_id, material_id, frozen),
        p AS (
          SELECT state, branch_id, category_id, material_id, frozen, count(*) AS count, sum(gross_mg) AS gross, sum(gross_mg - stone_mg) AS metal
            FROM ${jewelryPieces} GROUP BY state, branch_id, category_id, material_id, frozen)
        SELECT coalesce(t.state, p.state) AS state, coalesce(t.branch_id, p.branch_id) AS branch_id,
               coalesce(t.category_id, p.category_id) AS category_id, coalesce(t.material_id, p.material_id) AS material_id,
               coalesce(t.frozen, p.frozen) AS frozen,
               coalesce(t.count, 0)::bigint AS t_count, coalesce(t.gross, 0)::bigint AS t_gross, coalesce(t.metal, 0)::bigint AS t_metal,
               coalesce(p.count, 0)::bigint AS p_count, coalesce(p.gross, 0)::bigint AS p_gross, coalesce(p.metal, 0)::bigint AS p_metal
          FROM t FULL JOIN p ON p.state = t.state AND p.branch_id = t.branch_id AND p.category_id IS NOT DISTINCT FROM t.category_id
                            AND p.material_id = t.material_id AND p.frozen = t.frozen
         WHERE coalesce(t.count, 0) <> coalesce(p.count, 0) OR coalesce(t.gross, 0) <> coalesce(p.gross, 0) OR coalesce(t.metal, 0) <> coalesce(p.metal, 0)
         ORDER BY 1, 2, 3, 4, 5`,
  );
  return rows.map((r) => ({
    state: r.state,
    branchId: r.branch_id,
    categoryId: r.category_id,
    materialId: r.material_id,
    frozen: r.frozen,
    totals: { count: Number(r.t_count), grossMg: Number(r.t_gross), metalMg: Number(r.t_metal) },
    pieces: { count: Number(r.p_count), grossMg: Number(r.p_gross), metalMg: Number(r.p_metal) },
  }));
}
