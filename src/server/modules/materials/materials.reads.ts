import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database';
import { holders, materialCategories, type HolderKind } from './materials.tables';

/**
 * What other modules may read of holders and material categories: named
 * read functions, and read models (subqueries) to join in their own queries.
 * Only this module touches the tables (docs/architecture.md, "Boundaries");
 * a column not named here can change without another module noticing.
 */

const holderRefColumns = {
  id: holders.id,
  kind: holders.kind,
  code: holders.code,
  nameKh: holders.nameKh,
  nameEn: holders.nameEn,
  physical: holders.physical,
  active: holders.active,
  staffId: holders.staffId,
  branchId: holders.branchId,
};

/** A holder as other modules see it (and the ledger posts to). */
export interface HolderRef {
  readonly id: number;
  readonly kind: HolderKind;
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly physical: boolean;
  readonly active: boolean;
  readonly staffId: number | null;
  readonly branchId: number | null;
}

/** A material category as other modules see it. */
export interface MaterialRef {
  readonly id: number;
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly purity: number;
  /** Grams of metal per gram of wax, ×1000 (the casting estimate). */
  readonly waxRatioMilli: number;
  readonly active: boolean;
}

const materialRefColumns = {
  id: materialCategories.id,
  code: materialCategories.code,
  nameKh: materialCategories.nameKh,
  nameEn: materialCategories.nameEn,
  purity: materialCategories.purity,
  waxRatioMilli: materialCategories.waxRatioMilli,
  active: materialCategories.active,
};

/** The holders read model, to join: `const h = holderRefs('h')` then `.innerJoin(h, eq(h.id, …))`. */
export const holderRefs = <A extends string = 'holder_refs'>(alias?: A) =>
  new QueryBuilder().select(holderRefColumns).from(holders).as(alias ?? ('holder_refs' as A));

/** The material categories read model, to join like `holderRefs`. */
export const materialRefs = <A extends string = 'material_refs'>(alias?: A) =>
  new QueryBuilder().select(materialRefColumns).from(materialCategories).as(alias ?? ('material_refs' as A));

export async function holdersByIds(executor: Executor, ids: readonly number[]): Promise<HolderRef[]> {
  if (ids.length === 0) return [];
  return executor.select(holderRefColumns).from(holders).where(inArray(holders.id, [...new Set(ids)]));
}

export async function holderById(executor: Executor, id: number): Promise<HolderRef | undefined> {
  const [holder] = await executor.select(holderRefColumns).from(holders).where(eq(holders.id, id));
  return holder;
}

/** A branch's holders (its counter, its old-gold holder …), by id. */
export async function holdersOfBranch(executor: Executor, branchId: number): Promise<HolderRef[]> {
  return executor.select(holderRefColumns).from(holders).where(eq(holders.branchId, branchId)).orderBy(asc(holders.id));
}

/** The first holder of a kind (by id), active ones only when asked. */
export async function firstHolderOfKind(executor: Executor, kind: HolderKind, only: { active?: boolean } = {}): Promise<HolderRef | undefined> {
  const [holder] = await executor
    .select(holderRefColumns)
    .from(holders)
    .where(and(eq(holders.kind, kind), only.active ? eq(holders.active, true) : undefined))
    .orderBy(asc(holders.id))
    .limit(1);
  return holder;
}

/** A staff member's own holders (a jeweller's bench). */
export async function staffHolderIds(executor: Executor, staffId: number): Promise<number[]> {
  const rows = await executor.select({ id: holders.id }).from(holders).where(and(eq(holders.staffId, staffId), eq(holders.kind, 'staff')));
  return rows.map((r) => r.id);
}

export async function materialById(executor: Executor, id: number): Promise<MaterialRef | undefined> {
  const [material] = await executor.select(materialRefColumns).from(materialCategories).where(eq(materialCategories.id, id));
  return material;
}

/** The holder that keeps a branch's stock metal (its active counter), as a scalar subquery (null when the branch has none). */
export const counterHolderIdSql = (branchId: number | SQL): SQL =>
  sql`(SELECT ${holders.id} FROM ${holders} WHERE ${holders.branchId} = ${branchId} AND ${holders.kind} = 'counter' AND ${holders.active} ORDER BY ${holders.id} LIMIT 1)`;

/** A system holder's id by its code, as a scalar subquery. */
export const systemHolderIdSql = (code: 'OUTSIDE' | 'LOSS'): SQL => sql`(SELECT ${holders.id} FROM ${holders} WHERE ${holders.code} = ${code})`;

/** A holder as JSON with the fields the ledger posts to ({ id, kind, code, nameKh, nameEn, physical, active }), as a scalar subquery. */
export const holderJsonSql = (id: SQL): SQL =>
  sql`(SELECT json_build_object('id', h.id, 'kind', h.kind, 'code', h.code, 'nameKh', h.name_kh, 'nameEn', h.name_en, 'physical', h.physical, 'active', h.active)
         FROM ${holders} h WHERE h.id = ${id})`;

/** Every material category by code (inactive ones too): what a spreadsheet's cells may name. */
export async function materialNames(executor: Executor): Promise<{ id: number; code: string; nameKh: string; nameEn: string; active: boolean }[]> {
  const { id, code, nameKh, nameEn, active } = materialRefColumns;
  return executor.select({ id, code, nameKh, nameEn, active }).from(materialCategories).orderBy(asc(materialCategories.code));
}

/** A holder's id by its code (SAFE, OUTSIDE, a bench's code …); undefined when there is none. */
export async function holderIdByCode(executor: Executor, code: string): Promise<number | undefined> {
  const [holder] = await executor.select({ id: holders.id }).from(holders).where(eq(holders.code, code));
  return holder?.id;
}

/** Every material category (active or not) as other modules see it, by code. */
export async function materialRefsAll(executor: Executor): Promise<MaterialRef[]> {
  return executor.select(materialRefColumns).from(materialCategories).orderBy(asc(materialCategories.code));
}

export async function materialByCode(executor: Executor, code: string): Promise<MaterialRef | undefined> {
  const [material] = await executor.select(materialRefColumns).from(materialCategories).where(eq(materialCategories.code, code));
  return material;
}

/** For demos and tests only: material categories written straight (no audit row), as other modules see them. */
export async function seedMaterialCategories(executor: Executor, rows: readonly (typeof materialCategories.$inferInsert)[]): Promise<MaterialRef[]> {
  return executor.insert(materialCategories).values([...rows]).returning(materialRefColumns);
}

/** For demos and tests only: holders written straight (no audit row), as other modules see them. */
export async function seedHolders(executor: Executor, rows: readonly (typeof holders.$inferInsert)[]): Promise<HolderRef[]> {
  return executor.insert(holders).values([...rows]).returning(holderRefColumns);
}

export async function holderByCode(executor: Executor, code: string): Promise<HolderRef | undefined> {
  const [holder] = await executor.select(holderRefColumns).from(holders).where(eq(holders.code, code));
  return holder;
}

/** A material slip's number by its id (an integer expression), as a scalar subquery: the ledger names a slip's postings by it. */
export const materialDocumentNumberSql = (id: SQL): SQL => sql`(SELECT d.number FROM material_documents d WHERE d.id = ${id})`;
