import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';
import { allowedLossMgSql, entryLossMgSql, lossOverAllowanceSql, overAllowanceMgSql } from '../entries';
import { basisPoints } from './report-period';
import { int } from './report-refs';
import { entryRowsSql } from '../entries';
import { holderRefs } from '../materials';

/**
 * Jewellers' entries as the reports read them (DESIGN §3.5): issued = the
 * pieces' weight (init) + spare; returned is weighed at close; loss =
 * issued − returned (posted to LOSS at acceptance); the allowance is
 * ⌊issued × the category's ‰ ÷ 1000⌋, and an entry is over it when
 * loss × 1000 > issued × ‰ (src/shared/entries/entry-loss.ts).
 */
export interface EntryFilter {
  readonly materialId?: number | undefined;
  readonly staffId?: number | undefined;
  readonly jewellerHolderId?: number | undefined;
  readonly categoryId?: number | undefined;
  readonly state?: string | undefined;
  readonly type?: string | undefined;
  readonly overAllowance?: 'true' | 'false' | undefined;
}

/** The conditions of a filter on entries `e` (the range is the caller's). */
export function entryWhere(range: SQL, filter: EntryFilter): SQL {
  const parts = [range];
  if (filter.materialId !== undefined) parts.push(sql`e.material_id = ${filter.materialId}`);
  if (filter.staffId !== undefined) parts.push(sql`e.jeweller_holder_id IN (SELECT h.id FROM ${holderRefs('h')} WHERE h.staff_id = ${filter.staffId})`);
  if (filter.jewellerHolderId !== undefined) parts.push(sql`e.jeweller_holder_id = ${filter.jewellerHolderId}`);
  if (filter.categoryId !== undefined) parts.push(sql`e.category_id = ${filter.categoryId}`);
  if (filter.state !== undefined) parts.push(sql`e.state = ${filter.state}`);
  if (filter.type !== undefined) parts.push(sql`e.type = ${filter.type}`);
  return sql.join(parts, sql` AND `);
}

/** One row per entry (the entries module's read model, `e` in the filter). */
export { entryRowsSql };

const closedStates = sql`x.state IN ('waiting_accept', 'accepted')`;
/** An entry row `x`'s weights as the loss rule reads them. */
const x = { issuedMg: sql`x.issued_mg`, returnedMg: sql`x.returned_mg`, permille: sql`x.permille` };

/** Whether an entry row `x` was closed with a loss over its allowance. */
export const overAllowanceSql = sql`(${closedStates} AND ${lossOverAllowanceSql(x)})`;
const openStates = sql`x.state IN ('in_progress', 'closable', 'returned')`;
const accepted = sql`x.state = 'accepted'`;

/** The aggregate columns over entry rows `x`. */
export const entryAggregates = sql`
  count(*) AS entry_count, sum(x.piece_count) AS piece_count,
  count(*) FILTER (WHERE x.state = 'in_progress') AS in_progress_count,
  count(*) FILTER (WHERE x.state = 'closable') AS closable_count,
  count(*) FILTER (WHERE x.state = 'waiting_accept') AS waiting_accept_count,
  count(*) FILTER (WHERE x.state = 'accepted') AS accepted_count,
  count(*) FILTER (WHERE x.state = 'returned') AS returned_count,
  sum(x.issued_mg) AS issued_mg,
  sum(x.issued_mg) FILTER (WHERE ${closedStates}) AS closed_issued_mg,
  sum(x.returned_mg) FILTER (WHERE ${closedStates}) AS returned_mg,
  sum(${entryLossMgSql(x)}) FILTER (WHERE ${closedStates}) AS closed_loss_mg,
  sum(${allowedLossMgSql(x)}) FILTER (WHERE ${closedStates}) AS closed_allowed_mg,
  sum(x.issued_mg) FILTER (WHERE ${openStates}) AS on_bench_mg,
  sum(x.issued_mg) FILTER (WHERE ${accepted}) AS accepted_issued_mg,
  sum(x.returned_mg) FILTER (WHERE ${accepted}) AS accepted_returned_mg,
  sum(${entryLossMgSql(x)}) FILTER (WHERE ${accepted}) AS loss_mg,
  sum(${allowedLossMgSql(x)}) FILTER (WHERE ${accepted}) AS allowed_mg,
  sum(${overAllowanceMgSql(x)}) FILTER (WHERE ${accepted}) AS over_allowance_mg,
  count(*) FILTER (WHERE ${accepted} AND ${overAllowanceSql}) AS over_allowance_count`;

export interface EntryGroupFigures {
  readonly entryCount: number;
  readonly pieceCount: number;
  readonly inProgressCount: number;
  readonly closableCount: number;
  readonly waitingAcceptCount: number;
  readonly acceptedCount: number;
  readonly returnedCount: number;
  readonly issuedMg: number;
  readonly closedIssuedMg: number;
  readonly returnedMg: number;
  readonly closedLossMg: number;
  readonly closedAllowedMg: number;
  readonly onBenchMg: number;
  readonly acceptedIssuedMg: number;
  readonly acceptedReturnedMg: number;
  readonly lossMg: number;
  readonly allowedMg: number;
  readonly overAllowanceMg: number;
  readonly overAllowanceCount: number;
  readonly lossBasisPoints: number | null;
  readonly allowedBasisPoints: number | null;
}

export function entryGroupFigures(r: Record<string, unknown>): EntryGroupFigures {
  const acceptedIssuedMg = int(r.accepted_issued_mg);
  const lossMg = int(r.loss_mg);
  const allowedMg = int(r.allowed_mg);
  return {
    entryCount: int(r.entry_count),
    pieceCount: int(r.piece_count),
    inProgressCount: int(r.in_progress_count),
    closableCount: int(r.closable_count),
    waitingAcceptCount: int(r.waiting_accept_count),
    acceptedCount: int(r.accepted_count),
    returnedCount: int(r.returned_count),
    issuedMg: int(r.issued_mg),
    closedIssuedMg: int(r.closed_issued_mg),
    returnedMg: int(r.returned_mg),
    closedLossMg: int(r.closed_loss_mg),
    closedAllowedMg: int(r.closed_allowed_mg),
    onBenchMg: int(r.on_bench_mg),
    acceptedIssuedMg,
    acceptedReturnedMg: int(r.accepted_returned_mg),
    lossMg,
    allowedMg,
    overAllowanceMg: int(r.over_allowance_mg),
    overAllowanceCount: int(r.over_allowance_count),
    lossBasisPoints: basisPoints(lossMg, acceptedIssuedMg),
    allowedBasisPoints: basisPoints(allowedMg, acceptedIssuedMg),
  };
}

/** Entries aggregated by the given group columns of `x` (e.g. `x.jeweller_holder_id`, `x.material_id`; an expression may carry an alias). */
export async function entryGroups(
  executor: Executor,
  where: SQL,
  groupBy: readonly SQL[],
  rowFilter: SQL = sql`true`,
): Promise<(Record<string, unknown> & { figures: EntryGroupFigures })[]> {
  const positions = sql.raw(groupBy.map((_, i) => String(i + 1)).join(', '));
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT ${sql.join([...groupBy], sql`, `)}, ${entryAggregates} FROM (${entryRowsSql(where)}) x WHERE ${rowFilter} GROUP BY ${positions}`,
  );
  return rows.map((r) => ({ ...r, figures: entryGroupFigures(r) }));
}

/**
 * Entries aggregated by several groupings in one scan (GROUPING SETS): each
 * set names the dimensions it groups by; the answer lists each set's rows
 * with those dimensions' values (as `dimension` → value) and their figures.
 */
export async function entryGroupSets<D extends string>(
  executor: Executor,
  where: SQL,
  dimensions: Readonly<Record<D, SQL>>,
  sets: readonly (readonly D[])[],
  rowFilter: SQL = sql`true`,
): Promise<(Record<D, unknown> & { figures: EntryGroupFigures })[][]> {
  const names = Object.keys(dimensions) as D[];
  const expr = (name: D) => dimensions[name];
  const select = names.map((name) => sql`${expr(name)} AS ${sql.identifier(name)}`);
  const grouping = sql`GROUPING(${sql.join(names.map(expr), sql`, `)})`;
  const groupingSets = sql.join(
    sets.map((set) => sql`(${sql.join(set.map(expr), sql`, `)})`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT ${sql.join(select, sql`, `)}, ${grouping} AS grouping_mask, ${entryAggregates}
          FROM (${entryRowsSql(where)}) x WHERE ${rowFilter}
         GROUP BY GROUPING SETS (${groupingSets})`,
  );
  // GROUPING(a, b, c) has a bit set, the first argument highest, for each dimension not grouped by.
  const maskOf = (set: readonly D[]) => names.reduce((mask, name, i) => (set.includes(name) ? mask : mask | (1 << (names.length - 1 - i))), 0);
  return sets.map((set) => {
    const mask = maskOf(set);
    return rows.filter((r) => int(r.grouping_mask) === mask).map((r) => ({ ...(r as Record<D, unknown>), figures: entryGroupFigures(r) }));
  });
}
