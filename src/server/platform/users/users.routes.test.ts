import { and, desc, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothEngines } from '../../testing/test-app';
import { auditLog, sessions, staff, users } from '../platform.tables';

describeOnBothEngines('users', (ctx) => {
  const userId = async (username: string) =>
    (await ctx().database.db.select().from(users).where(eq(users.username, username)))[0]!.id;
  const me = (cookie: string) => ctx().request({ method: 'GET', url: '/api/platform/me', cookie });
  const create = (cookie: string, payload: Record<string, unknown>) =>
    ctx().request({ method: 'POST', url: '/api/platform/users', cookie, payload });
  const update = (cookie: string, id: number, payload: Record<string, unknown>) =>
    ctx().request({ method: 'PATCH', url: `/api/platform/users/${id}`, cookie, payload });

  it('lists accounts without their password hashes; managers may, cashiers may not', async () => {
    const owner = await ctx().signIn('owner');
    const res = await ctx().request({ method: 'GET', url: '/api/platform/users?role=jeweller', cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((u: { username: string }) => u.username)).toEqual(['jeweller1', 'jeweller2']);
    expect(res.json().items[0].hasPassword).toBe(true);
    expect(res.body).not.toContain('argon2');
    const manager = await ctx().signIn('manager');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/users', cookie: manager })).statusCode).toBe(200);
    const cashier = await ctx().signIn('cashier');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/users', cookie: cashier })).statusCode).toBe(403);
  });

  it('creates a jeweller without a password who signs in by QR only', async () => {
    const manager = await ctx().signIn('manager');
    const member = await ctx().request({
      method: 'POST',
      url: '/api/platform/staff',
      cookie: manager,
      payload: { nameKh: 'លោក ឈឹម ណារិន', nameEn: 'Chhim Narin', kind: 'jeweller' },
    });
    const res = await create(manager, {
      username: 'Narin.C',
      displayName: 'Chhim Narin',
      role: 'jeweller',
      staffId: member.json().id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'narin.c', role: 'jeweller', hasPassword: false, active: true });
    const [row] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create')).orderBy(desc(auditLog.id));
    expect(row!.after).toEqual(res.json());
    const login = await ctx().request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { username: 'narin.c', password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(401);
    const link = await ctx().request({ method: 'POST', url: '/api/platform/login-links', cookie: manager, payload: { userId: res.json().id } });
    expect(link.statusCode).toBe(200);
    const staffList = await ctx().request({ method: 'GET', url: `/api/platform/staff?search=Narin`, cookie: manager });
    expect(staffList.json().items[0].userId).toBe(res.json().id);
  });

  it('owners and managers need a password of at least 10 characters', async () => {
    const owner = await ctx().signIn('owner');
    const none = await create(owner, { username: 'boss2', displayName: 'Boss', role: 'manager' });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().error.fields)).toEqual(['password']);
    const short = await create(owner, { username: 'boss2', displayName: 'Boss', role: 'manager', password: 'short-pw' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Minimum length is 10');
  });

  it('refuses a bad user name and a taken one', async () => {
    const owner = await ctx().signIn('owner');
    const bad = await create(owner, { username: 'sok chan', displayName: 'Sok', role: 'cashier' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['username']);
    const khmer = await create(owner, { username: 'សុខ', displayName: 'Sok', role: 'cashier' });
    expect(khmer.statusCode).toBe(400);
    const taken = await create(owner, { username: 'CASHIER', displayName: 'Another', role: 'cashier' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'conflict.duplicate', fields: { username: 'This cashier already exists' } });
  });

  it('links a staff member to one account at most, and only an active one', async () => {
    const owner = await ctx().signIn('owner');
    const [setter] = await ctx().database.db.select().from(staff).where(eq(staff.kind, 'setter'));
    const twice = await create(owner, { username: 'setter2', displayName: 'Setter', role: 'setter', staffId: setter!.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('staffId');
    const missing = await create(owner, { username: 'setter2', displayName: 'Setter', role: 'setter', staffId: 99999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('staffId');
  });

  it('a manager cannot create an owner nor touch an owner account', async () => {
    const manager = await ctx().signIn('manager');
    const res = await create(manager, { username: 'usurper', displayName: 'U', role: 'owner', password: 'long-enough-pw' });
    expect(res.statusCode).toBe(403);
    const promote = await update(manager, await userId('manager'), { role: 'owner' });
    expect(promote.statusCode).toBe(403);
    const reset = await update(manager, await userId('owner'), { password: 'taken-over-123' });
    expect(reset.statusCode).toBe(403);
    expect((await ctx().request({ method: 'GET', url: '/api/platform/users?search=usurper', cookie: manager })).json().total).toBe(0);
  });

  it('refuses to deactivate the last owner', async () => {
    const owner = await ctx().signIn('owner');
    const res = await update(owner, await userId('owner'), { active: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('platform.lastOwner');
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('refuses to demote the last owner, but allows it while another owner is active', async () => {
    const owner = await ctx().signIn('owner');
    const ownerId = await userId('owner');
    const demote = await update(owner, ownerId, { role: 'manager' });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().error.code).toBe('platform.lastOwner');
    const second = await create(owner, { username: 'owner2', displayName: 'Second owner', role: 'owner', password: 'second-owner-pw' });
    expect(second.statusCode).toBe(201);
    expect((await update(owner, second.json().id, { role: 'manager' })).statusCode).toBe(200);
    expect((await update(owner, second.json().id, { active: false })).statusCode).toBe(200);
    expect((await update(owner, ownerId, { active: false })).statusCode).toBe(422);
  });

  it('deactivating a user ends their sessions', async () => {
    const owner = await ctx().signIn('owner');
    const phone = await ctx().signIn('jeweller2');
    const desk = await ctx().signIn('jeweller2');
    expect((await me(phone)).statusCode).toBe(200);
    const id = await userId('jeweller2');
    const res = await update(owner, id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(desk)).statusCode).toBe(401);
    const open = await ctx().database.db.select().from(sessions).where(and(eq(sessions.userId, id), isNull(sessions.endedAt)));
    expect(open).toEqual([]);
    const again = await ctx().request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { username: 'jeweller2', password: 'atelier-demo' },
    });
    expect(again.statusCode).toBe(401);
    expect((await update(owner, id, { active: true })).statusCode).toBe(200);
    expect((await me(await ctx().signIn('jeweller2'))).statusCode).toBe(200);
  });

  it('resetting a password ends the user sessions; the new password signs in; the audit keeps no hash', async () => {
    const owner = await ctx().signIn('owner');
    const caster = await ctx().signIn('caster');
    const id = await userId('caster');
    const res = await update(owner, id, { password: 'new-caster-pw-1' });
    expect(res.statusCode).toBe(200);
    expect((await me(caster)).statusCode).toBe(401);
    await expect(ctx().signIn('caster')).rejects.toThrow();
    expect((await me(await ctx().signIn('caster', 'new-caster-pw-1'))).statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.update')).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ entityId: String(id), after: { passwordReset: true, hasPassword: true } });
    expect(JSON.stringify(row)).not.toContain('argon2');
    expect(JSON.stringify(row)).not.toContain('new-caster-pw-1');
  });

  it('every update writes an audit row with before and after; a new role applies at once', async () => {
    const owner = await ctx().signIn('owner');
    const designer = await ctx().signIn('designer');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/users', cookie: designer })).statusCode).toBe(403);
    const id = await userId('designer');
    const res = await update(owner, id, { role: 'manager', displayName: 'Ly Many (lead)', password: 'designer-lead-pw' });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'user.update')).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      entityId: String(id),
      before: { role: 'designer', displayName: 'Ly Many' },
      after: { role: 'manager', displayName: 'Ly Many (lead)' },
    });
    const relogged = await ctx().signIn('designer', 'designer-lead-pw');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/users', cookie: relogged })).statusCode).toBe(200);
  });

  it('a manager without a password cannot be made: clearing it is refused, for a jeweller it is allowed', async () => {
    const owner = await ctx().signIn('owner');
    const clearManager = await update(owner, await userId('manager'), { password: null });
    expect(clearManager.statusCode).toBe(400);
    const clearJeweller = await update(owner, await userId('jeweller1'), { password: null });
    expect(clearJeweller.statusCode).toBe(200);
    expect(clearJeweller.json().hasPassword).toBe(false);
    const promote = await update(owner, await userId('jeweller1'), { role: 'manager' });
    expect(promote.statusCode).toBe(400);
    expect(promote.json().error.fields).toHaveProperty('password');
  });

  it('two owners deactivating each other at once: one of them stays', async () => {
    const owner = await ctx().signIn('owner');
    const second = await create(owner, { username: 'owner3', displayName: 'Third owner', role: 'owner', password: 'third-owner-pw' });
    const ownerId = await userId('owner');
    const other = await ctx().signIn('owner3', 'third-owner-pw');
    const results = await Promise.all([update(owner, second.json().id, { active: false }), update(other, ownerId, { active: false })]);
    // The loser is refused as the last owner, or, once deactivated, as no longer allowed or (when the
    // winner committed before its request was even authenticated) as signed out.
    const statuses = results.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`);
    expect(results.filter((r) => r.statusCode === 200), statuses.join(' | ')).toHaveLength(1);
    expect([401, 403, 422], statuses.join(' | ')).toContain(results.find((r) => r.statusCode !== 200)!.statusCode);
    const active = await ctx().database.db.select().from(users).where(and(eq(users.role, 'owner'), eq(users.active, true)));
    expect(active).toHaveLength(1);
  });
});
