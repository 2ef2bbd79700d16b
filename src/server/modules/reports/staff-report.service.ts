import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { getStaffReportQuerySchema, StaffReport } from '../../../shared/contracts/reports/get-staff-report';
import { queryRows, type Executor } from '../../platform/db/database';
import { postedWithinSql, shopTimeOf } from '../../platform/shop-time';
import { castRowsSql, finishedCastTotalsSql } from '../casting';
import { sellerSales } from '../sales';
import { entryGroups, entryWhere } from './entry-figures';
import { basisPoints, instantsOf, periodOf } from './report-period';
import { int, loadReportRefs } from './report-refs';

type Query = z.output<typeof getStaffReportQuerySchema>;

/**
 * `/report/staff`: per staff member, the bench (entries accepted in the
 * period on the holders linked to them, by posting day), casting (casts they
 * handled, by posting day: docs/design.md §5) and the counter (invoices they sold: sellerSales, the figures
 * of the incentives page). An entry on a bench that
 * is linked to no staff member has nobody to be counted for here.
 */
export async function getStaffReport(executor: Executor, query: Query, now: Date = new Date()): Promise<StaffReport> {
  const shop = await shopTimeOf(executor);
  const period = periodOf(query, shop, now);
  const range = instantsOf(period, shop);
  const refs = await loadReportRefs(executor);
  const benchQuery = entryGroups(
    executor,
    entryWhere(sql`e.state = 'accepted' AND ${postedWithinSql(sql`e.posting_date`, range)}`, query),
    [sql`x.staff_id`, sql`x.material_id`],
    sql`x.staff_id IS NOT NULL`,
  );
  const castWhere = [sql`c.posting_date >= ${period.from}::date`, sql`c.posting_date <= ${period.to}::date`, sql`c.handler_staff_id IS NOT NULL`];
  if (query.materialId !== undefined) castWhere.push(sql`c.material_id = ${query.materialId}`);
  if (query.staffId !== undefined) castWhere.push(sql`c.handler_staff_id = ${query.staffId}`);
  const castingQuery = queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT c.handler_staff_id AS staff_id, c.material_id, count(*) AS cast_count, ${finishedCastTotalsSql('c')}
          FROM ${castRowsSql} c WHERE ${sql.join(castWhere, sql` AND `)}
         GROUP BY c.handler_staff_id, c.material_id`,
  );
  // The one "sales" of a seller, the incentives page's too.
  const salesQuery = sellerSales(executor, range, { branchId: query.branchId, staffId: query.staffId });

  const [bench, casting, sales] = await Promise.all([benchQuery, castingQuery, salesQuery]);

  const work = new Map<string, StaffReport['work'][number]>();
  const rowOf = (staffId: number, materialId: number) => {
    const key = `${staffId}|${materialId}`;
    const row = work.get(key) ?? {
      staff: refs.staff(staffId),
      material: refs.material(materialId),
      entryCount: 0,
      piecesDone: 0,
      issuedMg: 0,
      returnedMg: 0,
      lossMg: 0,
      allowedMg: 0,
      overAllowanceCount: 0,
      lossBasisPoints: null,
      castCount: 0,
      castActualMg: 0,
      castPiecesMg: 0,
      castLossMg: 0,
      castLossBasisPoints: null,
    };
    work.set(key, row);
    return row;
  };
  for (const b of bench) {
    const f = b.figures;
    Object.assign(rowOf(int(b.staff_id), int(b.material_id)), {
      entryCount: f.entryCount,
      piecesDone: f.pieceCount,
      issuedMg: f.acceptedIssuedMg,
      returnedMg: f.acceptedReturnedMg,
      lossMg: f.lossMg,
      allowedMg: f.allowedMg,
      overAllowanceCount: f.overAllowanceCount,
      lossBasisPoints: f.lossBasisPoints,
    });
  }
  for (const c of casting) {
    const actualMg = int(c.actual_mg);
    const lossMg = int(c.loss_mg);
    Object.assign(rowOf(int(c.staff_id), int(c.material_id)), {
      castCount: int(c.cast_count),
      castActualMg: actualMg,
      castPiecesMg: int(c.pieces_mg),
      castLossMg: lossMg,
      castLossBasisPoints: basisPoints(lossMg, actualMg),
    });
  }
  return {
    period,
    work: [...work.values()].sort((a, b) => a.staff.code.localeCompare(b.staff.code) || a.material.code.localeCompare(b.material.code)),
    sales: sales
      .map((s) => ({
        staff: refs.staff(s.staffId),
        invoiceCount: s.invoiceCount,
        piecesSold: s.piecesSold,
        salesCents: s.salesCents,
        incentiveCents: s.incentiveCents,
      }))
      .sort((a, b) => a.staff.code.localeCompare(b.staff.code)),
  };
}
