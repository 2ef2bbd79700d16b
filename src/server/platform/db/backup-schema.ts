import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './database';

// What a backup and a restore need to know of the public schema, from the catalogues.

const migrationsTable = 'atelier_migrations';

export interface TableInfo {
  readonly name: string;
  readonly columns: string[];
  /** Columns an INSERT may set (not generated). */
  readonly insertable: Set<string>;
  readonly identityAlways: boolean;
  readonly orderBy: string[];
  readonly sequences: { column: string; sequence: string }[];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: string) => `public.${quoteIdent(table)}`;

/** The public schema's tables (but the migrations log), parents before children. */
export async function readSchema(ex: Executor): Promise<TableInfo[]> {
  const columns = await queryRows<{
    table: string;
    column: string;
    generated: boolean;
    identity_always: boolean;
    sequence: string | null;
  }>(
    ex,
    sql`SELECT c.relname AS table, a.attname AS column,
          a.attgenerated IN ('s', 'v') AS generated, a.attidentity = 'a' AS identity_always,
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND c.relname <> ${migrationsTable} AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; index: string; primary: boolean; column: string }>(
    ex,
    sql`SELECT c.relname AS table, ic.relname AS index, i.indisprimary AS primary, a.attname AS column
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_class ic ON ic.oid = i.indexrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position) ON true
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE n.nspname = 'public' AND (i.indisprimary OR i.indisunique) AND i.indexprs IS NULL AND i.indpred IS NULL
        ORDER BY c.relname, i.indisprimary DESC, ic.relname, k.position`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    ex,
    sql`SELECT DISTINCT c.relname AS child, p.relname AS parent
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_class p ON p.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );

  const tables = new Map<string, TableInfo>();
  for (const col of columns) {
    let table = tables.get(col.table);
    if (!table) {
      const own = columns.filter((c) => c.table === col.table);
      table = {
        name: col.table,
        columns: [],
        insertable: new Set(),
        identityAlways: own.some((c) => c.identity_always),
        orderBy: [],
        sequences: [],
      };
      tables.set(col.table, table);
    }
    table.columns.push(col.column);
    if (!col.generated) table.insertable.add(col.column);
    if (col.sequence) table.sequences.push({ column: col.column, sequence: col.sequence });
  }
  // Order rows by the primary key, else by the first unique index: a stable file.
  for (const key of keys) {
    const table = tables.get(key.table);
    if (!table) continue;
    const chosen = keys.find((k) => k.table === key.table)!.index;
    if (key.index === chosen) table.orderBy.push(key.column);
  }
  return dependencyOrder([...tables.values()], references);
}

/** Kahn's algorithm, alphabetical among equals; tables caught in a cycle go last. */
function dependencyOrder(tables: TableInfo[], references: { child: string; parent: string }[]): TableInfo[] {
  const pending = new Map(tables.map((t) => [t.name, t]));
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (!pending.has(child) || !pending.has(parent)) continue;
    if (!parentsOf.has(child)) parentsOf.set(child, new Set());
    parentsOf.get(child)!.add(parent);
  }
  const ordered: TableInfo[] = [];
  for (;;) {
    const ready = [...pending.values()]
      .filter((t) => [...(parentsOf.get(t.name) ?? [])].every((p) => !pending.has(p)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (!ready.length) break;
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t.name);
    }
  }
  return [...ordered, ...[...pending.values()].sort((a, b) => a.name.localeCompare(b.name))];
}

export async function appliedMigrations(ex: Executor): Promise<string[]> {
  const [reg] = await queryRows<{ r: string | null }>(ex, sql`SELECT to_regclass('public.atelier_migrations')::text AS r`);
  if (!reg?.r) return [];
  const rows = await queryRows<{ tag: string }>(ex, sql`SELECT tag FROM atelier_migrations`);
  // drizzle-kit tags start with a zero-padded index: their order is the journal's.
  return rows.map((r) => r.tag).sort();
}

/** Users in the database; 0 when the schema is not there yet. */
export async function countUsers(ex: Executor): Promise<number> {
  const [reg] = await queryRows<{ r: string | null }>(ex, sql`SELECT to_regclass('public.users')::text AS r`);
  if (!reg?.r) return 0;
  const [row] = await queryRows<{ n: number | string }>(ex, sql`SELECT count(*) AS n FROM public.users`);
  return Number(row?.n ?? 0);
}

export async function countRows(ex: Executor, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(ex, sql.raw(`SELECT count(*) AS n FROM ${qualified(table)}`));
  return Number(row?.n ?? 0);
}
