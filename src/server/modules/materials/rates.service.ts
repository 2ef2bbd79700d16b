import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MaterialRate } from '../../../shared/contracts/materials/material';
import { audit, type Actor } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badInput, notFound } from '../../platform/errors';
import { materialCategories, materialRates } from './materials.tables';

type RateRow = typeof materialRates.$inferSelect;

const toRate = (row: RateRow): MaterialRate => ({
  ...row,
  effectiveAt: row.effectiveAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The rate in force at `instant`: the latest with effectiveAt ≤ instant, or null before the first. */
export async function rateAt(executor: Executor, materialId: number, instant: Date): Promise<MaterialRate | null> {
  return (await ratesAt(executor, [materialId], instant)).get(materialId) ?? null;
}

/** The rate in force at an instant of each of these materials, in one query (a material without one is absent). */
export async function ratesAt(executor: Executor, materialIds: readonly number[], instant: Date): Promise<Map<number, MaterialRate>> {
  if (materialIds.length === 0) return new Map();
  const rows = await executor
    .selectDistinctOn([materialRates.materialId])
    .from(materialRates)
    .where(and(inArray(materialRates.materialId, [...new Set(materialIds)]), lte(materialRates.effectiveAt, instant)))
    .orderBy(materialRates.materialId, desc(materialRates.effectiveAt), desc(materialRates.id));
  return new Map(rows.map((row) => [row.materialId, toRate(row)]));
}

/** The rate in force now for every material that has one; with `materialId`, its whole history, newest first. */
export async function getRates(db: Db, query: { materialId?: number | undefined }): Promise<{ current: MaterialRate[]; history: MaterialRate[] }> {
  const current = await db
    .selectDistinctOn([materialRates.materialId])
    .from(materialRates)
    .where(lte(materialRates.effectiveAt, sql`now()`))
    .orderBy(materialRates.materialId, desc(materialRates.effectiveAt), desc(materialRates.id));
  const history =
    query.materialId === undefined
      ? []
      : await db
          .select()
          .from(materialRates)
          .where(eq(materialRates.materialId, query.materialId))
          .orderBy(desc(materialRates.effectiveAt), desc(materialRates.id))
          .limit(500);
  return { current: current.map(toRate), history: history.map(toRate) };
}

export interface NewRate {
  readonly materialId: number;
  readonly askCentsPerChi: number;
  readonly bidCentsPerChi: number;
  readonly effectiveAt: string;
}

/** Records a new rate (rates are never edited; a later one supersedes). */
export async function setRate(db: Db, actor: Actor, input: NewRate): Promise<MaterialRate> {
  if (input.bidCentsPerChi > input.askCentsPerChi) throw badInput({ bidCentsPerChi: 'materials.bidAboveAsk' });
  return inTransaction(db, async (tx) => {
    const [material] = await tx
      .select({ id: materialCategories.id })
      .from(materialCategories)
      .where(eq(materialCategories.id, input.materialId));
    if (!material) throw notFound('material');
    const [row] = await tx
      .insert(materialRates)
      .values({ ...input, effectiveAt: new Date(input.effectiveAt), createdBy: actor.userId })
      .returning();
    const rate = toRate(row!);
    await audit(tx, actor, { action: 'materialRate.create', entity: 'materialRate', entityId: rate.id, after: rate });
    return rate;
  });
}
