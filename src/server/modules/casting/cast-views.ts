import { and, asc, desc, eq, gte, ilike, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { CastDetail, CastStatusValue, CastSummary, WaxPiece } from '../../../shared/contracts/casting/cast';
import type { WaxEstimate } from '../../../shared/contracts/casting/get-wax-estimates';
import type { Page } from '../../../shared/contracts/common';
import { maxSummaryCasts, type GetCastSummaryResponse } from '../../../shared/contracts/casting/get-cast-summary';
import { queryRows, type Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { likePattern } from '../../platform/records/record-helpers';
import { staff } from '../../platform/platform.tables';
import { postingsOfDocument } from '../../ledger';
import { holdersByIds, materialRefs } from '../materials';
import { productionItemRefs } from '../production';
import { castFigures } from '../../../shared/casting/cast-weights';
import { castAchievedRatioMilliSql } from './cast-weights-sql';
import { casts, waxPieces } from './casting.tables';
import { once } from '../../platform/once';

/** Production's items and materials' categories, as those modules offer them to read. */
const itemRef = once(() => productionItemRefs('item_ref'));
const materialRef = once(() => materialRefs('material_ref'));

const waxPieceColumns = once(() => ({
  id: waxPieces.id,
  itemId: waxPieces.itemId,
  itemCode: itemRef().code,
  itemDescription: itemRef().description,
  materialId: itemRef().materialId,
  materialCode: materialRef().code,
  waxMg: waxPieces.waxMg,
  castId: waxPieces.castId,
  createdAt: waxPieces.createdAt,
}));

function waxPieceQuery(executor: Executor, where: SQL | undefined) {
  return executor
    .select(waxPieceColumns())
    .from(waxPieces)
    .innerJoin(itemRef(), eq(itemRef().id, waxPieces.itemId))
    .innerJoin(materialRef(), eq(materialRef().id, itemRef().materialId))
    .where(where);
}

const waxPieceView = (r: Awaited<ReturnType<typeof waxPieceQuery>>[number]): WaxPiece => ({ ...r, createdAt: r.createdAt.toISOString() });

export async function getWaxPiece(executor: Executor, id: number): Promise<WaxPiece> {
  const [row] = await waxPieceQuery(executor, eq(waxPieces.id, id));
  if (!row) throw notFound('waxPiece');
  return waxPieceView(row);
}

/** Wax pieces waiting for a cast, oldest first. */
export async function findWaxPieces(
  executor: Executor,
  filter: { readonly materialId?: number | undefined; readonly page: number; readonly pageSize: number },
): Promise<Page<WaxPiece>> {
  const where = and(isNull(waxPieces.castId), filter.materialId === undefined ? undefined : eq(itemRef().materialId, filter.materialId));
  const [count] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(waxPieces)
    .innerJoin(itemRef(), eq(itemRef().id, waxPieces.itemId))
    .where(where);
  const rows = await waxPieceQuery(executor, where)
    .orderBy(asc(waxPieces.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { items: rows.map(waxPieceView), total: Number(count?.n ?? 0), page: filter.page, pageSize: filter.pageSize };
}

const summaryColumns = once(() => ({
  cast: casts,
  materialCode: materialRef().code,
  handlerCode: staff.code,
  handlerNameKh: staff.nameKh,
  handlerNameEn: staff.nameEn,
  pieceCount: sql<number>`(SELECT count(*)::int FROM wax_pieces w WHERE w.cast_id = ${casts.id})`,
}));

function summaryQuery(executor: Executor, where: SQL | undefined) {
  return executor
    .select(summaryColumns())
    .from(casts)
    .innerJoin(materialRef(), eq(materialRef().id, casts.materialId))
    .leftJoin(staff, eq(staff.id, casts.handlerStaffId))
    .where(where);
}

function summaryView(r: Awaited<ReturnType<typeof summaryQuery>>[number]): CastSummary {
  const c = r.cast;
  return {
    id: c.id,
    number: c.number,
    castOn: c.castOn,
    status: c.status,
    materialId: c.materialId,
    materialCode: r.materialCode,
    handler:
      c.handlerStaffId === null ? null : { id: c.handlerStaffId, code: r.handlerCode ?? '', nameKh: r.handlerNameKh ?? '', nameEn: r.handlerNameEn ?? '' },
    waxRatioMilli: c.waxRatioMilli,
    pieceCount: Number(r.pieceCount),
    waxMg: c.waxMg,
    actualMg: c.actualMg,
    overMg: c.overMg,
    resultMg: c.resultMg,
    cleanMg: c.cleanMg,
    rootMg: c.rootMg,
    figures: castFigures(c),
    note: c.note,
    createdAt: c.createdAt.toISOString(),
    finishedAt: c.finishedAt?.toISOString() ?? null,
    postingDate: c.postingDate,
  };
}

export interface CastFilter {
  readonly status?: CastStatusValue | undefined;
  readonly open?: 'true' | 'false' | undefined;
  readonly materialId?: number | undefined;
  readonly handlerStaffId?: number | undefined;
  readonly search?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** The casts a filter keeps; cast days compare as text (YYYY-MM-DD sorts as it reads). */
function castWhere(filter: CastFilter): SQL | undefined {
  return and(
    filter.status === undefined ? undefined : eq(casts.status, filter.status),
    filter.open === undefined ? undefined : filter.open === 'true' ? ne(casts.status, 'finished') : eq(casts.status, 'finished'),
    filter.materialId === undefined ? undefined : eq(casts.materialId, filter.materialId),
    filter.handlerStaffId === undefined ? undefined : eq(casts.handlerStaffId, filter.handlerStaffId),
    filter.search ? ilike(casts.number, likePattern(filter.search)) : undefined,
    filter.from === undefined ? undefined : gte(casts.castOn, filter.from),
    filter.to === undefined ? undefined : lte(casts.castOn, filter.to),
  );
}

/** Casts, newest first. */
export async function findCasts(
  executor: Executor,
  filter: CastFilter & { readonly page: number; readonly pageSize: number },
): Promise<Page<CastSummary>> {
  const where = castWhere(filter);
  const [count] = await executor.select({ n: sql<number>`count(*)::int` }).from(casts).where(where);
  const rows = await summaryQuery(executor, where)
    .orderBy(desc(casts.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { items: rows.map(summaryView), total: Number(count?.n ?? 0), page: filter.page, pageSize: filter.pageSize };
}

/**
 * The finished casts of a period, oldest cast day first, and per material the
 * sums of their weights with the figures of those sums (so the totals' loss is
 * actual − over − clean of the totals, to the milligram) and the median of the
 * casts' own achieved ratios.
 */
export async function getCastSummary(
  executor: Executor,
  filter: { readonly from: string; readonly to: string; readonly materialId?: number | undefined; readonly handlerStaffId?: number | undefined },
): Promise<GetCastSummaryResponse> {
  const where = castWhere({ ...filter, status: 'finished' });
  const rows = await summaryQuery(executor, where)
    .orderBy(asc(casts.castOn), asc(casts.id))
    .limit(maxSummaryCasts + 1);
  const totals = await executor
    .select({
      materialId: casts.materialId,
      materialCode: materialRef().code,
      waxRatioMilli: sql<number>`max(${casts.waxRatioMilli})::int`,
      casts: sql<number>`count(*)::int`,
      pieceCount: sql<number>`coalesce(sum((SELECT count(*) FROM wax_pieces w WHERE w.cast_id = ${casts.id})), 0)::int`,
      waxMg: sql<string>`coalesce(sum(${casts.waxMg}), 0)::bigint`,
      actualMg: sql<string>`coalesce(sum(${casts.actualMg}), 0)::bigint`,
      overMg: sql<string>`coalesce(sum(${casts.overMg}), 0)::bigint`,
      resultMg: sql<string>`coalesce(sum(${casts.resultMg}), 0)::bigint`,
      cleanMg: sql<string>`coalesce(sum(${casts.cleanMg}), 0)::bigint`,
      rootMg: sql<string>`coalesce(sum(${casts.rootMg}), 0)::bigint`,
      median: sql<string | null>`round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${castAchievedRatioMilliSql('casts')})::numeric)`,
    })
    .from(casts)
    .innerJoin(materialRef(), eq(materialRef().id, casts.materialId))
    .where(where)
    .groupBy(casts.materialId, materialRef().code)
    .orderBy(materialRef().code);
  return {
    from: filter.from,
    to: filter.to,
    casts: rows.slice(0, maxSummaryCasts).map(summaryView),
    truncated: rows.length > maxSummaryCasts,
    totals: totals.map((t) => {
      const weights = {
        waxMg: Number(t.waxMg),
        actualMg: Number(t.actualMg),
        overMg: Number(t.overMg),
        resultMg: Number(t.resultMg),
        cleanMg: Number(t.cleanMg),
        rootMg: Number(t.rootMg),
      };
      return {
        materialId: t.materialId,
        materialCode: t.materialCode,
        casts: Number(t.casts),
        pieceCount: Number(t.pieceCount),
        ...weights,
        // The estimate of a sum of casts with one ratio each is not one ratio's: left out.
        figures: { ...castFigures({ ...weights, waxRatioMilli: Number(t.waxRatioMilli) }), estimateMg: null },
        medianAchievedRatioMilli: t.median === null ? null : Number(t.median),
      };
    }),
  };
}

/** One cast for its page and printed sheet: weights, figures, pieces with their items, and its postings. */
export async function getCast(executor: Executor, id: number): Promise<CastDetail> {
  const [row] = await summaryQuery(executor, eq(casts.id, id));
  if (!row) throw notFound('cast');
  const parties = await holdersByIds(executor, [row.cast.sourceHolderId, row.cast.castingHolderId]);
  const party = (holderId: number) => {
    const holder = parties.find((h) => h.id === holderId);
    if (!holder) throw notFound('holder');
    return { id: holder.id, kind: holder.kind, code: holder.code, nameKh: holder.nameKh, nameEn: holder.nameEn };
  };
  const pieces = await executor
    .select({
      id: waxPieces.id,
      waxMg: waxPieces.waxMg,
      item: { id: itemRef().id, code: itemRef().code, description: itemRef().description, stage: itemRef().stage },
    })
    .from(waxPieces)
    .innerJoin(itemRef(), eq(itemRef().id, waxPieces.itemId))
    .where(eq(waxPieces.castId, id))
    .orderBy(asc(waxPieces.id));
  return {
    ...summaryView(row),
    sourceHolder: party(row.cast.sourceHolderId),
    castingHolder: party(row.cast.castingHolderId),
    pieces,
    postings: await postingsOfDocument(executor, { kind: 'cast', id }),
  };
}

/**
 * Per active material: the configured wax ratio beside the median of the
 * ratios its finished casts achieved, each (actual − over) × 1000 ÷ wax
 * rounded half away from zero, as the cast summary shows it.
 */
export async function getWaxEstimates(executor: Executor): Promise<{ materials: WaxEstimate[] }> {
  const rows = await queryRows<{
    id: number;
    code: string;
    name_kh: string;
    name_en: string;
    wax_ratio_milli: number;
    median: number | string | null;
    finished: number | string;
  }>(
    executor,
    sql`WITH achieved AS (
          SELECT material_id, ${castAchievedRatioMilliSql('casts')} AS ratio
            FROM casts
           WHERE status = 'finished' AND wax_mg > 0 AND actual_mg IS NOT NULL AND over_mg IS NOT NULL)
        SELECT m.id, m.code, m.name_kh, m.name_en, m.wax_ratio_milli,
               (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.ratio)::numeric)
                  FROM achieved a WHERE a.material_id = m.id) AS median,
               (SELECT count(*) FROM achieved a WHERE a.material_id = m.id) AS finished
          FROM ${materialRefs('m')}
         WHERE m.active
         ORDER BY m.code`,
  );
  return {
    materials: rows.map((r) => ({
      materialId: Number(r.id),
      materialCode: r.code,
      nameKh: r.name_kh,
      nameEn: r.name_en,
      waxRatioMilli: Number(r.wax_ratio_milli),
      medianAchievedRatioMilli: r.median === null ? null : Number(r.median),
      finishedCasts: Number(r.finished),
    })),
  };
}
