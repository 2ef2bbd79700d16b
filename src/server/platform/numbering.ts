import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from './db/database';
import { documentCounters } from './platform.tables';

/** The shop's year of an instant (Asia/Phnom_Penh is UTC+7 all year, no daylight saving). */
export function shopYearOf(instant: Date): number {
  return new Date(instant.getTime() + 7 * 60 * 60 * 1000).getUTCFullYear();
}

/** The shop's day (YYYY-MM-DD) of an instant, Asia/Phnom_Penh. */
export function shopDayOf(instant: Date): string {
  return new Date(instant.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A CTE `numbered(number)` that moves the series' counter and yields the next
 * number, e.g. `TR-2026-000042`, for a statement that inserts the numbered
 * document in the same round trip. The counter row stays locked until the
 * caller's transaction ends, so numbers have no gaps: a document that rolls
 * back gives its number back. Take it as late in the transaction as possible.
 */
export function documentNumberCte(series: string, instant = new Date()): SQL {
  const year = shopYearOf(instant);
  return sql`numbered AS (
    INSERT INTO ${documentCounters} (series, year, last) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last = ${documentCounters.last} + 1
    RETURNING series || '-' || year || '-' || lpad(last::text, 6, '0') AS number)`;
}

/** The next number of a series in a year, on its own (see documentNumberCte). */
export async function nextDocumentNumber(tx: Tx, series: string, instant = new Date()): Promise<string> {
  const [row] = await queryRows<{ number: string }>(tx, sql`WITH ${documentNumberCte(series, instant)} SELECT number FROM numbered`);
  if (!row) throw new Error('document counter not moved');
  return row.number;
}
