import { asc, eq, inArray } from 'drizzle-orm';
import type { JewelryCategory, MakingChargeMode } from '../../../shared/contracts/stock/jewelry-category';
import { audit, type Actor } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badInput, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { changedFields, duplicateOf } from '../../platform/records/record-helpers';
import { findMaterialCategories } from '../materials';
import { jewelryCategories } from './stock.tables';

type CategoryRow = typeof jewelryCategories.$inferSelect;

const toCategory = (row: CategoryRow): JewelryCategory => ({
  id: row.id,
  code: row.code,
  nameKh: row.nameKh,
  nameEn: row.nameEn,
  makingChargeMode: row.makingChargeMode,
  makingChargeCents: row.makingChargeCents,
  defaultMaterialId: row.defaultMaterialId,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findJewelryCategories(db: Db, filter: { active?: boolean | undefined }): Promise<{ items: JewelryCategory[] }> {
  const where = filter.active === undefined ? undefined : eq(jewelryCategories.active, filter.active);
  const rows = await db.select().from(jewelryCategories).where(where).orderBy(asc(jewelryCategories.code));
  return { items: rows.map(toCategory) };
}

/**
 * Why each category cannot go on a new record (an item, a piece): unknown or
 * deactivated; null where it can, and for no category at all.
 */
export async function jewelryCategoryRefusals(
  executor: Executor,
  ids: readonly (number | null)[],
): Promise<(MessageKey | null)[]> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await executor
          .select({ id: jewelryCategories.id, active: jewelryCategories.active })
          .from(jewelryCategories)
          .where(inArray(jewelryCategories.id, wanted));
  const activeById = new Map(rows.map((row) => [row.id, row.active]));
  return ids.map((id) => {
    if (id === null) return null;
    const active = activeById.get(id);
    if (active === undefined) return 'stock.unknownCategory';
    return active ? null : 'stock.inactiveCategory';
  });
}

/** A default material must exist and be active (a 400 on the field, like any bad input). */
async function refuseUnusableMaterial(executor: Executor, materialId: number | null | undefined): Promise<void> {
  if (materialId === null || materialId === undefined) return;
  // A shop has a handful of materials; the materials module owns their table.
  const material = (await findMaterialCategories(executor, {})).items.find((m) => m.id === materialId);
  if (!material) throw badInput({ defaultMaterialId: 'stock.unknownMaterial' });
  if (!material.active) throw badInput({ defaultMaterialId: 'stock.inactiveMaterial' });
}

export interface NewJewelryCategory {
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly makingChargeMode: MakingChargeMode;
  readonly makingChargeCents: number;
  readonly defaultMaterialId: number | null;
}

export async function createJewelryCategory(db: Db, actor: Actor, input: NewJewelryCategory): Promise<JewelryCategory> {
  try {
    return await inTransaction(db, async (tx) => {
      await refuseUnusableMaterial(tx, input.defaultMaterialId);
      const [row] = await tx.insert(jewelryCategories).values(input).returning();
      const category = toCategory(row!);
      await audit(tx, actor, { action: 'jewelryCategory.create', entity: 'jewelryCategory', entityId: category.id, after: category });
      return category;
    });
  } catch (error) {
    throw duplicateOf(error, 'code', input.code);
  }
}

export type JewelryCategoryChanges = Partial<NewJewelryCategory & { active: boolean }>;

/** Changes the given fields; `active: false` deactivates (a category is never deleted: items and pieces name it). */
export async function updateJewelryCategory(
  db: Db,
  actor: Actor,
  id: number,
  changes: JewelryCategoryChanges,
): Promise<JewelryCategory> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(jewelryCategories).where(eq(jewelryCategories.id, id)).for('update');
      if (!current) throw notFound('jewelry category');
      const changed = changedFields(current, changes);
      if (Object.keys(changed).length === 0) return toCategory(current);
      // A material deactivated since may stay where it is; only a newly chosen one must be usable.
      if (changed.defaultMaterialId !== undefined) await refuseUnusableMaterial(tx, changed.defaultMaterialId);
      const [row] = await tx
        .update(jewelryCategories)
        .set({ ...changed, updatedAt: new Date() })
        .where(eq(jewelryCategories.id, id))
        .returning();
      const after = toCategory(row!);
      await audit(tx, actor, {
        action: 'jewelryCategory.update',
        entity: 'jewelryCategory',
        entityId: id,
        before: toCategory(current),
        after,
      });
      return after;
    });
  } catch (error) {
    throw duplicateOf(error, 'code', changes.code ?? '');
  }
}
