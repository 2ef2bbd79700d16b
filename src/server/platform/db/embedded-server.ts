import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { platform } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir, processAlive, type DataDirLock } from './data-dir-lock';
import { canEnter, serverAccount, serverBinaries, type RunAs, type ServerBinaries } from './embedded-binaries';

/*
 * The embedded database: a real PostgreSQL server that the app starts, owns
 * and stops (DESIGN §5), so the shop's PC runs the engine production runs,
 * and a commit acknowledged to the counter is on disk first: fsync and
 * synchronous_commit are on, and a power cut loses nothing acknowledged.
 *
 *   <data>/atelier.lock       the owning process (data-dir-lock.ts)
 *   <data>/postgres/          the cluster (initdb), owned by the server's account
 *   <data>/postgres.password  the server's password, readable by the app's account only
 *   <data>/postgres.log       the server's log of its last start
 *
 * It listens on 127.0.0.1 only, on a port free at start, with a password.
 */

export const embeddedUser = 'atelier';

export interface EmbeddedServerOptions {
  /** The app's data directory (./data). */
  readonly dataDir: string;
  /** The database the app uses; created on first start. */
  readonly database?: string;
  /** Names the owner in a refusal another process shows ("Atelier server", "db:backup"). */
  readonly owner?: string;
  /** Extra server settings (`name=value`), after ours. */
  readonly settings?: Readonly<Record<string, string>>;
  /** Called when the server stops without being asked (a crash of the server itself). */
  readonly onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** Progress for the terminal (first start, takeover). */
  readonly log?: (line: string) => void;
}

export interface EmbeddedServer {
  /** postgres://… to the app's database. */
  readonly url: string;
  /** postgres://… to another database of the same server (tests make theirs there). */
  urlOf(database: string): string;
  readonly port: number;
  /** The server's main process (postmaster). */
  readonly pid: number;
  readonly clusterDir: string;
  /** A fast shutdown (sessions ended, a checkpoint written), then the lock released. */
  stop(): Promise<void>;
}

/**
 * The server's settings. Durability is the point: fsync, synchronous commit and
 * full-page writes on (PostgreSQL's defaults, stated so no config file can
 * turn them off). Memory is sized for a shop PC that runs the app beside it.
 */
const serverSettings: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  // No Unix socket: its default folder (/tmp or /var/run/postgresql) belongs to the machine, not to us.
  unix_socket_directories: '',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  wal_sync_method: platform() === 'darwin' ? 'fsync_writethrough' : platform() === 'win32' ? 'open_datasync' : 'fdatasync',
  shared_buffers: '64MB',
  max_connections: '60',
  // One process reading for the others is plenty for a shop; PostgreSQL 18's default starts three.
  io_method: 'sync',
  huge_pages: 'off',
  logging_collector: 'off',
  log_line_prefix: '%m [%p] ',
  log_min_messages: 'warning',
};

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, options.owner);
  try {
    if (lock.tookOverFrom) log(`The last owner of ${dataDir} (process ${lock.tookOverFrom.pid}) stopped without closing it: taking it over.`);
    const runAs = serverAccount();
    const binaries = await serverBinaries(runAs);
    // The server's account enters the data directory to reach its cluster (search only: it cannot list it).
    if (runAs) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
    if (runAs && !canEnter(dataDir, runAs)) {
      throw new Error(
        `PostgreSQL refuses root, so the embedded database runs as the account "${runAs.name}", which cannot enter a folder above ${dataDir}: ` +
          'let it pass (chmod o+x on that folder), set ATELIER_DATA_DIR to a folder it can reach, or start Atelier as an ordinary user',
      );
    }
    const clusterDir = path.join(dataDir, 'postgres');
    const passwordFile = path.join(dataDir, 'postgres.password');
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log(`Creating the database in ${clusterDir} …`);
      await createCluster(binaries, clusterDir, passwordFile, runAs);
    }
    await stopOrphan(clusterDir, log);
    const password = readFileSync(passwordFile, 'utf8').trim();
    return await runServer({ ...options, binaries, runAs, clusterDir, password, lock, log });
  } catch (error) {
    lock.release();
    throw error;
  }
}

function ownTo(target: string, runAs: RunAs | undefined) {
  if (runAs) chownSync(target, runAs.uid, runAs.gid);
}

/** initdb into a scratch folder renamed at the end: a cut-off first start leaves no half cluster behind. */
async function createCluster(binaries: ServerBinaries, clusterDir: string, passwordFile: string, runAs: RunAs | undefined) {
  const scratch = `${clusterDir}.initdb`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { mode: 0o700 });
  ownTo(scratch, runAs);
  const password = randomBytes(24).toString('base64url');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file its account can read; it lives only while initdb runs.
  const pwfile = path.join(scratch, '..', `postgres.pwfile-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  ownTo(pwfile, runAs);
  try {
    await runToEnd(binaries.initdb, [
      `--pgdata=${scratch}`,
      `--username=${embeddedUser}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--no-locale',
    ], runAs);
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(scratch, clusterDir);
}

function runToEnd(program: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (error) => reject(explainSpawn(error, program, runAs)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit ${code}):\n${output.trim()}${reachHint(runAs)}`)),
    );
  });
}

function explainSpawn(error: NodeJS.ErrnoException, program: string, runAs: RunAs | undefined): Error {
  return new Error(`cannot run ${program}: ${error.message}${reachHint(runAs)}`);
}

const reachHint = (runAs: RunAs | undefined) =>
  runAs
    ? `\nThe embedded database runs as the account "${runAs.name}" because PostgreSQL refuses root; that account must be able to ` +
      'enter every folder above node_modules and the data directory (chmod o+x on them), or start Atelier as an ordinary user.'
    : '';

/** The pid postmaster.pid names, if any. */
function recordedPostmaster(clusterDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Linux's state letter of a process (`Z`: dead, not yet reaped), or undefined where there is no /proc. */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

/**
 * A server still running on the cluster while we hold the app lock belongs to
 * an app that died without stopping it (a kill -9 whose watcher could not act):
 * stop it cleanly before starting ours. Its committed work is on disk.
 */
async function stopOrphan(clusterDir: string, log: (line: string) => void) {
  const pid = recordedPostmaster(clusterDir);
  if (pid === undefined || !processAlive(pid)) return;
  // A server killed outright (a crash, kill -9) lingers as a zombie until the system
  // reaps it, and PostgreSQL refuses to start while its recorded pid exists: wait for that.
  if (processState(pid) === 'Z') {
    const deadline = Date.now() + 30_000;
    while (processAlive(pid) && processState(pid) === 'Z' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return;
  }
  // A pid reused by an unrelated program is no server of ours (Linux tells; elsewhere trust the file).
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return;
  } catch {
    // no /proc
  }
  log(`A database server (process ${pid}) was left running on ${clusterDir}: stopping it before starting.`);
  await stopPostmaster(pid);
}

/** SIGINT is PostgreSQL's fast shutdown: sessions ended, a checkpoint, a clean stop. */
async function stopPostmaster(pid: number, exited?: Promise<unknown>) {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  const gone = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (!processAlive(pid)) return true;
      await Promise.race([new Promise((r) => setTimeout(r, 50)), exited].filter(Boolean));
    }
    return !processAlive(pid);
  };
  if (await gone(60_000)) return;
  // Immediate shutdown: the next start replays the WAL, which holds every commit.
  signal('SIGQUIT');
  await gone(10_000);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function logTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

interface RunServerOptions extends EmbeddedServerOptions {
  readonly binaries: ServerBinaries;
  readonly runAs: RunAs | undefined;
  readonly clusterDir: string;
  readonly password: string;
  readonly lock: DataDirLock;
  readonly log: (line: string) => void;
}

async function runServer(options: RunServerOptions): Promise<EmbeddedServer> {
  const { binaries, runAs, clusterDir, password, lock } = options;
  const logFile = path.join(path.dirname(clusterDir), 'postgres.log');
  const settings = { ...serverSettings, ...options.settings };
  let lastError: Error | undefined;
  // A port found free can be taken before the server binds it: try another.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    if (existsSync(logFile) && statSync(logFile).size > 0) renameSync(logFile, `${logFile}.1`);
    const logFd = openSync(logFile, 'a', 0o640);
    const args = ['-D', clusterDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    // Its own process group: a Ctrl+C in the terminal reaches the app, which stops the server after its own work.
    const child = spawn(binaries.postgres, args, { ...runAs, detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_MESSAGES: 'C' } });
    closeSync(logFd);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const spawnFailed = new Promise<Error>((resolve) => child.once('error', (e) => resolve(explainSpawn(e, binaries.postgres, runAs))));
    const url = (database: string) => `postgres://${embeddedUser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    let gone = false;
    void exited.then(() => (gone = true));
    const ready = await Promise.race([
      waitUntilReady(clusterDir, child.pid ?? -1, () => gone).then(() => (gone ? ('exited' as const) : ('ready' as const))),
      exited.then(() => 'exited' as const),
      spawnFailed,
    ]);
    if (ready instanceof Error) throw ready;
    if (ready === 'exited') {
      const tail = logTail(logFile);
      lastError = new Error(`the embedded database did not start:\n${tail}${reachHint(runAs)}`);
      if (/could not bind|Address already in use/i.test(tail)) continue;
      throw lastError;
    }
    const database = options.database ?? 'atelier';
    await createDatabaseIfMissing(url('postgres'), database);
    return supervise({ child, exited, port, url, database, clusterDir, lock, onUnexpectedExit: options.onUnexpectedExit });
  }
  throw lastError ?? new Error('the embedded database did not start');
}

/**
 * Ready when postmaster.pid's status line (its 8th) says `ready`: PostgreSQL
 * writes it once it accepts connections, after any crash recovery. Read every
 * 10 ms: a connection attempt per poll would cost a password exchange each.
 */
async function waitUntilReady(clusterDir: string, pid: number, gone: () => boolean) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && !gone()) {
    try {
      // The file a crashed server left says `ready` too: only this server's own counts.
      const lines = readFileSync(pidFile, 'utf8').split('\n');
      if (Number(lines[0]) === pid && lines[7]?.trim() === 'ready') return;
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function createDatabaseIfMissing(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

interface SuperviseOptions {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly port: number;
  readonly url: (database: string) => string;
  readonly database: string;
  readonly clusterDir: string;
  readonly lock: DataDirLock;
  readonly onUnexpectedExit: EmbeddedServerOptions['onUnexpectedExit'];
}

function supervise({ child, exited, port, url, database, clusterDir, lock, onUnexpectedExit }: SuperviseOptions): EmbeddedServer {
  const pid = child.pid!;
  const watcher = watchOwner(pid);
  child.unref();
  let stopping = false;
  void exited.then(({ code, signal }) => {
    if (stopping) return;
    watcher?.kill();
    lock.release();
    onUnexpectedExit?.(code, signal);
  });
  return {
    url: url(database),
    urlOf: url,
    port,
    pid,
    clusterDir,
    async stop() {
      if (stopping) return;
      stopping = true;
      // The watcher first: once the server is gone its pid may be reused.
      watcher?.kill();
      await stopPostmaster(pid, exited);
      lock.release();
    },
  };
}

/**
 * A killed app (kill -9, a crash) runs no shutdown code. A small shell
 * process waits on a pipe from the app; the kernel closes the pipe when the
 * app dies however it dies, and the shell then stops the server. Where there
 * is no shell (Windows), the next start stops the orphan (stopOrphan).
 */
function watchOwner(postmasterPid: number): ChildProcess | undefined {
  if (platform() === 'win32') return undefined;
  const watcher = spawn('/bin/sh', ['-c', 'read _ignored; kill -INT "$0" 2>/dev/null', String(postmasterPid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watcher.on('error', () => undefined);
  watcher.unref();
  (watcher.stdin as Socket | null)?.unref();
  return watcher;
}
