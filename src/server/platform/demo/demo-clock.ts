import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/database';
import { shopTimeZoneSql } from '../shop-time';

/**
 * The month demo's clock. The services stamp what they write with the clock
 * (column defaults, now(), new Date()), so a month of a shop cannot be
 * written in the past any other way than the reports' known month does it
 * (reports/time-travel.ts): run the real operations now, then move every
 * timestamp they wrote to the shop day they belong to.
 *
 * Unlike time-travel, the whole demo is one transaction (a first start that
 * fails leaves an empty database, not half a shop), where now() is the
 * transaction's start for every statement. So a phase moves every timestamp
 * at or after that start: what the phase wrote, and what it changed on older
 * records (a paid invoice, an accepted entry), while what earlier phases
 * wrote already lies in the past and is left alone. Timestamps a service was
 * given explicitly in the past (a rate's effective instant) stay as given.
 * Date columns (due dates, cast days) are not moved: the demo passes them.
 *
 * The append-only guards are lifted for the one statement that moves the
 * timestamps, and only for it: replica mode where the role may set it,
 * otherwise the table owner turns the guard triggers off and on again
 * around it, in the same transaction.
 */
export interface DemoClock {
  /** Runs `work` and moves what it wrote (and changed) to `at`, which must lie in the past. */
  phase<T>(at: Date, work: () => Promise<T>): Promise<T>;
}

/** Sessions and login links are about the real clock; a demo writes none. */
const untouched = new Set(['sessions', 'login_links']);

export async function demoClock(tx: Tx): Promise<DemoClock> {
  const [start] = await queryRows<{ now: string | Date; superuser: string }>(tx, sql`SELECT now() AS now, current_setting('is_superuser') AS superuser`);
  // JS clocks truncate to the millisecond; migrations that ran a moment ago may move too (harmlessly, further back).
  const since = new Date(new Date(start!.now).getTime() - 1_000);
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
         WHERE c.table_schema = 'public' AND (c.data_type = 'timestamp with time zone' OR (c.column_name = 'posting_date' AND c.data_type = 'date'))
         ORDER BY c.table_name, c.column_name`,
  );
  const byTable = new Map<string, string[]>();
  const dated = new Set<string>();
  for (const c of columns) {
    if (untouched.has(c.table_name)) continue;
    if (c.column_name === 'posting_date') dated.add(c.table_name);
    else byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  }
  const guards =
    start!.superuser === 'on'
      ? []
      : await queryRows<{ table_name: string; trigger_name: string }>(
          tx,
          sql`SELECT c.relname AS table_name, t.tgname AS trigger_name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
               JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgname LIKE '%append_only'`,
        );
  const lift = async (on: boolean) => {
    if (start!.superuser === 'on') {
      await tx.execute(on ? sql`SET LOCAL session_replication_role = replica` : sql`SET LOCAL session_replication_role = origin`);
      return;
    }
    for (const g of guards) {
      await tx.execute(sql`ALTER TABLE ${sql.identifier(g.table_name)} ${on ? sql`DISABLE` : sql`ENABLE`} TRIGGER ${sql.identifier(g.trigger_name)}`);
    }
  };

  return {
    async phase(at, work) {
      if (at.getTime() >= since.getTime()) throw new Error('a demo phase must lie in the past');
      const result = await work();
      const shift = `${at.getTime() - since.getTime() - 1_000} milliseconds`;
      const from = since.toISOString();
      // One statement for every table: each UPDATE is a data-modifying CTE.
      const updates = [...byTable].map(([table, names], i) => {
        const sets = names.map((c) => sql`${sql.identifier(c)} = CASE WHEN ${sql.identifier(c)} >= ${from}::timestamptz THEN ${sql.identifier(c)} + ${shift}::interval ELSE ${sql.identifier(c)} END`);
        // A row's shop day (posting_date, docs/design.md §5) written today by the phase becomes the phase's day.
        if (dated.has(table)) {
          sets.push(sql`posting_date = CASE WHEN posting_date = (${from}::timestamptz AT TIME ZONE ${shopTimeZoneSql})::date
                                            THEN (${at.toISOString()}::timestamptz AT TIME ZONE ${shopTimeZoneSql})::date ELSE posting_date END`);
        }
        const any = names.map((c) => sql`${sql.identifier(c)} >= ${from}::timestamptz`);
        return sql`${sql.raw(`u${i}`)} AS (UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)} WHERE ${sql.join(any, sql` OR `)} RETURNING 1)`;
      });
      await lift(true);
      await tx.execute(sql`WITH ${sql.join(updates, sql`, `)} SELECT 1`);
      await lift(false);
      return result;
    },
  };
}
