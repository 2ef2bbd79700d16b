import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { request, type RunningServer } from './lib';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server (the server started on it migrates it). */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `atelier_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Signs a demo user in and returns the Cookie header value. */
export async function signIn(server: RunningServer, username = 'owner'): Promise<string> {
  const res = await request(`${server.url}/api/platform/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'atelier-bench' },
    body: JSON.stringify({ username, password: 'atelier-demo' }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${username} answered ${res.status}: ${res.body.slice(0, 200)}`);
  const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const me = await request(`${server.url}/api/platform/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`GET /me with the session cookie answered ${me.status}`);
  return cookie;
}
