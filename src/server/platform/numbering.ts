import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryPrepared, queryRows, type Tx } from './db/database';
import { documentCounters } from './platform.tables';
import { shopYearSql } from './shop-time';

/**
 * A CTE `numbered(number)` (or under another name) that moves the series'
 * counter and yields the next number, e.g. `TR-2026-000042`, for a statement
 * that inserts the numbered document in the same round trip. The counter row
 * stays locked until the caller's transaction ends, so numbers have no gaps: a
 * document that rolls back gives its number back. Take it as late in the
 * transaction as possible.
 */
export function documentNumberCte(series: string, instant = new Date(), name = 'numbered'): SQL {
  // The shop's year of the instant, in the zone the owner set.
  const year = shopYearSql(sql`${instant.toISOString()}::timestamptz`);
  return sql`${sql.raw(name)} AS (
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

/** How the rows of a numbered document's statement name the document: its id and its number, as SQL. */
export interface NumberedRef {
  readonly id: SQL;
  readonly number: SQL;
}

/**
 * A document to number and write with `insertNumbered`: its series, its
 * INSERT (which must `RETURNING id, number` and take `ref.number`) and the rows
 * that hang on it (its lines, its audit row…, taking `ref.id`).
 */
export interface NumberedDocument {
  readonly series: string;
  readonly build: (ref: NumberedRef) => { readonly document: SQLWrapper; readonly rows: readonly SQLWrapper[] };
}

/**
 * Numbered documents and their rows written by one statement, their ids and
 * numbers returned in order. One round trip, so the counters' rows, locked
 * until the commit, are held for as little of the transaction as the caller
 * leaves after it. The counters are moved in the order given: callers that
 * number several series at once give them in one order (invoice, then payment).
 */
export async function insertNumbered(tx: Tx, documents: readonly NumberedDocument[], instant = new Date()): Promise<{ id: number; number: string }[]> {
  if (documents.length === 0) return [];
  const ctes = documents.map(({ series, build }, i) => {
    const { document, rows } = build({ id: sql.raw(`(SELECT id FROM d${i})`), number: sql.raw(`(SELECT number FROM n${i})`) });
    return sql.join(
      [documentNumberCte(series, instant, `n${i}`), sql`${sql.raw(`d${i}`)} AS (${document.getSQL()})`, ...rows.map((row, j) => sql`${sql.raw(`d${i}r${j}`)} AS (${row.getSQL()})`)],
      sql`, `,
    );
  });
  const results = sql.join(
    documents.map((_, i) => sql.raw(`SELECT ${i} AS i, id, number FROM d${i}`)),
    sql` UNION ALL `,
  );
  const written = await queryPrepared<{ i: number; id: number; number: string }>(tx, sql`WITH ${sql.join(ctes, sql`, `)} ${results} ORDER BY i`);
  if (written.length !== documents.length) throw new Error(`numbered documents not written: ${documents.map((d) => d.series).join(', ')}`);
  return written.map((row) => ({ id: Number(row.id), number: row.number }));
}
