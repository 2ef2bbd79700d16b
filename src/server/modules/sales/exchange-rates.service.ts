import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExchangeRate, GetExchangeRatesResponse, SetExchangeRateBody } from '../../../shared/contracts/sales/exchange-rate';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Db, type Executor, type Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/platform.tables';
import { exchangeRates } from './sales.tables';

const columns = {
  id: exchangeRates.id,
  khrPerUsd: exchangeRates.khrPerUsd,
  effectiveAt: exchangeRates.effectiveAt,
  createdBy: users.username,
  createdAt: exchangeRates.createdAt,
};

type Row = { id: number; khrPerUsd: number; effectiveAt: Date; createdBy: string | null; createdAt: Date };
const toRate = (row: Row): ExchangeRate => ({ ...row, effectiveAt: row.effectiveAt.toISOString(), createdAt: row.createdAt.toISOString() });

/** Riel per dollar in force at an instant, as a scalar subquery (NULL before the owner has set one). */
export const khrPerUsdSql = (instant: Date) =>
  sql`(SELECT ${exchangeRates.khrPerUsd} FROM ${exchangeRates} WHERE ${exchangeRates.effectiveAt} <= ${instant.toISOString()}::timestamptz
        ORDER BY ${exchangeRates.effectiveAt} DESC, ${exchangeRates.id} DESC LIMIT 1)`;

/** Riel per dollar in force at `instant`; a sale cannot be priced before the owner has set one. */
export async function khrPerUsdAt(executor: Executor, instant: Date = new Date()): Promise<number> {
  const [row] = await queryRows<{ khr_per_usd: number | null }>(executor, sql`SELECT ${khrPerUsdSql(instant)} AS khr_per_usd`);
  return khrPerUsdOrRefuse(row?.khr_per_usd ?? null);
}

export function khrPerUsdOrRefuse(khrPerUsd: number | null): number {
  if (khrPerUsd === null) throw new AppError(422, 'sales.noExchangeRate');
  return khrPerUsd;
}

export async function getExchangeRates(db: Db): Promise<GetExchangeRatesResponse> {
  const history = await db
    .select(columns)
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.createdBy))
    .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
    .limit(200);
  const now = Date.now();
  const current = history.find((r) => r.effectiveAt.getTime() <= now) ?? null;
  return { current: current ? toRate(current) : null, history: history.map(toRate) };
}

/** A new rate (never edited: a later one supersedes it). */
export async function setExchangeRate(db: Db, actor: Actor, input: SetExchangeRateBody): Promise<ExchangeRate> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({ khrPerUsd: input.khrPerUsd, effectiveAt: input.effectiveAt ? new Date(input.effectiveAt) : sql`now()`, createdBy: actor.userId })
      .returning({ id: exchangeRates.id });
    await audit(tx, actor, { action: 'sales.exchangeRate', entity: 'exchangeRate', entityId: row!.id, after: input });
    const [rate] = await tx.select(columns).from(exchangeRates).leftJoin(users, eq(users.id, exchangeRates.createdBy)).where(eq(exchangeRates.id, row!.id));
    return toRate(rate!);
  });
}

/**
 * The riel rate of a morning-rates publish (materials' publishRates), written
 * in its transaction at its instant with its id; the publish audits it.
 */
export async function insertPublishedExchangeRate(
  tx: Tx,
  actor: Actor,
  input: { readonly khrPerUsd: number; readonly effectiveAt: Date; readonly publicationId: number },
): Promise<void> {
  await tx.insert(exchangeRates).values({ ...input, createdBy: actor.userId });
}

/** The riel rate each of these morning-rates publishes wrote, by publication id (those that wrote none are absent). */
export async function publishedExchangeRates(executor: Executor, publicationIds: readonly number[]): Promise<Map<number, number>> {
  if (publicationIds.length === 0) return new Map();
  const rows = await executor
    .select({ publicationId: exchangeRates.publicationId, khrPerUsd: exchangeRates.khrPerUsd })
    .from(exchangeRates)
    .where(inArray(exchangeRates.publicationId, [...publicationIds]));
  return new Map(rows.map((row) => [row.publicationId!, row.khrPerUsd]));
}

/**
 * The riel rate as the rate board reads it: the one in force now and when it
 * took effect. The two SQL pieces below serve the board's one-query change
 * signature and its next change; they live here so the board reads no sales table.
 */
export async function exchangeRateInForce(executor: Executor): Promise<{ khrPerUsd: number; effectiveAt: Date } | null> {
  const [row] = await queryRows<{ khr_per_usd: number; effective_at: Date | string }>(
    executor,
    sql`SELECT khr_per_usd, effective_at FROM ${exchangeRates} WHERE effective_at <= now() ORDER BY effective_at DESC, id DESC LIMIT 1`,
  );
  return row ? { khrPerUsd: row.khr_per_usd, effectiveAt: new Date(row.effective_at) } : null;
}
/** The newest riel rate in force, by id (a new one has a higher id). */
export const exchangeRateInForceIdSql = sql`(SELECT max(id) FROM ${exchangeRates} WHERE effective_at <= now())`;
/** When the next riel rate published for later comes into force, or null. */
export const nextExchangeRateAtSql = sql`(SELECT min(effective_at) FROM ${exchangeRates} WHERE effective_at > now())`;
