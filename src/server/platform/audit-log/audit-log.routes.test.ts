import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothEngines } from '../../testing/test-app';
import { auditLog, users } from '../platform.tables';

interface Entry {
  id: number;
  at: string;
  action: string;
  entity: string;
  username: string | null;
  by: { nameKh: string; nameEn: string } | null;
}

describeOnBothEngines('audit log', (ctx) => {
  const read = async (cookie: string, query = '') => {
    const res = await ctx().request({ method: 'GET', url: `/api/platform/audit-log${query}`, cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Entry[]; total: number; page: number; pageSize: number };
  };

  it('only the owner reads the audit log', async () => {
    const manager = await ctx().signIn('manager');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/audit-log', cookie: manager })).statusCode).toBe(403);
    const cashier = await ctx().signIn('cashier');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/audit-log', cookie: cashier })).statusCode).toBe(403);
    expect((await ctx().request({ method: 'GET', url: '/api/platform/audit-log' })).statusCode).toBe(401);
  });

  it('lists newest first, with the user name, in pages', async () => {
    const owner = await ctx().signIn('owner');
    await ctx().request({ method: 'PUT', url: '/api/platform/settings/shop.name', cookie: owner, payload: { value: { kh: 'ហាង', en: 'Shop' } } });
    const first = await read(owner, '?pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({ action: 'setting.update', username: 'owner' });
    const all = await read(owner, '?pageSize=200');
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await read(owner, '?pageSize=2&page=2');
    expect(second.items[0]!.id).toBe(all.items[2]!.id);
  });

  it('filters by user, entity, action (with the actions under it) and date range', async () => {
    const owner = await ctx().signIn('owner');
    await ctx().request({ method: 'POST', url: '/api/platform/login', payload: { username: 'cashier', password: 'wrong-one' } });
    const [cashier] = await ctx().database.db.select().from(users).where(eq(users.username, 'cashier'));
    await ctx().signIn('cashier');
    const byUser = await read(owner, `?userId=${cashier!.id}&signIns=true`);
    expect(byUser.items.length).toBeGreaterThan(0);
    expect(byUser.items.every((e) => e.username === 'cashier')).toBe(true);
    const logins = await read(owner, '?action=auth.login');
    const actions = new Set(logins.items.map((e) => e.action));
    expect(actions).toEqual(new Set(['auth.login', 'auth.login.failed']));
    const failed = await read(owner, '?action=auth.login.failed&entity=user&entityId=cashier');
    expect(failed.total).toBe(1);
    const settingsOnly = await read(owner, '?entity=setting');
    expect(settingsOnly.items.every((e) => e.entity === 'setting')).toBe(true);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await read(owner, `?from=${encodeURIComponent(future)}`)).total).toBe(0);
    const past = '2000-01-01T00:00:00+07:00';
    expect((await read(owner, `?to=${encodeURIComponent(past)}`)).total).toBe(0);
    const all = await read(owner, '?pageSize=1');
    expect((await read(owner, `?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}&pageSize=1`)).total).toBe(all.total);
  });

  it('leaves signing in and out out unless asked, and names people rather than logins', async () => {
    const owner = await ctx().signIn('owner');
    await ctx().request({ method: 'POST', url: '/api/platform/login', payload: { username: 'cashier', password: 'wrong-one' } });
    await ctx().signIn('cashier');
    await ctx().request({ method: 'PUT', url: '/api/platform/settings/shop.name', cookie: owner, payload: { value: { kh: 'ហាងមាស', en: 'Gold shop' } } });
    const signIn = /^auth\.(login|logout)/;
    const plain = await read(owner, '?pageSize=200');
    expect(plain.items.filter((e) => signIn.test(e.action))).toEqual([]);
    expect(plain.items[0]).toMatchObject({ action: 'setting.update', by: { nameKh: 'លោក សុខ ចាន់ថា', nameEn: 'Sok Chantha' } });
    const asked = await read(owner, '?pageSize=200&signIns=true');
    const actions = new Set(asked.items.map((e) => e.action));
    expect(['auth.login', 'auth.login.failed', 'setting.update'].filter((a) => !actions.has(a))).toEqual([]);
    expect(asked.total).toBeGreaterThan(plain.total);
    // Filtering on a sign-in action asks for them too.
    expect((await read(owner, '?action=auth.login.failed')).total).toBeGreaterThan(0);

    const file = await ctx().request({ method: 'GET', url: '/api/platform/audit-log/export?format=csv&locale=en', cookie: owner });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Sok Chantha,Setting changed,setting');
    expect(file.body).not.toContain('Signed in');
    const kh = await ctx().request({ method: 'GET', url: '/api/platform/audit-log/export?format=csv&locale=kh&signIns=true', cookie: owner });
    expect(kh.body).toContain('លោក សុខ ចាន់ថា,បានកែការកំណត់,setting');
    expect(kh.body).toContain('បានចូលប្រើ');
  });

  it('refuses a page over 200, a reversed date range and a bad action', async () => {
    const owner = await ctx().signIn('owner');
    const get = (q: string) => ctx().request({ method: 'GET', url: `/api/platform/audit-log${q}`, cookie: owner });
    expect((await get('?pageSize=500')).statusCode).toBe(400);
    const reversed = await get(`?from=${encodeURIComponent('2026-02-01T00:00:00Z')}&to=${encodeURIComponent('2026-01-01T00:00:00Z')}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toHaveProperty('to');
    expect((await get(`?action=${encodeURIComponent("x' OR 1=1")}`)).statusCode).toBe(400);
    expect((await get('?from=yesterday')).statusCode).toBe(400);
  });

  it('the audit log refuses UPDATE and DELETE', async () => {
    const db = ctx().database.db;
    const before = await db.select().from(auditLog);
    await expect(db.execute(sql`UPDATE audit_log SET action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect(await db.select().from(auditLog)).toEqual(before);
  });
});
