import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CastReport, getCastReportQuerySchema } from '../../../shared/contracts/reports/get-cast-report';
import { castLossBasisPoints, castLossMg, castPiecesMg } from '../../../shared/casting/cast-weights';
import { queryRows, type Executor } from '../../platform/db/database';
import { shopTimeOf } from '../../platform/shop-time';
import { castRowsSql, finishedCastTotalsSql } from '../casting';
import { basisPoints, periodOf } from './report-period';
import { byCode, int, intOrNull, loadReportRefs, type ReportRefs } from './report-refs';

type Query = z.output<typeof getCastReportQuerySchema>;

/** The casts a filter keeps, by their posting day (docs/design.md §5: the day of their latest step; finished, of their loss). */
function castWhere(from: string, to: string, query: Pick<Query, 'materialId' | 'staffId'>): SQL {
  const parts = [sql`c.posting_date >= ${from}::date`, sql`c.posting_date <= ${to}::date`];
  if (query.materialId !== undefined) parts.push(sql`c.material_id = ${query.materialId}`);
  if (query.staffId !== undefined) parts.push(sql`c.handler_staff_id = ${query.staffId}`);
  return sql.join(parts, sql` AND `);
}

const pieceCount = sql`c.piece_count`;

/** `/report/cast`: a page of casts, and per caster and per material their totals (loss over the finished ones). */
export async function getCastReport(executor: Executor, query: Query, now: Date = new Date()): Promise<CastReport> {
  const period = periodOf(query, await shopTimeOf(executor), now);
  const where = castWhere(period.from, period.to, query);
  const refs = await loadReportRefs(executor);
  const rowsQuery = queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT c.id, c.number, c.cast_on, c.status, c.material_id, c.handler_staff_id, ${pieceCount} AS piece_count,
               c.wax_mg, c.actual_mg, c.over_mg, c.clean_mg, c.root_mg, count(*) OVER () AS total
          FROM ${castRowsSql} c WHERE ${where}
         ORDER BY c.posting_date DESC, c.id DESC
         LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  const [rows, groups] = await Promise.all([rowsQuery, castGroups(executor, where, refs)]);
  const total = rows[0] ? int(rows[0].total) : await countCasts(executor, where);
  return {
    period,
    casts: { items: rows.map((r) => castRow(r, refs)), total, page: query.page, pageSize: query.pageSize },
    byCaster: groups
      .filter((g) => !g.materialOnly)
      .map(({ handlerId, materialOnly: _, ...figures }) => ({ handler: handlerId === null ? null : refs.staff(handlerId), ...figures }))
      .sort((a, b) => byCode<typeof a>((r) => r.handler?.code ?? null)(a, b) || a.material.code.localeCompare(b.material.code)),
    totals: groups
      .filter((g) => g.materialOnly)
      .map(({ handlerId: _, materialOnly: __, ...figures }) => figures)
      .sort((a, b) => a.material.code.localeCompare(b.material.code)),
  };
}

async function countCasts(executor: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(executor, sql`SELECT count(*) AS n FROM ${castRowsSql} c WHERE ${where}`);
  return int(row?.n);
}

function castRow(r: Record<string, unknown>, refs: ReportRefs): CastReport['casts']['items'][number] {
  const actualMg = intOrNull(r.actual_mg);
  const overMg = intOrNull(r.over_mg);
  const cleanMg = intOrNull(r.clean_mg);
  const rootMg = intOrNull(r.root_mg);
  const lossMg = castLossMg({ actualMg, overMg, cleanMg });
  return {
    id: int(r.id),
    number: String(r.number),
    castOn: String(r.cast_on),
    status: r.status as CastReport['casts']['items'][number]['status'],
    material: refs.material(int(r.material_id)),
    handler: r.handler_staff_id === null ? null : refs.staff(int(r.handler_staff_id)),
    pieceCount: int(r.piece_count),
    waxMg: intOrNull(r.wax_mg),
    actualMg,
    overMg,
    cleanMg,
    rootMg,
    piecesMg: castPiecesMg({ cleanMg, rootMg }),
    lossMg,
    lossBasisPoints: castLossBasisPoints(lossMg, actualMg),
  };
}

/** Per caster and material, and per material alone (GROUPING SETS: one scan). */
async function castGroups(executor: Executor, where: SQL, refs: ReportRefs) {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT c.handler_staff_id, c.material_id, grouping(c.handler_staff_id) AS material_only,
               count(*) AS cast_count, count(*) FILTER (WHERE c.status = 'finished') AS finished_count,
               sum(${pieceCount}) AS piece_count, sum(c.actual_mg) AS cast_actual_mg, ${finishedCastTotalsSql('c')}
          FROM ${castRowsSql} c WHERE ${where}
         GROUP BY GROUPING SETS ((c.handler_staff_id, c.material_id), (c.material_id))`,
  );
  return rows.map((r) => {
    const finishedActualMg = int(r.actual_mg);
    const lossMg = int(r.loss_mg);
    return {
      handlerId: r.handler_staff_id === null ? null : int(r.handler_staff_id),
      materialOnly: int(r.material_only) === 1,
      material: refs.material(int(r.material_id)),
      castCount: int(r.cast_count),
      finishedCount: int(r.finished_count),
      pieceCount: int(r.piece_count),
      actualMg: int(r.cast_actual_mg),
      finishedActualMg,
      piecesMg: int(r.pieces_mg),
      lossMg,
      lossBasisPoints: basisPoints(lossMg, finishedActualMg),
    };
  });
}
