import { asc, eq } from 'drizzle-orm';
import type { EntryCategory } from '../../../shared/contracts/entries/entry-category';
import { audit, type Actor } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { changedFields, duplicateOf } from '../../platform/records/record-helpers';
import { entryCategories } from './entries.tables';

type CategoryRow = typeof entryCategories.$inferSelect;

const toCategory = (row: CategoryRow): EntryCategory => ({
  id: row.id,
  code: row.code,
  nameKh: row.nameKh,
  nameEn: row.nameEn,
  allowedLossPermille: row.allowedLossPermille,
  strictStonePhoto: row.strictStonePhoto,
  strictAssemblyPhoto: row.strictAssemblyPhoto,
  strictReturnWeight: row.strictReturnWeight,
  materialStrict: row.materialStrict,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findEntryCategories(db: Db, filter: { active?: boolean | undefined }): Promise<{ items: EntryCategory[] }> {
  const where = filter.active === undefined ? undefined : eq(entryCategories.active, filter.active);
  const rows = await db.select().from(entryCategories).where(where).orderBy(asc(entryCategories.code));
  return { items: rows.map(toCategory) };
}

export interface NewEntryCategory {
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly allowedLossPermille: number;
  readonly strictStonePhoto: boolean;
  readonly strictAssemblyPhoto: boolean;
  readonly strictReturnWeight: boolean;
  readonly materialStrict: boolean;
}

export async function createEntryCategory(db: Db, actor: Actor, input: NewEntryCategory): Promise<EntryCategory> {
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx.insert(entryCategories).values(input).returning();
      const category = toCategory(row!);
      await audit(tx, actor, { action: 'entryCategory.create', entity: 'entryCategory', entityId: category.id, after: category });
      return category;
    });
  } catch (error) {
    throw duplicateOf(error, 'code', input.code);
  }
}

export type EntryCategoryChanges = Partial<NewEntryCategory & { active: boolean }>;

/**
 * Changes the given fields; `active: false` deactivates (a category is never
 * deleted: entries name it). A new allowance or flag holds for the entries
 * closed from then on.
 */
export async function updateEntryCategory(db: Db, actor: Actor, id: number, changes: EntryCategoryChanges): Promise<EntryCategory> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(entryCategories).where(eq(entryCategories.id, id)).for('update');
      if (!current) throw notFound('entry category');
      const changed = changedFields(current, changes);
      if (Object.keys(changed).length === 0) return toCategory(current);
      const [row] = await tx
        .update(entryCategories)
        .set({ ...changed, updatedAt: new Date() })
        .where(eq(entryCategories.id, id))
        .returning();
      const after = toCategory(row!);
      await audit(tx, actor, { action: 'entryCategory.update', entity: 'entryCategory', entityId: id, before: toCategory(current), after });
      return after;
    });
  } catch (error) {
    throw duplicateOf(error, 'code', changes.code ?? '');
  }
}
