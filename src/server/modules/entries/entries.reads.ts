import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { entryCategories, entryPieces } from './entries.tables';

/** What other modules may read of entries (docs/architecture.md, "Boundaries"): only this module touches its tables. */

/** An entry's pieces, in the order they were given out. */
export async function entryPiecesOf(executor: Executor, entryId: number): Promise<(typeof entryPieces.$inferSelect)[]> {
  return executor.select().from(entryPieces).where(eq(entryPieces.entryId, entryId)).orderBy(asc(entryPieces.id));
}

/** For demos and tests only: entry categories written straight (no audit row). */
export async function seedEntryCategories(executor: Executor, rows: readonly (typeof entryCategories.$inferInsert)[]): Promise<{ id: number; code: string }[]> {
  return executor.insert(entryCategories).values([...rows]).returning({ id: entryCategories.id, code: entryCategories.code });
}
