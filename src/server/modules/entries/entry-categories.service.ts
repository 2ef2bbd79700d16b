import type { EntryCategory } from '../../../shared/contracts/entries/entry-category';
import type { Actor } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { duplicateOf } from '../../platform/records/record-helpers';
import { changeRecord, findRecordsByCode, insertRecord, type RecordKind } from '../../platform/records/record-store';
import { entryCategories } from './entries.tables';

const entryCategory: RecordKind<typeof entryCategories, EntryCategory> = {
  table: entryCategories,
  shown: (row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
  audit: { entity: 'entryCategory', create: 'entryCategory.create', update: 'entryCategory.update' },
  what: 'entry category',
  updatedAt: true,
};

export const findEntryCategories = (db: Db, filter: { active?: boolean | undefined }): Promise<{ items: EntryCategory[] }> => findRecordsByCode(db, entryCategory, filter);

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
    return await inTransaction(db, (tx) => insertRecord(tx, actor, entryCategory, input));
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
    return await inTransaction(db, (tx) => changeRecord(tx, actor, entryCategory, id, changes));
  } catch (error) {
    throw duplicateOf(error, 'code', changes.code ?? '');
  }
}
