import { asc, eq } from 'drizzle-orm';
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
