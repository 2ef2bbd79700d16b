import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from '../platform/demo/platform-demo';
import { appBuild, type CommandName } from './app-build';

/**
 * The app as a shop runs it: `src/server/main.ts` in its own process (bundled
 * as `npm start` runs it, app-build.ts), on its own data directory, so a test
 * can kill it, start a second one beside it, or trace its database server.
 */
export interface AppProcess {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
  /** SIGTERM (the app closes its pool and stops its database server), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface StartOptions {
  readonly dataDir: string;
  readonly env?: Record<string, string>;
  /** Run as this account (a test started as root trying an ordinary user). */
  readonly uid?: number;
  readonly gid?: number;
  readonly readyTimeoutMs?: number;
}

/** Spawns the app (startAppProcess waits until it is ready). */
export async function spawnApp({ dataDir, env = {}, uid, gid }: StartOptions, port: number): Promise<ChildProcess> {
  return spawn(process.execPath, [path.join(await appBuild(repositoryRoot), 'main.js')], {
    cwd: repositoryRoot,
    uid,
    gid,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ATELIER_DATA_DIR: dataDir,
      ATELIER_LOGIN_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function startAppProcess(options: StartOptions): Promise<AppProcess> {
  const port = await freePort();
  const child = await spawnApp(options, port);
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-16_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`app on port ${port} not ready after ${readyTimeoutMs} ms: ${output}`));
    }, readyTimeoutMs);
    const onData = () => {
      if (output.includes('Atelier ready on')) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`app on port ${port} exited with ${code} before it was ready: ${output}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Spawns one of the app's commands (`npm run ledger:verify`, `npm run db:backup` …) on a data directory, as a person runs it. */
export async function spawnCommand(command: CommandName, args: readonly string[], env: Record<string, string>): Promise<ChildProcess> {
  return spawn(process.execPath, [path.join(await appBuild(repositoryRoot), `${command}.js`), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a process to its end and gives its exit code and output: both streams as they came, and each apart. */
export function runToEnd(child: ChildProcess): Promise<{ code: number | null; output: string; stdout: string; stderr: string }> {
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
    stderr += d.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output, stdout, stderr })));
}

export const jsonHeaders = (cookie: string, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'x-requested-with': 'atelier',
  'accept-language': 'en',
  cookie,
  ...extra,
});

export async function signInOver(url: string, username: string, password = demoPassword): Promise<string> {
  const res = await fetch(`${url}/api/platform/login`, {
    method: 'POST',
    headers: jsonHeaders(''),
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The embedded server's main process and port, as it wrote them in <data>/postgres/postmaster.pid. */
export function postmasterOf(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Every process of a server (Linux /proc): the postmaster and its children (checkpointer, WAL writer, one per connection…). */
export function serverProcesses(postmasterPid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmasterPid;
      } catch {
        return false; // ended while listed
      }
    })
    .map(Number);
  return [postmasterPid, ...children];
}
