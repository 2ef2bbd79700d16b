import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { shopTimeZoneSql } from '../../platform/shop-time';

/**
 * For tests of past periods: runs real operations now, then moves every
 * timestamp they wrote to a chosen instant, as if they had happened then.
 * The services stamp their records with the clock (column defaults, now()),
 * so a month of operations cannot be written in the past any other way.
 * Every timestamptz column of the public tables at or after the phase's
 * start is shifted by the same interval (order and spacing kept); sessions
 * and one-time login links are left alone. The append-only triggers are
 * bypassed for this one statement per table (session_replication_role =
 * replica, test databases only): the records are otherwise as the services
 * wrote them.
 */
export interface TimeTravel {
  /** Runs `work` now and moves what it wrote to `at`; returns what the work returned. */
  phase<T>(at: Date, work: () => Promise<T>): Promise<T>;
}

const untouched = new Set(['sessions', 'login_links']);

/** Tables whose rows carry a shop day (posting_date, DESIGN §5), and the instant it is the day of. */
const postingDayOf: Readonly<Record<string, SQL>> = {
  postings: sql`created_at`,
  material_documents: sql`created_at`,
  invoices: sql`issued_at`,
  invoice_voids: sql`voided_at`,
  payments: sql`paid_at`,
  // A cast or an entry is on the day of its latest step (finished, accepted: the day of its loss).
  casts: sql`coalesce(finished_at, created_at)`,
  entries: sql`coalesce(accepted_at, closed_at, created_at)`,
  entry_close_batches: sql`created_at`,
  stock_documents: sql`created_at`,
  stone_movements: sql`created_at`,
};

export async function timeTravel(db: Db): Promise<TimeTravel> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = 'timestamp with time zone' ORDER BY table_name, column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) if (!untouched.has(c.table_name)) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);

  return {
    async phase(at, work) {
      const [clock] = await queryRows<{ now: string | Date }>(db, sql`SELECT clock_timestamp() AS now`);
      const since = new Date(clock!.now);
      const result = await work();
      const shiftMs = at.getTime() - since.getTime();
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        for (const [table, names] of byTable) {
          const sets = names.map((c) => sql`${sql.identifier(c)} = CASE WHEN ${sql.identifier(c)} >= ${since.toISOString()} THEN ${sql.identifier(c)} + ${`${shiftMs} milliseconds`}::interval ELSE ${sql.identifier(c)} END`);
          const any = names.map((c) => sql`${sql.identifier(c)} >= ${since.toISOString()}`);
          await tx.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)} WHERE ${sql.join(any, sql` OR `)}`);
          // Its shop day moves with it: the day of its shifted instant.
          const dayColumn = postingDayOf[table];
          if (dayColumn) {
            const moved = dayColumn;
            await tx.execute(
              sql`UPDATE ${sql.identifier(table)} SET posting_date = (${moved} AT TIME ZONE ${shopTimeZoneSql})::date
                   WHERE ${moved} >= ${new Date(since.getTime() + shiftMs).toISOString()}`,
            );
          }
        }
      });
      return result;
    },
  };
}
