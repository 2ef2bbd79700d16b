import { sql, type SQL } from 'drizzle-orm';
import type { StoneShape, StoneTarget } from '../../../shared/contracts/stones/stone';
import type { FindStoneLotsResponse, StoneLot, StoneLotDetail, StoneMovement, StoneMovementKind } from '../../../shared/contracts/stones/stone-lots';
import type { PreparationState, StonePreparation } from '../../../shared/contracts/stones/stone-preparations';
import type { Page } from '../../../shared/contracts/common';
import { queryRows, type Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { holderRefs } from '../materials';
import { once } from '../../platform/once';

/** Stones as the screens read them: lots with their balances, movements, preparations. Read-only. */

type Num = number | string;
const n = (v: Num | null | undefined) => Number(v ?? 0);
const iso = (v: Date | string) => new Date(v).toISOString();

// ---------- lots ----------

/** Each lot's balances, summed from its movements. */
const lotBalances = sql`SELECT lot_id,
    sum(count) AS available_count, sum(weight_mct) AS available_mct,
    sum(prepared_count) AS prepared_count, sum(prepared_weight_mct) AS prepared_mct,
    -sum(CASE WHEN kind IN ('set', 'unset') THEN count + prepared_count ELSE 0 END) AS set_count,
    -sum(CASE WHEN kind IN ('set', 'unset') THEN weight_mct + prepared_weight_mct ELSE 0 END) AS set_mct,
    -sum(CASE WHEN kind IN ('sell', 'sale_void') THEN count ELSE 0 END) AS sold_count,
    -sum(CASE WHEN kind IN ('sell', 'sale_void') THEN weight_mct ELSE 0 END) AS sold_mct
  FROM stone_movements GROUP BY lot_id`;

interface LotRowView {
  id: number;
  code: string;
  stone_type: string;
  shape: StoneShape;
  size_cmm: number;
  colour: string;
  quality: string;
  cost_cents_per_carat: Num | null;
  supplier: string;
  note: string;
  received_at: Date | string;
  created_by: string | null;
  branch_id: number;
  branch_code: string;
  branch_name_kh: string;
  branch_name_en: string;
  holder_id: number | null;
  holder_kind: string | null;
  holder_code: string | null;
  holder_name_kh: string | null;
  holder_name_en: string | null;
  split_from_id: number | null;
  split_from_code: string | null;
  available_count: Num;
  available_mct: Num;
  prepared_count: Num;
  prepared_mct: Num;
  set_count: Num;
  set_mct: Num;
  sold_count: Num;
  sold_mct: Num;
}

/** A lot with its balances, branch and holder (the holder as materials offers it; built on first use, see platform/once.ts). */
const lotSelect = once(() => sql`SELECT l.id, l.code, l.stone_type, l.shape, l.size_cmm, l.colour, l.quality, l.cost_cents_per_carat, l.supplier, l.note,
    l.received_at, u.username AS created_by,
    br.id AS branch_id, br.code AS branch_code, br.name_kh AS branch_name_kh, br.name_en AS branch_name_en,
    h.id AS holder_id, h.kind AS holder_kind, h.code AS holder_code, h.name_kh AS holder_name_kh, h.name_en AS holder_name_en,
    sf.id AS split_from_id, sf.code AS split_from_code,
    b.available_count, b.available_mct, b.prepared_count, b.prepared_mct, b.set_count, b.set_mct, b.sold_count, b.sold_mct
  FROM stone_lots l
  JOIN (${lotBalances}) b ON b.lot_id = l.id
  JOIN branches br ON br.id = l.branch_id
  LEFT JOIN ${holderRefs('h')} ON h.id = l.holder_id
  LEFT JOIN users u ON u.id = l.created_by
  LEFT JOIN stone_lots sf ON sf.id = l.split_from_lot_id`);

const lotOf = (r: LotRowView): StoneLot => ({
  id: r.id,
  code: r.code,
  stoneType: r.stone_type,
  shape: r.shape,
  sizeCmm: r.size_cmm,
  colour: r.colour,
  quality: r.quality,
  branch: { id: r.branch_id, code: r.branch_code, nameKh: r.branch_name_kh, nameEn: r.branch_name_en },
  holder:
    r.holder_id === null
      ? null
      : { id: r.holder_id, kind: r.holder_kind as NonNullable<StoneLot['holder']>['kind'], code: r.holder_code!, nameKh: r.holder_name_kh!, nameEn: r.holder_name_en! },
  costCentsPerCarat: r.cost_cents_per_carat === null ? null : n(r.cost_cents_per_carat),
  supplier: r.supplier,
  note: r.note,
  splitFrom: r.split_from_id === null ? null : { id: r.split_from_id, code: r.split_from_code! },
  receivedAt: iso(r.received_at),
  createdBy: r.created_by,
  available: { count: n(r.available_count), weightMct: n(r.available_mct) },
  prepared: { count: n(r.prepared_count), weightMct: n(r.prepared_mct) },
  set: { count: n(r.set_count), weightMct: n(r.set_mct) },
  sold: { count: n(r.sold_count), weightMct: n(r.sold_mct) },
});

export interface LotFilter {
  readonly state: 'in_stock' | 'empty' | 'all';
  readonly stoneType?: string | undefined;
  readonly shape?: StoneShape | undefined;
  readonly sizeFrom?: number | undefined;
  readonly sizeTo?: number | undefined;
  readonly branchId?: number | undefined;
  readonly holderId?: number | undefined;
  readonly search?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

const likeStart = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function lotWhere(f: LotFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.state === 'in_stock') parts.push(sql`(b.available_count > 0 OR b.prepared_count > 0)`);
  if (f.state === 'empty') parts.push(sql`(b.available_count = 0 AND b.prepared_count = 0)`);
  if (f.stoneType) parts.push(sql`lower(l.stone_type) = lower(${f.stoneType})`);
  if (f.shape) parts.push(sql`l.shape = ${f.shape}`);
  if (f.sizeFrom !== undefined) parts.push(sql`l.size_cmm >= ${f.sizeFrom}`);
  if (f.sizeTo !== undefined) parts.push(sql`l.size_cmm <= ${f.sizeTo}`);
  if (f.branchId !== undefined) parts.push(sql`l.branch_id = ${f.branchId}`);
  if (f.holderId !== undefined) parts.push(sql`l.holder_id = ${f.holderId}`);
  if (f.search) {
    const words = f.search.split(/\s+/).filter(Boolean);
    const code = sql`upper(l.code) LIKE ${likeStart(f.search.toUpperCase())}`;
    const text = words.map(
      (w) => sql`(l.stone_type || ' ' || l.colour || ' ' || l.quality || ' ' || l.supplier) ILIKE ${likeAnywhere(w)}`,
    );
    parts.push(sql`(${code} OR (${sql.join(text, sql` AND `)}))`);
  }
  return sql.join(parts, sql` AND `);
}

export async function findLots(executor: Executor, f: LotFilter): Promise<FindStoneLotsResponse> {
  const where = lotWhere(f);
  const rows = await queryRows<LotRowView>(executor, sql`${lotSelect()} WHERE ${where} ORDER BY l.id DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`);
  const [totals] = await queryRows<{ lots: Num; available_count: Num; available_mct: Num; prepared_count: Num; prepared_mct: Num }>(
    executor,
    sql`SELECT count(*) AS lots, coalesce(sum(b.available_count), 0) AS available_count, coalesce(sum(b.available_mct), 0) AS available_mct,
          coalesce(sum(b.prepared_count), 0) AS prepared_count, coalesce(sum(b.prepared_mct), 0) AS prepared_mct
        FROM stone_lots l JOIN (${lotBalances}) b ON b.lot_id = l.id WHERE ${where}`,
  );
  const types = await queryRows<{ stone_type: string }>(executor, sql`SELECT DISTINCT ON (lower(stone_type)) stone_type FROM stone_lots ORDER BY lower(stone_type), stone_type`);
  return {
    items: rows.map(lotOf),
    total: n(totals?.lots),
    page: f.page,
    pageSize: f.pageSize,
    totals: {
      lots: n(totals?.lots),
      available: { count: n(totals?.available_count), weightMct: n(totals?.available_mct) },
      prepared: { count: n(totals?.prepared_count), weightMct: n(totals?.prepared_mct) },
    },
    stoneTypes: types.map((t) => t.stone_type),
  };
}

export async function getLot(executor: Executor, id: number): Promise<StoneLot> {
  const [row] = await queryRows<LotRowView>(executor, sql`${lotSelect()} WHERE l.id = ${id}`);
  if (!row) throw notFound('stone lot');
  return lotOf(row);
}

interface MovementRow {
  id: Num;
  kind: StoneMovementKind;
  count: number;
  weight_mct: Num;
  prepared_count: number;
  prepared_weight_mct: Num;
  preparation_id: number | null;
  item_id: number | null;
  pre_order_id: number | null;
  target_code: string | null;
  target_description: string | null;
  other_lot_id: number | null;
  other_lot_code: string | null;
  document_type: 'entry' | 'invoice' | 'opening' | null;
  document_id: number | null;
  document_number: string | null;
  note: string;
  created_at: Date | string;
  posting_day: string;
  created_by: string | null;
}

const targetOf = (r: { item_id: number | null; pre_order_id: number | null; target_code: string | null; target_description: string | null }): StoneTarget | null => {
  if (r.item_id !== null) return { kind: 'item', id: r.item_id, code: r.target_code ?? '', description: r.target_description ?? '' };
  if (r.pre_order_id !== null) return { kind: 'pre_order', id: r.pre_order_id, code: r.target_code ?? '', description: r.target_description ?? '' };
  return null;
};

export async function lotMovements(executor: Executor, lotId: number): Promise<StoneMovement[]> {
  const rows = await queryRows<MovementRow>(
    executor,
    sql`SELECT m.id, m.kind, m.count, m.weight_mct, m.prepared_count, m.prepared_weight_mct, m.preparation_id,
          p.item_id, p.pre_order_id, p.target_code, p.target_description,
          m.other_lot_id, ol.code AS other_lot_code, m.document_type, m.document_id, m.document_number,
          m.note, m.created_at, to_char(m.posting_date, 'YYYY-MM-DD') AS posting_day, u.username AS created_by
        FROM stone_movements m
        LEFT JOIN stone_preparations p ON p.id = m.preparation_id
        LEFT JOIN stone_lots ol ON ol.id = m.other_lot_id
        LEFT JOIN users u ON u.id = m.created_by
        WHERE m.lot_id = ${lotId} ORDER BY m.posting_date, m.id`,
  );
  return rows.map((r) => ({
    id: n(r.id),
    kind: r.kind,
    count: r.count,
    weightMct: n(r.weight_mct),
    preparedCount: r.prepared_count,
    preparedWeightMct: n(r.prepared_weight_mct),
    preparationId: r.preparation_id,
    target: targetOf(r),
    otherLot: r.other_lot_id === null ? null : { id: r.other_lot_id, code: r.other_lot_code! },
    document: r.document_type === null ? null : { type: r.document_type, id: r.document_id!, number: r.document_number ?? '' },
    note: r.note,
    createdAt: iso(r.created_at),
    postingDate: r.posting_day,
    createdBy: r.created_by,
  }));
}

export async function getLotDetail(executor: Executor, id: number): Promise<StoneLotDetail> {
  const lot = await getLot(executor, id);
  const movements = await lotMovements(executor, id);
  const preparations = (await findPreparations(executor, { lotId: id, page: 1, pageSize: 1_000 })).items;
  return { ...lot, movements, preparations };
}

// ---------- preparations ----------

export interface PreparationFilter {
  readonly itemId?: number | undefined;
  readonly preOrderId?: number | undefined;
  readonly lotId?: number | undefined;
  readonly ids?: readonly number[] | undefined;
  readonly state?: PreparationState | undefined;
  readonly open?: 'true' | 'false' | undefined;
  readonly page: number;
  readonly pageSize: number;
}

interface PreparationRowView {
  id: number;
  lot_id: number;
  lot_code: string;
  stone_type: string;
  shape: StoneShape;
  size_cmm: number;
  colour: string;
  quality: string;
  item_id: number | null;
  pre_order_id: number | null;
  target_code: string;
  target_description: string;
  note: string;
  created_at: Date | string;
  created_by: string | null;
  prepared_count: Num;
  prepared_mct: Num;
  held_count: Num;
  held_mct: Num;
  set_count: Num;
  set_mct: Num;
  returned_count: Num;
  returned_mct: Num;
  assigned_at: Date | string | null;
  prepared_on: string | null;
  state: PreparationState;
  total: Num;
}

/** A preparation's figures from its movements, and its state (see stone-preparations.ts in the contracts). */
const preparationSelect = sql`SELECT p.id, p.lot_id, l.code AS lot_code, l.stone_type, l.shape, l.size_cmm, l.colour, l.quality,
    p.item_id, p.pre_order_id, p.target_code, p.target_description, p.note, p.created_at, u.username AS created_by,
    f.prepared_count, f.prepared_mct, f.held_count, f.held_mct, f.set_count, f.set_mct, f.returned_count, f.returned_mct, f.assigned_at, f.prepared_on,
    CASE WHEN f.held_count > 0 THEN (CASE WHEN f.assigned_at IS NULL THEN 'prepared' ELSE 'assigned' END)
         WHEN f.set_count > 0 THEN 'set' ELSE 'returned' END AS state
  FROM stone_preparations p
  JOIN stone_lots l ON l.id = p.lot_id
  LEFT JOIN users u ON u.id = p.created_by
  JOIN LATERAL (
    SELECT coalesce(sum(prepared_count) FILTER (WHERE kind = 'prepare'), 0) AS prepared_count,
           coalesce(sum(prepared_weight_mct) FILTER (WHERE kind = 'prepare'), 0) AS prepared_mct,
           coalesce(sum(prepared_count), 0) AS held_count,
           coalesce(sum(prepared_weight_mct), 0) AS held_mct,
           -coalesce(sum(prepared_count) FILTER (WHERE kind IN ('set', 'unset')), 0) AS set_count,
           -coalesce(sum(prepared_weight_mct) FILTER (WHERE kind IN ('set', 'unset')), 0) AS set_mct,
           -coalesce(sum(prepared_count) FILTER (WHERE kind = 'return'), 0) AS returned_count,
           -coalesce(sum(prepared_weight_mct) FILTER (WHERE kind = 'return'), 0) AS returned_mct,
           max(created_at) FILTER (WHERE kind = 'assign') AS assigned_at,
           to_char(min(posting_date) FILTER (WHERE kind = 'prepare'), 'YYYY-MM-DD') AS prepared_on
    FROM stone_movements m WHERE m.preparation_id = p.id
  ) f ON true`;

export const preparationOf = (r: PreparationRowView): StonePreparation => ({
  id: r.id,
  lot: { id: r.lot_id, code: r.lot_code, stoneType: r.stone_type, shape: r.shape, sizeCmm: r.size_cmm, colour: r.colour, quality: r.quality },
  target: targetOf(r)!,
  prepared: { count: n(r.prepared_count), weightMct: n(r.prepared_mct) },
  held: { count: n(r.held_count), weightMct: n(r.held_mct) },
  set: { count: n(r.set_count), weightMct: n(r.set_mct) },
  returned: { count: n(r.returned_count), weightMct: n(r.returned_mct) },
  state: r.state,
  assignedAt: r.assigned_at === null ? null : iso(r.assigned_at),
  note: r.note,
  createdAt: iso(r.created_at),
  // Every preparation starts with its 'prepare' movement; the fallback only keeps the type whole.
  postingDate: r.prepared_on ?? iso(r.created_at).slice(0, 10),
  createdBy: r.created_by,
});

export async function findPreparations(executor: Executor, f: PreparationFilter): Promise<Page<StonePreparation>> {
  const parts: SQL[] = [sql`true`];
  if (f.itemId !== undefined) parts.push(sql`item_id = ${f.itemId}`);
  if (f.preOrderId !== undefined) parts.push(sql`pre_order_id = ${f.preOrderId}`);
  if (f.lotId !== undefined) parts.push(sql`lot_id = ${f.lotId}`);
  if (f.ids !== undefined) parts.push(f.ids.length === 0 ? sql`false` : sql`id IN (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (f.state !== undefined) parts.push(sql`state = ${f.state}`);
  if (f.open === 'true') parts.push(sql`held_count > 0`);
  if (f.open === 'false') parts.push(sql`held_count = 0`);
  const rows = await queryRows<PreparationRowView>(
    executor,
    sql`SELECT *, count(*) OVER () AS total FROM (${preparationSelect}) v WHERE ${sql.join(parts, sql` AND `)}
        ORDER BY id DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
  );
  return { items: rows.map(preparationOf), total: n(rows[0]?.total), page: f.page, pageSize: f.pageSize };
}

export async function getPreparation(executor: Executor, id: number): Promise<StonePreparation> {
  const [found] = (await findPreparations(executor, { ids: [id], page: 1, pageSize: 1 })).items;
  if (!found) throw notFound('stone preparation');
  return found;
}
