// DESIGN §5, judged by issue 18: the embedded database is a real PostgreSQL
// server that the app starts and owns; an acknowledged commit is on disk
// before the answer, a crash loses nothing acknowledged, one app owns a data
// directory, and a killed app leaves no server behind. Each test runs the app
// as a shop does, `src/server/main.ts` in its own process on one data
// directory (a copy of a shop that has started once: none of these is about
// the first start, but the ordinary user's), and looks at the server's
// processes and system calls from outside.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The one exception to 'platform does not import the ledger': this test runs the whole app (main.ts) as a
// shop does, cuts its power, and proves the ledger after; it tests the app, filed beside the engine it is about.
// eslint-disable-next-line atelier-server/boundaries
import { verifyLedger } from '../../ledger';
import {
  freePort,
  jsonHeaders,
  postmasterOf,
  runToEnd,
  serverProcesses,
  signInOver,
  spawnApp,
  spawnCommand,
  startAppProcess,
  type AppProcess,
} from '../../testing/app-process';
import { copyOfStartedShop } from '../../testing/started-shop';
import { processAlive } from './data-dir-lock';
import type { Db } from './database';
import { serverAccount } from './embedded-binaries';
import { embeddedUser } from './embedded-server';

const isRoot = userInfo().uid === 0;

/** The shell that stops the server when the app dies (embedded-server.ts, watchOwner). */
function watcherOf(postmasterPid: number): number | undefined {
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.some((a) => a.includes('read _ignored')) && args.includes(String(postmasterPid))) return Number(entry);
    } catch {
      // gone
    }
  }
  return undefined;
}

async function waitUntil(what: string, check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A connection of the test's own to the app's running server, to read what it holds. */
async function readServer<T>(dataDir: string, read: (db: Db) => Promise<T>): Promise<T> {
  const { port } = postmasterOf(dataDir);
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: embeddedUser, password, database: 'atelier', max: 1 });
  try {
    return await read(drizzle(pool) as unknown as Db);
  } finally {
    await pool.end();
  }
}

interface Shop {
  readonly safeId: number;
  readonly benchId: number;
  readonly goldId: number;
}

const idsOf = (dataDir: string): Promise<Shop> =>
  readServer(dataDir, async (db) => {
    const rows = (await db.execute(
      `SELECT (SELECT id FROM holders WHERE code = 'SAFE') AS safe_id,
              (SELECT id FROM holders WHERE code = 'CASTING') AS bench_id,
              (SELECT id FROM material_categories WHERE code = 'AU9999') AS gold_id`,
    )) as unknown as { rows: { safe_id: number; bench_id: number; gold_id: number }[] };
    const row = rows.rows[0]!;
    return { safeId: row.safe_id, benchId: row.bench_id, goldId: row.gold_id };
  });

async function transfer(app: AppProcess, cookie: string, shop: Shop, mg: number) {
  const res = await fetch(`${app.url}/api/materials/transfers`, {
    method: 'POST',
    headers: jsonHeaders(cookie, { 'idempotency-key': randomUUID() }),
    body: JSON.stringify({ fromHolderId: shop.safeId, toHolderId: shop.benchId, lines: [{ materialId: shop.goldId, mg }] }),
  });
  return { status: res.status, body: (await res.json()) as { id: number; number: string } };
}

describe.skipIf(process.platform !== 'linux')('the embedded database as the app starts it', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-durability-'));
  // Started as root, the server runs as another account, which must enter this folder.
  chmodSync(dataDir, 0o755);
  let app: AppProcess | undefined;
  let cookie = '';
  let shop: Shop;
  const leftovers: number[] = [];

  beforeAll(async () => {
    await copyOfStartedShop(dataDir);
    app = await startAppProcess({ dataDir });
    cookie = await signInOver(app.url, 'owner');
    shop = await idsOf(dataDir);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    for (const pid of leftovers) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('flushes the WAL to disk before it answers a transfer 201 (the server traced at the system-call level)', async () => {
    const { pid } = postmasterOf(dataDir);
    const traceFile = path.join(dataDir, 'sync-trace.txt');
    const processes = serverProcesses(pid);
    // -f: backends forked while tracing are followed; -y: each descriptor's file; -ttt: epoch seconds.
    const strace = spawn(
      'strace',
      ['-f', '-ttt', '-y', '-e', 'trace=fsync,fdatasync,sync_file_range,syncfs,msync', '-o', traceFile, ...processes.flatMap((p) => ['-p', String(p)])],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let attached = '';
    strace.stderr.on('data', (d: Buffer) => (attached += d.toString()));
    // Each listed process is either attached or already gone: an autovacuum worker
    // or a backend may end between the listing and the attach (strace then says
    // "No such process"), and what is gone cannot sync the answer's commit.
    const settled = (p: number) => attached.includes(`Process ${p} attached`) || attached.includes(`PTRACE_SEIZE, ${p}): No such process`);
    await waitUntil('strace attached to every server process', () => processes.every(settled));
    expect(attached, 'strace attached to the postmaster').toMatch(new RegExp(`Process ${pid} attached`));

    const sentAt = Date.now() / 1000;
    const answer = await transfer(app!, cookie, shop, 375);
    const answeredAt = Date.now() / 1000;
    expect(answer.status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    strace.kill('SIGINT');
    await new Promise((r) => strace.once('exit', r));

    const syncs = readFileSync(traceFile, 'utf8')
      .split('\n')
      .map((line) => /^\d+ +([\d.]+) (fsync|fdatasync)\(\d+<([^>]+)>\) = 0/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ at: Number(m[1]), call: m[2], file: m[3]! }));
    const walFlushesBeforeAnswer = syncs.filter((s) => s.file.includes('/pg_wal/') && s.at >= sentAt && s.at <= answeredAt);
    expect(walFlushesBeforeAnswer.length, JSON.stringify(syncs)).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a second app and ledger:verify on the same data directory, naming the app that holds it', async () => {
    // Side by side: each is refused on its own, neither holds the directory.
    const [second, verify] = await Promise.all([
      spawnApp({ dataDir }, await freePort()).then(runToEnd),
      spawnCommand('ledger-verify', [], { ATELIER_DATA_DIR: dataDir }).then(runToEnd),
    ]);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(new RegExp(`in use by process ${app!.child.pid} \\(Atelier server, started `));
    expect(verify.code).toBe(1);
    expect(verify.output).toMatch(new RegExp(`in use by process ${app!.child.pid}`));
    // The first app is untouched.
    expect((await transfer(app!, cookie, shop, 10)).status).toBe(201);
  }, 120_000);

  it('loses no acknowledged transfer when the app and its server are killed mid-stream, and the next start recovers', async () => {
    const { pid } = postmasterOf(dataDir);
    const acknowledged: { id: number; number: string }[] = [];
    let stop = false;
    const cashier = async () => {
      while (!stop) {
        try {
          const answer = await transfer(app!, cookie, shop, 37);
          if (answer.status === 201) acknowledged.push(answer.body);
        } catch {
          return; // the app is gone: this request was never acknowledged
        }
      }
    };
    const streams = [cashier(), cashier(), cashier(), cashier()];
    await waitUntil('40 transfers acknowledged', () => acknowledged.length >= 40, 60_000);
    // A power cut of the PC: every process of the app and of its server at once, no shutdown code run.
    process.kill(-pid, 'SIGKILL');
    app!.child.kill('SIGKILL');
    stop = true;
    await Promise.all(streams);
    const acknowledgedCount = acknowledged.length;

    app = await startAppProcess({ dataDir });
    cookie = await signInOver(app.url, 'owner');
    for (const slip of acknowledged.slice(0, acknowledgedCount)) {
      const res = await fetch(`${app.url}/api/materials/documents/${slip.id}`, { headers: jsonHeaders(cookie) });
      expect({ id: slip.id, status: res.status }).toEqual({ id: slip.id, status: 200 });
      expect(((await res.json()) as { number: string }).number).toBe(slip.number);
    }
    expect(await readServer(dataDir, (db) => verifyLedger(db))).toEqual([]);
  }, 180_000);

  it('stops the server when the app is killed, so no orphan holds the directory', async () => {
    const { pid } = postmasterOf(dataDir);
    app!.child.kill('SIGKILL');
    await waitUntil('the server has stopped', () => !processAlive(pid));
    expect(watcherOf(pid)).toBeUndefined();

    app = await startAppProcess({ dataDir });
    cookie = await signInOver(app.url, 'owner');
    expect((await transfer(app, cookie, shop, 10)).status).toBe(201);
  }, 120_000);

  it('takes over cleanly at the next start when a killed app left its server running', async () => {
    const { pid } = postmasterOf(dataDir);
    leftovers.push(pid);
    const before = await readServer(dataDir, async (db) => (await db.execute('SELECT count(*)::int AS n FROM material_documents')) as unknown as { rows: { n: number }[] });
    // Nothing stops the server this time: its watcher is killed first, then the app.
    process.kill(watcherOf(pid)!, 'SIGKILL');
    app!.child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    expect(processAlive(pid)).toBe(true);

    app = await startAppProcess({ dataDir });
    expect(app.output()).toMatch(new RegExp(`A database server \\(process ${pid}\\) was left running`));
    expect(processAlive(pid)).toBe(false);
    expect(postmasterOf(dataDir).pid).not.toBe(pid);
    const after = await readServer(dataDir, async (db) => (await db.execute('SELECT count(*)::int AS n FROM material_documents')) as unknown as { rows: { n: number }[] });
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  }, 120_000);

  it('waits for a killed server that is not yet reaped (a zombie named in postmaster.pid) instead of failing to start', async () => {
    await app!.stop();
    // A shell whose background child exits at once and is not reaped for 3 s: a zombie, as a
    // postmaster killed outright is until the system reaps it.
    // It runs as the server's account: PostgreSQL takes another account's pid for a stale one.
    const holder = spawn('/bin/sh', ['-c', 'sleep 0 & echo $!; exec sleep 3'], { ...serverAccount(), stdio: ['ignore', 'pipe', 'ignore'] });
    const zombie = Number(await new Promise<string>((resolve) => holder.stdout.once('data', (d: Buffer) => resolve(d.toString()))));
    await waitUntil('the child is a zombie', () => readFileSync(`/proc/${zombie}/stat`, 'utf8').includes(') Z '));
    writeFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), `${zombie}\n`);

    app = await startAppProcess({ dataDir });
    cookie = await signInOver(app.url, 'owner');
    expect((await transfer(app, cookie, shop, 10)).status).toBe(201);
    expect(postmasterOf(dataDir).pid).not.toBe(zombie);
  }, 120_000);

  it.runIf(isRoot)('starts as an ordinary user too, its server running as that user', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'atelier-ordinary-'));
    const nobody = 65534;
    chownSync(own, nobody, nobody);
    const ordinary = await startAppProcess({ dataDir: own, uid: nobody, gid: nobody, env: { HOME: own } });
    try {
      const { pid } = postmasterOf(own);
      expect(readFileSync(`/proc/${pid}/status`, 'utf8')).toMatch(new RegExp(`\\nUid:\\s+${nobody}\\s`));
      const ownCookie = await signInOver(ordinary.url, 'owner');
      const ownShop = await idsOf(own);
      expect((await transfer(ordinary, ownCookie, ownShop, 375)).status).toBe(201);
    } finally {
      await ordinary.stop();
      rmSync(own, { recursive: true, force: true });
    }
  }, 180_000);
});
