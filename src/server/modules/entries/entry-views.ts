import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { EntryDetail, EntrySummary } from '../../../shared/contracts/entries/entry';
import type { FindEntriesResponse } from '../../../shared/contracts/entries/find-entries';
import { lossCentiPermille, lossOverAllowance, lossShares, pieceLossMg, runningLoss, type PieceWeighing } from '../../../shared/entries/entry-loss';
import { firstOfMonth, lastOfMonth } from '../../../shared/shop-time';
import { queryPrepared, type Db, type Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { holderRefs, holdersByIds, staffHolderIds, type HolderRef } from '../materials';
import { entries, entryCategories, entryCloseBatches, entryPieces } from './entries.tables';

type EntryRow = typeof entries.$inferSelect;
type HolderRow = Pick<HolderRef, 'id' | 'kind' | 'code' | 'nameKh' | 'nameEn'>;

const holderRef = ({ id, kind, code, nameKh, nameEn }: HolderRow) => ({ id, kind, code, nameKh, nameEn });
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

type CloseBatchRef = EntrySummary['closeBatch'];

/** The figures after each return, before any close (runningLoss), held to the category's allowance. */
export function runningOf(spareMg: number, pieces: readonly PieceWeighing[], allowedLossPermille: number): EntrySummary['running'] {
  const running = runningLoss(spareMg, pieces);
  return {
    returnedMg: running.returnedMg,
    piecesOut: running.piecesOut,
    outMg: running.outMg,
    lossMg: running.lossMg,
    lossCentiPermille: lossCentiPermille(running.weights),
    overAllowance: lossOverAllowance(running.weights, allowedLossPermille),
  };
}

function summaryOf(
  row: EntryRow,
  jeweller: HolderRow,
  source: HolderRow,
  pieces: readonly PieceWeighing[],
  allowedLossPermille: number,
  closeBatch: CloseBatchRef,
): EntrySummary {
  const initMg = pieces.reduce((sum, p) => sum + p.issuedMg, 0);
  const pieceCount = pieces.length;
  // The loss exists once something came back: init + spare − returned.
  const lossMg = row.returnedMg === null ? null : initMg + row.spareMg - row.returnedMg;
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    categoryId: row.categoryId,
    materialId: row.materialId,
    jeweller: holderRef(jeweller),
    source: holderRef(source),
    state: row.state,
    pieceCount,
    initMg,
    spareMg: row.spareMg,
    returnedMg: row.returnedMg,
    lossMg,
    allowedLossPermille,
    running: runningOf(row.spareMg, pieces, allowedLossPermille),
    overAllowanceReason: row.overAllowanceReason,
    note: row.note,
    repair:
      row.repairCustomerName === null
        ? null
        : {
            customerName: row.repairCustomerName,
            customerPhone: row.repairCustomerPhone ?? '',
            request: row.repairRequest ?? '',
            promisedOn: row.repairPromisedOn,
            pickedUpAt: iso(row.pickedUpAt),
          },
    closeBatch,
    createdAt: row.createdAt.toISOString(),
    closedAt: iso(row.closedAt),
    acceptedAt: iso(row.acceptedAt),
    postingDate: row.postingDate,
  };
}

export async function holdersById(executor: Executor, ids: readonly number[]): Promise<Map<number, HolderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await holdersByIds(executor, ids);
  return new Map(rows.map(({ id, kind, code, nameKh, nameEn }) => [id, { id, kind, code, nameKh, nameEn }]));
}

/** One entry with its pieces, each with its share of the loss by issued weight. */
export async function getEntry(executor: Executor, id: number): Promise<EntryDetail> {
  const [row] = await executor.select().from(entries).where(eq(entries.id, id));
  if (!row) throw notFound('entry');
  const pieces = await executor.select().from(entryPieces).where(eq(entryPieces.entryId, id)).orderBy(asc(entryPieces.id));
  const parties = await holdersById(executor, [row.jewellerHolderId, row.sourceHolderId]);
  const [category] = await executor.select({ allowed: entryCategories.allowedLossPermille }).from(entryCategories).where(eq(entryCategories.id, row.categoryId));
  const [batch] =
    row.closeBatchId === null
      ? []
      : await executor.select({ id: entryCloseBatches.id, number: entryCloseBatches.number }).from(entryCloseBatches).where(eq(entryCloseBatches.id, row.closeBatchId));
  const summary = summaryOf(row, parties.get(row.jewellerHolderId)!, parties.get(row.sourceHolderId)!, pieces, category?.allowed ?? 0, batch ?? null);
  const shares = summary.lossMg === null ? null : lossShares(summary.lossMg, pieces.map((p) => p.issuedMg));
  return {
    ...summary,
    pieces: pieces.map((p, index) => ({
      id: p.id,
      itemId: p.itemId,
      description: p.description,
      issuedMg: p.issuedMg,
      returned: p.returned,
      returnedMg: p.returnedMg,
      hasStones: p.hasStones,
      assembled: p.assembled,
      stonePhotos: p.stonePhotos,
      assemblyPhotos: p.assemblyPhotos,
      returnPhotos: p.returnPhotos,
      lossMg: pieceLossMg(p),
      lossShareMg: shares ? shares[index]! : null,
    })),
  };
}

export interface EntryFilter {
  readonly jewellerHolderId?: number | undefined;
  /** A jeweller's own holders: set, the list keeps only their entries. */
  readonly ownHolderIds?: readonly number[] | undefined;
  readonly categoryId?: number | undefined;
  /** An entry number or its start. */
  readonly number?: string | undefined;
  readonly state?: EntrySummary['state'] | undefined;
  /** YYYY-MM, a shop month (in the shop.timeZone setting's zone). */
  readonly month?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

interface ListRow {
  id: number;
  number: string;
  type: EntrySummary['type'];
  categoryId: number;
  materialId: number;
  state: EntrySummary['state'];
  postingDate: string;
  spareMg: number | string;
  returnedMg: number | string | null;
  overAllowanceReason: string | null;
  note: string;
  repairCustomerName: string | null;
  repairCustomerPhone: string | null;
  repairRequest: string | null;
  repairPromisedOn: string | null;
  pickedUpAt: Date | string | null;
  closeBatchId: number | null;
  closeBatchNumber: string | null;
  createdAt: Date | string;
  closedAt: Date | string | null;
  acceptedAt: Date | string | null;
  pieceCount: number;
  initMg: number | string;
  /** [issued mg, returned, returned mg] per piece, in id order. */
  pieces: [number | string, boolean, number | string | null][] | string;
  allowedLossPermille: number;
  jeweller: HolderRow;
  source: HolderRow;
  total: number | string;
  issuedTotal: number | string;
  returnedTotal: number | string;
  lossTotal: number | string;
}

/** The list's pieces as JSON (a string on some drivers), as the running-loss rule reads them. */
function piecesOfJson(value: ListRow['pieces']): PieceWeighing[] {
  const rows = typeof value === 'string' ? (JSON.parse(value) as Exclude<ListRow['pieces'], string>) : value;
  return rows.map(([issued, returned, returnedMg]) => ({ issuedMg: Number(issued), returned, returnedMg: returnedMg === null ? null : Number(returnedMg) }));
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Entries, newest first, with the totals of every entry the filter keeps: one
 * statement (the page and, by window, the totals), prepared on the PostgreSQL
 * server; a month is a range of the entries' posting days (entries_posting_date_idx).
 */
export async function findEntries(db: Db, filter: EntryFilter): Promise<FindEntriesResponse> {
  const conditions: SQL[] = [sql`true`];
  if (filter.jewellerHolderId !== undefined) conditions.push(sql`e.jeweller_holder_id = ${filter.jewellerHolderId}`);
  if (filter.ownHolderIds !== undefined)
    conditions.push(filter.ownHolderIds.length === 0 ? sql`false` : sql`e.jeweller_holder_id IN (${sql.join(filter.ownHolderIds.map((id) => sql`${id}`), sql`, `)})`);
  if (filter.categoryId !== undefined) conditions.push(sql`e.category_id = ${filter.categoryId}`);
  if (filter.state !== undefined) conditions.push(sql`e.state = ${filter.state}`);
  if (filter.number !== undefined) conditions.push(sql`e.number LIKE ${`${filter.number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  // By the shop day the entry belongs to (posting_date, docs/design.md §5): a back-dated entry is in its day's month.
  if (filter.month) conditions.push(sql`e.posting_date >= ${firstOfMonth(filter.month)}::date AND e.posting_date <= ${lastOfMonth(filter.month)}::date`);
  const holderJson = (alias: string) =>
    sql.raw(`json_build_object('id', ${alias}.id, 'kind', ${alias}.kind, 'code', ${alias}.code, 'nameKh', ${alias}.name_kh, 'nameEn', ${alias}.name_en)`);
  const rows = await queryPrepared<ListRow>(
    db,
    sql`WITH kept AS (
          SELECT e.*, t.n AS piece_count, t.mg AS init_mg, t.pieces
            FROM entries e
           CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(p.issued_mg), 0)::bigint AS mg,
                                      coalesce(json_agg(json_build_array(p.issued_mg, p.returned, p.returned_mg) ORDER BY p.id), '[]'::json) AS pieces
                                 FROM entry_pieces p WHERE p.entry_id = e.id) t
           WHERE ${sql.join(conditions, sql` AND `)}),
        totals AS (
          SELECT count(*) AS total, coalesce(sum(init_mg + spare_mg), 0) AS issued_total, coalesce(sum(returned_mg), 0) AS returned_total,
                 coalesce(sum(init_mg + spare_mg - returned_mg) FILTER (WHERE returned_mg IS NOT NULL), 0) AS loss_total
            FROM kept)
        SELECT k.id, k.number, k.type, k.category_id AS "categoryId", k.material_id AS "materialId", k.state, k.spare_mg AS "spareMg",
               k.returned_mg AS "returnedMg", k.over_allowance_reason AS "overAllowanceReason", k.note, k.created_at AS "createdAt", to_char(k.posting_date, 'YYYY-MM-DD') AS "postingDate",
               k.repair_customer_name AS "repairCustomerName", k.repair_customer_phone AS "repairCustomerPhone", k.repair_request AS "repairRequest",
               to_char(k.repair_promised_on, 'YYYY-MM-DD') AS "repairPromisedOn", k.picked_up_at AS "pickedUpAt",
               k.close_batch_id AS "closeBatchId", b.number AS "closeBatchNumber",
               k.closed_at AS "closedAt", k.accepted_at AS "acceptedAt", k.piece_count AS "pieceCount", k.init_mg AS "initMg",
               k.pieces, c.allowed_loss_permille AS "allowedLossPermille",
               ${holderJson('j')} AS jeweller, ${holderJson('s')} AS source,
               totals.total, totals.issued_total AS "issuedTotal", totals.returned_total AS "returnedTotal", totals.loss_total AS "lossTotal"
          FROM totals
          LEFT JOIN LATERAL (
            SELECT * FROM kept ORDER BY posting_date DESC, created_at DESC, id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}
          ) k ON true
          LEFT JOIN ${holderRefs('j')} ON j.id = k.jeweller_holder_id
          LEFT JOIN ${holderRefs('s')} ON s.id = k.source_holder_id
          LEFT JOIN entry_close_batches b ON b.id = k.close_batch_id
          LEFT JOIN entry_categories c ON c.id = k.category_id
         ORDER BY k.posting_date DESC, k.created_at DESC, k.id DESC`,
  );
  const first = rows[0];
  return {
    items: rows
      .filter((r) => r.id !== null)
      .map((r) =>
        summaryOf(
          {
            ...r,
            spareMg: Number(r.spareMg),
            returnedMg: r.returnedMg === null ? null : Number(r.returnedMg),
            jewellerHolderId: r.jeweller.id,
            sourceHolderId: r.source.id,
            createdBy: null,
            createdAt: new Date(r.createdAt),
            closedAt: asDate(r.closedAt),
            acceptedAt: asDate(r.acceptedAt),
            pickedUpAt: asDate(r.pickedUpAt),
          },
          r.jeweller,
          r.source,
          piecesOfJson(r.pieces),
          Number(r.allowedLossPermille),
          r.closeBatchId === null ? null : { id: r.closeBatchId, number: r.closeBatchNumber ?? '' },
        ),
      ),
    total: Number(first?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
    totals: { issuedMg: Number(first?.issuedTotal ?? 0), returnedMg: Number(first?.returnedTotal ?? 0), lossMg: Number(first?.lossTotal ?? 0) },
  };
}

/** The holders of a staff member (a jeweller's bench): what "my entries" are. */
export async function holdersOfStaff(executor: Executor, staffId: number | null): Promise<number[]> {
  if (staffId === null) return [];
  return staffHolderIds(executor, staffId);
}

/** The jeweller's holder of an entry, or null when there is no such entry. */
export async function jewellerOf(executor: Executor, entryId: number): Promise<number | null> {
  const [row] = await executor.select({ id: entries.jewellerHolderId }).from(entries).where(eq(entries.id, entryId));
  return row?.id ?? null;
}
