import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FindStockCountsResponse, ScanResult, StockCount, StockCountDetail } from '../../../shared/contracts/stock/stock-counts';
import type { JewelryPiece } from '../../../shared/contracts/stock/jewelry-piece';
import { audit, type Actor } from '../../platform/audit';
import type { Db, Executor, Tx } from '../../platform/db/database';
import { badInput, conflict, notFound } from '../../platform/errors';
import { nextDocumentNumber } from '../../platform/numbering';
import { branches } from '../../platform/platform.tables';
import { jewelryPieces, stockCountExpected, stockCounts, stockCountScans } from './stock-pieces.tables';
import { getPieceByCode, piecesWhere } from './stock-views';

/**
 * Stock counts (`/inventory`): a branch's pieces scanned one by one and
 * compared with what stock says it holds. While open the expected list is the
 * branch's pieces in stock now; closing keeps that list, so a closed count
 * reads the same forever.
 */

type CountRow = typeof stockCounts.$inferSelect;

export async function createStockCount(tx: Tx, actor: Actor, input: { branchId: number; note: string }): Promise<number> {
  const [branch] = await tx.select().from(branches).where(eq(branches.id, input.branchId));
  if (!branch || !branch.active) throw badInput({ branchId: 'stock.unknownBranch' });
  const number = await nextDocumentNumber(tx, `IV-${branch.code}`);
  const [count] = await tx.insert(stockCounts).values({ number, branchId: branch.id, note: input.note, createdBy: actor.userId }).returning({ id: stockCounts.id });
  await audit(tx, actor, { action: 'stock.countStart', entity: 'stockCount', entityId: count!.id, after: { number } });
  return count!.id;
}

async function lockedOpenCount(tx: Tx, countId: number): Promise<CountRow> {
  const [count] = await tx.select().from(stockCounts).where(eq(stockCounts.id, countId)).for('update');
  if (!count) throw notFound('stockCount');
  if (count.state !== 'open') throw conflict('stock.countClosed', { number: count.number });
  return count;
}

/** One code: found (in this branch's stock), again (already scanned), unexpected (a piece, but not in this branch's stock) or unknown. */
export async function scanCode(tx: Tx, actor: Actor, countId: number, rawCode: string): Promise<ScanResult> {
  const count = await lockedOpenCount(tx, countId);
  const code = rawCode.trim().toUpperCase();
  const piece = await getPieceByCode(tx, code).catch(() => null);
  const inserted = await tx
    .insert(stockCountScans)
    .values({ countId, code, pieceId: piece?.id ?? null })
    .onConflictDoNothing()
    .returning({ id: stockCountScans.id });
  const expected = piece !== null && piece.state === 'in_stock' && piece.branch.id === count.branchId;
  const outcome = inserted.length === 0 ? 'again' : piece === null ? 'unknown' : expected ? 'found' : 'unexpected';
  await audit(tx, actor, { action: 'stock.countScan', entity: 'stockCount', entityId: countId, after: { code, outcome } });
  return { outcome, piece, count: await countSummary(tx, count) };
}

/** Closes the count, keeping the pieces it expected. */
export async function closeStockCount(tx: Tx, actor: Actor, countId: number): Promise<void> {
  const count = await lockedOpenCount(tx, countId);
  const inStock = await tx
    .select({ id: jewelryPieces.id })
    .from(jewelryPieces)
    .where(and(eq(jewelryPieces.branchId, count.branchId), eq(jewelryPieces.state, 'in_stock')));
  if (inStock.length > 0) await tx.insert(stockCountExpected).values(inStock.map((p) => ({ countId, pieceId: p.id })));
  await tx.update(stockCounts).set({ state: 'closed', closedAt: new Date() }).where(eq(stockCounts.id, countId));
  await audit(tx, actor, { action: 'stock.countClose', entity: 'stockCount', entityId: countId, after: { number: count.number, expected: inStock.length } });
}

/** The pieces a count expects: kept at its close, or the branch's stock now while it is open. */
async function expectedIds(executor: Executor, count: CountRow): Promise<number[]> {
  const rows =
    count.state === 'closed'
      ? await executor.select({ id: stockCountExpected.pieceId }).from(stockCountExpected).where(eq(stockCountExpected.countId, count.id))
      : await executor.select({ id: jewelryPieces.id }).from(jewelryPieces).where(and(eq(jewelryPieces.branchId, count.branchId), eq(jewelryPieces.state, 'in_stock')));
  return rows.map((r) => r.id);
}

async function scansOf(executor: Executor, countId: number) {
  return executor.select().from(stockCountScans).where(eq(stockCountScans.countId, countId)).orderBy(asc(stockCountScans.id));
}

async function countSummary(executor: Executor, count: CountRow): Promise<StockCount> {
  const expected = new Set(await expectedIds(executor, count));
  const scans = await scansOf(executor, count.id);
  const found = scans.filter((s) => s.pieceId !== null && expected.has(s.pieceId)).length;
  const [branch] = await executor.select({ id: branches.id, code: branches.code, nameKh: branches.nameKh, nameEn: branches.nameEn }).from(branches).where(eq(branches.id, count.branchId));
  return {
    id: count.id,
    number: count.number,
    branch: branch!,
    state: count.state,
    note: count.note,
    createdAt: count.createdAt.toISOString(),
    closedAt: count.closedAt?.toISOString() ?? null,
    expected: expected.size,
    found,
    missing: expected.size - found,
    unexpected: scans.length - found,
  };
}

export async function getStockCount(executor: Executor, countId: number): Promise<StockCountDetail> {
  const [count] = await executor.select().from(stockCounts).where(eq(stockCounts.id, countId));
  if (!count) throw notFound('stockCount');
  const summary = await countSummary(executor, count);
  const expected = await expectedIds(executor, count);
  const scans = await scansOf(executor, countId);
  const scanned = new Set(scans.flatMap((s) => (s.pieceId === null ? [] : [s.pieceId])));
  const expectedSet = new Set(expected);
  const foundIds = expected.filter((id) => scanned.has(id));
  const missingIds = expected.filter((id) => !scanned.has(id));
  const byIds = async (ids: number[]): Promise<JewelryPiece[]> => (ids.length === 0 ? [] : piecesWhere(executor, inArray(jewelryPieces.id, ids)));
  const others = scans.filter((s) => s.pieceId === null || !expectedSet.has(s.pieceId));
  const otherPieces = await byIds(others.flatMap((s) => (s.pieceId === null ? [] : [s.pieceId])));
  return {
    ...summary,
    foundPieces: await byIds(foundIds),
    missingPieces: await byIds(missingIds),
    unexpectedScans: others.map((s) => ({ code: s.code, piece: otherPieces.find((p) => p.id === s.pieceId) ?? null, scannedAt: s.scannedAt.toISOString() })),
  };
}

export async function findStockCounts(db: Db, filter: { branchId?: number | undefined; page: number; pageSize: number }): Promise<FindStockCountsResponse> {
  const where = filter.branchId === undefined ? undefined : eq(stockCounts.branchId, filter.branchId);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(stockCounts).where(where);
  const rows = await db
    .select()
    .from(stockCounts)
    .where(where)
    .orderBy(desc(stockCounts.createdAt), desc(stockCounts.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { items: await Promise.all(rows.map((row) => countSummary(db, row))), total: Number(total?.n ?? 0), page: filter.page, pageSize: filter.pageSize };
}
