import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CloseBatch, CloseBatchDetail, FindCloseBatchesResponse } from '../../../shared/contracts/entries/entry-close-batch';
import type { EntriesByCastResponse } from '../../../shared/contracts/entries/entry-by-cast';
import type { EntryRecapResponse, EntryRecapRow } from '../../../shared/contracts/entries/entry-recap';
import type { EntryStonesResponse } from '../../../shared/contracts/entries/entry-stones';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { castWithItems } from '../casting';
import { holderRefs, holdersByIds } from '../materials';
import { lotsByIds } from '../stones';
import { entries, entryCloseBatches, entryCloseBatchLines, entryPieces, entryPieceStones } from './entries.tables';
import { allowedLossMgSql, entryLossMgSql, lossOverAllowanceSql } from './entry-loss-sql';
import { getEntry } from './entry-views';
import { once } from '../../platform/once';

/** A recap row's weights as the loss rule reads them. */
const recapEntry = { issuedMg: sql`issued`, returnedMg: sql`returned_mg`, permille: sql`allowed_loss_permille` };

/**
 * The entries' sheets: close sheets (`/entries-close`), the recap per
 * jeweller (`/entry-recap`), a cast's pieces on the bench (`/entry_by_cast`)
 * and the stones set in an entry (`/entry/gem-{id}`). Read-only; every figure
 * is summed from the entries, their pieces and the sheets' lines.
 */

/** The jewellers, as materials offers its holders to read. */
const jewellerRef = once(() => holderRefs('jeweller'));
const holderColumns = once(() => ({ id: jewellerRef().id, kind: jewellerRef().kind, code: jewellerRef().code, nameKh: jewellerRef().nameKh, nameEn: jewellerRef().nameEn }));

const batchTotals = sql<string>`coalesce(sum(${entryCloseBatchLines.issuedMg}), 0)`;
const batchReturned = sql<string>`coalesce(sum(${entryCloseBatchLines.returnedMg}), 0)`;

/** Close sheets, newest posting day first (docs/design.md §5: a back-dated sheet among its day's), with the totals of their lines as they were closed. */
export async function findCloseBatches(db: Db, filter: { jewellerHolderId?: number | undefined; page: number; pageSize: number }): Promise<FindCloseBatchesResponse> {
  const where = filter.jewellerHolderId === undefined ? undefined : eq(entryCloseBatches.jewellerHolderId, filter.jewellerHolderId);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(entryCloseBatches).where(where);
  const rows = await db
    .select({ batch: entryCloseBatches, jeweller: holderColumns(), entryCount: sql<number>`count(${entryCloseBatchLines.entryId})::int`, issued: batchTotals, returned: batchReturned })
    .from(entryCloseBatches)
    .innerJoin(jewellerRef(), eq(jewellerRef().id, entryCloseBatches.jewellerHolderId))
    .leftJoin(entryCloseBatchLines, eq(entryCloseBatchLines.batchId, entryCloseBatches.id))
    .where(where)
    .groupBy(entryCloseBatches.id, ...Object.values(holderColumns()))
    .orderBy(desc(entryCloseBatches.postingDate), desc(entryCloseBatches.createdAt), desc(entryCloseBatches.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { items: rows.map(batchOf), total: count?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

function batchOf(row: {
  batch: typeof entryCloseBatches.$inferSelect;
  jeweller: CloseBatch['jeweller'];
  entryCount: number;
  issued: string | number;
  returned: string | number;
}): CloseBatch {
  const issuedMg = Number(row.issued);
  const returnedMg = Number(row.returned);
  return {
    id: row.batch.id,
    number: row.batch.number,
    jeweller: row.jeweller,
    note: row.batch.note,
    createdAt: row.batch.createdAt.toISOString(),
    postingDate: row.batch.postingDate,
    entryCount: Number(row.entryCount),
    issuedMg,
    returnedMg,
    lossMg: issuedMg - returnedMg,
  };
}

/** A close sheet and the entries on it, as they are now (a later send-back shows in their state). */
export async function getCloseBatch(db: Db, id: number): Promise<CloseBatchDetail> {
  const [row] = await db
    .select({ batch: entryCloseBatches, jeweller: holderColumns(), entryCount: sql<number>`count(${entryCloseBatchLines.entryId})::int`, issued: batchTotals, returned: batchReturned })
    .from(entryCloseBatches)
    .innerJoin(jewellerRef(), eq(jewellerRef().id, entryCloseBatches.jewellerHolderId))
    .leftJoin(entryCloseBatchLines, eq(entryCloseBatchLines.batchId, entryCloseBatches.id))
    .where(eq(entryCloseBatches.id, id))
    .groupBy(entryCloseBatches.id, ...Object.values(holderColumns()));
  if (!row) throw notFound('closeBatch');
  const lines = await db.select({ entryId: entryCloseBatchLines.entryId }).from(entryCloseBatchLines).where(eq(entryCloseBatchLines.batchId, id));
  const details = await Promise.all(lines.map((line) => getEntry(db, line.entryId)));
  const entriesOnSheet = details.map(({ pieces: _pieces, ...summary }) => summary).sort((a, b) => a.number.localeCompare(b.number));
  return { ...batchOf(row), entries: entriesOnSheet };
}


interface RecapSqlRow {
  holder_id: number;
  entries: number | string;
  pieces: number | string;
  issued_mg: number | string;
  closed_entries: number | string;
  returned_mg: number | string;
  loss_mg: number | string;
  allowed_mg: number | string;
  over_allowance: number | string;
  outstanding_mg: number | string;
}

/**
 * Per jeweller, the entries on the shop days `from` to `to` (both included)
 * by their posting day (docs/design.md §5: the day of their latest posting,
 * back-dated or not): issued, what closed entries brought back and lost against
 * their categories' allowance (‰ of init + spare, rounded down as the close
 * check allows it), and what the open ones still owe.
 */
export async function entryRecap(db: Db, query: { from: string; to: string; materialId?: number | undefined }): Promise<EntryRecapResponse> {
  const material = query.materialId === undefined ? sql`true` : sql`e.material_id = ${query.materialId}`;
  const rows = await queryRows<RecapSqlRow>(
    db,
    sql`WITH e AS (
          SELECT e.jeweller_holder_id, e.state, e.spare_mg, e.returned_mg, c.allowed_loss_permille,
                 t.n AS pieces, t.mg + e.spare_mg AS issued
            FROM entries e
            JOIN entry_categories c ON c.id = e.category_id
           CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(p.issued_mg), 0)::bigint AS mg FROM entry_pieces p WHERE p.entry_id = e.id) t
           WHERE e.posting_date >= ${query.from}::date AND e.posting_date <= ${query.to}::date AND ${material})
        SELECT jeweller_holder_id AS holder_id, count(*) AS entries, sum(pieces) AS pieces, sum(issued) AS issued_mg,
               count(*) FILTER (WHERE state IN ('waiting_accept', 'accepted')) AS closed_entries,
               coalesce(sum(returned_mg) FILTER (WHERE state IN ('waiting_accept', 'accepted')), 0) AS returned_mg,
               coalesce(sum(${entryLossMgSql(recapEntry)}) FILTER (WHERE state IN ('waiting_accept', 'accepted')), 0) AS loss_mg,
               coalesce(sum(${allowedLossMgSql(recapEntry)}) FILTER (WHERE state IN ('waiting_accept', 'accepted')), 0) AS allowed_mg,
               count(*) FILTER (WHERE state IN ('waiting_accept', 'accepted') AND ${lossOverAllowanceSql(recapEntry)}) AS over_allowance,
               coalesce(sum(issued) FILTER (WHERE state IN ('in_progress', 'closable', 'returned')), 0) AS outstanding_mg
          FROM e GROUP BY jeweller_holder_id`,
  );
  const people = (await holdersByIds(db, rows.map((r) => r.holder_id))).map(({ id, kind, code, nameKh, nameEn }) => ({ id, kind, code, nameKh, nameEn }));
  const byId = new Map(people.map((h) => [h.id, h]));
  const figures = (r: RecapSqlRow): Omit<EntryRecapRow, 'jeweller'> => ({
    entries: Number(r.entries),
    pieces: Number(r.pieces),
    issuedMg: Number(r.issued_mg),
    closedEntries: Number(r.closed_entries),
    returnedMg: Number(r.returned_mg),
    lossMg: Number(r.loss_mg),
    allowedLossMg: Number(r.allowed_mg),
    overAllowance: Number(r.over_allowance),
    outstandingMg: Number(r.outstanding_mg),
  });
  const recapRows = rows.map((r) => ({ jeweller: byId.get(r.holder_id)!, ...figures(r) })).sort((a, b) => a.jeweller.code.localeCompare(b.jeweller.code));
  const zero: Omit<EntryRecapRow, 'jeweller'> = { entries: 0, pieces: 0, issuedMg: 0, closedEntries: 0, returnedMg: 0, lossMg: 0, allowedLossMg: 0, overAllowance: 0, outstandingMg: 0 };
  const totals = recapRows.reduce((sum, row) => {
    const next = { ...sum };
    for (const key of Object.keys(zero) as (keyof typeof zero)[]) next[key] = sum[key] + row[key];
    return next;
  }, zero);
  return { from: query.from, to: query.to, rows: recapRows, totals };
}

/** A cast's pieces (its waxes' items) and the entries each went out on. */
export async function entriesByCast(db: Db, castId: number): Promise<EntriesByCastResponse> {
  const found = await castWithItems(db, castId);
  if (!found) throw notFound('cast');
  const { cast, items } = found;
  const itemIds = items.map((i) => i.itemId);
  const onBench =
    itemIds.length === 0
      ? []
      : await db
          .select({
            itemId: entryPieces.itemId,
            id: entries.id,
            number: entries.number,
            state: entries.state,
            jewellerNameKh: jewellerRef().nameKh,
            jewellerNameEn: jewellerRef().nameEn,
            issuedMg: entryPieces.issuedMg,
          })
          .from(entryPieces)
          .innerJoin(entries, eq(entries.id, entryPieces.entryId))
          .innerJoin(jewellerRef(), eq(jewellerRef().id, entries.jewellerHolderId))
          .where(inArray(entryPieces.itemId, itemIds))
          .orderBy(desc(entries.createdAt), desc(entries.id));
  return {
    cast: { id: cast.id, number: cast.number, materialId: cast.materialId, status: cast.status, castOn: cast.castOn },
    sourceHolderId: cast.castingHolderId,
    items: items.map((item) => ({
      ...item,
      entries: onBench.filter((row) => row.itemId === item.itemId).map(({ itemId: _itemId, ...entry }) => entry),
    })),
  };
}

/** The entry and the stones set in its pieces, in the order they were recorded. */
export async function entryStones(executor: Executor, entryId: number): Promise<EntryStonesResponse> {
  const entry = await getEntry(executor, entryId);
  const stones = await executor.select().from(entryPieceStones).where(eq(entryPieceStones.entryId, entryId)).orderBy(asc(entryPieceStones.id));
  const lots = await lotsByIds(executor, stones.flatMap((s) => (s.lotId === null ? [] : [s.lotId])));
  const lotOf = (id: number | null) => {
    const lot = lots.find((l) => l.id === id);
    return lot ? { id: lot.id, code: lot.code } : null;
  };
  return {
    entry,
    stones: stones.map((s) => ({
      id: s.id,
      pieceId: s.pieceId,
      stoneType: s.stoneType,
      shape: s.shape,
      sizeCmm: s.sizeCmm,
      count: s.count,
      weightMct: s.weightMct,
      lot: lotOf(s.lotId),
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

