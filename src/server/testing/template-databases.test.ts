import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { queryRows } from '../platform/db/database';
import { findMigrationsDir } from '../platform/db/migrate';
import { createTestDatabase, engines, serverUrlOf, type TestDatabase } from './test-app';

const countOf = async (t: TestDatabase, table: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;

for (const engine of engines) {
  describe(`the run's template databases [${engine}]`, () => {
    it('give several suites at once each a copy of its own: every migration, and the demo where asked; the template takes no connection', async () => {
      const run = inject('testRun');
      expect(run.engines).toContain(engine);
      const made = await Promise.all([createTestDatabase(engine, { from: 'demo' }), createTestDatabase(engine, { from: 'demo' }), createTestDatabase(engine)]);
      const [demoA, demoB, migrated] = made;
      try {
        const journal = JSON.parse(readFileSync(path.join(findMigrationsDir(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
        for (const t of made) expect(await countOf(t, 'atelier_migrations')).toBe(journal.entries.length);
        expect(await countOf(demoA!, 'users')).toBeGreaterThan(0);
        expect(await countOf(demoB!, 'users')).toBe(await countOf(demoA!, 'users'));
        expect(await countOf(migrated!, 'users')).toBe(0);
        // A copy, not a shared database: what one suite makes the other does not see.
        await demoA!.database.db.execute(sql`CREATE TABLE probe_of_a (id int)`);
        expect((await queryRows<{ t: string | null }>(demoB!.database.db, sql`SELECT to_regclass('probe_of_a')::text AS t`))[0]!.t).toBeNull();

        const url = new URL(serverUrlOf(engine));
        url.pathname = `/${run.templates.demo}`;
        const intruder = new pg.Client({ connectionString: url.toString() });
        await expect(intruder.connect()).rejects.toThrow(/not currently accepting connections/);
      } finally {
        for (const t of made) await t.drop();
      }
    });
  });
}
