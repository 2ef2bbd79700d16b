import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Holder, MaterialCategory, RateBasis } from '../../../shared/contracts/materials/material';
import { audit, type Actor } from '../../platform/audit';
import type { Db, Executor, Tx } from '../../platform/db/database';
import { inTransaction, postgresErrorCode } from '../../platform/db/transaction';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import { changedFields, duplicateOf } from '../../platform/records/record-helpers';
import { changeRecord, findRecordsByCode, insertRecord, type RecordKind } from '../../platform/records/record-store';
import type { VisibleHolders } from './holder-scope';
import { holders, materialCategories, type HolderKind } from './materials.tables';
import { balancesOfHolders } from '../../ledger';

type CategoryRow = typeof materialCategories.$inferSelect;
type HolderRow = typeof holders.$inferSelect;

const toCategory = (row: CategoryRow): MaterialCategory => ({ ...row, createdAt: row.createdAt.toISOString() });
const materialCategory: RecordKind<typeof materialCategories, MaterialCategory> = {
  table: materialCategories,
  shown: toCategory,
  audit: { entity: 'materialCategory', create: 'materialCategory.create', update: 'materialCategory.update' },
  what: 'material',
};

/** `loss`, `outside` and `melt` account for metal that left the workshop or changed material; they may go below zero. */
export const isSystemHolderKind = (kind: HolderKind) => kind === 'loss' || kind === 'outside' || kind === 'melt';

export const findMaterialCategories = (db: Db, filter: { active?: boolean | undefined }): Promise<{ items: MaterialCategory[] }> => findRecordsByCode(db, materialCategory, filter);

export interface NewMaterialCategory {
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly purity: number;
  readonly waxRatioMilli: number;
  readonly materialStrict: boolean;
  readonly rateBasis?: RateBasis;
  readonly ratePremiumCentsPerChi?: number;
  readonly meltDeductionBp?: number;
}

/** One base metal at most (the 24K the shop types each morning): making a second is refused, naming the first. */
async function refuseSecondRateBase(tx: Tx, rateBasis: RateBasis | undefined, exceptId: number | null): Promise<void> {
  if (rateBasis !== 'base') return;
  const [other] = await tx
    .select({ code: materialCategories.code })
    .from(materialCategories)
    .where(and(eq(materialCategories.rateBasis, 'base'), exceptId === null ? undefined : ne(materialCategories.id, exceptId)));
  if (other) throw new AppError(409, 'materials.secondRateBase', { code: other.code }, { rateBasis: 'materials.secondRateBase' });
}

/** Two saves that each make a base at once: the unique index refuses the second, said as above. */
function secondBaseOf(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: unknown }).constraint === 'material_categories_one_rate_base') {
      return new AppError(409, 'materials.secondRateBase', { code: '' }, { rateBasis: 'materials.secondRateBase' });
    }
  }
  return error;
}

export async function createMaterialCategory(db: Db, actor: Actor, input: NewMaterialCategory): Promise<MaterialCategory> {
  try {
    return await inTransaction(db, (tx) => insertMaterialCategory(tx, actor, input));
  } catch (error) {
    throw duplicateOf(secondBaseOf(error), 'code', input.code);
  }
}

/** A material made in the caller's transaction (first-run setup makes several in one). */
export async function insertMaterialCategory(tx: Tx, actor: Actor, input: NewMaterialCategory): Promise<MaterialCategory> {
  await refuseSecondRateBase(tx, input.rateBasis, null);
  return insertRecord(tx, actor, materialCategory, input);
}

export type MaterialCategoryChanges = Partial<NewMaterialCategory & { active: boolean }>;

export async function updateMaterialCategory(db: Db, actor: Actor, id: number, changes: MaterialCategoryChanges): Promise<MaterialCategory> {
  try {
    return await inTransaction(db, (tx) => changeRecord(tx, actor, materialCategory, id, changes, (changed) => refuseSecondRateBase(tx, changed.rateBasis, id)));
  } catch (error) {
    throw duplicateOf(secondBaseOf(error), 'code', changes.code ?? '');
  }
}

async function withBalances(executor: Executor, rows: HolderRow[]): Promise<Holder[]> {
  const ids = rows.map((r) => r.id);
  const held = await balancesOfHolders(executor, ids);
  const materialIds = [...new Set(held.map((b) => b.materialId))];
  const codes = new Map(
    materialIds.length === 0
      ? []
      : (await executor.select({ id: materialCategories.id, code: materialCategories.code }).from(materialCategories).where(inArray(materialCategories.id, materialIds))).map((m) => [m.id, m.code]),
  );
  const balances = held
    .map((b) => ({ ...b, materialCode: codes.get(b.materialId) ?? '' }))
    .sort((a, b) => a.materialCode.localeCompare(b.materialCode) || a.holderId - b.holderId);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    balances: balances
      .filter((b) => b.holderId === row.id && b.mg !== 0)
      .map((b) => ({ materialId: b.materialId, materialCode: b.materialCode, mg: b.mg })),
  }));
}

export async function findHolders(
  db: Db,
  filter: { kind?: HolderKind | undefined; active?: boolean | undefined },
  visible: VisibleHolders = { all: true },
): Promise<{ items: Holder[] }> {
  if (!visible.all && visible.ids.length === 0) return { items: [] };
  const conditions: SQL[] = [];
  if (!visible.all) conditions.push(inArray(holders.id, [...visible.ids]));
  if (filter.kind !== undefined) conditions.push(eq(holders.kind, filter.kind));
  if (filter.active !== undefined) conditions.push(eq(holders.active, filter.active));
  const rows = await db.select().from(holders).where(and(...conditions)).orderBy(asc(holders.kind), asc(holders.code));
  return { items: await withBalances(db, rows) };
}

export interface NewHolder {
  readonly kind: Exclude<HolderKind, 'loss' | 'outside'>;
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly staffId: number | null;
  readonly branchId: number | null;
  readonly capMg: number | null;
}

/** A foreign key refused the staff member or branch (PostgreSQL 23503): a 404. */
function missingReference(error: unknown): unknown {
  return postgresErrorCode(error) === '23503' ? notFound('staff or branch') : error;
}

export async function createHolder(db: Db, actor: Actor, input: NewHolder): Promise<Holder> {
  if (isSystemHolderKind(input.kind)) throw ruleBroken('materials.systemHolder', { code: input.code });
  try {
    return await inTransaction(db, (tx) => insertHolder(tx, actor, input));
  } catch (error) {
    throw duplicateOf(missingReference(error), 'code', input.code);
  }
}

/** A physical holder made in the caller's transaction (a counter brings its old-gold holder, migration 0017). */
export async function insertHolder(tx: Tx, actor: Actor, input: NewHolder): Promise<Holder> {
  if (isSystemHolderKind(input.kind)) throw ruleBroken('materials.systemHolder', { code: input.code });
  const [row] = await tx.insert(holders).values({ ...input, physical: true }).returning();
  const [holder] = await withBalances(tx, [row!]);
  await audit(tx, actor, { action: 'holder.create', entity: 'holder', entityId: holder!.id, after: holder });
  return holder!;
}

export type HolderChanges = Partial<NewHolder & { active: boolean }>;

/** Changes the given fields; the system holders `loss` and `outside` cannot be changed. */
export async function updateHolder(db: Db, actor: Actor, id: number, changes: HolderChanges): Promise<Holder> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(holders).where(eq(holders.id, id)).for('update');
      if (!current) throw notFound('holder');
      if (isSystemHolderKind(current.kind)) throw ruleBroken('materials.systemHolder', { code: current.code });
      const changed = changedFields(current, changes);
      const [before] = await withBalances(tx, [current]);
      if (Object.keys(changed).length === 0) return before!;
      const [row] = await tx.update(holders).set(changed).where(eq(holders.id, id)).returning();
      const [after] = await withBalances(tx, [row!]);
      await audit(tx, actor, { action: 'holder.update', entity: 'holder', entityId: id, before, after });
      return after!;
    });
  } catch (error) {
    throw duplicateOf(missingReference(error), 'code', changes.code ?? '');
  }
}

/** Materials by id (another module pricing or naming metal), unknown ids left out. */
/** A system holder by its code (`OUTSIDE`, `LOSS`), for modules that post to it. */
export async function systemHolderId(executor: Executor, code: 'OUTSIDE' | 'LOSS'): Promise<number> {
  const [row] = await executor.select({ id: holders.id }).from(holders).where(eq(holders.code, code));
  if (!row) throw new Error(`system holder ${code} missing`);
  return row.id;
}
