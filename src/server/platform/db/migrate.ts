import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

interface JournalEntry {
  readonly idx: number;
  readonly tag: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The drizzle-kit output folder, in the source tree or beside the server bundle. */
export function findMigrationsDir(): string {
  const candidates = [
    process.env.ATELIER_MIGRATIONS_DIR,
    path.join(here, 'migrations'),
    path.join(here, '../../migrations'),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations not found in ${candidates.join(', ')}`);
  return found;
}

/**
 * Applies the migrations not yet applied, each in its own transaction. An
 * advisory lock lets several app processes start together on one server.
 */
export async function migrate(database: Database, dir = findMigrationsDir()): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const { db } = database;
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7243001)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS atelier_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await queryRows<{ tag: string }>(tx, sql`SELECT tag FROM atelier_migrations`);
    const doneTags = new Set(done.map((r) => r.tag));
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (doneTags.has(entry.tag)) continue;
      const text = readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO atelier_migrations (tag) VALUES (${entry.tag})`);
      applied.push(entry.tag);
    }
  });
  return applied;
}
