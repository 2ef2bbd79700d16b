import { sql, type SQL } from 'drizzle-orm';
import type { GetAccountsResponse } from '../../../shared/contracts/materials/get-accounts';
import type { FindHolderPostingsResponse, HolderPosting } from '../../../shared/contracts/materials/find-holder-postings';
import { materialDocumentKinds, nearCapPermille, type HolderRef } from '../../../shared/contracts/materials/material';
import { queryPrepared, queryRows, type Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { personColumns, personJoin, personOf } from '../../platform/people';
import { onShopDaysSql } from '../../platform/shop-time';
import { capStateOf } from './holder-caps';
import { documentNumberSql, holderBalanceRowsSql, postingRowsSql } from '../../ledger';
import { sees, type VisibleHolders } from './holder-scope';

/**
 * `/material/accounts`: every holder's running balance per material, read
 * from holder_balances (one row per holder and material, never the postings),
 * with each material's total over all holders, which is 0 while the ledger is sound.
 */
export async function getAccounts(
  executor: Executor,
  options: { includeInactive?: boolean | undefined; visible?: VisibleHolders | undefined },
): Promise<GetAccountsResponse> {
  // One round trip: the three small tables as JSON arrays (a page of the owner's, read often), a
  // prepared statement (no parameters: planned once per connection).
  const [row] = await queryPrepared<{ balances: unknown; holders: unknown; materials: unknown }>(
    executor,
    sql`SELECT
          (SELECT coalesce(json_agg(json_build_array(holder_id, material_id, mg)), '[]'::json)
             FROM ${holderBalanceRowsSql} b WHERE mg <> 0) AS balances,
          (SELECT coalesce(json_agg(json_build_array(id, kind, code, name_kh, name_en, physical, active, cap_mg) ORDER BY kind, code), '[]'::json)
             FROM holders) AS holders,
          (SELECT coalesce(json_agg(json_build_array(id, code, name_kh, name_en, purity, active) ORDER BY code), '[]'::json)
             FROM material_categories) AS materials`,
  );
  const json = <T>(value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value as T[] | null) ?? []));
  // A reader with a scope sees its holders only, and the materials' totals over them.
  const visible = options.visible ?? { all: true };
  const balances = json<[number, number, number]>(row?.balances)
    .map(([holder_id, material_id, mg]) => ({ holder_id, material_id, mg }))
    .filter((b) => sees(visible, Number(b.holder_id)));
  const holderRows = json<[number, HolderRef['kind'], string, string, string, boolean, boolean, number | null]>(row?.holders)
    .map(([id, kind, code, name_kh, name_en, physical, active, cap_mg]) => ({ id, kind, code, name_kh, name_en, physical, active, cap_mg }))
    .filter((h) => sees(visible, Number(h.id)));
  const materialRows = json<[number, string, string, string, number, boolean]>(row?.materials).map(
    ([id, code, name_kh, name_en, purity, active]) => ({ id, code, name_kh, name_en, purity, active }),
  );

  const byHolder = new Map<number, { materialId: number; mg: number }[]>();
  const total = new Map<number, number>();
  const onHand = new Map<number, number>();
  const physical = new Set(holderRows.filter((h) => h.physical).map((h) => Number(h.id)));
  for (const b of balances) {
    const holderId = Number(b.holder_id);
    const materialId = Number(b.material_id);
    const mg = Number(b.mg);
    byHolder.set(holderId, [...(byHolder.get(holderId) ?? []), { materialId, mg }]);
    total.set(materialId, (total.get(materialId) ?? 0) + mg);
    if (physical.has(holderId)) onHand.set(materialId, (onHand.get(materialId) ?? 0) + mg);
  }

  return {
    materials: materialRows
      .filter((m) => m.active || total.has(Number(m.id)))
      .map((m) => ({
        id: Number(m.id),
        code: m.code,
        nameKh: m.name_kh,
        nameEn: m.name_en,
        purity: Number(m.purity),
        totalMg: total.get(Number(m.id)) ?? 0,
        onHandMg: onHand.get(Number(m.id)) ?? 0,
      })),
    holders: holderRows
      .filter((h) => h.active || options.includeInactive === true || byHolder.has(Number(h.id)))
      .map((h) => {
        const held = byHolder.get(Number(h.id)) ?? [];
        const heldMg = held.reduce((sum, b) => sum + b.mg, 0);
        const capMg = h.cap_mg === null ? null : Number(h.cap_mg);
        return {
          id: Number(h.id),
          kind: h.kind,
          code: h.code,
          nameKh: h.name_kh,
          nameEn: h.name_en,
          physical: h.physical,
          active: h.active,
          capMg,
          heldMg,
          capState: h.physical ? capStateOf(heldMg, capMg) : 'none',
          balances: held,
        };
      }),
    nearCapPermille,
  };
}

export interface HolderPostingsFilter {
  readonly materialId?: number | undefined;
  /** Shop days (in the shop.timeZone setting's zone), inclusive. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const materialKinds = sql.join(
  materialDocumentKinds.map((k) => sql`${k}`),
  sql`, `,
);

function historyWhere(holderId: number, filter: HolderPostingsFilter): SQL {
  const parts: SQL[] = [sql`(p.from_holder_id = ${holderId} OR p.to_holder_id = ${holderId})`];
  if (filter.materialId !== undefined) parts.push(sql`p.material_id = ${filter.materialId}`);
  // By the postings' shop day (posting_date): a back-dated slip is found on its day.
  parts.push(...onShopDaysSql(sql`p.posting_date`, filter));
  return sql.join(parts, sql` AND `);
}

interface HistoryRow {
  id: number;
  created_at: string | Date;
  posting_day: string;
  material_id: number;
  material_code: string;
  material_name_kh: string;
  material_name_en: string;
  signed_mg: number;
  other_id: number;
  other_kind: HolderRef['kind'];
  other_code: string;
  other_name_kh: string;
  other_name_en: string;
  reason: string;
  reverses_reason: string | null;
  document_type: string;
  document_id: string;
  doc_id: number | null;
  doc_number: string | null;
  doc_kind: HolderPosting['document']['kind'];
  reverses_posting_id: number | null;
  reversed: boolean;
  created_by: string | null;
  by_id: number | null;
  by_name_kh: string | null;
  by_name_en: string | null;
}

async function historyRows(executor: Executor, holderId: number, where: SQL, tail: SQL): Promise<HolderPosting[]> {
  const rows = await queryRows<HistoryRow>(
    executor,
    sql`SELECT p.id, p.created_at, to_char(p.posting_date, 'YYYY-MM-DD') AS posting_day, p.material_id, m.code AS material_code, m.name_kh AS material_name_kh, m.name_en AS material_name_en,
               CASE WHEN p.to_holder_id = ${holderId} THEN p.mg ELSE -p.mg END AS signed_mg,
               o.id AS other_id, o.kind AS other_kind, o.code AS other_code, o.name_kh AS other_name_kh, o.name_en AS other_name_en,
               p.reason, (SELECT c.reason FROM ${postingRowsSql} c WHERE c.id = p.reverses_posting_id) AS reverses_reason,
               p.document_type, p.document_id,
               d.id AS doc_id, ${documentNumberSql(sql`p.document_type`, sql`p.document_id`)} AS doc_number, d.kind AS doc_kind,
               p.reverses_posting_id,
               EXISTS (SELECT 1 FROM ${postingRowsSql} r WHERE r.reverses_posting_id = p.id) AS reversed,
               by_u.username AS created_by, ${personColumns('by')}
          FROM ${postingRowsSql} p
          JOIN material_categories m ON m.id = p.material_id
          JOIN holders o ON o.id = CASE WHEN p.to_holder_id = ${holderId} THEN p.from_holder_id ELSE p.to_holder_id END
          LEFT JOIN material_documents d
                 ON p.document_type IN (${materialKinds}) AND p.document_id ~ '^[0-9]{1,9}$'
                AND d.id = p.document_id::int AND d.kind = p.document_type
          ${personJoin(sql`p.created_by`, 'by')}
         WHERE ${where}
         ORDER BY p.posting_date DESC, p.id DESC ${tail}`,
  );
  return rows.map((r) => ({
    postingId: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    postingDate: r.posting_day,
    materialId: Number(r.material_id),
    materialCode: r.material_code,
    materialNameKh: r.material_name_kh,
    materialNameEn: r.material_name_en,
    mg: Number(r.signed_mg),
    counterparty: { id: Number(r.other_id), kind: r.other_kind, code: r.other_code, nameKh: r.other_name_kh, nameEn: r.other_name_en },
    reason: r.reason,
    reversesReason: r.reverses_reason,
    document: {
      type: r.document_type,
      id: r.document_id,
      materialDocumentId: r.doc_id === null ? null : Number(r.doc_id),
      number: r.doc_number,
      kind: r.doc_kind ?? null,
    },
    reversesPostingId: r.reverses_posting_id === null ? null : Number(r.reverses_posting_id),
    reversed: r.reversed,
    createdBy: r.created_by,
    by: personOf(r, 'by'),
  }));
}

async function assertHolder(executor: Executor, holderId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(executor, sql`SELECT id FROM holders WHERE id = ${holderId}`);
  if (!row) throw notFound('holder');
}

/** A holder's history, newest first, a page at a time, with the filter's net per material. */
export async function findHolderPostings(
  executor: Executor,
  holderId: number,
  filter: HolderPostingsFilter & { readonly page: number; readonly pageSize: number },
): Promise<FindHolderPostingsResponse> {
  await assertHolder(executor, holderId);
  const where = historyWhere(holderId, filter);
  const sums = await queryRows<{ material_id: number; n: number; net_mg: number }>(
    executor,
    sql`SELECT p.material_id, count(*)::int AS n,
               sum(CASE WHEN p.to_holder_id = ${holderId} THEN p.mg ELSE -p.mg END)::bigint AS net_mg
          FROM ${postingRowsSql} p WHERE ${where} GROUP BY p.material_id ORDER BY p.material_id`,
  );
  const items = await historyRows(
    executor,
    holderId,
    where,
    sql`LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
  );
  return {
    items,
    total: sums.reduce((n, s) => n + Number(s.n), 0),
    page: filter.page,
    pageSize: filter.pageSize,
    netByMaterial: sums.map((s) => ({ materialId: Number(s.material_id), mg: Number(s.net_mg) })),
  };
}

/** Every posting of the filter, newest first, in batches (keyset on the posting id) for the CSV export. */
export async function* allHolderPostings(
  executor: Executor,
  holderId: number,
  filter: HolderPostingsFilter,
  batchSize = 2000,
): AsyncGenerator<HolderPosting[]> {
  await assertHolder(executor, holderId);
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const batch = await historyRows(executor, holderId, sql`${historyWhere(holderId, filter)} AND p.id < ${before}`, sql`LIMIT ${batchSize}`);
    if (batch.length === 0) return;
    yield batch;
    before = batch[batch.length - 1]!.postingId;
    if (batch.length < batchSize) return;
  }
}
