import { desc, eq, lte, sql } from 'drizzle-orm';
import type { MaterialRate } from '../../../shared/contracts/materials/material';
import { audit, type Actor } from '../../platform/audit';
import { queryPrepared, type Db, type Executor } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badInput, notFound } from '../../platform/errors';
import { materialCategories, materialRates } from './materials.tables';

type RateRow = typeof materialRates.$inferSelect;

const toRate = (row: RateRow): MaterialRate => ({
  ...row,
  effectiveAt: row.effectiveAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** A material as a sale prices it: what the ledger checks of it, and its rate in force (null before its first). */
export interface MaterialAtRate {
  readonly id: number;
  readonly code: string;
  readonly purity: number;
  readonly active: boolean;
  readonly rate: { readonly askCentsPerChi: number; readonly bidCentsPerChi: number } | null;
}

/** These materials (those that exist) with the rate of each in force at an instant, in one query. */
export async function materialsAtRates(executor: Executor, materialIds: readonly number[], instant: Date): Promise<MaterialAtRate[]> {
  if (materialIds.length === 0) return [];
  const rows = await queryPrepared<{ id: number; code: string; purity: number; active: boolean; ask: number | null; bid: number | null }>(
    executor,
    sql`SELECT m.id, m.code, m.purity, m.active, r.ask_cents_per_chi AS ask, r.bid_cents_per_chi AS bid
          FROM ${materialCategories} m
          LEFT JOIN LATERAL (
            SELECT ask_cents_per_chi, bid_cents_per_chi FROM ${materialRates} r
             WHERE r.material_id = m.id AND r.effective_at <= ${instant.toISOString()}::timestamptz
             ORDER BY r.effective_at DESC, r.id DESC LIMIT 1) r ON true
         WHERE m.id IN (${sql.join(
           [...new Set(materialIds)].map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    purity: r.purity,
    active: r.active,
    rate: r.ask === null || r.bid === null ? null : { askCentsPerChi: r.ask, bidCentsPerChi: r.bid },
  }));
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
