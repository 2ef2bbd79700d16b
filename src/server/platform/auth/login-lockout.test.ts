import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnBothEngines, type TestApp } from '../../testing/test-app';
import { auditLog } from '../platform.tables';
import { lockoutFailures, lockoutMs } from './login-lockout';
import { newToken } from './tokens';

const login = (app: TestApp, username: string, password: string, cookie?: string, locale = 'en') =>
  app.request({
    method: 'POST',
    url: '/api/platform/login',
    payload: { username, password },
    headers: { 'accept-language': locale },
    ...(cookie ? { cookie } : {}),
  });

/** The device cookie a browser keeps after signing in, as a Cookie header. */
async function trustedBrowser(app: TestApp, username: string, cookie?: string): Promise<string> {
  const res = await login(app, username, 'atelier-demo', cookie);
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((c) => c.name === 'device')!;
  return `device=${device.value}`;
}

/** Wrong passwords from a client without any cookie (the attacker's). */
async function guess(app: TestApp, username: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(app, username, `guess-${i}`)).statusCode);
  return statuses;
}

const auditOf = (app: TestApp, username: string, action: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, username), eq(auditLog.action, action)));

describeOnBothEngines('sign-in lockout with device cookies', (ctx) => {
  it('sets a long-lived HttpOnly, SameSite=Lax device cookie at sign-in', async () => {
    const res = await login(ctx(), 'owner', 'atelier-demo');
    expect(res.statusCode).toBe(200);
    const device = res.cookies.find((c) => c.name === 'device')!;
    expect(device.httpOnly).toBe(true);
    expect(device.sameSite).toBe('Lax');
    expect(device.path).toBe('/');
    expect(device.maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(device.value.length).toBeGreaterThanOrEqual(43);
  });

  it('after ten wrong passwords from one client, a device that signed in before still signs in and a new device gets 429', async () => {
    const trusted = await trustedBrowser(ctx(), 'jeweller1');
    const statuses = await guess(ctx(), 'jeweller1', 10);
    expect(statuses.slice(0, lockoutFailures)).toEqual(Array(lockoutFailures).fill(401));
    expect(statuses.slice(lockoutFailures)).toEqual(Array(10 - lockoutFailures).fill(429));

    const fromTrusted = await login(ctx(), 'jeweller1', 'atelier-demo', trusted);
    expect(fromTrusted.statusCode).toBe(200);
    expect(fromTrusted.json().user.username).toBe('jeweller1');

    const fromNew = await login(ctx(), 'jeweller1', 'atelier-demo', undefined, 'km');
    expect(fromNew.statusCode).toBe(429);
    expect(fromNew.json().error.code).toBe('auth.lockedForUntrustedDevices');
    expect(fromNew.json().error.message).toContain('ឧបករណ៍ថ្មី');
    expect(fromNew.json().error.message).toContain(`${lockoutMs / 60_000} នាទី`);
    const retryAfter = Number(fromNew.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(lockoutMs / 1000);
  });

  it('failures from a trusted device count only against that device, never locking the account for others', async () => {
    const trusted = await trustedBrowser(ctx(), 'designer');
    for (let i = 0; i < lockoutFailures - 1; i++) expect((await login(ctx(), 'designer', `typo-${i}`, trusted)).statusCode).toBe(401);
    expect((await login(ctx(), 'designer', 'atelier-demo')).statusCode).toBe(200);
    expect((await login(ctx(), 'designer', 'atelier-demo', trusted)).statusCode).toBe(200);
  });

  it('a trusted device that fails five times itself is locked: it is no longer trusted', async () => {
    const trusted = await trustedBrowser(ctx(), 'jeweller2');
    expect(await guess(ctx(), 'jeweller2', lockoutFailures)).toEqual(Array(lockoutFailures).fill(401));
    // Untrusted clients are now locked out; the trusted device is not...
    for (let i = 0; i < lockoutFailures; i++) expect((await login(ctx(), 'jeweller2', `typo-${i}`, trusted)).statusCode).toBe(401);
    // ...until its own failures lock it: it is then an untrusted client like any other.
    const after = await login(ctx(), 'jeweller2', 'atelier-demo', trusted);
    expect(after.statusCode).toBe(429);
    const locks = await auditOf(ctx(), 'jeweller2', 'auth.login.locked');
    expect(locks.map((l) => (l.after as { scope: string }).scope).sort()).toEqual(['device', 'untrusted']);
  });

  it('a forged or altered device cookie is treated as no cookie', async () => {
    const trusted = await trustedBrowser(ctx(), 'caster');
    await guess(ctx(), 'caster', lockoutFailures);
    const value = trusted.slice('device='.length);
    const altered = `device=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    for (const cookie of [altered, `device=${newToken()}`, 'device=', `device=${'x'.repeat(500)}`]) {
      expect((await login(ctx(), 'caster', 'atelier-demo', cookie)).statusCode).toBe(429);
    }
    expect((await login(ctx(), 'caster', 'atelier-demo', trusted)).statusCode).toBe(200);
  });

  it('a planted device token is replaced at sign-in, never trusted', async () => {
    const planted = newToken();
    const res = await login(ctx(), 'setter', 'atelier-demo', `device=${planted}`);
    expect(res.statusCode).toBe(200);
    const issued = res.cookies.find((c) => c.name === 'device')!.value;
    expect(issued).not.toBe(planted);
    await guess(ctx(), 'setter', lockoutFailures);
    expect((await login(ctx(), 'setter', 'atelier-demo', `device=${planted}`)).statusCode).toBe(429);
    expect((await login(ctx(), 'setter', 'atelier-demo', `device=${issued}`)).statusCode).toBe(200);
  });

  it('one browser is trusted for several accounts (a shop PC, several cashiers)', async () => {
    const browser = await trustedBrowser(ctx(), 'cashier');
    const second = await trustedBrowser(ctx(), 'manager', browser);
    expect(second).toBe(browser);
    await guess(ctx(), 'cashier', lockoutFailures);
    await guess(ctx(), 'manager', lockoutFailures);
    expect((await login(ctx(), 'cashier', 'atelier-demo', browser)).statusCode).toBe(200);
    expect((await login(ctx(), 'manager', 'atelier-demo', browser)).statusCode).toBe(200);
    expect((await login(ctx(), 'manager', 'atelier-demo')).statusCode).toBe(429);
  });

  it('a password reset by someone else forgets the devices trusted for the account: they face the lockout like any other', async () => {
    const owner = await ctx().signIn('owner');
    const created = await ctx().request({
      method: 'POST',
      url: '/api/platform/users',
      cookie: owner,
      payload: { username: 'dara.designs', displayName: 'Dara', role: 'designer', password: 'atelier-demo' },
    });
    expect(created.statusCode).toBe(201);
    const trusted = await trustedBrowser(ctx(), 'dara.designs');
    const reset = await ctx().request({ method: 'PATCH', url: `/api/platform/users/${created.json().id}`, cookie: owner, payload: { password: 'a-new-pass-2026' } });
    expect(reset.statusCode).toBe(200);
    expect(await guess(ctx(), 'dara.designs', lockoutFailures)).toEqual(Array(lockoutFailures).fill(401));
    expect((await login(ctx(), 'dara.designs', 'a-new-pass-2026', trusted)).statusCode).toBe(429);
  });

  it('writes every failure, lock and refusal to the audit log, without the password', async () => {
    const username = 'nobody-such';
    const statuses = await guess(ctx(), username, lockoutFailures + 2);
    expect(statuses).toEqual([...Array(lockoutFailures).fill(401), 429, 429]);
    const failures = await auditOf(ctx(), username, 'auth.login.failed');
    expect(failures).toHaveLength(lockoutFailures);
    expect(failures.every((f) => (f.after as { reason: string }).reason === 'unknown')).toBe(true);
    const locks = await auditOf(ctx(), username, 'auth.login.locked');
    expect(locks).toHaveLength(1);
    const lock = locks[0]!.after as { scope: string; until: string; failures: number };
    expect(lock.scope).toBe('untrusted');
    expect(lock.failures).toBe(lockoutFailures);
    expect(new Date(lock.until).getTime()).toBeGreaterThan(Date.now());
    expect(await auditOf(ctx(), username, 'auth.login.refused')).toHaveLength(2);
    const written = JSON.stringify([...failures, ...locks]);
    for (let i = 0; i < lockoutFailures + 2; i++) expect(written).not.toContain(`guess-${i}`);
  });
});
