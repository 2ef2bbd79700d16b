import { eq, sql } from 'drizzle-orm';
import { changeBalance, type StoneBalanceError, type StoneQuantity } from '../../../shared/stones/stone-balance';
import type { StoneMovementKind } from '../../../shared/contracts/stones/stone-lots';
import type { stoneDocumentTypes } from '../../../shared/contracts/stones/stone';

type StoneDocumentType = (typeof stoneDocumentTypes)[number];
import { formatCarats } from '../../../shared/units';
import type { Actor } from '../../platform/audit';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import type { AppError} from '../../platform/errors';
import { badInput } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { shopTodaySql, type PostingDay } from '../../ledger';
import { stoneLots, stoneMovements } from './stones.tables';

/**
 * The stones' ledger: every change is an insert-only movement, and the
 * balances are sums of movements. A use case locks the lot's row first
 * (SELECT … FOR UPDATE: two takes from one lot queue one behind the other),
 * then reads the sums in a statement of their own, so under READ COMMITTED
 * they include whatever the transaction it waited for committed.
 */

export type LotRow = typeof stoneLots.$inferSelect;

/** The lot's row, locked until the transaction ends; `missing` says how to refuse an unknown lot. */
export async function lockLot(tx: Tx, lotId: number, missing: () => AppError): Promise<LotRow> {
  const [lot] = await tx.select().from(stoneLots).where(eq(stoneLots.id, lotId)).for('update');
  if (!lot) throw missing();
  return lot;
}

const sums = (rows: { count: number | string | null; weight: number | string | null }[]): StoneQuantity => ({
  count: Number(rows[0]?.count ?? 0),
  weightMct: Number(rows[0]?.weight ?? 0),
});

/** The lot's available stones. */
export async function availableOf(executor: Executor, lotId: number): Promise<StoneQuantity> {
  return sums(
    await queryRows(executor, sql`SELECT sum(${stoneMovements.count}) AS count, sum(${stoneMovements.weightMct}) AS weight FROM ${stoneMovements} WHERE ${stoneMovements.lotId} = ${lotId}`),
  );
}

/** What a preparation holds. */
export async function heldBy(executor: Executor, preparationId: number): Promise<StoneQuantity> {
  return sums(
    await queryRows(
      executor,
      sql`SELECT sum(${stoneMovements.preparedCount}) AS count, sum(${stoneMovements.preparedWeightMct}) AS weight FROM ${stoneMovements} WHERE ${stoneMovements.preparationId} = ${preparationId}`,
    ),
  );
}

/** The request's fields a refusal names: `count` and `weightMct`, or `lines.2.count` … */
export interface QuantityFields {
  readonly count: string;
  readonly weightMct: string;
}
export const bodyFields: QuantityFields = { count: 'count', weightMct: 'weightMct' };

export function refuseBalance(error: StoneBalanceError, balance: StoneQuantity, fields: QuantityFields): never {
  throw badInput({ [fields[error.field]]: `stones.${error.key}` as MessageKey }, { count: balance.count, weight: formatCarats(balance.weightMct) });
}

export interface StoneMove {
  readonly lotId: number;
  readonly kind: StoneMovementKind;
  /** Signed change to the lot's available stones. */
  readonly available?: StoneQuantity;
  /** Signed change to what a preparation holds. */
  readonly prepared?: { readonly preparationId: number; readonly change: StoneQuantity };
  /** A preparation the movement concerns without moving stones (assign). */
  readonly preparationId?: number;
  readonly otherLotId?: number;
  readonly document?: { readonly type: StoneDocumentType; readonly id: number; readonly number: string; readonly line: number };
  readonly note?: string;
  /** The shop day it belongs to (docs/design.md §5), as resolved by postingDayOf: today when left out. */
  readonly postingDay?: PostingDay | undefined;
}

const isZero = (q: StoneQuantity | undefined) => q === undefined || (q.count === 0 && q.weightMct === 0);

/**
 * Posts one movement of a lot whose row the caller has locked, after
 * checking the rule (src/shared/stones/stone-balance.ts) on each place it
 * changes; a refusal is a 400 on the request's fields and writes nothing.
 */
export async function postStoneMove(tx: Tx, actor: Actor, move: StoneMove, fields: QuantityFields = bodyFields): Promise<number> {
  if (!isZero(move.available)) {
    const balance = await availableOf(tx, move.lotId);
    const after = changeBalance(balance, move.available!);
    if (!after.ok) refuseBalance(after, balance, fields);
  }
  if (move.prepared && !isZero(move.prepared.change)) {
    const balance = await heldBy(tx, move.prepared.preparationId);
    const after = changeBalance(balance, move.prepared.change);
    if (!after.ok) refuseBalance(after, balance, fields);
  }
  const [row] = await tx
    .insert(stoneMovements)
    .values({
      lotId: move.lotId,
      kind: move.kind,
      count: move.available?.count ?? 0,
      weightMct: move.available?.weightMct ?? 0,
      preparationId: move.prepared?.preparationId ?? move.preparationId ?? null,
      preparedCount: move.prepared?.change.count ?? 0,
      preparedWeightMct: move.prepared?.change.weightMct ?? 0,
      otherLotId: move.otherLotId ?? null,
      documentType: move.document?.type ?? null,
      documentId: move.document?.id ?? null,
      documentNumber: move.document?.number ?? null,
      documentLine: move.document?.line ?? null,
      note: move.note ?? '',
      createdBy: actor.userId,
      postingDate: move.postingDay ? move.postingDay.date : sql`${shopTodaySql}`,
    })
    .returning({ id: stoneMovements.id });
  return row!.id;
}
