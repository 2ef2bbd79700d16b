import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackupCheckResult, BackupRecord, BackupStatus, FindBackupsResponse } from '../../../shared/contracts/platform/backups';
import { sql } from 'drizzle-orm';
import { readBackupHeader, restoreBackup } from '../db/backup';
import { queryRows } from '../db/database';
import { createTestDatabase, describeOnBothEngines } from '../../testing/test-app';
import { BackupScheduler, type BackupClock } from './backup-scheduler';
import { findBackupRecords } from './backups.service';
import { backupSettings, backups } from './backups.tables';

/** A clock the test moves by hand; timers fire only when it is moved past them. */
function handClock(start: string) {
  let now = new Date(start).getTime();
  let timers: { at: number; run: () => void }[] = [];
  const clock: BackupClock = {
    now: () => new Date(now),
    setTimer: (ms, run) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
  };
  return {
    clock,
    set: (iso: string) => {
      now = new Date(iso).getTime();
    },
    /** Moves to the next timer's time and fires it. */
    fireNext: () => {
      const next = [...timers].sort((a, b) => a.at - b.at)[0];
      if (!next) throw new Error('no timer set');
      timers = timers.filter((t) => t !== next);
      now = next.at;
      next.run();
      return new Date(next.at);
    },
    pending: () => timers.map((t) => new Date(t.at).toISOString()),
  };
}

/** Rewrites one row of a table in a backup file, as a disk error or a hand would. */
function tamper(file: string, table: string, change: (row: string) => string) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const at = lines.findIndex((line) => line.startsWith(`{"table":"${table}"`));
  expect(at).toBeGreaterThan(0);
  const before = lines[at + 1]!;
  lines[at + 1] = change(before);
  expect(lines[at + 1]).not.toBe(before);
  writeFileSync(file, gzipSync(lines.join('\n')));
}

const settingsIn = (folder: string) => ({ folder, enabled: true, hour: 2, keepDaily: 7, keepMonthly: 12 });

describeOnBothEngines('automatic backups (/api/platform/backups)', (ctx, engine) => {
  let folder: string;
  let owner: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), `atelier-backups-${engine}-`));
    owner = await ctx().signIn('owner');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const get = async <T,>(url: string, cookie = owner) => {
    const res = await ctx().request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  it('refuses a folder that does not exist, one it cannot write in, and a relative path, in words, and saves nothing', async () => {
    const cases = [
      { folder: path.join(folder, 'no-such-drive'), message: /There is no folder .*no-such-drive/ },
      // Read-only to everyone, root included.
      { folder: '/sys', message: /Atelier cannot write in \/sys/ },
      { folder: 'backups/here', message: /Invalid format/ },
    ];
    for (const c of cases) {
      const res = await ctx().request({ method: 'PUT', url: '/api/platform/backups/settings', cookie: owner, payload: settingsIn(c.folder) });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.folder).toMatch(c.message);
    }
    const kh = await ctx().request({
      method: 'PUT',
      url: '/api/platform/backups/settings',
      cookie: owner,
      headers: { 'accept-language': 'kh' },
      payload: settingsIn('/sys'),
    });
    expect(kh.json<{ error: { fields: Record<string, string> } }>().error.fields.folder).toContain('មិនអាចសរសេរ');
    expect((await get<FindBackupsResponse>('/api/platform/backups')).settings).toBeNull();
    expect(await ctx().database.db.select().from(backupSettings)).toEqual([]);
    expect(readdirSync('/sys').some((name) => name.startsWith('.atelier-probe'))).toBe(false);
  }, 180_000);

  it('refuses "back up now" before a folder is chosen, and says the home card has nothing yet', async () => {
    const res = await ctx().request({ method: 'POST', url: '/api/platform/backups', cookie: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('backups.notConfigured');
    expect((await get<BackupStatus>('/api/platform/backups/status')).warning).toBe('notConfigured');
  }, 180_000);

  it('is the owner’s alone: a manager is refused every backup route', async () => {
    const manager = await ctx().signIn('manager');
    for (const [method, url] of [
      ['GET', '/api/platform/backups'],
      ['GET', '/api/platform/backups/status'],
      ['PUT', '/api/platform/backups/settings'],
      ['POST', '/api/platform/backups'],
      ['POST', '/api/platform/backups/1/check'],
    ] as const) {
      const res = await ctx().request({ method, url, cookie: manager, payload: method === 'GET' ? undefined : settingsIn(folder) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  }, 180_000);

  let made: BackupRecord;

  it('saves a writable folder, backs up now to a file there, lists it, and the home card shows it', async () => {
    const saved = await ctx().request({ method: 'PUT', url: '/api/platform/backups/settings', cookie: owner, payload: settingsIn(folder) });
    expect(saved.statusCode).toBe(200);
    const res = await ctx().request({ method: 'POST', url: '/api/platform/backups', cookie: owner });
    expect(res.statusCode).toBe(200);
    made = res.json<BackupRecord>();
    expect(made).toMatchObject({ kind: 'manual', state: 'ok', failureCode: null });
    expect(path.dirname(made.file!)).toBe(folder);
    expect(path.basename(made.file!)).toMatch(/^atelier-auto-\d{8}-\d{6}-manual\.jsonl\.gz$/);
    expect(made.sizeBytes).toBeGreaterThan(1000);
    expect(readdirSync(folder).filter((name) => name.startsWith('.atelier-probe'))).toEqual([]);

    const list = await get<FindBackupsResponse>('/api/platform/backups');
    expect(list.settings).toEqual(settingsIn(folder));
    expect(list.items[0]).toEqual(made);
    expect(list.nextRunAt).not.toBeNull();
    const status = await get<BackupStatus>('/api/platform/backups/status');
    expect(status).toMatchObject({ configured: true, enabled: true, lastOkAt: made.finishedAt, warning: 'none' });

    // The header records what "check a backup" compares: each table's rows and the ledger's balances.
    const header = await readBackupHeader(made.file!);
    expect(header.counts?.postings).toBeGreaterThan(0);
    expect(header.ledgerTotals?.length).toBeGreaterThan(0);
  }, 180_000);

  it('writes a file that restores into an empty database with every row', async () => {
    const target = await createTestDatabase(engine, { migrated: false });
    try {
      const restored = await restoreBackup(target.database, made.file!);
      expect(restored.rows).toBe(made.rowCount);
      expect(restored.tables.length).toBe(made.tableCount);
    } finally {
      await target.drop();
    }
  }, 180_000);

  it('checks a good backup: restored in a scratch database, every count and ledger total as recorded', async () => {
    const res = await ctx().request({ method: 'POST', url: `/api/platform/backups/${made.id}/check`, cookie: owner });
    expect(res.statusCode).toBe(200);
    const check = res.json<BackupCheckResult>();
    expect(check).toMatchObject({ backupId: made.id, ok: true, unreadable: null, differences: [], totalsNotRecorded: false });
    expect(check.tablesCompared).toBe(made.tableCount);
    expect(check.rowsRestored).toBe(made.rowCount);
    expect(check.ledgerTotalsCompared).toBeGreaterThan(0);
  }, 180_000);

  it('fails the check of a tampered backup, naming the holder and material whose total changed, and drops its scratch database', async () => {
    const copy = await ctx().request({ method: 'POST', url: '/api/platform/backups', cookie: owner });
    const tampered = copy.json<BackupRecord>();
    tamper(tampered.file!, 'postings', (row) => row.replace(/"mg":(\d+)/, (_, mg: string) => `"mg":${Number(mg) + 1000}`));
    const res = await ctx().request({ method: 'POST', url: `/api/platform/backups/${tampered.id}/check`, cookie: owner });
    expect(res.statusCode).toBe(200);
    const check = res.json<BackupCheckResult>();
    expect(check.ok).toBe(false);
    expect(check.unreadable).toBeNull();
    const ledger = check.differences.filter((d) => d.kind === 'ledgerTotal');
    // One posting moved 1 g more: its receiver gains it and its giver loses it.
    expect(ledger).toHaveLength(2);
    expect(ledger.map((d) => (d.kind === 'ledgerTotal' ? d.restoredMg - d.recordedMg : 0)).sort((a, b) => a - b)).toEqual([-1000, 1000]);
    for (const d of ledger) if (d.kind === 'ledgerTotal') expect(d.holder).not.toMatch(/^#/);

    // A file cut short or not a backup at all is unreadable, said so, and nothing is left behind.
    writeFileSync(tampered.file!, gzipSync('{"format":"atelier-backup","version":1,"migrations":[]}\n{"table":"branches","rows":5,"columns":["id"]}\n'));
    const cut = (await ctx().request({ method: 'POST', url: `/api/platform/backups/${tampered.id}/check`, cookie: owner })).json<BackupCheckResult>();
    expect(cut).toMatchObject({ ok: false, unreadable: 'damaged' });
    rmSync(tampered.file!);
    const gone = (await ctx().request({ method: 'POST', url: `/api/platform/backups/${tampered.id}/check`, cookie: owner })).json<BackupCheckResult>();
    expect(gone).toMatchObject({ ok: false, unreadable: 'missing' });
    const scratch = await queryRows(ctx().database.db, sql`SELECT datname FROM pg_database WHERE datname LIKE ${`atelier_check_${process.pid}_%`}`);
    expect(scratch).toEqual([]);
  }, 180_000);

  it('never makes two at once: "back up now" while one is being written is refused (409), and only one file is written', async () => {
    const before = readdirSync(folder).length;
    const [a, b] = await Promise.all([
      ctx().request({ method: 'POST', url: '/api/platform/backups', cookie: owner }),
      ctx().request({ method: 'POST', url: '/api/platform/backups', cookie: owner }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'backups.running',
      message: 'A backup is being made now; wait for it to finish',
    });
    // Retention keeps one a day: the new file took the place of the day's older one.
    expect(readdirSync(folder).filter((name) => name.endsWith('.jsonl.gz'))).toHaveLength(Math.max(1, before));
  }, 180_000);

  it('records a backup whose folder went away as failed, and the home card warns', async () => {
    const gone = mkdtempSync(path.join(tmpdir(), 'atelier-backups-gone-'));
    await ctx().request({ method: 'PUT', url: '/api/platform/backups/settings', cookie: owner, payload: settingsIn(gone) });
    rmSync(gone, { recursive: true });
    const res = await ctx().request({ method: 'POST', url: '/api/platform/backups', cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json<BackupRecord>()).toMatchObject({ state: 'failed', failureCode: 'folderMissing', file: null });
    const status = await get<BackupStatus>('/api/platform/backups/status');
    expect(status.warning).toBe('lastFailed');
    expect(status.lastOkAt).not.toBeNull();
    await ctx().request({ method: 'PUT', url: '/api/platform/backups/settings', cookie: owner, payload: settingsIn(folder) });
  }, 180_000);

  it('runs the daily backup at the owner’s hour on the shop clock, catches up at start, and keeps only the last N days of its own files', async () => {
    const db = ctx().database.db;
    const own = mkdtempSync(path.join(tmpdir(), 'atelier-backups-daily-'));
    try {
      await db.delete(backups);
      await db.update(backupSettings).set({ folder: own, enabled: true, hour: 2, keepDaily: 2, keepMonthly: 0 });
      // Not ours: a db:backup file, and one with our name but no Atelier header.
      writeFileSync(path.join(own, 'atelier-20261101-020000.jsonl.gz'), gzipSync('{}\n'));
      writeFileSync(path.join(own, 'atelier-auto-20261101-020000-daily.jsonl.gz'), gzipSync('not a backup\n'));
      const hands = handClock('2026-11-27T10:00:00Z'); // 17:00 in Phnom Penh
      const scheduler = new BackupScheduler(ctx().database, { clock: hands.clock });
      await scheduler.start();
      // No good backup: the catch-up ran at once; the next is 02:00 tomorrow shop time (19:00 UTC today).
      expect((await findBackupRecords(db)).map((r) => [r.kind, r.state])).toEqual([['catchUp', 'ok']]);
      expect(hands.pending()).toEqual(['2026-11-27T19:00:00.000Z']);

      for (let day = 0; day < 3; day++) {
        const at = hands.fireNext();
        // The timer's backup runs in the background; the next timer is set once it has ended.
        for (let i = 0; i < 1200 && hands.pending().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
        expect(hands.pending()).toEqual([new Date(at.getTime() + 24 * 3600_000).toISOString()]);
      }
      scheduler.stop();
      const records = await findBackupRecords(db);
      expect(records.map((r) => r.kind)).toEqual(['daily', 'daily', 'daily', 'catchUp']);
      // Files are named on the shop clock; 4 made on 27th–30th, the last 2 days kept, the others' files untouched.
      expect(readdirSync(own).sort()).toEqual([
        'atelier-20261101-020000.jsonl.gz',
        'atelier-auto-20261101-020000-daily.jsonl.gz',
        'atelier-auto-20261129-020000-daily.jsonl.gz',
        'atelier-auto-20261130-020000-daily.jsonl.gz',
      ]);
      expect(existsSync(records[0]!.file!)).toBe(true);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }, 180_000);
});
