import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type DatabaseEngine } from '../../config';
import { runToEnd, spawnCommand } from '../../testing/app-process';
import { copyOfStartedShop } from '../../testing/started-shop';
import { bootstrapShop as bootstrapData, createTestDatabase, engines, type TestDatabase } from '../../testing/test-app';
import { restoreBackup, writeBackup, type BackupSummary } from './backup';
import { openDatabase, queryRows, type Database } from './database';
import { findMigrationsDir, migrate } from './migrate';

const demoConfig = readConfig({ NODE_ENV: 'test' });
const workDir = mkdtempSync(path.join(tmpdir(), 'atelier-backup-test-'));
// An app started as root runs its embedded server as another account, which must enter this folder.
chmodSync(workDir, 0o755);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/*
 * Our migrations plus one more whose table holds what is hard to carry
 * through JSON: numbers past 2^53, bytea, arrays, json with newlines, an
 * identity column, a generated column, a self-reference and no primary key.
 */
const probeTag = '9999_backup-probe';
const probeSql = `
CREATE TABLE backup_probe (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id integer REFERENCES backup_probe (id),
  amount numeric(30, 10) NOT NULL,
  big bigint NOT NULL,
  weight_mg integer,
  double_weight_mg integer GENERATED ALWAYS AS (weight_mg * 2) STORED,
  labels text[] NOT NULL DEFAULT '{}',
  raw bytea,
  doc json,
  at timestamptz,
  day date,
  span interval,
  note text
);
--> statement-breakpoint
CREATE TABLE backup_probe_label (probe_id integer NOT NULL REFERENCES backup_probe (id), label text NOT NULL);`;

const probeMigrationsDir = path.join(workDir, 'migrations');
cpSync(findMigrationsDir(), probeMigrationsDir, { recursive: true });
// The project's own migrations, in order: every module adds some.
const projectTags = (
  JSON.parse(readFileSync(path.join(findMigrationsDir(), 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
).entries.map((e) => e.tag);
{
  const journalFile = path.join(probeMigrationsDir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: object[] };
  journal.entries.push({ idx: 9999, version: '7', when: 0, tag: probeTag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(path.join(probeMigrationsDir, `${probeTag}.sql`), probeSql);
}

async function addProbeRows(database: Database) {
  await database.db.execute(sql`
    INSERT INTO backup_probe (amount, big, weight_mg, labels, raw, doc, at, day, span, note) VALUES
      (12345678901234567890.0123456789, 9007199254740993, 3750, '{ចិញ្ចៀន,"with \\"quote\\"",NULL}', '\\x00ff10',
       '{"a": 1,\n "b": [1, 2.50]}', '2024-02-29 23:59:59.123456+07', '2024-02-29', '1 day 02:03:04.5', 'line 1\nline 2 🙂'),
      (-0.0000000001, -9223372036854775808, NULL, '{}', NULL, NULL, NULL, NULL, NULL, NULL)`);
  await database.db.execute(sql`INSERT INTO backup_probe (parent_id, amount, big, note) VALUES (1, 0, 0, 'child of 1')`);
  await database.db.execute(sql`INSERT INTO backup_probe_label VALUES (1, 'ring'), (1, 'ring'), (3, 'ខ្សែក')`);
  await database.db.execute(sql`INSERT INTO audit_log (action, entity, after) VALUES ('probe', 'x', '{"mg": 123456789012345678901234567890}')`);
}

/** Every row of every table as PostgreSQL prints it, in a fixed order. */
async function dumpTables(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'atelier_migrations' ORDER BY 1`,
    );
    const dump: Record<string, string[]> = {};
    for (const { name } of tables) {
      // to_jsonb: a json column's whitespace (a newline becomes a space in the file) is not compared.
      const rows = await queryRows<{ r: string }>(tx, sql.raw(`SELECT to_jsonb(t)::text AS r FROM public."${name}" t`));
      dump[name] = rows.map((r) => r.r).sort();
    }
    return dump;
  });
}

const migrationTags = async (database: Database) =>
  (await queryRows<{ tag: string }>(database.db, sql`SELECT tag FROM atelier_migrations ORDER BY tag`)).map((r) => r.tag);

const maxId = async (database: Database, table: string) =>
  Number((await queryRows<{ m: number | string }>(database.db, sql.raw(`SELECT max(id) AS m FROM ${table}`)))[0]!.m);

/** A database with nothing in it, not even our tables. */
const createEmptyDatabase = (engine: DatabaseEngine) => createTestDatabase(engine, { migrated: false });

for (const engine of engines) {
  describe(`backup of a ${engine} database`, () => {
    let source: TestDatabase;
    let file: string;
    let backup: BackupSummary;

    beforeAll(async () => {
      source = await createTestDatabase(engine);
      await migrate(source.database, probeMigrationsDir);
      await bootstrapData(source.database, demoConfig);
      await addProbeRows(source.database);
      file = path.join(workDir, `${engine}.jsonl.gz`);
      backup = await writeBackup(source.database, file);
    });
    afterAll(async () => {
      await source?.drop();
    });

    it('writes a header, then each table in foreign-key order with its row count', () => {
      const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
      const header = JSON.parse(lines[0]!);
      expect(header).toMatchObject({ format: 'atelier-backup', version: 1, engine, migrations: [...projectTags, probeTag] });
      expect(header.sequences['users.id']).toBe(8);
      const order = backup.tables.map((t) => t.table);
      expect(order).not.toContain('atelier_migrations');
      expect(order.indexOf('branches')).toBeLessThan(order.indexOf('staff'));
      expect(order.indexOf('staff')).toBeLessThan(order.indexOf('users'));
      expect(order.indexOf('users')).toBeLessThan(order.indexOf('audit_log'));
      expect(order.indexOf('backup_probe')).toBeLessThan(order.indexOf('backup_probe_label'));
      expect(backup.tables.find((t) => t.table === 'users')?.rows).toBe(8);
      expect(lines).toHaveLength(1 + backup.tables.length + backup.rows);
    });

    for (const target of engines) {
      it(`restores into an empty ${target} database with every row identical`, async () => {
        const restored = await createEmptyDatabase(target);
        try {
          const summary = await restoreBackup(restored.database, file, { migrationsDir: probeMigrationsDir });
          expect(summary.rows).toBe(backup.rows);
          expect(summary.migratedAfter).toEqual([]);
          const dump = await dumpTables(restored.database);
          expect(dump).toEqual(await dumpTables(source.database));
          expect(dump.users).toHaveLength(8);
          expect(dump.backup_probe).toHaveLength(3);
          expect(dump.audit_log!.length).toBeGreaterThan(0);
          expect(await migrationTags(restored.database)).toEqual(await migrationTags(source.database));
          // Exact beyond what a JavaScript number holds.
          const [probe] = await queryRows<{ amount: string; big: string }>(
            restored.database.db,
            sql`SELECT amount::text, big::text FROM backup_probe WHERE id = 1`,
          );
          expect(probe).toEqual({ amount: '12345678901234567890.0123456789', big: '9007199254740993' });
        } finally {
          await restored.drop();
        }
      }, 60_000);
    }

    it('continues every sequence after the restored ids and keeps audit_log append-only', async () => {
      const restored = await createTestDatabase(engine);
      try {
        await restoreBackup(restored.database, file, { migrationsDir: probeMigrationsDir });
        const db = restored.database.db;
        const [branch] = await queryRows<{ id: number }>(db, sql`INSERT INTO branches (code, name_kh, name_en) VALUES ('NEW', 'ថ្មី', 'New') RETURNING id`);
        expect(branch!.id).toBe((await maxId(source.database, 'branches')) + 1);
        const [entry] = await queryRows<{ id: number }>(db, sql`INSERT INTO audit_log (action, entity) VALUES ('after', 'restore') RETURNING id`);
        expect(Number(entry!.id)).toBe((await maxId(source.database, 'audit_log')) + 1);
        const [probe] = await queryRows<{ id: number }>(db, sql`INSERT INTO backup_probe (amount, big) VALUES (1, 1) RETURNING id`);
        expect(probe!.id).toBe(4);
        await expect(db.execute(sql`UPDATE audit_log SET action = 'edited'`)).rejects.toThrow();
        await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
      } finally {
        await restored.drop();
      }
    }, 60_000);

    it('refuses to restore into a database that has users, and changes nothing', async () => {
      const before = await dumpTables(source.database);
      await expect(restoreBackup(source.database, file, { migrationsDir: probeMigrationsDir })).rejects.toThrow(
        /not empty \(8 users\)/,
      );
      expect(await dumpTables(source.database)).toEqual(before);
    });

    it('refuses a backup from a newer Atelier before touching the database', async () => {
      // Our own migrations lack the probe's: to them this backup is from the future.
      await expect(restoreBackup(source.database, file)).rejects.toThrow(/newer Atelier.*9999_backup-probe.*upgrade/);
    });
  });
}

describe('restore of older or broken backups', () => {
  let file: string;
  let source: TestDatabase;
  beforeAll(async () => {
    source = await createTestDatabase(engines[0]!);
    await bootstrapData(source.database, demoConfig);
    file = path.join(workDir, 'older.jsonl.gz');
    await writeBackup(source.database, file);
  });
  afterAll(async () => {
    await source?.drop();
  });

  it('restores a backup taken before a migration, then applies that migration', async () => {
    const restored = await createEmptyDatabase(engines[0]!);
    try {
      const summary = await restoreBackup(restored.database, file, { migrationsDir: probeMigrationsDir });
      expect(summary.migratedAfter).toEqual([probeTag]);
      expect(await migrationTags(restored.database)).toContain(probeTag);
      expect((await dumpTables(restored.database)).users).toHaveLength(8);
    } finally {
      await restored.drop();
    }
  }, 60_000);

  it('refuses a file that is not a backup before touching the database', async () => {
    const plain = path.join(workDir, 'plain.txt');
    writeFileSync(plain, 'hello');
    const wrongHeader = path.join(workDir, 'wrong.jsonl.gz');
    writeFileSync(wrongHeader, gzipSync('{"hello":1}\n'));
    await expect(restoreBackup(source.database, plain)).rejects.toThrow(/not a gzip'd Atelier backup/);
    await expect(restoreBackup(source.database, wrongHeader)).rejects.toThrow(/not an Atelier backup/);
    await expect(restoreBackup(source.database, path.join(workDir, 'missing.gz'))).rejects.toThrow(/does not exist/);
  });

  it('refuses a truncated backup and leaves the database without users', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const truncated = path.join(workDir, 'truncated.jsonl.gz');
    writeFileSync(truncated, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    const restored = await createEmptyDatabase(engines[0]!);
    try {
      await expect(restoreBackup(restored.database, truncated)).rejects.toThrow(/truncated/);
      const [row] = await queryRows<{ n: number }>(restored.database.db, sql`SELECT count(*)::int AS n FROM users`);
      expect(row!.n).toBe(0);
    } finally {
      await restored.drop();
    }
  }, 60_000);
});

describe('npm run db:backup / db:restore / db:move-from-pglite on data directories', () => {
  const cli = async (args: string[], dataDir: string) => runToEnd(await spawnCommand('db-tools', args, { ATELIER_DATA_DIR: dataDir }));

  it('refuses a data directory an app holds, naming it; backs up once it is closed; restores into a new directory', async () => {
    const sourceDir = path.join(workDir, 'cli-source');
    const targetDir = path.join(workDir, 'cli-target');
    const file = path.join(workDir, 'cli.jsonl.gz');
    // A shop that has started once (migrated, the small demo loaded), held open by this process.
    await copyOfStartedShop(sourceDir);
    const source = await openDatabase({ dataDir: sourceDir, owner: 'the backup test' });

    const whileOpen = await cli(['backup', file], sourceDir);
    expect(whileOpen.code).toBe(1);
    expect(whileOpen.stderr).toMatch(new RegExp(`in use by process ${process.pid} \\(the backup test, started `));
    expect(existsSync(file)).toBe(false);
    const expected = await dumpTables(source);
    await source.close();

    const backedUp = await cli(['backup', file], sourceDir);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(/users +8/);
    const restored = await cli(['restore', file], targetDir);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/Restored .* into embedded PostgreSQL/);

    const target = await openDatabase({ dataDir: targetDir });
    try {
      expect(await dumpTables(target)).toEqual(expected);
    } finally {
      await target.close();
    }
  }, 180_000);

  it('says there is nothing to back up in a directory without a database', async () => {
    const result = await cli(['backup', path.join(workDir, 'none.jsonl.gz')], path.join(workDir, 'nothing-here'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no database in .*nothing-here/);
  });

  it('moves a shop that ran on PGlite into the embedded server with every row, keeping the old folder', async () => {
    const dataDir = path.join(workDir, 'from-pglite');
    const { openPgliteDirectory } = await import('./pglite-move');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    const old = await openPgliteDirectory(path.join(dataDir, 'pglite'));
    await migrate(old);
    await bootstrapData(old, demoConfig);
    const expected = await dumpTables(old);
    await old.close();

    // Until it is moved, neither the app nor a command opens an empty database beside it.
    const refused = await cli(['backup', path.join(workDir, 'early.jsonl.gz')], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/earlier embedded engine: move it with "npm run db:move-from-pglite"/);

    const moved = await cli(['move-from-pglite'], dataDir);
    expect(moved.stderr).toBe('');
    expect(moved.stdout).toMatch(/Moved .*pglite into embedded PostgreSQL/);
    expect(moved.stdout).toMatch(/users +8/);
    expect(readdirSync(dataDir).filter((f) => f.startsWith('pglite'))).toEqual([expect.stringMatching(/^pglite\.moved-\d{8}-\d{6}$/)]);

    const target = await openDatabase({ dataDir });
    try {
      expect(await dumpTables(target)).toEqual(expected);
    } finally {
      await target.close();
    }
    const again = await cli(['move-from-pglite'], dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/nothing to move/);
  }, 180_000);
});
