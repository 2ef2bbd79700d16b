import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../platform/db/database';
import { holderRefs } from '../modules/materials';
import { holderBalances, postings } from './ledger.tables';

export type LedgerMismatch =
  | { readonly kind: 'balance'; readonly holderId: number; readonly materialId: number; readonly balanceMg: number; readonly postingsMg: number }
  | { readonly kind: 'materialTotal'; readonly materialId: number; readonly totalMg: number }
  | { readonly kind: 'overdrawn'; readonly holderId: number; readonly materialId: number; readonly balanceMg: number };

/** A holder's balance of one material in mg (0 when it never held any). */
export async function balance(executor: Executor, holderId: number, materialId: number): Promise<number> {
  const [row] = await executor
    .select({ mg: holderBalances.mg })
    .from(holderBalances)
    .where(and(eq(holderBalances.holderId, holderId), eq(holderBalances.materialId, materialId)));
  return row?.mg ?? 0;
}

/** The balances of these holders, each material they hold or held (mg; 0 once emptied), in no order. */
export async function balancesOfHolders(executor: Executor, holderIds: readonly number[]): Promise<{ holderId: number; materialId: number; mg: number }[]> {
  if (holderIds.length === 0) return [];
  return executor
    .select({ holderId: holderBalances.holderId, materialId: holderBalances.materialId, mg: holderBalances.mg })
    .from(holderBalances)
    .where(inArray(holderBalances.holderId, [...new Set(holderIds)]));
}

/** How many postings the ledger holds (tests count them before and after a refusal). */
export async function postingCount(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(postings);
  return Number(row?.n ?? 0);
}

/** What a holder holds of every material together (mg). */
export async function heldMg(executor: Executor, holderId: number): Promise<number> {
  const [held] = await executor
    .select({ mg: sql<number>`coalesce(sum(${holderBalances.mg}), 0)::bigint` })
    .from(holderBalances)
    .where(eq(holderBalances.holderId, holderId));
  return Number(held?.mg ?? 0);
}

/**
 * Proves the running balances: each equals the sum of its postings, every
 * material sums to zero over all holders, no physical holder is below zero.
 * An empty list means the ledger is sound.
 */
export async function verifyLedger(executor: Executor): Promise<LedgerMismatch[]> {
  const balanceRows = await queryRows<{ holder_id: number; material_id: number; balance_mg: number; postings_mg: number }>(
    executor,
    sql`WITH moved AS (
          SELECT holder_id, material_id, sum(mg)::bigint AS mg FROM (
            SELECT to_holder_id AS holder_id, material_id, mg FROM postings
            UNION ALL
            SELECT from_holder_id, material_id, -mg FROM postings
          ) AS legs GROUP BY holder_id, material_id
        )
        SELECT coalesce(b.holder_id, m.holder_id) AS holder_id,
               coalesce(b.material_id, m.material_id) AS material_id,
               coalesce(b.mg, 0)::bigint AS balance_mg,
               coalesce(m.mg, 0)::bigint AS postings_mg
          FROM holder_balances b
          FULL JOIN moved m ON m.holder_id = b.holder_id AND m.material_id = b.material_id
         WHERE coalesce(b.mg, 0) <> coalesce(m.mg, 0)
         ORDER BY 1, 2`,
  );
  const totalRows = await queryRows<{ material_id: number; total_mg: number }>(
    executor,
    sql`SELECT material_id, sum(mg)::bigint AS total_mg FROM holder_balances
         GROUP BY material_id HAVING sum(mg) <> 0 ORDER BY material_id`,
  );
  const overdrawnRows = await queryRows<{ holder_id: number; material_id: number; mg: number }>(
    executor,
    sql`SELECT b.holder_id, b.material_id, b.mg FROM holder_balances b
          JOIN ${holderRefs('h')} ON h.id = b.holder_id
         WHERE h.physical AND b.mg < 0 ORDER BY 1, 2`,
  );
  return [
    ...balanceRows.map((r) => ({
      kind: 'balance' as const,
      holderId: Number(r.holder_id),
      materialId: Number(r.material_id),
      balanceMg: Number(r.balance_mg),
      postingsMg: Number(r.postings_mg),
    })),
    ...totalRows.map((r) => ({ kind: 'materialTotal' as const, materialId: Number(r.material_id), totalMg: Number(r.total_mg) })),
    ...overdrawnRows.map((r) => ({
      kind: 'overdrawn' as const,
      holderId: Number(r.holder_id),
      materialId: Number(r.material_id),
      balanceMg: Number(r.mg),
    })),
  ];
}
