import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './db/database';
import { documentCounters } from './platform.tables';

/** The shop's year of an instant (Asia/Phnom_Penh is UTC+7 all year, no daylight saving). */
export function shopYearOf(instant: Date): number {
  return new Date(instant.getTime() + 7 * 60 * 60 * 1000).getUTCFullYear();
}

/**
 * The next number of a series in a year, e.g. `TR-2026-000042`. The counter
 * row is locked by its upsert until the caller's transaction ends, so numbers
 * have no gaps: a document that rolls back gives its number back.
 */
export async function nextDocumentNumber(tx: Tx, series: string, instant = new Date()): Promise<string> {
  const year = shopYearOf(instant);
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`INSERT INTO ${documentCounters} (series, year, last) VALUES (${series}, ${year}, 1)
        ON CONFLICT (series, year) DO UPDATE SET last = ${documentCounters.last} + 1
        RETURNING last`,
  );
  if (!row) throw new Error('document counter not moved');
  return `${series}-${year}-${String(row.last).padStart(6, '0')}`;
}
