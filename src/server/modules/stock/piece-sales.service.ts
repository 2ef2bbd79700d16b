import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MakingChargeMode } from '../../../shared/contracts/stock/jewelry-category';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import { AppError, badInput } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { branches } from '../../platform/platform.tables';
import { counterHolderIdSql, materialRefs } from '../materials';
import { jewelryPieces } from './stock-pieces.tables';
import { jewelryCategories } from './stock.tables';
import { once } from '../../platform/once';

/** Materials' categories, as that module offers them to read. */
const materialRef = once(() => materialRefs('material_ref'));

/**
 * What the counter needs from stock (DESIGN §3.6, §3.8): the pieces a sale
 * names, each in stock at the selling branch and not frozen, with their
 * category's making charge; marking them sold and, when an invoice is voided,
 * back in stock. A piece is one row, locked while it is sold, so two cashiers
 * selling it at the same instant cannot both succeed.
 */
export interface SaleablePiece {
  readonly id: number;
  readonly code: string;
  readonly description: string;
  readonly categoryId: number | null;
  readonly materialId: number;
  readonly grossMg: number;
  readonly stoneMg: number;
  readonly makingChargeMode: MakingChargeMode;
  readonly makingChargeCents: number;
}

export interface PieceRequest {
  /** The field a refusal is named by, e.g. `lines.2.code`. */
  readonly field: string;
  readonly code: string;
}

/**
 * Why a piece cannot be sold at a branch, or null when it can: the one home of
 * the rule, for the sale, its quote and the POS's check of a scanned code.
 */
export function pieceRefusal(piece: { readonly state: string; readonly branchId: number; readonly frozen: boolean } | null, branchId: number): PieceRefusal | null {
  if (!piece) return 'stock.unknownCode';
  if (piece.state === 'sold') return 'sales.pieceSold';
  if (piece.state === 'in_transit') return 'stock.inTransit';
  if (piece.state !== 'in_stock') return 'stock.notInStock';
  if (piece.branchId !== branchId) return 'stock.otherBranch';
  if (piece.frozen) return 'sales.pieceFrozen';
  return null;
}

export type PieceRefusal = Extract<MessageKey, 'stock.unknownCode' | 'sales.pieceSold' | 'stock.inTransit' | 'stock.notInStock' | 'stock.otherBranch' | 'sales.pieceFrozen'>;

/** A code scanned at a branch's counter: the piece, and why it cannot be sold there (null: it can). */
export async function pieceAtCounter(
  executor: Executor,
  branchId: number,
  code: string,
): Promise<{ piece: { id: number; code: string; description: string; materialCode: string; branchCode: string } | null; refusal: PieceRefusal | null }> {
  const [row] = await executor
    .select({
      id: jewelryPieces.id,
      code: jewelryPieces.code,
      description: jewelryPieces.description,
      state: jewelryPieces.state,
      branchId: jewelryPieces.branchId,
      frozen: jewelryPieces.frozen,
      materialCode: materialRef().code,
      branchCode: branches.code,
    })
    .from(jewelryPieces)
    .innerJoin(materialRef(), eq(materialRef().id, jewelryPieces.materialId))
    .innerJoin(branches, eq(branches.id, jewelryPieces.branchId))
    .where(eq(jewelryPieces.code, code));
  const refusal = pieceRefusal(row ?? null, branchId);
  if (!row) return { piece: null, refusal };
  return { piece: { id: row.id, code: row.code, description: row.description, materialCode: row.materialCode, branchCode: row.branchCode }, refusal };
}

/** The pieces, in request order; `lock` takes them FOR UPDATE (a sale), without it they are only read (a quote). */
export async function saleablePieces(executor: Executor, requests: readonly PieceRequest[], branchId: number, lock: boolean): Promise<SaleablePiece[]> {
  if (requests.length === 0) return [];
  const codes = requests.map((r) => r.code);
  const problems: Record<string, MessageKey> = {};
  requests.forEach((r, index) => {
    if (codes.indexOf(r.code) !== index) problems[r.field] = 'stock.repeated';
  });
  const query = executor
    .select({
      id: jewelryPieces.id,
      code: jewelryPieces.code,
      description: jewelryPieces.description,
      categoryId: jewelryPieces.categoryId,
      materialId: jewelryPieces.materialId,
      grossMg: jewelryPieces.grossMg,
      stoneMg: jewelryPieces.stoneMg,
      branchId: jewelryPieces.branchId,
      state: jewelryPieces.state,
      frozen: jewelryPieces.frozen,
      makingChargeMode: jewelryCategories.makingChargeMode,
      makingChargeCents: jewelryCategories.makingChargeCents,
      ownMakingChargeCents: jewelryPieces.makingChargeCents,
    })
    .from(jewelryPieces)
    .leftJoin(jewelryCategories, eq(jewelryCategories.id, jewelryPieces.categoryId))
    .where(inArray(jewelryPieces.code, codes))
    .orderBy(asc(jewelryPieces.id));
  const rows = lock ? await query.for('update', { of: jewelryPieces }) : await query;
  requests.forEach((r) => {
    if (problems[r.field]) return;
    const problem = pieceRefusal(rows.find((p) => p.code === r.code) ?? null, branchId);
    if (problem) problems[r.field] = problem;
  });
  // A piece already sold is not bad input but a state that changed under the cashier (DESIGN §4): a 409, on its line.
  const sold = requests.find((r) => problems[r.field] === 'sales.pieceSold');
  if (sold) throw new AppError(409, 'sales.pieceSoldCode', { code: sold.code }, problems);
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return requests.map((r) => {
    const p = rows.find((row) => row.code === r.code)!;
    return {
      id: p.id,
      code: p.code,
      description: p.description,
      categoryId: p.categoryId,
      materialId: p.materialId,
      grossMg: p.grossMg,
      stoneMg: p.stoneMg,
      // A piece's own making charge (an imported one's) is for the piece; else its category's, per gram or per piece.
      makingChargeMode: p.ownMakingChargeCents !== null ? 'per_piece' : (p.makingChargeMode ?? 'per_piece'),
      makingChargeCents: p.ownMakingChargeCents ?? p.makingChargeCents ?? 0,
    };
  });
}

/** Locked pieces (see saleablePieces) leave stock as sold. */
export async function markPiecesSold(tx: Tx, pieceIds: readonly number[]): Promise<void> {
  if (pieceIds.length === 0) return;
  const sold = await tx
    .update(jewelryPieces)
    .set({ state: 'sold' })
    .where(and(inArray(jewelryPieces.id, [...pieceIds]), eq(jewelryPieces.state, 'in_stock'), eq(jewelryPieces.frozen, false)))
    .returning({ id: jewelryPieces.id });
  if (sold.length !== pieceIds.length) throw new Error('a piece left stock while it was locked for a sale');
}

/** A voided sale's pieces back in stock, at the branch they were sold from. */
export async function returnSoldPieces(tx: Tx, pieceIds: readonly number[]): Promise<void> {
  if (pieceIds.length === 0) return;
  await tx.update(jewelryPieces).set({ state: 'in_stock' }).where(and(inArray(jewelryPieces.id, [...pieceIds]), eq(jewelryPieces.state, 'sold')));
}


/** The holder that keeps a branch's stock metal (its counter). */
export async function counterHolderOf(executor: Executor, branchId: number, field: string): Promise<number> {
  const [row] = await queryRows<{ id: number | null }>(executor, sql`SELECT ${counterHolderIdSql(branchId)} AS id`);
  if (!row || row.id === null) throw badInput({ [field]: 'stock.noCounter' });
  return row.id;
}
