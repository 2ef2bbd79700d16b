import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { EntryDetail, EntrySummary } from '../../../shared/contracts/entries/entry';
import type { FindEntriesResponse } from '../../../shared/contracts/entries/find-entries';
import { lossShares } from '../../../shared/entries/entry-loss';
import type { Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { holders } from '../materials/materials.tables';
import { entries, entryPieces } from './entries.tables';

type EntryRow = typeof entries.$inferSelect;
type HolderRow = Pick<typeof holders.$inferSelect, 'id' | 'kind' | 'code' | 'nameKh' | 'nameEn'>;

const holderRef = ({ id, kind, code, nameKh, nameEn }: HolderRow) => ({ id, kind, code, nameKh, nameEn });
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Per entry: how many pieces and their issued weight (the init weight). */
const pieceTotals = sql`(SELECT count(*)::int AS n, coalesce(sum(p.issued_mg), 0)::bigint AS mg FROM entry_pieces p WHERE p.entry_id = ${entries.id})`;

function summaryOf(row: EntryRow, jeweller: HolderRow, source: HolderRow, pieceCount: number, initMg: number): EntrySummary {
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
    overAllowanceReason: row.overAllowanceReason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    closedAt: iso(row.closedAt),
    acceptedAt: iso(row.acceptedAt),
  };
}

async function holdersById(executor: Executor, ids: readonly number[]): Promise<Map<number, HolderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: holders.id, kind: holders.kind, code: holders.code, nameKh: holders.nameKh, nameEn: holders.nameEn })
    .from(holders)
    .where(inArray(holders.id, [...new Set(ids)]));
  return new Map(rows.map((h) => [h.id, h]));
}

/** One entry with its pieces, each with its share of the loss by issued weight. */
export async function getEntry(executor: Executor, id: number): Promise<EntryDetail> {
  const [row] = await executor.select().from(entries).where(eq(entries.id, id));
  if (!row) throw notFound('entry');
  const pieces = await executor.select().from(entryPieces).where(eq(entryPieces.entryId, id)).orderBy(asc(entryPieces.id));
  const parties = await holdersById(executor, [row.jewellerHolderId, row.sourceHolderId]);
  const initMg = pieces.reduce((sum, p) => sum + p.issuedMg, 0);
  const summary = summaryOf(row, parties.get(row.jewellerHolderId)!, parties.get(row.sourceHolderId)!, pieces.length, initMg);
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
      lossShareMg: shares ? shares[index]! : null,
    })),
  };
}

export interface EntryFilter {
  readonly jewellerHolderId?: number | undefined;
  /** A jeweller's own holders: set, the list keeps only their entries. */
  readonly ownHolderIds?: readonly number[] | undefined;
  readonly categoryId?: number | undefined;
  readonly state?: EntrySummary['state'] | undefined;
  /** YYYY-MM, in the shop's time zone (UTC+7). */
  readonly month?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

function monthRange(month: string): [Date, Date] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, m - 1, 1) - 7 * 3_600_000);
  const end = new Date(Date.UTC(m === 12 ? year + 1 : year, m === 12 ? 0 : m, 1) - 7 * 3_600_000);
  return [start, end];
}

/** Entries, newest first, with the totals of every entry the filter keeps. */
export async function findEntries(executor: Executor, filter: EntryFilter): Promise<FindEntriesResponse> {
  const range = filter.month ? monthRange(filter.month) : null;
  const where: SQL | undefined = and(
    filter.jewellerHolderId === undefined ? undefined : eq(entries.jewellerHolderId, filter.jewellerHolderId),
    filter.ownHolderIds === undefined ? undefined : filter.ownHolderIds.length === 0 ? sql`false` : inArray(entries.jewellerHolderId, [...filter.ownHolderIds]),
    filter.categoryId === undefined ? undefined : eq(entries.categoryId, filter.categoryId),
    filter.state === undefined ? undefined : eq(entries.state, filter.state),
    range ? and(gte(entries.createdAt, range[0]), lt(entries.createdAt, range[1])) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    executor
      .select({ entry: entries, pieceCount: sql<number>`t.n`, initMg: sql<string>`t.mg` })
      .from(entries)
      .innerJoin(sql`LATERAL ${pieceTotals} t`, sql`true`)
      .where(where)
      .orderBy(desc(entries.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    executor
      .select({
        n: sql<number>`count(*)::int`,
        issuedMg: sql<string>`coalesce(sum(t.mg + ${entries.spareMg}), 0)::bigint`,
        returnedMg: sql<string>`coalesce(sum(${entries.returnedMg}), 0)::bigint`,
        lossMg: sql<string>`coalesce(sum(t.mg + ${entries.spareMg} - ${entries.returnedMg}) FILTER (WHERE ${entries.returnedMg} IS NOT NULL), 0)::bigint`,
      })
      .from(entries)
      .innerJoin(sql`LATERAL ${pieceTotals} t`, sql`true`)
      .where(where),
  ]);
  const parties = await holdersById(executor, rows.flatMap((r) => [r.entry.jewellerHolderId, r.entry.sourceHolderId]));
  return {
    items: rows.map((r) =>
      summaryOf(r.entry, parties.get(r.entry.jewellerHolderId)!, parties.get(r.entry.sourceHolderId)!, Number(r.pieceCount), Number(r.initMg)),
    ),
    total: Number(totals?.n ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
    totals: { issuedMg: Number(totals?.issuedMg ?? 0), returnedMg: Number(totals?.returnedMg ?? 0), lossMg: Number(totals?.lossMg ?? 0) },
  };
}

/** The holders of a staff member (a jeweller's bench): what "my entries" are. */
export async function holdersOfStaff(executor: Executor, staffId: number | null): Promise<number[]> {
  if (staffId === null) return [];
  const rows = await executor.select({ id: holders.id }).from(holders).where(and(eq(holders.staffId, staffId), eq(holders.kind, 'staff')));
  return rows.map((r) => r.id);
}
