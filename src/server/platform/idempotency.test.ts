import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../testing/test-app';
import { AppError } from './errors';
import type { FastifyRequest } from 'fastify';
import { requestFingerprint, runIdempotent } from './idempotency';
import { auditLog } from './platform.tables';
import { audit } from './audit';

describe.each(engines)('idempotent POSTs [%s]', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  const rowsWritten = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
  const writeOne = (label: string) => async (tx: Parameters<Parameters<typeof runIdempotent>[2]>[0]) => {
    await audit(tx, { userId: null }, { action: 'demo.load', entity: label });
    return { label };
  };

  it('runs the work once and replays the first answer for the same key and body', async () => {
    const before = await rowsWritten();
    const first = await runIdempotent(t.database.db, { key: 'k1', userId: 1, request: { a: 1 } }, writeOne('first'));
    const again = await runIdempotent(t.database.db, { key: 'k1', userId: 1, request: { a: 1 } }, writeOne('second'));
    expect(first).toEqual({ body: { label: 'first' }, replayed: false });
    expect(again).toEqual({ body: { label: 'first' }, replayed: true });
    expect(await rowsWritten()).toBe(before + 1);
  });

  it('refuses the same key with another body with a 422 and writes nothing', async () => {
    await runIdempotent(t.database.db, { key: 'k2', userId: 1, request: { a: 1 } }, writeOne('x'));
    const before = await rowsWritten();
    const refused = runIdempotent(t.database.db, { key: 'k2', userId: 1, request: { a: 2 } }, writeOne('y'));
    await expect(refused).rejects.toMatchObject({ status: 422, code: 'idempotency.keyReused' });
    expect(await rowsWritten()).toBe(before);
  });

  it('keeps keys per user', async () => {
    const a = await runIdempotent(t.database.db, { key: 'k3', userId: 1, request: {} }, writeOne('one'));
    const b = await runIdempotent(t.database.db, { key: 'k3', userId: 2, request: {} }, writeOne('two'));
    expect([a.replayed, b.replayed, b.body.label]).toEqual([false, false, 'two']);
  });

  it('forgets a key whose work failed, so the client may retry', async () => {
    const failing = runIdempotent(t.database.db, { key: 'k4', userId: 1, request: {} }, async (tx) => {
      await audit(tx, { userId: null }, { action: 'demo.load', entity: 'doomed' });
      throw new AppError(422, 'validation.failed');
    });
    await expect(failing).rejects.toBeInstanceOf(AppError);
    const retried = await runIdempotent(t.database.db, { key: 'k4', userId: 1, request: {} }, writeOne('retry'));
    expect(retried).toEqual({ body: { label: 'retry' }, replayed: false });
  });

  it('answers 409 to a second request while the first is still running', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = runIdempotent(t.database.db, { key: 'k5', userId: 1, request: {} }, async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await gate;
      return { label: 'slow' };
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = runIdempotent(t.database.db, { key: 'k5', userId: 1, request: {} }, writeOne('fast'));
    await expect(second).rejects.toMatchObject({ status: 409, code: 'idempotency.inProgress' });
    release();
    expect(await slow).toEqual({ body: { label: 'slow' }, replayed: false });
    const third = await runIdempotent(t.database.db, { key: 'k5', userId: 1, request: {} }, writeOne('late'));
    expect(third).toEqual({ body: { label: 'slow' }, replayed: true });
  });

  it('knows a request by its method, URL and body: one key sent to another route or with another body is a 422, not a replay', async () => {
    const request = (method: string, url: string, body: unknown) => ({ method, url, body }) as FastifyRequest;
    const run = (r: FastifyRequest, label: string) =>
      runIdempotent(t.database.db, { key: 'k-route', userId: 1, request: requestFingerprint(r) }, writeOne(label));
    const body = { staffId: 3, from: '2026-11-01', to: '2026-11-30' };
    expect(await run(request('POST', '/api/sales/incentive-payouts', body), 'paid')).toEqual({ body: { label: 'paid' }, replayed: false });
    expect(await run(request('POST', '/api/sales/incentive-payouts', body), 'again')).toEqual({ body: { label: 'paid' }, replayed: true });
    const before = await rowsWritten();
    for (const other of [request('POST', '/api/sales/sample-invoices', body), request('PUT', '/api/sales/incentive-payouts', body), request('POST', '/api/sales/incentive-payouts', { ...body, staffId: 4 })]) {
      await expect(run(other, 'other')).rejects.toMatchObject({ status: 422, code: 'idempotency.keyReused' });
    }
    // An upload stands for its body by its file's hash.
    expect(requestFingerprint(request('POST', '/api/imports/pieces', null), { fileHash: 'abc' })).toEqual({ method: 'POST', url: '/api/imports/pieces', body: { fileHash: 'abc' } });
    expect(await rowsWritten()).toBe(before);
  });
});
