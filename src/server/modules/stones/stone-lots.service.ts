import { eq } from 'drizzle-orm';
import type { StoneShape } from '../../../shared/contracts/stones/stone';
import { changeBalance, negate, noStones, type StoneQuantity } from '../../../shared/stones/stone-balance';
import { audit, type Actor } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db/database';
import type { AppError} from '../../platform/errors';
import { badInput, notFound } from '../../platform/errors';
import { nextDocumentNumber } from '../../platform/numbering';
import { branches } from '../../platform/platform.tables';
import { auditBackdate, type PostingDay } from '../../ledger';
import { holderById } from '../materials';
import { availableOf, lockLot, postStoneMove, refuseBalance, type LotRow } from './stone-ledger';
import { stoneLots } from './stones.tables';

/**
 * Stone lots (DESIGN §3.7), one transaction each: stones received as a new
 * lot, part of a lot split into a new one, a lot adjusted with a reason.
 * Lot codes are SL-YYYY-NNNNNN, gapless per year.
 */

const lotNotFound = () => notFound('stone lot');

/** A branch must exist and be active; a holder, when named, too (400 on the field otherwise). */
async function refuseUnknownPlace(executor: Executor, branchId: number, holderId: number | null): Promise<void> {
  const [branch] = await executor.select({ active: branches.active }).from(branches).where(eq(branches.id, branchId));
  if (!branch?.active) throw badInput({ branchId: 'stock.unknownBranch' });
  if (holderId === null) return;
  const holder = await holderById(executor, holderId);
  if (!holder?.active || !holder.physical) throw badInput({ holderId: 'stones.unknownHolder' });
}

export interface ReceiveLotInput {
  readonly stoneType: string;
  readonly shape: StoneShape;
  readonly sizeCmm: number;
  readonly colour: string;
  readonly quality: string;
  readonly count: number;
  readonly weightMct: number;
  readonly branchId: number;
  readonly holderId: number | null;
  readonly costCentsPerCarat: number | null;
  readonly supplier: string;
  readonly note: string;
  /** The opening document that brings the lot in on the go-live day (DESIGN §3.11). */
  readonly opening?: { readonly id: number; readonly number: string; readonly line: number };
}

/** Stones received: a new lot and its first movement. */
export async function receiveLot(tx: Tx, actor: Actor, input: ReceiveLotInput, postingDay?: PostingDay): Promise<number> {
  await refuseUnknownPlace(tx, input.branchId, input.holderId);
  const received = { count: input.count, weightMct: input.weightMct };
  const check = changeBalance(noStones, received);
  if (!check.ok) refuseBalance(check, noStones, { count: 'count', weightMct: 'weightMct' });
  const code = await nextDocumentNumber(tx, 'SL');
  // The lot keeps what describes its stones and where they are; the count and weight are its movements'.
  const { count: _count, weightMct: _weightMct, opening: _opening, ...described } = input;
  const [lot] = await tx
    .insert(stoneLots)
    .values({ ...described, code, createdBy: actor.userId })
    .returning();
  const document = input.opening ? { type: 'opening' as const, ...input.opening } : undefined;
  await postStoneMove(tx, actor, { lotId: lot!.id, kind: 'receive', available: received, note: input.note, postingDay, ...(document ? { document } : {}) });
  await audit(tx, actor, { action: 'stoneLot.receive', entity: 'stoneLot', entityId: lot!.id, after: { ...input, code } });
  await auditBackdate(tx, actor, 'stoneLot', lot!.id, postingDay);
  return lot!.id;
}

export interface SplitLotInput {
  readonly count: number;
  readonly weightMct: number;
  readonly branchId: number | null;
  readonly holderId: number | null;
  readonly note: string;
}

/** What a lot's stones are and cost, and where they came from: a lot split from it keeps them. */
const stonesOf = ({ stoneType, shape, sizeCmm, colour, quality, costCentsPerCarat, supplier }: LotRow) => ({ stoneType, shape, sizeCmm, colour, quality, costCentsPerCarat, supplier });

/**
 * Part of a lot's available stones into a new lot (at another branch or
 * holder if said): the two movements carry the same count and weight, so
 * nothing is made or lost. The new lot keeps the stones' description and cost.
 */
export async function splitLot(tx: Tx, actor: Actor, lotId: number, input: SplitLotInput, postingDay?: PostingDay): Promise<number> {
  const lot = await lockLot(tx, lotId, lotNotFound);
  const branchId = input.branchId ?? lot.branchId;
  const holderId = input.branchId === null && input.holderId === null ? lot.holderId : input.holderId;
  await refuseUnknownPlace(tx, branchId, holderId);
  const part: StoneQuantity = { count: input.count, weightMct: input.weightMct };
  const code = await nextDocumentNumber(tx, 'SL');
  const [made] = await tx
    .insert(stoneLots)
    .values({ ...stonesOf(lot), code, branchId, holderId, note: input.note, splitFromLotId: lot.id, createdBy: actor.userId })
    .returning({ id: stoneLots.id });
  // The new lot's row is ours alone until commit; the old one is locked above.
  await postStoneMove(tx, actor, { lotId: lot.id, kind: 'split_out', available: negate(part), otherLotId: made!.id, note: input.note, postingDay });
  await postStoneMove(tx, actor, { lotId: made!.id, kind: 'split_in', available: part, otherLotId: lot.id, note: input.note, postingDay });
  await audit(tx, actor, { action: 'stoneLot.split', entity: 'stoneLot', entityId: lot.id, after: { newLot: code, ...input, branchId, holderId } });
  await auditBackdate(tx, actor, 'stoneLot', lot.id, postingDay);
  return made!.id;
}

/** ± stones and weight with a reason (a recount, a chipped stone found); the lot never goes below zero. */
export async function adjustLot(tx: Tx, actor: Actor, lotId: number, input: { count: number; weightMct: number; reason: string }, postingDay?: PostingDay): Promise<void> {
  const lot = await lockLot(tx, lotId, lotNotFound);
  if (input.count === 0 && input.weightMct === 0) throw badInput({ count: 'stones.nothingToAdjust', weightMct: 'stones.nothingToAdjust' });
  const before = await availableOf(tx, lot.id);
  await postStoneMove(tx, actor, { lotId: lot.id, kind: 'adjust', available: { count: input.count, weightMct: input.weightMct }, note: input.reason, postingDay });
  await audit(tx, actor, { action: 'stoneLot.adjust', entity: 'stoneLot', entityId: lot.id, before, after: input });
  await auditBackdate(tx, actor, 'stoneLot', lot.id, postingDay);
}

/** An unknown lot named in a body: a 400 on that field. */
export const lotFieldMissing = (field: string) => (): AppError => badInput({ [field]: 'stones.unknownLot' });

export type { LotRow };
