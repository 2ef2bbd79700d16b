import { sql } from 'drizzle-orm';
import { firstOfMonth } from '../../../shared/shop-time';
import type { EntryHomeFigures } from '../../../shared/contracts/entries/get-entry-home-figures';
import { queryRows, type Executor } from '../../platform/db/database';
import { allowedLossMgSql, entryLossMgSql, lossOverAllowanceSql } from './entry-loss-sql';
import { shopTimeOf } from '../../platform/shop-time';

/**
 * The entries figures of a home (`/`), one statement. `ownHolderIds` set: a
 * jeweller's or setter's own bench only. The month's loss is over the entries
 * closed (waiting to accept or accepted) whose shop day (posting_date: the
 * close's or the acceptance's day) is in the shop's month: loss = init +
 * spare − returned, allowance ⌊issued × ‰ ÷ 1000⌋ per entry, over it when
 * loss × 1000 > issued × ‰ (src/shared/entries/entry-loss.ts, the same rule
 * as the reports' entry-figures.ts).
 */
const entry = { issuedMg: sql`issued_mg`, returnedMg: sql`returned_mg`, permille: sql`permille` };

export async function entryHomeFigures(executor: Executor, ownHolderIds: readonly number[] | undefined, now = new Date()): Promise<EntryHomeFigures> {
  const shop = await shopTimeOf(executor);
  const month = shop.monthOf(now);
  // The month's entries are those whose shop day (posting_date: their close, or their acceptance) is in it; a back-dated one counts on its day.
  const monthStart = firstOfMonth(month);
  const mine =
    ownHolderIds === undefined
      ? sql`true`
      : ownHolderIds.length === 0
        ? sql`false`
        : sql`e.jeweller_holder_id IN (${sql.join(ownHolderIds.map((id) => sql`${id}`), sql`, `)})`;
  const [row] = await queryRows<Record<string, string | number | null>>(
    executor,
    sql`WITH x AS (
          SELECT e.state, e.posting_date, e.returned_mg, p.init_mg + e.spare_mg AS issued_mg, ec.allowed_loss_permille AS permille
            FROM entries e
            JOIN entry_categories ec ON ec.id = e.category_id
            CROSS JOIN LATERAL (SELECT coalesce(sum(ep.issued_mg), 0)::bigint AS init_mg FROM entry_pieces ep WHERE ep.entry_id = e.id) p
           WHERE ${mine} AND (e.state <> 'accepted' OR e.posting_date >= ${monthStart}::date)),
        closed AS (SELECT *, ${lossOverAllowanceSql(entry)} AS over FROM x WHERE state IN ('waiting_accept', 'accepted') AND returned_mg IS NOT NULL)
        SELECT
          (SELECT count(*) FROM x WHERE state IN ('in_progress', 'closable', 'returned')) AS open_count,
          (SELECT coalesce(sum(issued_mg), 0) FROM x WHERE state IN ('in_progress', 'closable', 'returned')) AS open_issued_mg,
          (SELECT count(*) FROM closed WHERE state = 'waiting_accept') AS waiting_count,
          (SELECT count(*) FROM closed WHERE state = 'waiting_accept' AND over) AS waiting_over_count,
          (SELECT count(*) FROM closed WHERE posting_date >= ${monthStart}::date AND over) AS month_over_count,
          (SELECT count(*) FROM closed WHERE posting_date >= ${monthStart}::date) AS month_closed_count,
          (SELECT coalesce(sum(issued_mg), 0) FROM closed WHERE posting_date >= ${monthStart}::date) AS month_issued_mg,
          (SELECT coalesce(sum(${entryLossMgSql(entry)}), 0) FROM closed WHERE posting_date >= ${monthStart}::date) AS month_loss_mg,
          (SELECT coalesce(sum(${allowedLossMgSql(entry)}), 0) FROM closed WHERE posting_date >= ${monthStart}::date) AS month_allowed_mg`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    month,
    openCount: n('open_count'),
    openIssuedMg: n('open_issued_mg'),
    waitingAcceptCount: n('waiting_count'),
    waitingOverAllowanceCount: n('waiting_over_count'),
    monthOverAllowanceCount: n('month_over_count'),
    monthClosedCount: n('month_closed_count'),
    monthIssuedMg: n('month_issued_mg'),
    monthLossMg: n('month_loss_mg'),
    monthAllowedLossMg: n('month_allowed_mg'),
  };
}
