import { sql } from 'drizzle-orm';
import { queryPrepared, type Tx } from '../platform/db/database';
import { notFound, ruleBroken } from '../platform/errors';
import type { BalanceChange } from './ledger-rules';
import { holderBalances } from './ledger.tables';
import type { LedgerHolder, LedgerMaterial } from './post-document';

/**
 * Moves the running balances in one conditional statement (DESIGN §5): a
 * physical holder's existing balance is only moved if it stays at or above
 * zero, so it is never written below; a row the statement did not move, or a
 * physical holder's first row below zero, is an overdraft, and the throw rolls
 * the caller's transaction back. The rows are taken in (holder, material)
 * order, so two documents never wait on each other in opposite orders; two
 * spending the same gram queue on the row's lock and the second sees the
 * first's balance.
 */
export async function moveBalances(
  tx: Tx,
  changes: readonly BalanceChange[],
  holderById: ReadonlyMap<number, LedgerHolder>,
  materialById: ReadonlyMap<number, LedgerMaterial>,
): Promise<void> {
  if (changes.length === 0) return;
  const holderOf = (change: BalanceChange) => {
    const holder = holderById.get(change.holderId);
    if (!holder) throw notFound('holder');
    return holder;
  };
  const spends = changes.filter((c) => c.deltaMg < 0 && holderOf(c).physical);
  const values = sql.join(
    changes.map((c) => sql`(${c.holderId}::int, ${c.materialId}::int, ${c.deltaMg}::bigint)`),
    sql`, `,
  );
  const floored =
    spends.length === 0 ? sql`` : sql` WHERE ${holderBalances}.mg + excluded.mg >= 0 OR excluded.holder_id NOT IN (${sql.join([...new Set(spends.map((c) => sql`${c.holderId}`))], sql`, `)})`;
  const moved = await queryPrepared<{ holder_id: number; material_id: number; mg: number | string }>(
    tx,
    sql`INSERT INTO ${holderBalances} (holder_id, material_id, mg)
        SELECT holder_id, material_id, mg FROM (VALUES ${values}) AS c (holder_id, material_id, mg) ORDER BY holder_id, material_id
        ON CONFLICT (holder_id, material_id) DO UPDATE SET mg = ${holderBalances}.mg + excluded.mg${floored}
        RETURNING holder_id, material_id, mg`,
  );
  const after = new Map(moved.map((r) => [`${r.holder_id}:${r.material_id}`, Number(r.mg)]));
  for (const spend of spends) {
    const balance = after.get(`${spend.holderId}:${spend.materialId}`);
    if (balance === undefined || balance < 0) {
      throw ruleBroken('materials.overdraft', {
        holder: holderOf(spend).code,
        material: materialById.get(spend.materialId)?.code ?? String(spend.materialId),
        mg: -spend.deltaMg,
      });
    }
  }
}
