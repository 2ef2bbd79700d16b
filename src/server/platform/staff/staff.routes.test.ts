import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothEngines } from '../../testing/test-app';
import { auditLog, branches, staff, users } from '../platform.tables';

describeOnBothEngines('staff and designers', (ctx) => {
  const branchId = async (code: string) =>
    (await ctx().database.db.select().from(branches).where(eq(branches.code, code)))[0]!.id;
  const lastAudit = async (id: number) =>
    (
      await ctx()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.id))
    )[0];

  it('lists the staff with their linked accounts', async () => {
    const cookie = await ctx().signIn('manager');
    const res = await ctx().request({ method: 'GET', url: '/api/platform/staff', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(8);
    const linked = res.json().items.map((s: { userId: number | null }) => s.userId);
    expect(new Set(linked).size).toBe(8);
    const [owner] = await ctx().database.db.select().from(users).where(eq(users.username, 'owner'));
    expect(res.json().items.find((s: { id: number }) => s.id === owner!.staffId).userId).toBe(owner!.id);
  });

  it('the designers list is the staff of kind designer', async () => {
    const cookie = await ctx().signIn('designer');
    const res = await ctx().request({ method: 'GET', url: '/api/platform/staff/names?kind=designer', cookie });
    expect(res.json().items.map((s: { nameEn: string; kind: string }) => [s.nameEn, s.kind])).toEqual([['Ly Many', 'designer']]);
  });

  it('staff phone numbers go to owner and manager only: everyone else gets names, and cannot search by phone', async () => {
    const [jeweller] = await ctx().database.db.select().from(staff).where(eq(staff.nameEn, 'Heng Vichet'));
    await ctx().database.db.update(staff).set({ phone: '012 555 777' }).where(eq(staff.id, jeweller!.id));
    for (const username of ['owner', 'manager']) {
      const cookie = await ctx().signIn(username);
      const res = await ctx().request({ method: 'GET', url: '/api/platform/staff?search=555', cookie });
      expect(res.json().items.map((s: { phone: string }) => s.phone)).toEqual(['012 555 777']);
    }
    for (const username of ['cashier', 'jeweller1', 'caster', 'designer', 'setter']) {
      const cookie = await ctx().signIn(username);
      const full = await ctx().request({ method: 'GET', url: '/api/platform/staff', cookie });
      expect({ username, status: full.statusCode, code: full.json().error.code }).toEqual({ username, status: 403, code: 'auth.forbidden' });
      const names = await ctx().request({ method: 'GET', url: '/api/platform/staff/names?pageSize=200', cookie });
      expect(names.statusCode).toBe(200);
      expect(names.json().total).toBeGreaterThanOrEqual(8);
      expect(names.json().items.find((s: { id: number }) => s.id === jeweller!.id)).toEqual({
        id: jeweller!.id,
        code: jeweller!.code,
        nameKh: jeweller!.nameKh,
        nameEn: 'Heng Vichet',
        kind: 'jeweller',
        branchId: jeweller!.branchId,
        active: true,
      });
      expect(names.body).not.toContain('555');
      const probe = await ctx().request({ method: 'GET', url: '/api/platform/staff/names?search=555', cookie });
      expect(probe.json().items).toEqual([]);
    }
  });

  it("the owner's own staff record is the owner's to change: a manager is refused", async () => {
    const [owner] = await ctx().database.db.select().from(users).where(eq(users.username, 'owner'));
    const manager = await ctx().signIn('manager');
    const res = await ctx().request({ method: 'PATCH', url: `/api/platform/staff/${owner!.staffId}`, cookie: manager, payload: { phone: '099 000 000' } });
    expect(res.statusCode).toBe(403);
    const [after] = await ctx().database.db.select().from(staff).where(eq(staff.id, owner!.staffId!));
    expect(after!.phone).not.toBe('099 000 000');
    const byOwner = await ctx().request({ method: 'PATCH', url: `/api/platform/staff/${owner!.staffId}`, cookie: await ctx().signIn('owner'), payload: { phone: '099 000 000' } });
    expect(byOwner.statusCode).toBe(200);
  });

  it('filters by branch, active and search', async () => {
    const cookie = await ctx().signIn('manager');
    const cm = await branchId('PP-CM');
    const byBranch = await ctx().request({ method: 'GET', url: `/api/platform/staff?branchId=${cm}`, cookie });
    expect(byBranch.json().items.map((s: { nameEn: string }) => s.nameEn).sort()).toEqual(['Chan Sophea', 'Sok Chantha']);
    const search = await ctx().request({ method: 'GET', url: `/api/platform/staff?search=${encodeURIComponent('វិចិត្រ')}`, cookie });
    expect(search.json().items.map((s: { nameEn: string }) => s.nameEn)).toEqual(['Heng Vichet']);
    const inactive = await ctx().request({ method: 'GET', url: '/api/platform/staff?active=false', cookie });
    expect(inactive.json().items).toEqual([]);
    const badKind = await ctx().request({ method: 'GET', url: '/api/platform/staff?kind=wizard', cookie });
    expect(badKind.statusCode).toBe(400);
  });

  it('creates a designer with the next free code and audits it', async () => {
    const cookie = await ctx().signIn('manager');
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/staff',
      cookie,
      payload: { nameKh: 'កញ្ញា សុខ ពិសី', nameEn: 'Sok Pisey', kind: 'designer', branchId: await branchId('WS') },
    });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({ code: 'S009', kind: 'designer', active: true, userId: null, phone: '' });
    expect(await lastAudit(member.id)).toMatchObject({ action: 'staff.create', after: member });
    const designers = await ctx().request({ method: 'GET', url: '/api/platform/staff?kind=designer', cookie });
    expect(designers.json().total).toBe(2);
  });

  it('a jeweller cannot add staff', async () => {
    const cookie = await ctx().signIn('jeweller1');
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/staff',
      cookie,
      payload: { nameKh: 'ក', nameEn: 'K', kind: 'jeweller' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a duplicate code, an inactive branch and an unknown kind', async () => {
    const cookie = await ctx().signIn('owner');
    const dup = await ctx().request({
      method: 'POST',
      url: '/api/platform/staff',
      cookie,
      payload: { code: 's001', nameKh: 'ក', nameEn: 'K', kind: 'polisher' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('conflict.duplicate');
    const closed = await ctx().request({
      method: 'POST',
      url: '/api/platform/branches',
      cookie,
      payload: { code: 'OLD', nameKh: 'ចាស់', nameEn: 'Old' },
    });
    await ctx().request({ method: 'PATCH', url: `/api/platform/branches/${closed.json().id}`, cookie, payload: { active: false } });
    const toClosed = await ctx().request({
      method: 'POST',
      url: '/api/platform/staff',
      cookie,
      payload: { nameKh: 'ក', nameEn: 'K', kind: 'polisher', branchId: closed.json().id },
    });
    expect(toClosed.statusCode).toBe(400);
    expect(toClosed.json().error.fields).toHaveProperty('branchId');
    const kind = await ctx().request({
      method: 'POST',
      url: '/api/platform/staff',
      cookie,
      payload: { nameKh: 'ក', nameEn: 'K', kind: 'wizard' },
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.fields).toHaveProperty('kind');
  });

  it('every update writes an audit row with before and after; deactivating keeps the record', async () => {
    const cookie = await ctx().signIn('owner');
    const [caster] = await ctx().database.db.select().from(staff).where(eq(staff.kind, 'caster'));
    const res = await ctx().request({
      method: 'PATCH',
      url: `/api/platform/staff/${caster!.id}`,
      cookie,
      payload: { phone: '011 222 333', active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '011 222 333', active: false });
    const row = await lastAudit(caster!.id);
    expect(row).toMatchObject({ action: 'staff.update', before: { phone: '', active: true }, after: { phone: '011 222 333', active: false } });
    const inactive = await ctx().request({ method: 'GET', url: '/api/platform/staff?active=false', cookie });
    expect(inactive.json().items.map((s: { id: number }) => s.id)).toEqual([caster!.id]);
  });

  it('an unknown staff id is a 404', async () => {
    const cookie = await ctx().signIn('owner');
    const res = await ctx().request({ method: 'PATCH', url: '/api/platform/staff/424242', cookie, payload: { phone: '1' } });
    expect(res.statusCode).toBe(404);
  });
});
