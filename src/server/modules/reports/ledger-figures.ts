import { sql, type SQL } from 'drizzle-orm';
import { lossSourceKinds, type LossSource } from '../../../shared/ledger/document-kinds';
import { queryRows, type Executor } from '../../platform/db/database';
import { dateNumberSql, dayOfNumber, postedWithinSql, shopDayAtSql } from '../../platform/shop-time';
import { holderBalanceRowsSql, postingRowsSql } from '../../ledger';
import { idList, int, type ReportRefs } from './report-refs';
import type { InstantRange } from '../sales';

/**
 * A holder's metal over a range, from the postings (DESIGN §3.2: a balance
 * is the sum of its postings): opening at the start, in and out (LOSS not
 * counted), lost (to LOSS less back from it), closing at the end, and the
 * part of in and out that crossed to the system holders (OUTSIDE and other
 * non-physical ones, MELT). opening + in − out − lost = closing.
 */
export interface HolderMovement {
  readonly holderId: number;
  readonly materialId: number;
  readonly openingMg: number;
  readonly inMg: number;
  readonly outMg: number;
  readonly lostMg: number;
  readonly closingMg: number;
  readonly fromOutsideMg: number;
  readonly toOutsideMg: number;
  readonly fromMeltMg: number;
  readonly toMeltMg: number;
}

/**
 * A posting counts on its shop day, its posting date (DESIGN §5): a document
 * back-dated into an open month shows in that month, and a closed month takes
 * nothing more, so its record stays as it was counted. The range's instants
 * are shop-day boundaries (report-period.ts): their day in the shop's zone.
 */
const startDay = (range: InstantRange) => shopDayAtSql(range.start);
const endDay = (range: InstantRange) => shopDayAtSql(range.end);

/**
 * The postings of a time window summed per (from, to, material) first (a
 * few hundred pairs however many postings), then seen from both holders
 * (the legs): + for the one the metal went to, − for the one it came from,
 * with the other holder. `before`, `within` and `after` split each pair's
 * sum at the range's start and end.
 *
 * A reversal (a void's, a reversal slip's) is the movement it undoes,
 * negated: a posting OUTSIDE → counter that reverses a sale counts as
 * counter → OUTSIDE of −mg, so it nets against the sale in "released" and
 * never shows as metal "received" (and old gold given back on a void never
 * as "released"). It counts in the period it was posted, the void's: a sale
 * and its void in one month leave it as if neither happened; a void in a
 * later month leaves the sale's month as it was (a closed month's figures
 * never change, DESIGN §5) and shows in its own month as a negative
 * correction. Balances are the same either way (each holder gets the same
 * signed sum). The reversals are few: they are read apart (by the unique
 * index on reverses_posting_id), taken off as written and put back turned.
 */
const legsSql = (where: SQL, range: InstantRange) => {
  const split = (mg: SQL) => sql`
           coalesce(sum(${mg}) FILTER (WHERE p.posting_date < ${startDay(range)}), 0) AS before_mg,
           coalesce(sum(${mg}) FILTER (WHERE p.posting_date >= ${startDay(range)} AND p.posting_date < ${endDay(range)}), 0) AS within_mg,
           coalesce(sum(${mg}) FILTER (WHERE p.posting_date >= ${endDay(range)}), 0) AS after_mg`;
  return sql`
  WITH pairs AS (
    SELECT from_holder_id, to_holder_id, material_id, sum(before_mg) AS before_mg, sum(within_mg) AS within_mg, sum(after_mg) AS after_mg
      FROM (
        SELECT p.from_holder_id, p.to_holder_id, p.material_id, ${split(sql`p.mg`)}
          FROM ${postingRowsSql} p WHERE ${where}
         GROUP BY p.from_holder_id, p.to_holder_id, p.material_id
        UNION ALL
        SELECT r.from_holder_id, r.to_holder_id, turned.material_id, r.before_mg, r.within_mg, r.after_mg
          FROM (SELECT p.from_holder_id, p.to_holder_id, p.material_id, ${split(sql`p.mg`)}
                  FROM ${postingRowsSql} p WHERE p.reverses_posting_id IS NOT NULL AND ${where}
                 GROUP BY p.from_holder_id, p.to_holder_id, p.material_id) turned,
               LATERAL (VALUES (turned.from_holder_id, turned.to_holder_id, -turned.before_mg, -turned.within_mg, -turned.after_mg),
                               (turned.to_holder_id, turned.from_holder_id, -turned.before_mg, -turned.within_mg, -turned.after_mg))
                       AS r(from_holder_id, to_holder_id, before_mg, within_mg, after_mg)
      ) all_pairs
     GROUP BY from_holder_id, to_holder_id, material_id)
  SELECT to_holder_id AS holder_id, material_id, from_holder_id AS other, 1 AS dir, before_mg, within_mg, after_mg FROM pairs
  UNION ALL
  SELECT from_holder_id, material_id, to_holder_id, -1, -before_mg, -within_mg, -after_mg FROM pairs`;
};

/**
 * Two ways to the same figures, chosen by which reads fewer postings:
 * forward (sum everything before the start) for a range early in the
 * ledger's life, backward (the running balance less what moved after the
 * end; holder_balances is the sum of the postings, `verifyLedger` proves it)
 * for a recent one.
 */
export async function holderMovements(
  executor: Executor,
  range: InstantRange,
  refs: ReportRefs,
  filter: { readonly materialId?: number | undefined } = {},
  /** Which way to read (tests read both); by default the one over fewer postings. */
  way: 'auto' | 'forward' | 'backward' = 'auto',
): Promise<HolderMovement[]> {
  const loss = idList(refs.holderIdsOfKind('loss'));
  const melt = idList(refs.holderIdsOfKind('melt'));
  const outside = idList(refs.holders.filter((h) => !h.physical && h.kind !== 'loss' && h.kind !== 'melt').map((h) => h.id));
  const material = filter.materialId === undefined ? sql`true` : sql`p.material_id = ${filter.materialId}`;
  const flows = sql`
    sum(within_mg) FILTER (WHERE dir = 1 AND other NOT IN (${loss})) AS in_mg,
    -sum(within_mg) FILTER (WHERE dir = -1 AND other NOT IN (${loss})) AS out_mg,
    -sum(within_mg) FILTER (WHERE other IN (${loss})) AS lost_mg,
    sum(within_mg) FILTER (WHERE dir = 1 AND other IN (${outside})) AS from_outside_mg,
    -sum(within_mg) FILTER (WHERE dir = -1 AND other IN (${outside})) AS to_outside_mg,
    sum(within_mg) FILTER (WHERE dir = 1 AND other IN (${melt})) AS from_melt_mg,
    -sum(within_mg) FILTER (WHERE dir = -1 AND other IN (${melt})) AS to_melt_mg`;

  const forward = way === 'auto' ? await readForward(executor, range) : way === 'forward';

  const rows = forward
    ? await queryRows<Record<string, unknown>>(
        executor,
        sql`SELECT holder_id, material_id, sum(before_mg) AS opening_mg, ${flows}
              FROM (${legsSql(sql`p.posting_date < ${endDay(range)} AND ${material}`, range)}) l
             GROUP BY holder_id, material_id`,
      )
    : await queryRows<Record<string, unknown>>(
        executor,
        sql`SELECT coalesce(b.holder_id, m.holder_id) AS holder_id, coalesce(b.material_id, m.material_id) AS material_id,
                   coalesce(b.mg, 0) - coalesce(m.after_mg, 0) AS closing_mg, m.in_mg, m.out_mg, m.lost_mg,
                   m.from_outside_mg, m.to_outside_mg, m.from_melt_mg, m.to_melt_mg
              FROM (SELECT holder_id, material_id, mg FROM ${holderBalanceRowsSql} p WHERE mg <> 0 AND ${material}) b
              FULL JOIN (
                SELECT holder_id, material_id, sum(after_mg) AS after_mg, ${flows}
                  FROM (${legsSql(sql`p.posting_date >= ${startDay(range)} AND ${material}`, range)}) l
                 GROUP BY holder_id, material_id
              ) m ON m.holder_id = b.holder_id AND m.material_id = b.material_id`,
      );

  return rows
    .map((r) => {
      const inMg = int(r.in_mg);
      const outMg = int(r.out_mg);
      const lostMg = int(r.lost_mg);
      const openingMg = forward ? int(r.opening_mg) : int(r.closing_mg) - inMg + outMg + lostMg;
      const closingMg = forward ? openingMg + inMg - outMg - lostMg : int(r.closing_mg);
      return {
        holderId: int(r.holder_id),
        materialId: int(r.material_id),
        openingMg,
        inMg,
        outMg,
        lostMg,
        closingMg,
        fromOutsideMg: int(r.from_outside_mg),
        toOutsideMg: int(r.to_outside_mg),
        fromMeltMg: int(r.from_melt_mg),
        toMeltMg: int(r.to_melt_mg),
      };
    })
    .filter((m) => m.openingMg !== 0 || m.closingMg !== 0 || m.inMg !== 0 || m.outMg !== 0 || m.lostMg !== 0);
}

/** Whether fewer postings were written before the range starts than after it (a guess from the times of the first and last postings). */
async function readForward(executor: Executor, range: InstantRange): Promise<boolean> {
  const [span] = await queryRows<{ first: string | Date | null; last: string | Date | null }>(
    executor,
    sql`SELECT (SELECT min(created_at) FROM ${postingRowsSql} p) AS first, (SELECT max(created_at) FROM ${postingRowsSql} p) AS last`,
  );
  if (!span?.first || !span.last) return true;
  const startAt = Date.parse(range.start);
  return startAt - new Date(span.first).getTime() < new Date(span.last).getTime() - startAt;
}


/** Postings to LOSS less those back from it (by posting day), per material and posting document type, in a range (optionally only from some holders), by day or month if asked. */
export async function lossBySource(
  executor: Executor,
  range: InstantRange,
  refs: ReportRefs,
  filter: { readonly materialId?: number | undefined; readonly fromHolderIds?: readonly number[] | undefined; readonly byDay?: boolean; readonly byMonth?: boolean },
): Promise<{ materialId: number; source: LossSource; period: string | null; mg: number }[]> {
  const loss = idList(refs.holderIdsOfKind('loss'));
  const material = filter.materialId === undefined ? sql`true` : sql`p.material_id = ${filter.materialId}`;
  const holders = filter.fromHolderIds;
  const toLoss = holders === undefined ? sql`true` : sql`p.from_holder_id IN (${idList(holders)})`;
  const fromLoss = holders === undefined ? sql`true` : sql`p.to_holder_id IN (${idList(holders)})`;
  const within = postedWithinSql(sql`p.posting_date`, range);
  const dated = filter.byDay === true || filter.byMonth === true;
  const rows = await queryRows<{ material_id: number; source: string; day: number | null; mg: unknown }>(
    executor,
    sql`SELECT material_id,
               CASE WHEN document_type IN (${sql.join(lossSourceKinds.map((k) => sql`${k}`), sql`, `)}) THEN document_type ELSE 'other' END AS source,
               ${dated ? dateNumberSql(sql`posting_date`) : sql`NULL::int`} AS day, sum(signed) AS mg
          FROM (
            SELECT p.material_id, p.document_type, p.posting_date, p.mg AS signed FROM ${postingRowsSql} p
             WHERE p.to_holder_id IN (${loss}) AND ${within} AND ${material} AND ${toLoss}
            UNION ALL
            SELECT p.material_id, p.document_type, p.posting_date, -p.mg FROM ${postingRowsSql} p
             WHERE p.from_holder_id IN (${loss}) AND ${within} AND ${material} AND ${fromLoss}
          ) l
         GROUP BY 1, 2, 3`,
  );
  const summed = new Map<string, { materialId: number; source: LossSource; period: string | null; mg: number }>();
  for (const r of rows) {
    const day = r.day === null ? null : dayOfNumber(Number(r.day));
    const period = day === null ? null : filter.byMonth ? day.slice(0, 7) : day;
    const key = `${r.material_id}|${r.source}|${period}`;
    const row = summed.get(key) ?? { materialId: int(r.material_id), source: r.source as LossSource, period, mg: 0 };
    row.mg += int(r.mg);
    summed.set(key, row);
  }
  return [...summed.values()];
}
