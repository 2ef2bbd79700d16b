import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database';
import { holderRefs } from '../materials';
import { entryCategories, entryPieces } from './entries.tables';

/** What other modules may read of entries (docs/architecture.md, "Boundaries"): only this module touches its tables. */

/** An entry's pieces, in the order they were given out. */
export async function entryPiecesOf(executor: Executor, entryId: number): Promise<(typeof entryPieces.$inferSelect)[]> {
  return executor.select().from(entryPieces).where(eq(entryPieces.entryId, entryId)).orderBy(asc(entryPieces.id));
}

/** An entry category's id by its code (SETTING, POLISH …); undefined when there is none. */
export async function entryCategoryIdByCode(executor: Executor, code: string): Promise<number | undefined> {
  const [category] = await executor.select({ id: entryCategories.id }).from(entryCategories).where(eq(entryCategories.code, code));
  return category?.id;
}

/** For demos and tests only: entry categories written straight (no audit row). */
export async function seedEntryCategories(executor: Executor, rows: readonly (typeof entryCategories.$inferInsert)[]): Promise<{ id: number; code: string }[]> {
  return executor.insert(entryCategories).values([...rows]).returning({ id: entryCategories.id, code: entryCategories.code });
}

/**
 * The entries read model for the reports: one row per entry with its init,
 * pieces, issued and category allowance (‰) and its jeweller's staff id. The
 * filter `where` reads the entry as `e` (its own columns).
 */
export const entryRowsSql = (where: SQL) => sql`
  SELECT e.id, e.number, e.type, e.state, e.category_id, e.material_id, e.jeweller_holder_id,
         e.created_at, e.closed_at, e.accepted_at, e.over_allowance_reason, e.spare_mg, e.returned_mg,
         ec.allowed_loss_permille AS permille, p.init_mg, p.piece_count, p.init_mg + e.spare_mg AS issued_mg, jh.staff_id
    FROM entries e
    JOIN entry_categories ec ON ec.id = e.category_id
    JOIN ${holderRefs('jh')} ON jh.id = e.jeweller_holder_id
    JOIN LATERAL (SELECT coalesce(sum(ep.issued_mg), 0)::bigint AS init_mg, count(*) AS piece_count FROM entry_pieces ep WHERE ep.entry_id = e.id) p ON true
   WHERE ${where}`;

/** The entry categories read model (id, code, names, allowed loss ‰), to join or read in SQL by their column names. */
export const entryCategoryRefs = <A extends string = 'entry_category_refs'>(alias?: A) =>
  new QueryBuilder()
    .select({
      id: entryCategories.id,
      code: entryCategories.code,
      nameKh: entryCategories.nameKh,
      nameEn: entryCategories.nameEn,
      allowedLossPermille: entryCategories.allowedLossPermille,
    })
    .from(entryCategories)
    .as(alias ?? ('entry_category_refs' as A));

/** An entry's number by its id (an integer expression), as a scalar subquery: the ledger names an entry's postings by it. */
export const entryNumberSql = (id: SQL): SQL => sql`(SELECT e.number FROM entries e WHERE e.id = ${id})`;

/**
 * The entries themselves, one row each without their pieces (lighter than
 * entryRowsSql), to read as `FROM ${entryHeadRowsSql} e`.
 */
export const entryHeadRowsSql = sql`(SELECT id, number, type, state, category_id, material_id, jeweller_holder_id, created_at, closed_at, accepted_at, posting_date FROM entries)`;
