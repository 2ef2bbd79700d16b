import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StoneShape } from '../../../shared/contracts/stones/stone';
import { negate, takeStones, type StoneQuantity } from '../../../shared/stones/stone-balance';
import type { Actor } from '../../platform/audit';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import type { PostingDay } from '../../ledger';
import { badInput } from '../../platform/errors';
import { availableOf, heldBy, lockLot, postStoneMove, refuseBalance, type LotRow, type QuantityFields } from './stone-ledger';
import { lotFieldMissing } from './stone-lots.service';
import { preOrderOfItem } from './stone-targets';
import { stoneLots, stoneMovements, stonePreparations } from './stones.tables';

/**
 * Stones leaving the stock for good, called by the other modules inside
 * their own transactions: set in an entry's piece (entries), sold on an
 * invoice line (sales); and coming back when the entry's stone line is
 * removed or the invoice voided. Each is a movement linked to the document.
 */

/** How a lot reads on another module's line: `Diamond · round · 1.50 mm · D VS1`. */
export const lotWords = (lot: Pick<LotRow, 'stoneType' | 'shape' | 'sizeCmm' | 'colour' | 'quality'>) =>
  [lot.stoneType, lot.shape, `${(lot.sizeCmm / 100).toFixed(2)} mm`, [lot.colour, lot.quality].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** Lots by id (for the lines that name them), unlocked. */
export async function lotsByIds(executor: Executor, ids: readonly number[]): Promise<LotRow[]> {
  if (ids.length === 0) return [];
  return executor.select().from(stoneLots).where(inArray(stoneLots.id, [...new Set(ids)]));
}

// ---------- set in an entry ----------

export interface EntryDraw {
  readonly lotId: number;
  readonly count: number;
  readonly weightMct: number;
  readonly stoneType: string;
  readonly shape: StoneShape;
  readonly sizeCmm: number;
  readonly entry: { readonly id: number; readonly number: string };
  readonly entryStoneId: number;
  /** The production item of the piece the stones go into, if it is one. */
  readonly itemId: number | null;
  /** The day the stones are set (postingDayOf's answer): today when left out. */
  readonly postingDay?: PostingDay | undefined;
}

/**
 * Stones set in an entry's piece, drawn from a lot: from what the lot's
 * preparations hold for the piece's item (its own first, then its order's,
 * oldest first; the first that holds the whole take), otherwise from the
 * lot's available stones. The line must describe the lot's stones.
 */
export async function drawStonesForEntry(tx: Tx, actor: Actor, draw: EntryDraw): Promise<void> {
  const lot = await lockLot(tx, draw.lotId, lotFieldMissing('lotId'));
  if (lot.stoneType.toLowerCase() !== draw.stoneType.trim().toLowerCase() || lot.shape !== draw.shape || lot.sizeCmm !== draw.sizeCmm) {
    throw badInput({ lotId: 'stones.notLikeLot' }, { lot: lot.code, stones: lotWords(lot) });
  }
  if (draw.weightMct <= 0) throw badInput({ weightMct: 'validation.haveToBeBiggerThan' }, { min: 0 });
  const take: StoneQuantity = { count: draw.count, weightMct: draw.weightMct };
  const document = { type: 'entry' as const, id: draw.entry.id, number: draw.entry.number, line: draw.entryStoneId };
  const preparationId = draw.itemId === null ? null : await preparationHolding(tx, lot.id, draw.itemId, take);
  if (preparationId !== null) {
    await postStoneMove(tx, actor, { lotId: lot.id, kind: 'set', prepared: { preparationId, change: negate(take) }, document, postingDay: draw.postingDay });
  } else {
    await postStoneMove(tx, actor, { lotId: lot.id, kind: 'set', available: negate(take), document, postingDay: draw.postingDay });
  }
}

async function preparationHolding(tx: Tx, lotId: number, itemId: number, take: StoneQuantity): Promise<number | null> {
  const preOrderId = await preOrderOfItem(tx, itemId);
  const candidates = await tx
    .select({ id: stonePreparations.id, itemId: stonePreparations.itemId })
    .from(stonePreparations)
    .where(
      and(
        eq(stonePreparations.lotId, lotId),
        preOrderId === null
          ? eq(stonePreparations.itemId, itemId)
          : sql`(${stonePreparations.itemId} = ${itemId} OR ${stonePreparations.preOrderId} = ${preOrderId})`,
      ),
    )
    .orderBy(sql`${stonePreparations.itemId} IS NULL`, stonePreparations.id);
  for (const candidate of candidates) {
    if (takeStones(await heldBy(tx, candidate.id), take).ok) return candidate.id;
  }
  return null;
}

/** What a document's line took from lots and has not given back: per lot and preparation. */
async function outstanding(tx: Tx, type: 'entry' | 'invoice', documentId: number, line: number | null) {
  return queryRows<{ lot_id: number; preparation_id: number | null; count: number | string; weight_mct: number | string; prepared_count: number | string; prepared_mct: number | string; document_number: string; document_line: number }>(
    tx,
    sql`SELECT lot_id, preparation_id, document_line, min(document_number) AS document_number,
          sum(count) AS count, sum(weight_mct) AS weight_mct, sum(prepared_count) AS prepared_count, sum(prepared_weight_mct) AS prepared_mct
        FROM ${stoneMovements}
        WHERE document_type = ${type} AND document_id = ${documentId} ${line === null ? sql`` : sql`AND document_line = ${line}`}
        GROUP BY lot_id, preparation_id, document_line
        HAVING sum(count) <> 0 OR sum(weight_mct) <> 0 OR sum(prepared_count) <> 0 OR sum(prepared_weight_mct) <> 0
        ORDER BY lot_id, document_line`,
  );
}

/**
 * Gives back what a document's lines took: to the preparation or the lot they
 * came from, on `postingDay` (postingDayOf's answer: today when left out).
 */
async function giveBack(
  tx: Tx,
  actor: Actor,
  kind: 'unset' | 'sale_void',
  document: { readonly type: 'entry' | 'invoice'; readonly id: number; readonly line: number | null },
  postingDay: PostingDay | undefined,
): Promise<void> {
  const { type, id: documentId, line } = document;
  for (const row of await outstanding(tx, type, documentId, line)) {
    await lockLot(tx, row.lot_id, lotFieldMissing('lotId'));
    await postStoneMove(tx, actor, {
      lotId: row.lot_id,
      kind,
      available: { count: -Number(row.count), weightMct: -Number(row.weight_mct) },
      ...(row.preparation_id === null ? {} : { prepared: { preparationId: row.preparation_id, change: { count: -Number(row.prepared_count), weightMct: -Number(row.prepared_mct) } } }),
      document: { type, id: documentId, number: row.document_number, line: row.document_line },
      postingDay,
    });
  }
}

/** An entry's stone line removed: its stones back where they were drawn from, on the removal's day. */
export const returnStonesOfEntry = (tx: Tx, actor: Actor, entryId: number, entryStoneId: number, postingDay?: PostingDay) =>
  giveBack(tx, actor, 'unset', { type: 'entry', id: entryId, line: entryStoneId }, postingDay);

// ---------- sold on an invoice ----------

export interface StoneSale {
  readonly lotId: number;
  readonly count: number;
  readonly weightMct: number;
  readonly branchId: number;
  readonly invoice: { readonly id: number; readonly number: string };
  readonly lineNo: number;
  /** The line's fields, e.g. `lines.2.count`. */
  readonly fields: QuantityFields & { readonly lotId: string };
  /** The invoice's shop day: its stones go out on the same day. */
  readonly postingDay?: PostingDay | undefined;
}

/** A lot for a sale line at a branch: it must be there (400 on the line's lot otherwise). */
export function refuseLotElsewhere(lot: LotRow | undefined, branchId: number, lotField: string): asserts lot is LotRow {
  if (!lot) throw badInput({ [lotField]: 'stones.unknownLot' });
  if (lot.branchId !== branchId) throw badInput({ [lotField]: 'stones.lotOtherBranch' });
}

export interface StoneLineRequest {
  /** The line's index in the sale's `lines`. */
  readonly index: number;
  readonly lotId: number;
  readonly count: number;
  readonly weightMct: number;
}

/**
 * The lots of a sale's or a quotation's stone lines: each at the branch and
 * able to give what its lines take together (a 400 on the line otherwise).
 * For a sale the lots' rows are locked here, before the sale numbers its
 * invoice, so the stones cannot go elsewhere until it commits.
 */
export async function stoneLotsForSale(executor: Executor, lines: readonly StoneLineRequest[], branchId: number, lock: boolean): Promise<Map<number, LotRow>> {
  if (lines.length === 0) return new Map();
  const ids = [...new Set(lines.map((l) => l.lotId))].sort((a, b) => a - b);
  const query = executor.select().from(stoneLots).where(inArray(stoneLots.id, ids)).orderBy(stoneLots.id);
  const lots = new Map((lock ? await query.for('update') : await query).map((lot) => [lot.id, lot]));
  for (const line of lines) refuseLotElsewhere(lots.get(line.lotId), branchId, `lines.${line.index}.lotId`);
  for (const lotId of ids) {
    const mine = lines.filter((l) => l.lotId === lotId);
    const last = mine[mine.length - 1]!;
    const balance = await availableOf(executor, lotId);
    const after = takeStones(balance, { count: mine.reduce((s, l) => s + l.count, 0), weightMct: mine.reduce((s, l) => s + l.weightMct, 0) });
    if (!after.ok) refuseBalance(after, balance, { count: `lines.${last.index}.count`, weightMct: `lines.${last.index}.weightMct` });
  }
  return lots;
}

/** Stones sold on an invoice line: out of the lot's available stones, never below zero. */
export async function sellStones(tx: Tx, actor: Actor, sale: StoneSale): Promise<void> {
  const lot = await lockLot(tx, sale.lotId, lotFieldMissing(sale.fields.lotId));
  refuseLotElsewhere(lot, sale.branchId, sale.fields.lotId);
  await postStoneMove(
    tx,
    actor,
    { lotId: lot.id, kind: 'sell', available: negate({ count: sale.count, weightMct: sale.weightMct }), document: { type: 'invoice', ...sale.invoice, line: sale.lineNo }, postingDay: sale.postingDay },
    sale.fields,
  );
}

/** A voided invoice: every stone it sold back to its lot, on the void's day. */
export const returnSoldStones = (tx: Tx, actor: Actor, invoiceId: number, postingDay?: PostingDay) =>
  giveBack(tx, actor, 'sale_void', { type: 'invoice', id: invoiceId, line: null }, postingDay);
