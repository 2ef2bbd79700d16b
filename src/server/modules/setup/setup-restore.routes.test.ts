import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupRestoreResult } from '../../../shared/contracts/setup/setup';
import { readLedgerTotals, writeBackup } from '../../platform/db/backup';
import { queryRows } from '../../platform/db/database';
import { createTestApp, engines, type TestApp } from '../../testing/test-app';
import { verifyLedger } from '../../ledger';
import { password, setupBody } from './setup-fixture';

type Started = Awaited<ReturnType<typeof createTestApp>>;
/** A production install started without ATELIER_OWNER_PASSWORD: no owner, no demo. */
const freshInstall = (engine: (typeof engines)[number]) => createTestApp(engine, { production: true, loadDemoData: false, ownerPassword: undefined });

/** A multipart body as a browser's FormData makes it. */
async function form(field: string, name: string, bytes: Uint8Array) {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://atelier.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** A backup's lines, changed and packed again: a header from another version, a file cut short. */
function rewritten(file: string, change: (lines: string[]) => string[]): Uint8Array {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  return gzipSync(Buffer.from(change(lines).join('\n')));
}

for (const engine of engines) {
  describe(`restore a backup at setup [${engine}]`, () => {
    let source: Started | undefined;
    let target: Started | undefined;
    const folder = mkdtempSync(path.join(tmpdir(), 'atelier-setup-restore-'));
    const backupFile = path.join(folder, 'atelier-20261127-080000.jsonl.gz');
    const app = (): TestApp => target!.testApp;

    const restore = (bytes: Uint8Array, { field = 'backup', locale = 'en' } = {}) =>
      form(field, 'atelier-20261127-080000.jsonl.gz', bytes).then(({ payload, contentType }) =>
        app().request({ method: 'POST', url: '/api/setup/restore', payload, headers: { 'content-type': contentType, 'accept-language': locale } }),
      );
    const count = async (db: TestApp['database']['db'], table: string) =>
      Number((await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n);
    const nothingRestored = async () => {
      expect(await count(app().database.db, 'users')).toBe(0);
      expect((await app().request({ method: 'GET', url: '/api/setup' })).json()).toEqual({ required: true });
    };

    beforeAll(async () => {
      // The shop on its old computer: set up, opening balances posted, backed up.
      source = await freshInstall(engine);
      const setup = await source.testApp.request({ method: 'POST', url: '/api/setup', payload: setupBody() });
      expect(setup.statusCode, setup.body).toBe(201);
      const owner = setup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const idOf = async (table: string, code: string) =>
        (await queryRows<{ id: number }>(source!.testApp.database.db, sql`SELECT id FROM ${sql.raw(table)} WHERE code = ${code}`))[0]!.id;
      const holder = { id: await idOf('holders', 'SAFE') };
      const material = { id: await idOf('material_categories', 'AU9999') };
      const opening = await source.testApp.request({
        method: 'POST',
        url: '/api/setup/opening',
        cookie: owner,
        payload: { lines: [{ holderId: holder.id, materialId: material.id, mg: 412_345 }] },
        headers: { 'idempotency-key': 'setup-restore-opening-1' },
      });
      expect(opening.statusCode, opening.body).toBe(201);
      await writeBackup(source.testApp.database, backupFile);
      target = await freshInstall(engine);
    }, 120_000);
    afterAll(async () => {
      await source?.close();
      await target?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('refuses a file that is not a backup, one cut short, one of another Atelier version, and none at all, in words, restoring nothing', async () => {
      const notABackup = await restore(new TextEncoder().encode('Code,Category\nR-1,RING\n'), { locale: 'kh' });
      expect(notABackup.statusCode).toBe(400);
      expect(notABackup.json().error).toMatchObject({ code: 'setup.restoreNotABackup', message: expect.stringMatching(/ឯកសារបម្រុងទុក/) });

      const header = (lines: string[]) => JSON.parse(lines[0]!) as { migrations: string[] };
      const older = rewritten(backupFile, (lines) => [JSON.stringify({ ...header(lines), migrations: header(lines).migrations.slice(0, -1) }), ...lines.slice(1)]);
      const olderRes = await restore(older);
      expect(olderRes.statusCode).toBe(400);
      expect(olderRes.json().error.code).toBe('setup.restoreOlderAtelier');
      expect(olderRes.json().error.message).toContain('npm run db:restore');

      const newer = rewritten(backupFile, (lines) => [JSON.stringify({ ...header(lines), migrations: [...header(lines).migrations, '9999_from-the-future'] }), ...lines.slice(1)]);
      expect((await restore(newer)).json().error.code).toBe('setup.restoreNewerAtelier');

      // Cut inside the last table: the rows before it were inserted in the same transaction, and go with it.
      const cut = rewritten(backupFile, (lines) => lines.slice(0, lines.length - 3));
      const cutRes = await restore(cut);
      expect(cutRes.statusCode).toBe(400);
      expect(cutRes.json().error).toMatchObject({ code: 'setup.restoreDamaged', message: expect.stringContaining('truncated') });

      const wrongField = await restore(readFileSync(backupFile), { field: 'file' });
      expect(wrongField.statusCode).toBe(400);
      expect(Object.keys(wrongField.json().error.fields)).toEqual(['file']);
      const noFile = await app().request({ method: 'POST', url: '/api/setup/restore', payload: {} });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.fields).toEqual({ backup: expect.any(String) });
      await nothingRestored();
    });

    it('restores the backup whole: the same rows and balances, the owner signs in with the old password, setup is over', async () => {
      const res = await restore(readFileSync(backupFile));
      expect(res.statusCode, res.body).toBe(201);
      const result = res.json() as SetupRestoreResult;
      expect(result.owners).toEqual(['sokha']);
      expect(result.check).toMatchObject({ ok: true, unreadable: null, differences: [], totalsNotRecorded: false });
      expect(result.check.tablesCompared).toBeGreaterThan(20);
      expect(result.check.ledgerTotalsCompared).toBeGreaterThan(0);

      const [from, to] = [source!.testApp.database.db, app().database.db];
      for (const table of ['users', 'branches', 'holders', 'material_categories', 'material_rates', 'material_documents', 'postings', 'settings']) {
        expect(await count(to, table), table).toBe(await count(from, table));
      }
      expect(await readLedgerTotals(to)).toEqual(await readLedgerTotals(from));
      expect(await verifyLedger(to)).toEqual([]);

      expect((await app().request({ method: 'GET', url: '/api/setup' })).json()).toEqual({ required: false });
      const owner = await app().signIn('sokha', password);
      const identity = await app().request({ method: 'GET', url: '/api/platform/me', cookie: owner });
      expect(identity.statusCode).toBe(200);
      expect(identity.json().user.username).toBe('sokha');
      // New documents follow the restored ones' numbers, never reusing one.
      const [last] = await queryRows<{ id: number }>(to, sql`SELECT max(id)::int AS id FROM material_documents`);
      const [next] = await queryRows<{ id: number }>(to, sql`SELECT nextval(pg_get_serial_sequence('material_documents', 'id'))::int AS id`);
      expect(next!.id).toBeGreaterThan(last!.id);
      const [audited] = await queryRows<{ n: number }>(to, sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'setup.restore'`);
      expect(audited!.n).toBe(1);
    });

    it('runs once: a second restore and a setup after it are a 409 in words, and change nothing', async () => {
      const users = await count(app().database.db, 'users');
      const again = await restore(readFileSync(backupFile));
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('setup.alreadyDone');
      const setup = await app().request({ method: 'POST', url: '/api/setup', payload: setupBody('other') });
      expect(setup.statusCode).toBe(409);
      expect(await count(app().database.db, 'users')).toBe(users);
    });
  });
}
