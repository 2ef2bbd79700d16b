import { and, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { canMove, type ProductionStage } from './production-stages';
import { productionEvents, productionItems } from './production.tables';

export interface ItemMove {
  readonly to: ProductionStage;
  /** A spec label for the step, e.g. design_finish. */
  readonly label?: string | null;
  readonly weightMg?: number | null;
  readonly photoUrl?: string | null;
  readonly note?: string;
  readonly castId?: number | null;
}

/**
 * Moves items to a stage in the caller's transaction, one event each. The
 * rows are locked first (in id order), so two people moving the same item
 * cannot both succeed; a move the stage table does not allow is a 409 and
 * nothing is written. Other modules (casting, entries) move items through this.
 */
export async function moveItems(tx: Tx, actor: Actor, itemIds: readonly number[], move: ItemMove): Promise<void> {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: productionItems.id, code: productionItems.code, stage: productionItems.stage })
    .from(productionItems)
    .where(inArray(productionItems.id, ids))
    .orderBy(productionItems.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound('item');
  const refused = rows.find((r) => !canMove(r.stage, move.to));
  if (refused) throw conflict('production.illegalMove', { from: refused.stage, to: move.to });
  const now = new Date();
  await tx
    .update(productionItems)
    .set({ stage: move.to, stageSince: now })
    .where(and(inArray(productionItems.id, ids)));
  await tx.insert(productionEvents).values(
    rows.map((r) => ({
      itemId: r.id,
      fromStage: r.stage,
      toStage: move.to,
      label: move.label ?? null,
      weightMg: move.weightMg ?? null,
      photoUrl: move.photoUrl ?? null,
      note: move.note ?? '',
      castId: move.castId ?? null,
      createdBy: actor.userId,
      createdAt: now,
    })),
  );
}

