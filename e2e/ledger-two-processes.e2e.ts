import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetAccountsResponse } from '../src/shared/contracts/materials/get-accounts';
import type { FindHoldersResponse } from '../src/shared/contracts/materials/find-holders';
import { verifyLedger } from '../src/server/ledger';
import { createTestDatabase, type TestDatabase } from '../src/server/testing/test-app';
import { demoPassword } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * DESIGN §3.2 INV no overdraft, across processes: two app processes on one
 * PostgreSQL database, 32 clients racing to spend the same holder's last grams.
 */
describe('metal ledger with two app processes on PostgreSQL', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pg', { migrated: false });
    // The first process migrates and loads the demo data (the small one: the race needs the demo's people and holders,
    // not a month of the shop); the second joins the same database.
    servers.push(await startServerProcess({ DATABASE_URL: database.url!, ATELIER_DEMO: 'small' }));
    servers.push(await startServerProcess({ DATABASE_URL: database.url!, ATELIER_DEMO: 'small' }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await database?.drop();
  });

  const signIn = async (baseUrl: string) => {
    const res = await fetch(`${baseUrl}/api/platform/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'atelier-e2e' },
      body: JSON.stringify({ username: 'manager', password: demoPassword }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  };

  const call = async <T>(baseUrl: string, cookie: string, method: string, path: string, body?: object) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'atelier-e2e', 'accept-language': 'en' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  it('32 clients spending the same last grams through two processes: no overdraft, no lost posting, exact totals', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const cookies = [await signIn(a.baseUrl), await signIn(b.baseUrl)];
    const holders = (await call<FindHoldersResponse>(a.baseUrl, cookies[0]!, 'GET', '/api/materials/holders')).body.items;
    const safe = holders.find((h) => h.code === 'SAFE')!;
    const gold = safe.balances.find((x) => x.materialCode === 'AU9999')!.materialId;

    const racer = await call<{ id: number }>(a.baseUrl, cookies[0]!, 'POST', '/api/materials/holders', {
      kind: 'counter',
      code: 'RACE',
      nameKh: 'ការប្រណាំង',
      nameEn: 'Race',
    });
    expect(racer.status).toBe(201);
    const receivers: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await call<{ id: number }>(b.baseUrl, cookies[1]!, 'POST', '/api/materials/holders', {
        kind: 'staff',
        code: `RACE-${i}`,
        nameKh: `ជាង ${i}`,
        nameEn: `Bench ${i}`,
      });
      receivers.push(res.body.id);
    }
    // 10 g at the racing counter; each client wants 3 g of it: exactly 3 can have it.
    const stake = await call(a.baseUrl, cookies[0]!, 'POST', '/api/materials/transfers', {
      fromHolderId: safe.id,
      toHolderId: racer.body.id,
      lines: [{ materialId: gold, mg: 10_000 }],
    });
    expect(stake.status).toBe(201);

    const results = await Promise.all(
      receivers.map((to, i) => {
        const server = i % 2 === 0 ? a : b;
        return call<{ error?: { code: string } }>(server.baseUrl, cookies[i % 2]!, 'POST', '/api/materials/transfers', {
          fromHolderId: racer.body.id,
          toHolderId: to,
          lines: [{ materialId: gold, mg: 3_000 }],
        });
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(29);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error?.code === 'materials.overdraft')).toBe(true);

    const accounts = (await call<GetAccountsResponse>(b.baseUrl, cookies[1]!, 'GET', '/api/materials/accounts')).body;
    const held = (holderId: number) => accounts.holders.find((h) => h.id === holderId)?.balances.find((x) => x.materialId === gold)?.mg ?? 0;
    expect(held(racer.body.id)).toBe(1_000);
    expect(receivers.map(held).filter((mg) => mg === 3_000)).toHaveLength(3);
    expect(receivers.map(held).reduce((s, mg) => s + mg, 0)).toBe(9_000);
    for (const material of accounts.materials) expect(material.totalMg, material.code).toBe(0);
    // Every posting is there and the running balances equal their sums.
    expect(await verifyLedger(database.database.db)).toEqual([]);
  }, 120_000);
});
