import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EntryReport, getEntryReportQuerySchema } from '../../../shared/contracts/reports/get-entry-report';
import type { EntryDetails, findEntryDetailsQuerySchema } from '../../../shared/contracts/reports/find-entry-details';
import type { MaterialRef } from '../../../shared/contracts/reports/report-common';
import { allowedLossMg, entryLossMg, lossOverAllowance } from '../../../shared/entries/entry-loss';
import { queryRows, type Executor } from '../../platform/db/database';
import { postedWithinSql, shopTimeOf } from '../../platform/shop-time';
import { entryGroupSets, entryGroups, entryRowsSql, entryWhere, overAllowanceSql, type EntryGroupFigures } from './entry-figures';

type Row = Record<string, unknown> & { figures: EntryGroupFigures };
import { basisPoints, instantsOf, periodOf } from './report-period';
import { int, intOrNull, loadReportRefs } from './report-refs';

type ReportQuery = z.output<typeof getEntryReportQuerySchema>;
type DetailsQuery = z.output<typeof findEntryDetailsQuerySchema>;

const figuresOf = (material: MaterialRef, f: EntryGroupFigures) => ({
  material,
  entryCount: f.entryCount,
  pieceCount: f.pieceCount,
  inProgressCount: f.inProgressCount,
  closableCount: f.closableCount,
  waitingAcceptCount: f.waitingAcceptCount,
  acceptedCount: f.acceptedCount,
  returnedCount: f.returnedCount,
  issuedMg: f.issuedMg,
  returnedMg: f.returnedMg,
  onBenchMg: f.onBenchMg,
  acceptedIssuedMg: f.acceptedIssuedMg,
  lossMg: f.lossMg,
  allowedMg: f.allowedMg,
  overAllowanceCount: f.overAllowanceCount,
  lossBasisPoints: f.lossBasisPoints,
});

const byMaterialCode = (a: { material: MaterialRef }, b: { material: MaterialRef }) => a.material.code.localeCompare(b.material.code);

/** `/report/entry`: the entries on the period's days by posting day (docs/design.md §5), per bench, per type and per material, in their states now. */
export async function getEntryReport(executor: Executor, query: ReportQuery, now: Date = new Date()): Promise<EntryReport> {
  const shop = await shopTimeOf(executor);
  const period = periodOf(query, shop, now);
  const range = instantsOf(period, shop);
  const refs = await loadReportRefs(executor);
  const where = entryWhere(postedWithinSql(sql`e.posting_date`, range), query);
  const [byJeweller, byType, totals] = (await entryGroupSets(
    executor,
    where,
    { jeweller_holder_id: sql`x.jeweller_holder_id`, type: sql`x.type`, material_id: sql`x.material_id` },
    [['jeweller_holder_id', 'material_id'], ['type', 'material_id'], ['material_id']],
  )) as [Row[], Row[], Row[]];
  return {
    period,
    byJeweller: byJeweller
      .map((r) => ({ jeweller: refs.holder(int(r.jeweller_holder_id)), ...figuresOf(refs.material(int(r.material_id)), r.figures) }))
      .sort((a, b) => a.jeweller.code.localeCompare(b.jeweller.code) || byMaterialCode(a, b)),
    byType: byType
      .map((r) => ({ type: r.type as EntryReport['byType'][number]['type'], ...figuresOf(refs.material(int(r.material_id)), r.figures) }))
      .sort((a, b) => a.type.localeCompare(b.type) || byMaterialCode(a, b)),
    totals: totals.map((r) => figuresOf(refs.material(int(r.material_id)), r.figures)).sort(byMaterialCode),
  };
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** `/report/entry-detail`: the entries on the period's days (by posting day) one by one, newest first, and the filter's totals. */
export async function findEntryDetails(executor: Executor, query: DetailsQuery, now: Date = new Date()): Promise<EntryDetails> {
  const shop = await shopTimeOf(executor);
  const period = periodOf(query, shop, now);
  const range = instantsOf(period, shop);
  const refs = await loadReportRefs(executor);
  const base = entryWhere(postedWithinSql(sql`e.posting_date`, range), query);
  const over = query.overAllowance === undefined ? sql`true` : query.overAllowance === 'true' ? overAllowanceSql : sql`NOT ${overAllowanceSql}`;
  const rowsQuery = queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT x.*, count(*) OVER () AS total FROM (${entryRowsSql(base)}) x WHERE ${over}
         ORDER BY x.created_at DESC, x.id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  const [rows, totals] = await Promise.all([rowsQuery, entryGroups(executor, base, [sql`x.material_id`], over)]);
  const total = rows[0] ? int(rows[0].total) : 0;
  return {
    period,
    items: rows.map((r) => {
      const issuedMg = int(r.issued_mg);
      const closed = r.state === 'waiting_accept' || r.state === 'accepted';
      const returnedMg = closed ? intOrNull(r.returned_mg) : null;
      // Issued is init + spare already: the rule reads it as the init of an entry with no spare.
      const weights = returnedMg === null ? null : { initMg: issuedMg, spareMg: 0, returnedMg };
      const lossMg = weights === null ? null : entryLossMg(weights);
      const permille = int(r.permille);
      return {
        id: int(r.id),
        number: String(r.number),
        createdAt: iso(r.created_at)!,
        type: r.type as EntryDetails['items'][number]['type'],
        state: r.state as EntryDetails['items'][number]['state'],
        category: refs.entryCategory(int(r.category_id)),
        material: refs.material(int(r.material_id)),
        jeweller: refs.holder(int(r.jeweller_holder_id)),
        pieceCount: int(r.piece_count),
        initMg: int(r.init_mg),
        spareMg: int(r.spare_mg),
        issuedMg,
        returnedMg,
        lossMg,
        allowedMg: allowedLossMg(issuedMg, permille),
        lossBasisPoints: lossMg === null ? null : basisPoints(lossMg, issuedMg),
        overAllowance: weights !== null && lossOverAllowance(weights, permille),
        overAllowanceReason: (r.over_allowance_reason as string | null) ?? null,
        closedAt: iso(r.closed_at),
        acceptedAt: iso(r.accepted_at),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totals: totals
      .map((r) => ({
        material: refs.material(int(r.material_id)),
        entryCount: r.figures.entryCount,
        issuedMg: r.figures.issuedMg,
        closedIssuedMg: r.figures.closedIssuedMg,
        returnedMg: r.figures.returnedMg,
        lossMg: r.figures.closedLossMg,
        allowedMg: r.figures.closedAllowedMg,
      }))
      .sort(byMaterialCode),
  };
}
