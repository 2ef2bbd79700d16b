import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

/** One figure. `target` is an upper bound: `ok` says whether `value` stays under it. */
export interface BenchResult {
  readonly name: string;
  /** null when the figure could not be measured (then `ok` is false and `error` says why). */
  readonly value: number | null;
  readonly unit: string;
  readonly target?: number;
  /** The target is a lower bound (throughput): `ok` when value ≥ target. */
  readonly atLeast?: boolean;
  readonly ok?: boolean;
  readonly note?: string;
  readonly error?: string;
}

/** The built server; BENCH_SERVER_ENTRY measures another build (one made outside dist/). */
export const serverEntry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js');

/** A result against an upper bound. */
export function measured(name: string, value: number, unit: string, target?: number, note?: string): BenchResult {
  return { name, value: Number(value.toFixed(3)), unit, ...(target === undefined ? {} : { target, ok: value <= target }), ...(note ? { note } : {}) };
}

/** A result against a lower bound (throughput). */
export function measuredAtLeast(name: string, value: number, unit: string, target: number, note?: string): BenchResult {
  return { name, value: Number(value.toFixed(3)), unit, target, atLeast: true, ok: value >= target, ...(note ? { note } : {}) };
}

export function failed(name: string, unit: string, error: unknown, target?: number): BenchResult {
  const message = error instanceof Error ? error.message : String(error);
  return { name, value: null, unit, ...(target === undefined ? {} : { target }), ok: false, error: message };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface HttpAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 5_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

// Children that must not outlive the bench, whatever happens.
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}

export interface RunningServer {
  readonly url: string;
  /** The app's process. */
  readonly pid: number;
  /** Milliseconds from spawn to the first HTTP answer of GET /api/platform/me. */
  readonly readyMs: number;
  /** The end of what the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node dist/server/main.js`) and waits until
 * GET /api/platform/me answers at all: 401 means the app is serving.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${path.relative(process.cwd(), serverEntry)} is missing (the server build failed?)`);
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  delete childEnv.NODE_ENV; // production would refuse to start without an owner password
  const startedAt = performance.now();
  // BENCH_SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, serverEntry], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  child.stderr.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM'); // main.ts closes the database cleanly on SIGTERM
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
  };

  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exitCode !== undefined) {
      children.delete(child);
      throw new Error(`server exited with code ${exitCode} before it was ready: ${output.trim().slice(-500)}`);
    }
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`server not ready after ${timeoutMs} ms: ${output.trim().slice(-500)}`);
    }
    try {
      await request(`${url}/api/platform/me`, { timeoutMs: 2_000 });
      return { url, pid: child.pid!, readyMs: performance.now() - startedAt, output: () => output, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/**
 * Asks `url` with the session cookie from `connections` clients for
 * `seconds`: every response's time, sorted (a p95 from all of them, not
 * autocannon's own p90 / p97.5), and the number of requests. Any non-2xx
 * answer or error is thrown: a fast refusal is not a measure.
 */
export async function loadLatencies(url: string, cookie: string, connections: number, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers: { cookie } }, (error, r) => (error ? reject(error as Error) : resolve(r)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors of ${result.requests.total}`);
  return latencies.sort((a, b) => a - b);
}
