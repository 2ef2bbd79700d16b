import { sql, type SQL } from 'drizzle-orm';

/**
 * The cast weights rule (src/shared/casting/cast-weights.ts) as SQL, for the
 * reports that sum casts in the database. Each fragment reads the `casts`
 * columns of a row under `alias` (`c`, or `casts` for the bare table);
 * cast-weights-sql.test.ts runs them on PostgreSQL beside the TypeScript rule
 * on the same random casts and holds them to the same figures.
 */
const column = (alias: string, name: string): SQL => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/** castLossMg: actual − over − clean; NULL until the three are recorded. */
export const castLossMgSql = (alias: string): SQL => sql`(${column(alias, 'actual_mg')} - ${column(alias, 'over_mg')} - ${column(alias, 'clean_mg')})`;

/** castPiecesMg: clean − root; NULL until both are recorded. */
export const castPiecesMgSql = (alias: string): SQL => sql`(${column(alias, 'clean_mg')} - ${column(alias, 'root_mg')})`;

/** castAchievedRatioMilli: (actual − over) × 1000 ÷ wax, half away from zero (numeric round); NULL without wax. */
export const castAchievedRatioMilliSql = (alias: string): SQL =>
  sql`round((${column(alias, 'actual_mg')} - ${column(alias, 'over_mg')}) * 1000.0 / nullif(${column(alias, 'wax_mg')}, 0))`;

/**
 * finishedCastTotals as aggregate columns `actual_mg`, `pieces_mg`, `loss_mg`
 * (NULL when no cast of the group is finished: read them with `int`, which takes NULL as 0).
 */
export const finishedCastTotalsSql = (alias: string): SQL => {
  const finished = sql`${column(alias, 'status')} = 'finished'`;
  return sql`sum(${column(alias, 'actual_mg')}) FILTER (WHERE ${finished}) AS actual_mg,
             sum(${castPiecesMgSql(alias)}) FILTER (WHERE ${finished}) AS pieces_mg,
             sum(${castLossMgSql(alias)}) FILTER (WHERE ${finished}) AS loss_mg`;
};
