import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothEngines } from '../../testing/test-app';
import { auditLog, sessions, users } from '../platform.tables';
import { tokenHash } from './tokens';

const cookieValue = (cookie: string, name: string) => new RegExp(`${name}=([^;]+)`).exec(cookie)?.[1];

describeOnBothEngines('sign-in', (ctx) => {
  it('signs in with the demo password and sets an HttpOnly token and a readable user_id', async () => {
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { username: 'cashier', password: 'atelier-demo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('cashier');
    const token = res.cookies.find((c) => c.name === 'token')!;
    const userId = res.cookies.find((c) => c.name === 'user_id')!;
    expect(token.httpOnly).toBe(true);
    expect(token.sameSite).toBe('Lax');
    expect(token.value.length).toBeGreaterThanOrEqual(43);
    expect(userId.httpOnly).toBeFalsy();
    expect(userId.value).toBe(String(res.json().user.id));
  });

  it('stores only the hash of the session token', async () => {
    const cookie = await ctx().signIn('manager');
    const token = cookieValue(cookie, 'token')!;
    const rows = await ctx().database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
    expect(rows).toHaveLength(1);
    const raw = await ctx().database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('refuses a wrong password with a localized message and audits the failure', async () => {
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { username: 'setter', password: 'nope' },
      headers: { 'accept-language': 'km' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'auth.invalidCredentials', message: 'ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ' });
    const failures = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login.failed'));
    expect(failures.some((f) => f.entityId === 'setter')).toBe(true);
  });

  it('locks new devices out of an account after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await ctx().request({
        method: 'POST',
        url: '/api/platform/login',
        payload: { username: 'designer', password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await ctx().request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { username: 'designer', password: 'atelier-demo' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('auth.lockedForUntrustedDevices');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rotates the session at login: the previous token stops working', async () => {
    const first = await ctx().signIn('jeweller1');
    const second = await ctx().request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { username: 'jeweller1', password: 'atelier-demo' },
      cookie: first,
    });
    expect(second.statusCode).toBe(200);
    expect((await ctx().request({ method: 'GET', url: '/api/platform/me', cookie: first })).statusCode).toBe(401);
  });

  it('signs out: the token no longer opens a session', async () => {
    const cookie = await ctx().signIn('caster');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/me', cookie })).statusCode).toBe(200);
    expect((await ctx().request({ method: 'POST', url: '/api/platform/logout', cookie })).statusCode).toBe(204);
    expect((await ctx().request({ method: 'GET', url: '/api/platform/me', cookie })).statusCode).toBe(401);
  });

  it('ends a session idle for more than 12 hours', async () => {
    const cookie = await ctx().signIn('jeweller2');
    const token = cookieValue(cookie, 'token')!;
    await ctx()
      .database.db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 12 * 3600_000 - 1000) })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect((await ctx().request({ method: 'GET', url: '/api/platform/me', cookie })).statusCode).toBe(401);
  });

  it('ends a session older than 7 days even when used every day', async () => {
    const cookie = await ctx().signIn('jeweller2');
    const token = cookieValue(cookie, 'token')!;
    await ctx()
      .database.db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600_000 - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect((await ctx().request({ method: 'GET', url: '/api/platform/me', cookie })).statusCode).toBe(401);
  });

  it('refuses a mutation without the same-origin marker or from another site', async () => {
    const cookie = await ctx().signIn('owner');
    const bare = await ctx().app.inject({ method: 'POST', url: '/api/platform/logout', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    const crossSite = await ctx().request({
      method: 'POST',
      url: '/api/platform/logout',
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await ctx().request({ method: 'GET', url: '/api/platform/me', cookie })).statusCode).toBe(200);
  });

  it('a QR link signs the staff member in once, within two minutes', async () => {
    const manager = await ctx().signIn('manager');
    const [jeweller] = await ctx().database.db.select().from(users).where(eq(users.username, 'jeweller1'));
    const link = await ctx().request({ method: 'POST', url: '/api/platform/login-links', cookie: manager, payload: { userId: jeweller!.id } });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().path, 'http://x');
    expect(url.pathname).toBe('/login/qr');
    const token = url.searchParams.get('token')!;
    const redeem = () =>
      ctx().request({ method: 'POST', url: '/api/platform/login-links/redeem', payload: { token, userId: jeweller!.id } });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.username).toBe('jeweller1');
    const phone = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await ctx().request({ method: 'GET', url: '/api/platform/me', cookie: phone })).json().user.username).toBe('jeweller1');
    expect(cookieValue(phone, 'token')).not.toBe(token);
    const second = await redeem();
    expect(second.statusCode).toBe(401);
    expect(second.json().error.code).toBe('auth.linkInvalid');
    const audits = await ctx().database.db.select().from(auditLog);
    expect(JSON.stringify(audits)).not.toContain(token);
  });

  it('refuses an expired QR link', async () => {
    const manager = await ctx().signIn('manager');
    const [setter] = await ctx().database.db.select().from(users).where(eq(users.username, 'setter'));
    const link = await ctx().request({ method: 'POST', url: '/api/platform/login-links', cookie: manager, payload: { userId: setter!.id } });
    const token = new URL(link.json().path, 'http://x').searchParams.get('token')!;
    const { loginLinks } = await import('../platform.tables');
    await ctx().database.db.update(loginLinks).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(loginLinks.tokenHash, tokenHash(token)));
    const res = await ctx().request({ method: 'POST', url: '/api/platform/login-links/redeem', payload: { token, userId: setter!.id } });
    expect(res.statusCode).toBe(401);
  });

  it('a manager cannot hand out a QR sign-in for the owner', async () => {
    const manager = await ctx().signIn('manager');
    const [owner] = await ctx().database.db.select().from(users).where(eq(users.username, 'owner'));
    const res = await ctx().request({ method: 'POST', url: '/api/platform/login-links', cookie: manager, payload: { userId: owner!.id } });
    expect(res.statusCode).toBe(403);
  });

  it('only managers and owners may create QR links', async () => {
    const cashier = await ctx().signIn('cashier');
    const res = await ctx().request({ method: 'POST', url: '/api/platform/login-links', cookie: cashier, payload: { userId: 1 } });
    expect(res.statusCode).toBe(403);
  });
});
