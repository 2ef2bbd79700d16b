import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database';
import { jewelryPieces, stockDocuments } from './stock-pieces.tables';
import { jewelryCategories } from './stock.tables';

/** What other modules may read of stock (docs/architecture.md, "Boundaries"): only this module touches its tables. */

/** Every jewelry category by code (inactive ones too): what a spreadsheet's cells may name. */
export async function jewelryCategoryNames(executor: Executor): Promise<{ id: number; code: string; nameKh: string; nameEn: string; active: boolean }[]> {
  return executor
    .select({ id: jewelryCategories.id, code: jewelryCategories.code, nameKh: jewelryCategories.nameKh, nameEn: jewelryCategories.nameEn, active: jewelryCategories.active })
    .from(jewelryCategories)
    .orderBy(asc(jewelryCategories.code));
}

/** Whether a jewelry category exists (active or not). */
export async function jewelryCategoryExists(executor: Executor, id: number): Promise<boolean> {
  const [category] = await executor.select({ id: jewelryCategories.id }).from(jewelryCategories).where(inArray(jewelryCategories.id, [id]));
  return category !== undefined;
}

/** The piece codes among these that the stock already uses. */
export async function pieceCodesIn(executor: Executor, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  return (await executor.select({ code: jewelryPieces.code }).from(jewelryPieces).where(inArray(jewelryPieces.code, [...codes]))).map((r) => r.code);
}

/** The code of the latest piece of that description (the demos find the pieces they took in by it). */
export async function pieceCodeByDescription(executor: Executor, description: string): Promise<string | undefined> {
  const [piece] = await executor.select({ code: jewelryPieces.code }).from(jewelryPieces).where(eq(jewelryPieces.description, description)).orderBy(desc(jewelryPieces.id)).limit(1);
  return piece?.code;
}

/** How many pieces the stock has ever taken in (sold and in transit ones too). */
export async function pieceCount(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(jewelryPieces);
  return Number(row?.n ?? 0);
}

/** Pieces by their codes, in code order, as an import or a count reads them back. */
export async function piecesByCodes(executor: Executor, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return executor
    .select({
      id: jewelryPieces.id,
      code: jewelryPieces.code,
      state: jewelryPieces.state,
      frozen: jewelryPieces.frozen,
      grossMg: jewelryPieces.grossMg,
      stoneMg: jewelryPieces.stoneMg,
      makingChargeCents: jewelryPieces.makingChargeCents,
      description: jewelryPieces.description,
      note: jewelryPieces.note,
      transitDocumentId: jewelryPieces.transitDocumentId,
    })
    .from(jewelryPieces)
    .where(inArray(jewelryPieces.code, [...codes]))
    .orderBy(asc(jewelryPieces.code));
}

/** The code of the first piece the stock took in (by id); undefined when it has none. */
export async function firstPieceCode(executor: Executor): Promise<string | undefined> {
  const [piece] = await executor.select({ code: jewelryPieces.code }).from(jewelryPieces).orderBy(asc(jewelryPieces.id)).limit(1);
  return piece?.code;
}

/** How many stock documents of a kind (imports, transfers …) there are. */
export async function stockDocumentCount(executor: Executor, kind: (typeof stockDocuments.$inferSelect)['kind']): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(stockDocuments).where(eq(stockDocuments.kind, kind));
  return Number(row?.n ?? 0);
}

/** For demos and tests only: jewelry categories written straight (no audit row). */
export async function seedJewelryCategories(executor: Executor, rows: readonly (typeof jewelryCategories.$inferInsert)[]): Promise<{ id: number; code: string }[]> {
  return executor.insert(jewelryCategories).values([...rows]).returning({ id: jewelryCategories.id, code: jewelryCategories.code });
}

/** The jewelry categories read model (id, code, names, active), to join or read in SQL by their column names. */
export const jewelryCategoryRefs = <A extends string = 'jewelry_category_refs'>(alias?: A) =>
  new QueryBuilder()
    .select({ id: jewelryCategories.id, code: jewelryCategories.code, nameKh: jewelryCategories.nameKh, nameEn: jewelryCategories.nameEn, active: jewelryCategories.active })
    .from(jewelryCategories)
    .as(alias ?? ('jewelry_category_refs' as A));

/** A stock document's number by its id (an integer expression), as a scalar subquery: the ledger names a stock document's postings by it. */
export const stockDocumentNumberSql = (id: SQL): SQL => sql`(SELECT s.number FROM stock_documents s WHERE s.id = ${id})`;

/**
 * The jewelry pieces read model for the reports: one row per piece (sold and
 * in transit ones too) with its category, material, branch, state and
 * weights, read as `FROM ${jewelryPieceRowsSql} j`. A plain subquery:
 * PostgreSQL pulls it up into the report's query.
 */
export const jewelryPieceRowsSql = sql`(SELECT id, code, category_id, material_id, branch_id, state, frozen, gross_mg, stone_mg, accepted_at
                                          FROM jewelry_pieces)`;

/** Whether a piece (an id expression) was taken into stock at a branch: its acceptance document is that branch's. */
export const pieceAcceptedIntoBranchSql = (pieceId: SQL, branchId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM stock_document_lines dl JOIN stock_documents d ON d.id = dl.document_id WHERE dl.piece_id = ${pieceId} AND d.kind = 'accept' AND d.branch_id = ${branchId})`;
