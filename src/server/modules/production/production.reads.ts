import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../platform/db/database';
import { preOrders, productionEvents, productionItems } from './production.tables';
import type { ProductionStage } from './production-stages';

/**
 * What other modules may read of production items and pre-orders: named read
 * functions, and read models (subqueries) to join in their own queries. Only
 * this module touches the tables (docs/architecture.md, "Boundaries").
 */

const itemRefColumns = {
  id: productionItems.id,
  code: productionItems.code,
  description: productionItems.description,
  materialId: productionItems.materialId,
  categoryId: productionItems.categoryId,
  preOrderId: productionItems.preOrderId,
  photoUrl: productionItems.photoUrl,
  stage: productionItems.stage,
  stageSince: productionItems.stageSince,
};

/** A production item as other modules see it. */
export interface ProductionItemRef {
  readonly id: number;
  readonly code: string;
  readonly description: string;
  readonly materialId: number;
  readonly categoryId: number | null;
  readonly preOrderId: number | null;
  readonly photoUrl: string | null;
  readonly stage: ProductionStage;
  readonly stageSince: Date;
}

/** The production items read model, to join: `const i = productionItemRefs('i')` then `.innerJoin(i, eq(i.id, …))`. */
export const productionItemRefs = <A extends string = 'production_item_refs'>(alias?: A) =>
  new QueryBuilder().select(itemRefColumns).from(productionItems).as(alias ?? ('production_item_refs' as A));

/** The pre-orders read model (id and number), to join like `productionItemRefs`. */
export const preOrderRefs = <A extends string = 'pre_order_refs'>(alias?: A) =>
  new QueryBuilder().select({ id: preOrders.id, number: preOrders.number }).from(preOrders).as(alias ?? ('pre_order_refs' as A));

export async function productionItemsByIds(executor: Executor, ids: readonly number[]): Promise<ProductionItemRef[]> {
  if (ids.length === 0) return [];
  return executor.select(itemRefColumns).from(productionItems).where(inArray(productionItems.id, [...new Set(ids)]));
}

/** The items, locked until the transaction ends: another module moves them on (stock takes finished items in). */
export async function lockProductionItems(tx: Tx, ids: readonly number[]): Promise<ProductionItemRef[]> {
  if (ids.length === 0) return [];
  return tx.select(itemRefColumns).from(productionItems).where(inArray(productionItems.id, [...new Set(ids)])).for('update');
}

/** The item codes among these that production already uses. */
export async function productionItemCodesIn(executor: Executor, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  return (await executor.select({ code: productionItems.code }).from(productionItems).where(inArray(productionItems.code, [...codes]))).map((r) => r.code);
}

/** The weight last recorded on an item (mg), as a scalar subquery; null when none was. */
export const lastItemWeightMgSql = (itemId: AnyPgColumn | SQL): SQL =>
  sql`(SELECT e.weight_mg FROM ${productionEvents} e WHERE e.item_id = ${itemId} AND e.weight_mg IS NOT NULL ORDER BY e.id DESC LIMIT 1)`;

/** An item's moves on the board (from and to stage, the cast that moved it), in the order they were made. */
export async function itemMoves(executor: Executor, itemId: number): Promise<{ from: ProductionStage | null; to: ProductionStage; castId: number | null }[]> {
  return executor
    .select({ from: productionEvents.fromStage, to: productionEvents.toStage, castId: productionEvents.castId })
    .from(productionEvents)
    .where(eq(productionEvents.itemId, itemId))
    .orderBy(asc(productionEvents.id));
}

/** How many events the board has recorded, every item's together. */
export async function productionEventCount(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(productionEvents);
  return Number(row?.n ?? 0);
}

/** The first item of that description (the demos find the items they made by it). */
export async function productionItemIdByDescription(executor: Executor, description: string): Promise<number | undefined> {
  const [item] = await executor.select({ id: productionItems.id }).from(productionItems).where(eq(productionItems.description, description)).orderBy(asc(productionItems.id)).limit(1);
  return item?.id;
}

/** The pre-order of that design reference (the demos find theirs by it). */
export async function preOrderIdByDesignRef(executor: Executor, designRef: string): Promise<number | undefined> {
  const [order] = await executor.select({ id: preOrders.id }).from(preOrders).where(eq(preOrders.designRef, designRef));
  return order?.id;
}

/**
 * For demos and tests only: items put straight at a stage (made long ago,
 * say), without the board's events; real moves go through `moveItem`.
 */
export async function seedItemsAtStage(tx: Tx, ids: readonly number[], stage: ProductionStage, stageSince?: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(productionItems).set(stageSince ? { stage, stageSince } : { stage }).where(inArray(productionItems.id, [...ids]));
}

/** For demos and tests only: an item written straight at a stage, without the board's events. */
export async function seedProductionItem(
  tx: Executor,
  item: { code: string; description: string; materialId: number; stage: ProductionStage; categoryId?: number | null; preOrderId?: number | null },
): Promise<ProductionItemRef> {
  const [row] = await tx.insert(productionItems).values(item).returning(itemRefColumns);
  return row!;
}

/** For demos and tests only: items written straight at a stage, in the order given. */
export async function seedProductionItems(
  tx: Executor,
  items: readonly { code: string; description: string; materialId: number; stage: ProductionStage; categoryId?: number | null }[],
): Promise<ProductionItemRef[]> {
  if (items.length === 0) return [];
  return tx.insert(productionItems).values([...items]).returning(itemRefColumns);
}
