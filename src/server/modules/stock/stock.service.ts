import { inArray } from 'drizzle-orm';
import type { JewelryCategory, MakingChargeMode } from '../../../shared/contracts/stock/jewelry-category';
import type { Actor } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badInput } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { duplicateOf } from '../../platform/records/record-helpers';
import { changeRecord, findRecordsByCode, insertRecord, type RecordKind } from '../../platform/records/record-store';
import { findMaterialCategories } from '../materials';
import { jewelryCategories } from './stock.tables';

const jewelryCategory: RecordKind<typeof jewelryCategories, JewelryCategory> = {
  table: jewelryCategories,
  shown: (row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
  audit: { entity: 'jewelryCategory', create: 'jewelryCategory.create', update: 'jewelryCategory.update' },
  what: 'jewelry category',
  updatedAt: true,
};

export const findJewelryCategories = (db: Db, filter: { active?: boolean | undefined }): Promise<{ items: JewelryCategory[] }> => findRecordsByCode(db, jewelryCategory, filter);

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
      return insertRecord(tx, actor, jewelryCategory, input);
    });
  } catch (error) {
    throw duplicateOf(error, 'code', input.code);
  }
}

export type JewelryCategoryChanges = Partial<NewJewelryCategory & { active: boolean }>;

/** Changes the given fields; `active: false` deactivates (a category is never deleted: items and pieces name it). */
export async function updateJewelryCategory(db: Db, actor: Actor, id: number, changes: JewelryCategoryChanges): Promise<JewelryCategory> {
  try {
    return await inTransaction(db, (tx) =>
      // A material deactivated since may stay where it is; only a newly chosen one must be usable.
      changeRecord(tx, actor, jewelryCategory, id, changes, (changed) => refuseUnusableMaterial(tx, changed.defaultMaterialId)),
    );
  } catch (error) {
    throw duplicateOf(error, 'code', changes.code ?? '');
  }
}
