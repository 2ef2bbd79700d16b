import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  PreOrder,
  PreOrderWithItems,
  ProductionEvent,
  ProductionItem,
} from '../../../shared/contracts/production/production-item';
import type { Page } from '../../../shared/contracts/common';
import { audit, type Actor } from '../../platform/audit';
import type { Db, Executor, Tx } from '../../platform/db/database';
import { inTransaction, postgresErrorCode } from '../../platform/db/transaction';
import { AppError, badInput, notFound, ruleBroken } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { runIdempotent, type IdempotentResult } from '../../platform/idempotency';
import { nextDocumentNumber } from '../../platform/numbering';
import { users } from '../../platform/platform.tables';
import { likePattern, pageOffset } from '../../platform/records/record-helpers';
import { jewelryCategoryRefusals } from '../stock';
import { designerMayMove, designerMayRecord, labelNamesStage } from './design-scope';
import { moveItems } from './item-moves';
import type { ProductionStage } from './production-stages';
import { itemFields, toItem } from './item-rows';
import { preOrders, productionEvents, productionItems } from './production.tables';

/** What the caller may do to items: everything (production.write) or the design steps only (production.design). */
export type MoveScope = 'all' | 'design';

export { findItemGroups, findUnfinished, getBoard, getDesignQueue } from './follow-up.service';

// ---------- reading items ----------

const selectItems = (executor: Executor) =>
  executor.select(itemFields).from(productionItems).leftJoin(preOrders, eq(preOrders.id, productionItems.preOrderId));

async function itemById(executor: Executor, id: number): Promise<ProductionItem> {
  const [row] = await selectItems(executor).where(eq(productionItems.id, id));
  if (!row) throw notFound('item');
  return toItem(row);
}

export const getItem = (db: Db, id: number) => itemById(db, id);

/** `/tracker_item`: a typed or scanned code, already in capitals. */
export async function getItemByCode(db: Db, code: string): Promise<ProductionItem> {
  const [row] = await selectItems(db).where(eq(productionItems.code, code));
  if (!row) throw notFound('item');
  return toItem(row);
}

export interface ItemFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly stage?: ProductionStage | undefined;
  readonly materialId?: number | undefined;
  readonly designerStaffId?: number | undefined;
  readonly preOrderId?: number | undefined;
  readonly search?: string | undefined;
  readonly order: 'stageSince' | '-stageSince';
}

export async function findItems(db: Db, filter: ItemFilter): Promise<Page<ProductionItem>> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.stage) conditions.push(eq(productionItems.stage, filter.stage));
  if (filter.materialId) conditions.push(eq(productionItems.materialId, filter.materialId));
  if (filter.designerStaffId) conditions.push(eq(productionItems.designerStaffId, filter.designerStaffId));
  if (filter.preOrderId) conditions.push(eq(productionItems.preOrderId, filter.preOrderId));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(productionItems.code, pattern), ilike(productionItems.description, pattern)));
  }
  const where = and(...conditions);
  const direction = filter.order === 'stageSince' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(direction(productionItems.stageSince), direction(productionItems.id))
      .limit(filter.pageSize)
      .offset(pageOffset(filter)),
    db.select({ n: count() }).from(productionItems).where(where),
  ]);
  return { items: rows.map(toItem), total: total!.n, page: filter.page, pageSize: filter.pageSize };
}

/** The timeline of an item, oldest first. */
export async function findItemEvents(db: Db, itemId: number): Promise<{ items: ProductionEvent[] }> {
  await itemById(db, itemId);
  const rows = await db
    .select({ event: productionEvents, userId: users.id, username: users.username })
    .from(productionEvents)
    .leftJoin(users, eq(users.id, productionEvents.createdBy))
    .where(eq(productionEvents.itemId, itemId))
    .orderBy(asc(productionEvents.id));
  return {
    items: rows.map(({ event, userId, username }) => ({
      id: event.id,
      itemId: event.itemId,
      fromStage: event.fromStage,
      toStage: event.toStage,
      label: event.label,
      weightMg: event.weightMg,
      photoUrl: event.photoUrl,
      note: event.note,
      castId: event.castId,
      createdBy: userId !== null && username !== null ? { id: userId, username } : null,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

// ---------- creating items and pre-orders ----------

export interface NewPiece {
  readonly description: string;
  readonly materialId: number;
  readonly categoryId: number | null;
  readonly designerStaffId: number | null;
  readonly targetWeightMg: number | null;
  readonly designRef?: string;
  readonly photoUrl?: string | null;
}

/** A foreign key refused a material, designer or category (PostgreSQL 23503): a 404 naming which. */
function missingReference(error: unknown): unknown {
  if (postgresErrorCode(error) !== '23503') return error;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string')
      return notFound(constraint.includes('designer') ? 'designer' : constraint.includes('category') ? 'jewelry category' : 'material');
  }
  return notFound('material or designer');
}

/** An unknown or deactivated jewelry category is bad input on its field (`fieldOf(i)` names piece i's). */
async function refuseUnusableCategories(tx: Tx, pieces: readonly NewPiece[], fieldOf: (index: number) => string): Promise<void> {
  const refusals = await jewelryCategoryRefusals(tx, pieces.map((piece) => piece.categoryId));
  const fields: Record<string, MessageKey> = {};
  refusals.forEach((refusal, i) => {
    if (refusal) fields[fieldOf(i)] = refusal;
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

/** Numbers and inserts the pieces at `ordering`, each with its creation event. */
async function insertPieces(tx: Tx, actor: Actor, pieces: readonly NewPiece[], preOrderId: number | null): Promise<number[]> {
  const ids: number[] = [];
  for (const piece of pieces) {
    const code = await nextDocumentNumber(tx, 'IT');
    const [row] = await tx
      .insert(productionItems)
      .values({
        code,
        preOrderId,
        description: piece.description,
        designRef: piece.designRef ?? '',
        photoUrl: piece.photoUrl ?? null,
        materialId: piece.materialId,
        categoryId: piece.categoryId,
        designerStaffId: piece.designerStaffId,
        targetWeightMg: piece.targetWeightMg,
        stage: 'ordering',
        createdBy: actor.userId,
      })
      .returning({ id: productionItems.id, stageSince: productionItems.stageSince });
    await tx.insert(productionEvents).values({
      itemId: row!.id,
      fromStage: null,
      toStage: 'ordering',
      label: 'order',
      createdBy: actor.userId,
      createdAt: row!.stageSince,
    });
    ids.push(row!.id);
  }
  return ids;
}

/** An item for stock, without a pre-order. */
export async function createItem(db: Db, actor: Actor, piece: NewPiece): Promise<ProductionItem> {
  try {
    return await inTransaction(db, async (tx) => {
      await refuseUnusableCategories(tx, [piece], () => 'categoryId');
      const [id] = await insertPieces(tx, actor, [piece], null);
      const item = await itemById(tx, id!);
      await audit(tx, actor, { action: 'productionItem.create', entity: 'productionItem', entityId: item.id, after: item });
      return item;
    });
  } catch (error) {
    throw missingReference(error);
  }
}

type PreOrderRow = typeof preOrders.$inferSelect;
const toPreOrder = (row: PreOrderRow, itemCount: number): PreOrder => ({
  id: row.id,
  number: row.number,
  customerName: row.customerName,
  customerPhone: row.customerPhone,
  designRef: row.designRef,
  note: row.note,
  depositMinor: row.depositMinor,
  depositCurrency: row.depositCurrency,
  promisedOn: row.promisedOn,
  photos: row.photos,
  itemCount,
  createdAt: row.createdAt.toISOString(),
});

async function preOrderWithItems(executor: Executor, id: number): Promise<PreOrderWithItems> {
  const [row] = await executor.select().from(preOrders).where(eq(preOrders.id, id));
  if (!row) throw notFound('pre-order');
  const items = await selectItems(executor).where(eq(productionItems.preOrderId, id)).orderBy(asc(productionItems.id));
  return { ...toPreOrder(row, items.length), items: items.map(toItem) };
}

export const getPreOrder = (db: Db, id: number) => preOrderWithItems(db, id);

export interface NewPreOrder {
  readonly customerName: string;
  readonly customerPhone: string;
  readonly designRef: string;
  readonly note: string;
  readonly depositMinor: number;
  readonly depositCurrency: 'USD' | 'KHR';
  readonly promisedOn: string | null;
  readonly photos: string[];
  readonly items: readonly Omit<NewPiece, 'designRef' | 'photoUrl'>[];
}

/**
 * The pre-order and its pieces, numbered without gaps, in one transaction. It
 * records a deposit, so it runs once per Idempotency-Key (DESIGN §5): a
 * double-tapped submit gives the first pre-order back.
 */
export async function createPreOrder(
  db: Db,
  actor: Actor,
  input: NewPreOrder,
  idempotencyKey?: string,
): Promise<IdempotentResult<PreOrderWithItems>> {
  const { items, ...order } = input;
  try {
    return await runIdempotent(db, { key: idempotencyKey, userId: actor.userId ?? 0, request: input }, async (tx) => {
      await refuseUnusableCategories(tx, items, (i) => `items.${i}.categoryId`);
      const number = await nextDocumentNumber(tx, 'PO');
      const [row] = await tx.insert(preOrders).values({ ...order, number, createdBy: actor.userId }).returning({ id: preOrders.id });
      const photoUrl = order.photos[0] ?? null;
      await insertPieces(
        tx,
        actor,
        items.map((piece) => ({ ...piece, designRef: order.designRef, photoUrl })),
        row!.id,
      );
      const created = await preOrderWithItems(tx, row!.id);
      await audit(tx, actor, { action: 'preOrder.create', entity: 'preOrder', entityId: created.id, after: created });
      return created;
    });
  } catch (error) {
    throw missingReference(error);
  }
}

export async function findPreOrders(db: Db, filter: { page: number; pageSize: number; search?: string | undefined }): Promise<Page<PreOrder>> {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const where = pattern
    ? or(ilike(preOrders.number, pattern), ilike(preOrders.customerName, pattern), ilike(preOrders.customerPhone, pattern))
    : undefined;
  // Spelled out: inside a select, drizzle writes columns without their table, and `"pre_order_id" = "id"` compares the item with itself.
  const itemCount = sql<number>`(SELECT count(*) FROM production_items i WHERE i.pre_order_id = "pre_orders"."id")`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: preOrders, itemCount })
      .from(preOrders)
      .where(where)
      .orderBy(desc(preOrders.id))
      .limit(filter.pageSize)
      .offset(pageOffset(filter)),
    db.select({ n: count() }).from(preOrders).where(where),
  ]);
  return { items: rows.map((r) => toPreOrder(r.order, r.itemCount)), total: total!.n, page: filter.page, pageSize: filter.pageSize };
}

// ---------- moving items ----------

export interface MoveRequest {
  readonly to: ProductionStage;
  readonly label: string | null;
  readonly weightMg: number | null;
  readonly photoUrl: string | null;
  readonly note: string;
}

async function lockedStage(tx: Tx, id: number): Promise<ProductionStage> {
  const [row] = await tx.select({ stage: productionItems.stage }).from(productionItems).where(eq(productionItems.id, id)).for('update');
  if (!row) throw notFound('item');
  return row.stage;
}

/** One stage change through the stage table (item-moves.ts), audited. */
export async function moveItem(db: Db, actor: Actor, id: number, move: MoveRequest, scope: MoveScope): Promise<ProductionItem> {
  return inTransaction(db, async (tx) => {
    const from = await lockedStage(tx, id);
    if (scope === 'design' && !designerMayMove(from, move.to)) throw new AppError(403, 'production.designOnly');
    if (move.label !== null && !labelNamesStage(move.label, move.to))
      throw ruleBroken('production.labelNotForStage', { label: move.label, stage: move.to });
    await moveItems(tx, actor, [id], move);
    const item = await itemById(tx, id);
    await audit(tx, actor, { action: 'productionItem.move', entity: 'productionItem', entityId: id, before: { stage: from }, after: { stage: move.to, label: move.label } });
    return item;
  });
}

export type StepRequest = Omit<MoveRequest, 'to' | 'label'> & { readonly label: string };

/** A step within the current stage (e.g. design_finish): an event, no move. */
export async function recordItemStep(db: Db, actor: Actor, id: number, step: StepRequest, scope: MoveScope): Promise<ProductionItem> {
  return inTransaction(db, async (tx) => {
    const stage = await lockedStage(tx, id);
    if (scope === 'design' && !designerMayRecord(step.label)) throw new AppError(403, 'production.designOnly');
    if (!labelNamesStage(step.label, stage)) throw ruleBroken('production.labelNotForStage', { label: step.label, stage });
    await tx.insert(productionEvents).values({ itemId: id, fromStage: stage, toStage: stage, ...step, createdBy: actor.userId });
    await audit(tx, actor, { action: 'productionItem.step', entity: 'productionItem', entityId: id, after: { stage, label: step.label } });
    return itemById(tx, id);
  });
}
