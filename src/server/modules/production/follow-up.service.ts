import { sql, type SQL } from 'drizzle-orm';
import type { BoardCard, GetBoardResponse } from '../../../shared/contracts/production/get-board';
import type { DesignQueueItem, GetDesignQueueResponse } from '../../../shared/contracts/production/get-design-queue';
import type { FindUnfinishedResponse } from '../../../shared/contracts/production/find-unfinished';
import {
  maxItemsPerGroup,
  type FindItemGroupsResponse,
  type ItemGroupBy,
} from '../../../shared/contracts/production/find-item-groups';
import { queryPrepared, queryRows, type Db } from '../../platform/db/database';
import { likePattern, pageOffset } from '../../platform/records/record-helpers';
import { shopTimeOf } from '../../platform/shop-time';
import { iso, itemColumnsSql, toItem, type ItemRow } from './item-rows';
import { productionStages, workStages, type ProductionStage } from './production-stages';

/** The follow-up reads (DESIGN §3.3): the board, the design queue, late and stuck items, groups by order or customer. */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

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
  // One statement, one round trip: each stage's count beside its longest-waiting items as
  // cards (a stage with none still gives one row, its card columns null). The cards are
  // built and aged by the database: the board is the busiest read of the workshop.
  const rows = await queryPrepared<Omit<BoardCard, 'id'> & { id: number | null; boardStage: ProductionStage; stageCount: number | string }>(
    db,
    sql`SELECT s.stage AS "boardStage", c.n AS "stageCount", w.* FROM unnest(ARRAY[${stageList(workStages)}]::text[]) AS s(stage)
      CROSS JOIN LATERAL (SELECT count(*) AS n FROM production_items i WHERE i.stage = s.stage AND ${where}) c
      LEFT JOIN LATERAL (
        SELECT i.id, i.code, i.description, po.number AS "preOrderNumber", i.photo_url AS "photoUrl",
               i.material_id AS "materialId", i.category_id AS "categoryId",
               greatest(0, floor(extract(epoch FROM now() - i.stage_since) / 3600))::int AS "ageHours"
          FROM production_items i LEFT JOIN pre_orders po ON po.id = i.pre_order_id
         WHERE i.stage = s.stage AND ${where}
         ORDER BY i.stage_since, i.id LIMIT ${filter.perStage}
      ) w ON true`,
  );
  return {
    stages: workStages.map((stage) => {
      const ofStage = rows.filter((row) => row.boardStage === stage);
      return {
        stage,
        count: Number(ofStage[0]?.stageCount ?? 0),
        items: ofStage.flatMap(({ boardStage: _, stageCount: __, id, ...card }) => (id === null ? [] : [{ id, ...card }])),
      };
    }),
    generatedAt: new Date().toISOString(),
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

export interface UnfinishedFilter {
  readonly stuckDays: number;
  readonly materialId?: number | undefined;
  readonly limit: number;
}

/** `/follow-up/unfinished`: late pre-order items and items stuck in one stage. */
export async function findUnfinished(db: Db, filter: UnfinishedFilter, now = new Date()): Promise<FindUnfinishedResponse> {
  const today = (await shopTimeOf(db)).dayOf(now);
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
  const today = (await shopTimeOf(db)).dayOf(now);
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
