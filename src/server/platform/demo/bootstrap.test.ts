import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { createTestDatabase, engines, type TestDatabase } from '../../testing/test-app';
import { verifyPassword } from '../auth/passwords';
import { branches, staff, users } from '../platform.tables';
import { bootstrapData } from './bootstrap';

describe.each(engines)('first start [%s]', (engine) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.drop();
    t = undefined;
  });

  it('loads one user per role, branches and staff outside production, once', async () => {
    t = await createTestDatabase(engine);
    const result = await bootstrapData(t.database, readConfig({ NODE_ENV: 'development' }));
    expect(result).toMatchObject({ kind: 'demo', password: 'atelier-demo' });
    const names = (await t.database.db.select({ u: users.username, r: users.role }).from(users)).map((r) => `${r.u}:${r.r}`);
    expect(names.sort()).toEqual(
      ['caster:caster', 'cashier:cashier', 'designer:designer', 'jeweller1:jeweller', 'jeweller2:jeweller', 'manager:manager', 'owner:owner', 'setter:setter'].sort(),
    );
    expect((await t.database.db.select({ n: count() }).from(branches))[0]!.n).toBeGreaterThanOrEqual(2);
    expect((await t.database.db.select({ n: count() }).from(staff))[0]!.n).toBe(8);
    expect(await bootstrapData(t.database, readConfig({ NODE_ENV: 'development' }))).toEqual({ kind: 'existing' });
  });

  it('in production loads no demo data and refuses to start without ATELIER_OWNER_PASSWORD', async () => {
    t = await createTestDatabase(engine);
    await expect(bootstrapData(t.database, readConfig({ NODE_ENV: 'production' }))).rejects.toThrow(/ATELIER_OWNER_PASSWORD/);
    await expect(
      bootstrapData(t.database, readConfig({ NODE_ENV: 'production', ATELIER_OWNER_PASSWORD: 'short' })),
    ).rejects.toThrow(/12 characters/);
    expect((await t.database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
  });

  it('in production creates only the owner, with the given password', async () => {
    t = await createTestDatabase(engine);
    const config = readConfig({ NODE_ENV: 'production', ATELIER_OWNER_PASSWORD: 'a long owner password' });
    expect(await bootstrapData(t.database, config)).toEqual({ kind: 'owner' });
    const all = await t.database.db.select().from(users);
    expect(all.map((u) => u.username)).toEqual(['owner']);
    const [owner] = await t.database.db.select().from(users).where(eq(users.username, 'owner'));
    expect(await verifyPassword(owner!.passwordHash, 'a long owner password')).toBe(true);
    expect((await t.database.db.select({ n: count() }).from(branches))[0]!.n).toBe(0);
  });
});
