import { eq } from 'drizzle-orm';
import { negate, type StoneQuantity } from '../../../shared/stones/stone-balance';
import { audit, type Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { auditBackdate, type PostingDay } from '../../ledger';
import { lockLot, postStoneMove } from './stone-ledger';
import { lotFieldMissing } from './stone-lots.service';
import { resolveTarget, type TargetInput } from './stone-targets';
import { getPreparation } from './stone-views';
import { stonePreparations } from './stones.tables';

/**
 * Stones prepared for a production item or an order (DESIGN §3.7), one
 * transaction each: taken from the lot's available stones and held for it;
 * assigned (confirmed for the item, nothing moves); or returned to the lot
 * (not assigned). Each is a movement of the lot, whose row is locked first.
 */

export interface PrepareInput extends TargetInput {
  readonly lotId: number;
  readonly count: number;
  readonly weightMct: number;
  readonly note: string;
}

/** `postingDay`: the day the stones move (postingDayOf's answer; today when left out), audited when back-dated. */
export async function prepareStones(tx: Tx, actor: Actor, input: PrepareInput, postingDay?: PostingDay): Promise<number> {
  const target = await resolveTarget(tx, input);
  const lot = await lockLot(tx, input.lotId, lotFieldMissing('lotId'));
  const take: StoneQuantity = { count: input.count, weightMct: input.weightMct };
  const [preparation] = await tx
    .insert(stonePreparations)
    .values({
      lotId: lot.id,
      itemId: target.kind === 'item' ? target.id : null,
      preOrderId: target.kind === 'pre_order' ? target.id : null,
      targetCode: target.code,
      targetDescription: target.description,
      note: input.note,
      createdBy: actor.userId,
    })
    .returning({ id: stonePreparations.id });
  await postStoneMove(tx, actor, { lotId: lot.id, kind: 'prepare', available: negate(take), prepared: { preparationId: preparation!.id, change: take }, note: input.note, postingDay });
  await audit(tx, actor, { action: 'stones.prepare', entity: 'stonePreparation', entityId: preparation!.id, after: { lot: lot.code, target, ...take } });
  await auditBackdate(tx, actor, 'stonePreparation', preparation!.id, postingDay);
  return preparation!.id;
}

/** The preparation's row and its lot's, locked (every change to a preparation's stones is a change to its lot). */
async function lockedPreparation(tx: Tx, id: number) {
  const [row] = await tx.select().from(stonePreparations).where(eq(stonePreparations.id, id));
  if (!row) throw notFound('stone preparation');
  await lockLot(tx, row.lotId, () => notFound('stone lot'));
  return { row, view: await getPreparation(tx, id) };
}

/** Confirmed for its item: refused once assigned, or when it holds nothing any more. */
export async function assignPreparation(tx: Tx, actor: Actor, id: number, note: string): Promise<void> {
  const { row, view } = await lockedPreparation(tx, id);
  if (view.assignedAt !== null) throw conflict('stones.alreadyAssigned', { target: view.target.code });
  if (view.held.count === 0) throw conflict('stones.nothingHeld');
  await postStoneMove(tx, actor, { lotId: row.lotId, kind: 'assign', preparationId: id, note });
  await audit(tx, actor, { action: 'stones.assign', entity: 'stonePreparation', entityId: id, after: { target: view.target, held: view.held } });
}

/** Held stones back to the lot: some of them, or all (not assigned after all). */
export async function returnPreparedStones(tx: Tx, actor: Actor, id: number, input: { count: number; weightMct: number; note: string }, postingDay?: PostingDay): Promise<void> {
  const { row, view } = await lockedPreparation(tx, id);
  if (view.held.count === 0) throw conflict('stones.nothingHeld');
  const back: StoneQuantity = { count: input.count, weightMct: input.weightMct };
  await postStoneMove(tx, actor, { lotId: row.lotId, kind: 'return', available: back, prepared: { preparationId: id, change: negate(back) }, note: input.note, postingDay });
  await audit(tx, actor, { action: 'stones.return', entity: 'stonePreparation', entityId: id, before: view.held, after: back });
  await auditBackdate(tx, actor, 'stonePreparation', id, postingDay);
}
