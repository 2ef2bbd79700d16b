import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  PreOrder,
  PreOrderWithItems,
  ProductionEvent,
  ProductionItem,
} from '../../../shared/contracts/production/production-item';
import type { GetBoardResponse } from '../../../shared/contracts/production/get-board';
import type { DesignQueueItem, GetDesignQueueResponse } from '../../../shared/contracts/production/get-design-queue';
import type { FindUnfinishedResponse } from '../../../shared/contracts/production/find-unfinished';
import {
  maxItemsPerGroup,
  type FindItemGroupsResponse,
  type ItemGroupBy,
} from '../../../shared/contracts/production/find-item-groups';
import type { Page } from '../../../shared/contracts/common';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Db, type Executor, type Tx } from '../../platform/db/database';
import { inTransaction, postgresErrorCode } from '../../platform/db/transaction';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import { runIdempotent, type IdempotentResult } from '../../platform/idempotency';
import { nextDocumentNumber } from '../../platform/numbering';
import { users } from '../../platform/platform.tables';
import { likePattern, pageOffset } from '../../platform/records/record-helpers';
import { designerMayMove, designerMayRecord, labelNamesStage } from './design-scope';
import { moveItems } from './item-moves';
import { productionStages, workStages, type ProductionStage } from './production-stages';
import { preOrders, productionEvents, productionItems } from './production.tables';

/** What the caller may do to items: everything (production.write) or the design steps only (production.design). */
export type MoveScope = 'all' | 'design';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

// ---------- reading items ----------

interface ItemRow {
  id: number;
  code: string;
  preOrderId: number | null;
  preOrderNumber: string | null;
  description: string;
  designRef: string;
  photoUrl: string | null;
  materialId: number;
  designerStaffId: number | null;
  targetWeightMg: number | null;
  stage: ProductionStage;
  stageSince: Date | string;
  createdAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toItem = (row: ItemRow): ProductionItem => ({
  id: row.id,
  code: row.code,
  preOrderId: row.preOrderId,
  preOrderNumber: row.preOrderNumber,
  description: row.description,
  designRef: row.designRef,
  photoUrl: row.photoUrl,
  materialId: row.materialId,
  designerStaffId: row.designerStaffId,
  targetWeightMg: row.targetWeightMg === null ? null : Number(row.targetWeightMg),
  stage: row.stage,
  stageSince: iso(row.stageSince),
  createdAt: iso(row.createdAt),
});

const itemFields = {
  id: productionItems.id,
  code: productionItems.code,
  preOrderId: productionItems.preOrderId,
  preOrderNumber: preOrders.number,
  description: productionItems.description,
  designRef: productionItems.designRef,
  photoUrl: productionItems.photoUrl,
  materialId: productionItems.materialId,
  designerStaffId: productionItems.designerStaffId,
  targetWeightMg: productionItems.targetWeightMg,
  stage: productionItems.stage,
  stageSince: productionItems.stageSince,
  createdAt: productionItems.createdAt,
};

/** The same columns for raw queries over `production_items i LEFT JOIN pre_orders po`. */
const itemColumnsSql = sql.raw(`i.id, i.code, i.pre_order_id AS "preOrderId", po.number AS "preOrderNumber", i.description,
  i.design_ref AS "designRef", i.photo_url AS "photoUrl", i.material_id AS "materialId",
  i.designer_staff_id AS "designerStaffId", i.target_weight_mg AS "targetWeightMg", i.stage,
  i.stage_since AS "stageSince", i.created_at AS "createdAt"`);

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
  readonly designerStaffId: number | null;
  readonly targetWeightMg: number | null;
  readonly designRef?: string;
  readonly photoUrl?: string | null;
}

/** A foreign key refused a material or designer (PostgreSQL 23503): a 404 naming which. */
function missingReference(error: unknown): unknown {
  if (postgresErrorCode(error) !== '23503') return error;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return notFound(constraint.includes('designer') ? 'designer' : 'material');
  }
  return notFound('material or designer');
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
  const itemCount = sql<number>`(SELECT count(*) FROM ${productionItems} WHERE ${productionItems.preOrderId} = ${preOrders.id})`.mapWith(Number);
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

// ---------- follow-up ----------

function followUpFilter(filter: { materialId?: number | undefined; designerStaffId?: number | undefined; preOrderOnly?: boolean | undefined }): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.materialId) parts.push(sql`i.material_id = ${filter.materialId}`);
  if (filter.designerStaffId) parts.push(sql`i.designer_staff_id = ${filter.designerStaffId}`);
  if (filter.preOrderOnly) parts.push(sql`i.pre_order_id IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}

const stageList = (stages: readonly string[]) => sql.join(stages.map((s) => sql`${s}`), sql`, `);

/** The item with its whole hours in the current stage (the board's and the groups' age). */
const waitingItem = (row: ItemRow, now: number) => {
  const item = toItem(row);
  return { ...item, ageHours: Math.max(0, Math.floor((now - Date.parse(item.stageSince)) / hourMs)) };
};

export interface BoardFilter {
  readonly materialId?: number | undefined;
  readonly designerStaffId?: number | undefined;
  readonly preOrderOnly?: boolean | undefined;
  readonly perStage: number;
}

/**
 * `/follow`: counts per work stage and the longest-waiting items of each.
 * Reads production_items only, through its (stage, stage_since) index: one
 * short index walk per stage, never the events.
 */
export async function getBoard(db: Db, filter: BoardFilter): Promise<GetBoardResponse> {
  const where = followUpFilter(filter);
  const [counts, waiting] = await Promise.all([
    queryRows<{ stage: ProductionStage; n: number | string }>(
      db,
      sql`SELECT i.stage, count(*) AS n FROM production_items i WHERE i.stage IN (${stageList(workStages)}) AND ${where} GROUP BY i.stage`,
    ),
    queryRows<ItemRow>(
      db,
      sql`SELECT w.* FROM unnest(ARRAY[${stageList(workStages)}]::text[]) AS s(stage)
        CROSS JOIN LATERAL (
          SELECT ${itemColumnsSql} FROM production_items i LEFT JOIN pre_orders po ON po.id = i.pre_order_id
          WHERE i.stage = s.stage AND ${where}
          ORDER BY i.stage_since, i.id LIMIT ${filter.perStage}
        ) w`,
    ),
  ]);
  const now = Date.now();
  const items = waiting.map((row) => waitingItem(row, now));
  return {
    stages: workStages.map((stage) => ({
      stage,
      count: Number(counts.find((c) => c.stage === stage)?.n ?? 0),
      items: items.filter((i) => i.stage === stage),
    })),
    generatedAt: new Date(now).toISOString(),
  };
}

const maxDesignQueue = 500;

/** `/follow-up/design`: items at ordering or designing per designer, with the latest design step. */
export async function getDesignQueue(db: Db, filter: { designerStaffId?: number | undefined }): Promise<GetDesignQueueResponse> {
  const rows = await queryRows<ItemRow & { designLabel: DesignQueueItem['designLabel']; designLabelAt: Date | string | null }>(
    db,
    // The lateral join runs only for the items listed, through the events' (item_id, id) index.
    sql`SELECT q.*, d.label AS "designLabel", d.created_at AS "designLabelAt"
      FROM (
        SELECT ${itemColumnsSql} FROM production_items i LEFT JOIN pre_orders po ON po.id = i.pre_order_id
        WHERE i.stage IN ('ordering', 'designing') AND ${followUpFilter(filter)}
        ORDER BY i.designer_staff_id NULLS LAST, i.stage_since, i.id
        LIMIT ${maxDesignQueue + 1}
      ) q
      LEFT JOIN LATERAL (
        SELECT e.label, e.created_at FROM production_events e
        WHERE e.item_id = q.id AND e.label IN ('design_progress', 'design_finish')
        ORDER BY e.id DESC LIMIT 1
      ) d ON true
      ORDER BY q."designerStaffId" NULLS LAST, q."stageSince", q.id`,
  );
  const designers: GetDesignQueueResponse['designers'] = [];
  for (const row of rows.slice(0, maxDesignQueue)) {
    const item: DesignQueueItem = {
      ...toItem(row),
      designLabel: row.designLabel,
      designLabelAt: row.designLabelAt === null ? null : iso(row.designLabelAt),
    };
    const group = designers.at(-1);
    if (group && group.designerStaffId === item.designerStaffId) group.items.push(item);
    else designers.push({ designerStaffId: item.designerStaffId, items: [item] });
  }
  return { designers, truncated: rows.length > maxDesignQueue };
}

/** The shop day of an instant (Asia/Phnom_Penh is UTC+7 all year). */
export const shopDayOf = (instant: Date) => new Date(instant.getTime() + 7 * hourMs).toISOString().slice(0, 10);

export interface UnfinishedFilter {
  readonly stuckDays: number;
  readonly materialId?: number | undefined;
  readonly limit: number;
}

/** `/follow-up/unfinished`: late pre-order items and items stuck in one stage. */
export async function findUnfinished(db: Db, filter: UnfinishedFilter, now = new Date()): Promise<FindUnfinishedResponse> {
  const today = shopDayOf(now);
  const where = followUpFilter(filter);
  const open = sql`i.stage NOT IN ('stock', 'cancelled')`;
  const lateWhere = sql`po.promised_on < ${today} AND ${open} AND ${where}`;
  const stuckWhere = sql`i.stage_since < ${new Date(now.getTime() - filter.stuckDays * dayMs).toISOString()} AND ${open} AND ${where}`;
  const from = sql`production_items i LEFT JOIN pre_orders po ON po.id = i.pre_order_id`;
  const [late, [lateTotal], stuck, [stuckTotal]] = await Promise.all([
    queryRows<ItemRow & { promisedOn: string }>(
      db,
      sql`SELECT ${itemColumnsSql}, po.promised_on AS "promisedOn" FROM ${from} WHERE ${lateWhere} ORDER BY po.promised_on, i.id LIMIT ${filter.limit}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${from} WHERE ${lateWhere}`),
    queryRows<ItemRow>(db, sql`SELECT ${itemColumnsSql} FROM ${from} WHERE ${stuckWhere} ORDER BY i.stage_since, i.id LIMIT ${filter.limit}`),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${from} WHERE ${stuckWhere}`),
  ]);
  const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
  return {
    today,
    late: late.map((row) => ({ ...toItem(row), promisedOn: row.promisedOn, daysLate: dayNumber(today) - dayNumber(row.promisedOn) })),
    lateTotal: Number(lateTotal!.n),
    stuck: stuck.map((row) => {
      const item = toItem(row);
      return { ...item, daysInStage: Math.floor((now.getTime() - Date.parse(item.stageSince)) / dayMs) };
    }),
    stuckTotal: Number(stuckTotal!.n),
  };
}

export interface ItemGroupFilter {
  readonly by: ItemGroupBy;
  readonly search?: string | undefined;
  readonly materialId?: number | undefined;
  readonly includeFinished?: boolean | undefined;
  readonly page: number;
  readonly pageSize: number;
}

type GroupRow = Record<ProductionStage, number | string> & {
  key: string;
  itemCount: number | string;
  promisedOn: string | null;
  late: boolean;
  preOrderCount: number | string;
  preOrderIds: (number | null)[] | null;
  lastPreOrderId: number | null;
  lastNumber: string | null;
  customerName: string | null;
  customerPhone: string | null;
  total: number | string;
};

const phoneDigitsSql = sql.raw(`regexp_replace(po.customer_phone, '[^0-9]', '', 'g')`);

/** A group's key: the pre-order (or `stock`), or the customer by phone digits, else by name (`po` is the pre-order). */
const groupKeySql = (by: ItemGroupBy, preOrderId: SQL): SQL =>
  by === 'order'
    ? sql`coalesce('order-' || ${preOrderId}, 'stock')`
    : sql`CASE WHEN ${phoneDigitsSql} <> '' THEN 'phone-' || ${phoneDigitsSql} ELSE 'name-' || lower(btrim(po.customer_name)) END`;

function itemGroupWhere(filter: ItemGroupFilter): SQL {
  const parts: SQL[] = [followUpFilter({ materialId: filter.materialId, preOrderOnly: filter.by === 'customer' })];
  if (!filter.includeFinished) parts.push(sql`i.stage NOT IN ('stock', 'cancelled')`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = [sql`po.number ILIKE ${pattern}`, sql`po.customer_name ILIKE ${pattern}`, sql`po.customer_phone ILIKE ${pattern}`];
    // "012345678" finds "012 345 678": a phone typed without its spaces.
    const digits = filter.search.replace(/[\s+().\-/]/g, '');
    if (/^\d+$/.test(digits)) matches.push(sql`${phoneDigitsSql} LIKE ${`%${digits}%`}`);
    parts.push(sql`(${sql.join(matches, sql` OR `)})`);
  }
  return sql.join(parts, sql` AND `);
}

const perStage = (aggregate: (stage: ProductionStage) => SQL) =>
  sql.join(productionStages.map((stage) => sql`${aggregate(stage)} AS ${sql.identifier(stage)}`), sql`, `);

/**
 * `/follow-group`: the matching items are counted per pre-order and stage,
 * pivoted to one row per pre-order (a group by order; summed per customer),
 * and only the page of groups kept; a second query reads the listed groups'
 * items, longest-waiting first. About 15 ms on 50,000 items on PostgreSQL.
 */
export async function findItemGroups(db: Db, filter: ItemGroupFilter, now = new Date()): Promise<FindItemGroupsResponse> {
  const today = shopDayOf(now);
  const where = itemGroupWhere(filter);
  const from = sql`production_items i LEFT JOIN pre_orders po ON po.id = i.pre_order_id`;
  const late = sql`po.promised_on < ${today} AND o.in_work`;
  // By order a group is one row of per_order; by customer, the sum of its pre-orders' rows.
  const groupsSql =
    filter.by === 'order'
      ? sql`SELECT ${groupKeySql('order', sql`o.pre_order_id`)} AS key, o.n AS "itemCount", ${perStage((stage) => sql`o.${sql.identifier(stage)}`)},
          po.promised_on AS "promisedOn", coalesce(${late}, false) AS late, (o.pre_order_id IS NOT NULL)::int AS "preOrderCount",
          o.pre_order_id AS "lastPreOrderId", ARRAY[o.pre_order_id] AS "preOrderIds"
        FROM per_order o LEFT JOIN pre_orders po ON po.id = o.pre_order_id`
      : sql`SELECT ${groupKeySql('customer', sql`o.pre_order_id`)} AS key, sum(o.n) AS "itemCount",
          ${perStage((stage) => sql`sum(o.${sql.identifier(stage)})`)},
          min(po.promised_on) AS "promisedOn", coalesce(bool_or(${late}), false) AS late,
          count(*) AS "preOrderCount", max(o.pre_order_id) AS "lastPreOrderId", array_agg(o.pre_order_id) AS "preOrderIds"
        FROM per_order o JOIN pre_orders po ON po.id = o.pre_order_id GROUP BY 1`;
  const groups = await queryRows<GroupRow>(
    db,
    sql`WITH per_stage AS (
        SELECT i.pre_order_id, i.stage, count(*) AS n FROM ${from} WHERE ${where} GROUP BY i.pre_order_id, i.stage
      ), per_order AS (
        SELECT pre_order_id, sum(n) AS n, bool_or(stage NOT IN ('stock', 'cancelled')) AS in_work,
          ${perStage((stage) => sql`coalesce(sum(n) FILTER (WHERE stage = ${stage}), 0)`)}
        FROM per_stage GROUP BY pre_order_id
      ), g AS (${groupsSql})
      SELECT g.*, lp.number AS "lastNumber", lp.customer_name AS "customerName", lp.customer_phone AS "customerPhone",
        count(*) OVER () AS total
      FROM g LEFT JOIN pre_orders lp ON lp.id = g."lastPreOrderId"
      ORDER BY g."promisedOn" NULLS LAST, ${filter.by === 'order' ? sql`g."lastPreOrderId" NULLS LAST` : sql`lower(lp.customer_name)`}, g.key
      LIMIT ${filter.pageSize} OFFSET ${pageOffset(filter)}`,
  );
  const key = groupKeySql(filter.by, sql`i.pre_order_id`);
  const preOrderIds = groups.flatMap((g) => g.preOrderIds ?? []).filter((id) => id !== null).map(Number);
  const idList = sql.join(preOrderIds.map((id) => sql`${id}`), sql`, `);
  const [ordered, stock, counted] = await Promise.all([
    preOrderIds.length === 0
      ? []
      : queryRows<ItemRow & { groupKey: string }>(
          db,
          sql`SELECT * FROM (
              SELECT ${itemColumnsSql}, ${key} AS "groupKey",
                row_number() OVER (PARTITION BY ${key} ORDER BY i.stage_since, i.id) AS rank
              FROM ${from} WHERE i.pre_order_id IN (${idList}) AND ${where}
            ) w WHERE w.rank <= ${maxItemsPerGroup} ORDER BY w."stageSince", w.id`,
        ),
    // The stock group may hold thousands of items: a plain top-N, no window over all of them.
    !groups.some((g) => g.key === 'stock')
      ? []
      : queryRows<ItemRow & { groupKey: string }>(
          db,
          sql`SELECT ${itemColumnsSql}, 'stock' AS "groupKey" FROM ${from} WHERE i.pre_order_id IS NULL AND ${where}
            ORDER BY i.stage_since, i.id LIMIT ${maxItemsPerGroup}`,
        ),
    groups.length === 0 && filter.page > 1
      ? queryRows<{ n: number | string }>(db, sql`SELECT count(DISTINCT ${key}) AS n FROM ${from} WHERE ${where}`)
      : [],
  ]);
  const nowMs = now.getTime();
  const items = [...ordered, ...stock];
  return {
    by: filter.by,
    items: groups.map((g) => ({
      key: g.key,
      preOrderId: filter.by === 'order' ? g.lastPreOrderId : null,
      preOrderNumber: filter.by === 'order' ? g.lastNumber : null,
      preOrderCount: Number(g.preOrderCount),
      customerName: g.customerName,
      customerPhone: g.customerPhone,
      promisedOn: g.promisedOn,
      late: g.late,
      itemCount: Number(g.itemCount),
      stageCounts: productionStages
        .map((stage) => ({ stage, count: Number(g[stage]) }))
        .filter((s) => s.count > 0),
      items: items.filter((i) => i.groupKey === g.key).map((row) => waitingItem(row, nowMs)),
    })),
    total: Number(groups[0]?.total ?? counted[0]?.n ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
    today,
  };
}
