import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothEngines } from '../../testing/test-app';
import { auditLog, branches } from '../platform.tables';

describeOnBothEngines('branches', (ctx) => {
  const auditRows = (entityId: number) =>
    ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'branch'), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id));

  it('any signed-in user may list the branches, ordered by code', async () => {
    const cookie = await ctx().signIn('jeweller1');
    const res = await ctx().request({ method: 'GET', url: '/api/platform/branches', cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((b: { code: string }) => b.code)).toEqual(['PP-CM', 'PP-TK', 'WS']);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
  });

  it('lists are paged and filtered by search', async () => {
    const cookie = await ctx().signIn('cashier');
    const paged = await ctx().request({ method: 'GET', url: '/api/platform/branches?page=2&pageSize=2', cookie });
    expect(paged.json().items.map((b: { code: string }) => b.code)).toEqual(['WS']);
    expect(paged.json().total).toBe(3);
    const search = await ctx().request({ method: 'GET', url: `/api/platform/branches?search=${encodeURIComponent('toul')}`, cookie });
    expect(search.json().items.map((b: { code: string }) => b.code)).toEqual(['PP-TK']);
    const khmer = await ctx().request({ method: 'GET', url: `/api/platform/branches?search=${encodeURIComponent('រោង')}`, cookie });
    expect(khmer.json().items.map((b: { code: string }) => b.code)).toEqual(['WS']);
    const percent = await ctx().request({ method: 'GET', url: `/api/platform/branches?search=${encodeURIComponent('%')}`, cookie });
    expect(percent.json().items).toEqual([]);
  });

  it('refuses a page larger than 200 and unknown query parameters', async () => {
    const cookie = await ctx().signIn('cashier');
    const big = await ctx().request({ method: 'GET', url: '/api/platform/branches?pageSize=201', cookie });
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json().error.fields)).toEqual(['pageSize']);
    const unknown = await ctx().request({ method: 'GET', url: '/api/platform/branches?colour=red', cookie });
    expect(unknown.statusCode).toBe(400);
  });

  it('a cashier cannot create a branch', async () => {
    const cookie = await ctx().signIn('cashier');
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/branches',
      cookie,
      payload: { code: 'SR', nameKh: 'សៀមរាប', nameEn: 'Siem Reap' },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx().database.db.select().from(branches).where(eq(branches.code, 'SR'))).toEqual([]);
  });

  it('creates a branch with its code in capitals and audits it', async () => {
    const cookie = await ctx().signIn('manager');
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/branches',
      cookie,
      payload: { code: ' sr-1 ', nameKh: 'សៀមរាប', nameEn: 'Siem Reap', phone: '063 963 111' },
    });
    expect(res.statusCode).toBe(201);
    const branch = res.json();
    expect(branch).toMatchObject({ code: 'SR-1', nameKh: 'សៀមរាប', address: '', phone: '063 963 111', active: true });
    const [row] = await auditRows(branch.id);
    expect(row).toMatchObject({ action: 'branch.create', before: null, after: branch });
    expect(row!.userId).not.toBeNull();
  });

  it('refuses a duplicate code with a 409 and changes nothing', async () => {
    const cookie = await ctx().signIn('owner');
    const before = await ctx().database.db.select().from(branches);
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/branches',
      cookie,
      payload: { code: 'ws', nameKh: 'ផ្សេង', nameEn: 'Other' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict.duplicate', message: 'This WS already exists' });
    expect(res.json().error.fields).toHaveProperty('code');
    expect(await ctx().database.db.select().from(branches)).toHaveLength(before.length);
  });

  it('refuses bad input with field errors', async () => {
    const cookie = await ctx().signIn('owner');
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/branches',
      cookie,
      payload: { code: 'a b', nameKh: '', nameEn: 'x'.repeat(121), extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['code', 'extra', 'nameEn', 'nameKh']);
  });

  it('every update writes an audit row with before and after', async () => {
    const cookie = await ctx().signIn('owner');
    const [tk] = await ctx().database.db.select().from(branches).where(eq(branches.code, 'PP-TK'));
    const res = await ctx().request({
      method: 'PATCH',
      url: `/api/platform/branches/${tk!.id}`,
      cookie,
      payload: { phone: '099 111 222', nameEn: 'Toul Kork Market' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '099 111 222', nameEn: 'Toul Kork Market', code: 'PP-TK' });
    const [row] = await auditRows(tk!.id);
    expect(row!.action).toBe('branch.update');
    expect(row!.before).toMatchObject({ phone: '012 876 543', nameEn: 'Toul Kork' });
    expect(row!.after).toMatchObject({ phone: '099 111 222', nameEn: 'Toul Kork Market' });
  });

  it('an update that changes nothing writes no audit row', async () => {
    const cookie = await ctx().signIn('owner');
    const [ws] = await ctx().database.db.select().from(branches).where(eq(branches.code, 'WS'));
    const before = await auditRows(ws!.id);
    const res = await ctx().request({ method: 'PATCH', url: `/api/platform/branches/${ws!.id}`, cookie, payload: { code: 'ws' } });
    expect(res.statusCode).toBe(200);
    expect(await auditRows(ws!.id)).toHaveLength(before.length);
  });

  it('deactivates a branch instead of deleting it', async () => {
    const cookie = await ctx().signIn('owner');
    const created = await ctx().request({
      method: 'POST',
      url: '/api/platform/branches',
      cookie,
      payload: { code: 'KP', nameKh: 'កំពត', nameEn: 'Kampot' },
    });
    const id = created.json().id as number;
    const res = await ctx().request({ method: 'PATCH', url: `/api/platform/branches/${id}`, cookie, payload: { active: false } });
    expect(res.json().active).toBe(false);
    const active = await ctx().request({ method: 'GET', url: '/api/platform/branches?active=true&pageSize=200', cookie });
    expect(active.json().items.some((b: { id: number }) => b.id === id)).toBe(false);
    const inactive = await ctx().request({ method: 'GET', url: '/api/platform/branches?active=false', cookie });
    expect(inactive.json().items.map((b: { code: string }) => b.code)).toContain('KP');
    const del = await ctx().request({ method: 'DELETE', url: `/api/platform/branches/${id}`, cookie });
    expect(del.statusCode).toBe(404);
  });

  it('renaming to a taken code is a 409; an unknown id is a 404; a non-numeric id is refused', async () => {
    const cookie = await ctx().signIn('owner');
    const [ws] = await ctx().database.db.select().from(branches).where(eq(branches.code, 'WS'));
    const taken = await ctx().request({ method: 'PATCH', url: `/api/platform/branches/${ws!.id}`, cookie, payload: { code: 'PP-CM' } });
    expect(taken.statusCode).toBe(409);
    const missing = await ctx().request({ method: 'PATCH', url: '/api/platform/branches/99999', cookie, payload: { phone: '1' } });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx().request({ method: 'PATCH', url: '/api/platform/branches/1e3', cookie, payload: { phone: '1' } });
    expect(bad.statusCode).toBe(400);
  });
});
