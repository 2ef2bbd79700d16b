import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { productionItemRefs } from '../production';
import { casts, waxPieces } from './casting.tables';
import { once } from '../../platform/once';

/** What other modules may read of casts (docs/architecture.md, "Boundaries"): only this module touches its tables. */

const itemRef = once(() => productionItemRefs('item_ref'));

/** The first cast made (by id), its id and number; undefined when there is none. */
export async function firstCast(executor: Executor): Promise<{ id: number; number: string } | undefined> {
  const [cast] = await executor.select({ id: casts.id, number: casts.number }).from(casts).orderBy(asc(casts.id)).limit(1);
  return cast;
}

/** A cast as other modules see it, with the items of its wax pieces (code order); undefined when there is no such cast. */
export async function castWithItems(executor: Executor, castId: number) {
  const [cast] = await executor
    .select({ id: casts.id, number: casts.number, materialId: casts.materialId, status: casts.status, castOn: casts.castOn, castingHolderId: casts.castingHolderId })
    .from(casts)
    .where(eq(casts.id, castId));
  if (!cast) return undefined;
  const items = await executor
    .selectDistinct({ itemId: itemRef().id, code: itemRef().code, description: itemRef().description, stage: itemRef().stage })
    .from(waxPieces)
    .innerJoin(itemRef(), eq(itemRef().id, waxPieces.itemId))
    .where(eq(waxPieces.castId, castId))
    .orderBy(asc(itemRef().code));
  return { cast, items };
}

/** A cast's number by its id (an integer expression), as a scalar subquery: the ledger names a cast's postings by it. */
export const castNumberSql = (id: SQL): SQL => sql`(SELECT c.number FROM casts c WHERE c.id = ${id})`;

/**
 * The casts read model for the reports: one row per cast with its day,
 * state, material, caster, recorded weights (the cast weights rule reads
 * them: cast-weights-sql.ts) and how many wax pieces it holds, read as
 * `FROM ${castRowsSql} c`. A plain subquery: PostgreSQL pulls it up into the
 * report's query (the piece count is counted only where it is read).
 */
export const castRowsSql = sql`(SELECT c.id, c.number, c.cast_on, c.status, c.material_id, c.handler_staff_id,
                                       c.wax_mg, c.actual_mg, c.over_mg, c.clean_mg, c.root_mg, c.finished_at, c.posting_date,
                                       (SELECT count(*) FROM wax_pieces w WHERE w.cast_id = c.id) AS piece_count
                                  FROM casts c)`;
