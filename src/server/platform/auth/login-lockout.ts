import { and, eq, sql } from 'drizzle-orm';
import { audit, auditInsert, type Actor } from '../audit';
import { queryRows, type Executor } from '../db/database';
import { auditLog } from '../platform.tables';
import { trustedDevices } from './auth.tables';
import { newToken, tokenHash } from './tokens';

/*
 * OWASP's "slow down online guessing attacks with device cookies" (DESIGN §5).
 * Failed sign-ins of an account are counted in two places: one counter per
 * trusted device (a browser that signed in to the account before), and one
 * for every other client together. `lockoutFailures` failures within
 * `lockoutWindowMs` lock that place for `lockoutMs`: untrusted clients are
 * then refused for the account (429), while its trusted devices still sign
 * in; a trusted device that fails that often itself stops being trusted.
 * Failures and locks are audit rows (never the password), which are also the
 * counters: several app processes on one database share them.
 */
export const lockoutFailures = 5;
export const lockoutWindowMs = 15 * 60 * 1000;
export const lockoutMs = 15 * 60 * 1000;
/** The device cookie lives a year: a shop PC stays trusted between rare sign-ins. */
export const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
export const deviceCookie = 'device';

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;
/** Two-key advisory locks: the first key names the purpose (migrations use a one-key lock). */
const signInLockKey = 7243002;

export interface TrustedDevice {
  readonly id: number;
}

/** Sign-ins of one account run one at a time, so a burst of guesses cannot all pass the count before it locks. */
export async function holdAccountSignIn(tx: Executor, username: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${signInLockKey}, hashtext(${username}))`);
}

/** The trusted device this browser's cookie names for the account; a forged, altered or unknown cookie is none. */
export async function findTrustedDevice(ex: Executor, token: string | undefined, userId: number): Promise<TrustedDevice | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ex
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash(token)), eq(trustedDevices.userId, userId)));
  return row ?? null;
}

/** Seconds until untrusted clients may try the account again, or null when they may now. */
export async function untrustedLockSeconds(ex: Executor, username: string): Promise<number | null> {
  const [row] = await queryRows<{ seconds: number | null }>(
    ex,
    sql`SELECT ceil(extract(epoch FROM max((${auditLog.after} ->> 'until')::timestamptz) - now()))::int AS seconds
          FROM ${auditLog}
         WHERE ${auditLog.entity} = 'user' AND ${auditLog.entityId} = ${username}
           AND ${auditLog.action} = 'auth.login.locked' AND ${auditLog.after} ->> 'scope' = 'untrusted'
           AND ${auditLog.at} > now() - ${interval(lockoutMs)}`,
  );
  const seconds = row?.seconds ?? null;
  return seconds !== null && seconds > 0 ? seconds : null;
}

export async function refuseLockedSignIn(ex: Executor, actor: Actor, username: string, retryAfterSeconds: number): Promise<void> {
  await audit(ex, actor, {
    action: 'auth.login.refused',
    entity: 'user',
    entityId: username,
    after: { scope: 'untrusted', retryAfterSeconds },
  });
}

/**
 * Writes the failure, then locks its place when it is the one too many:
 * untrusted clients of the account for `lockoutMs`, or the trusted device
 * for good (its row goes; a successful sign-in trusts the browser again).
 */
export async function recordFailedSignIn(
  ex: Executor,
  actor: Actor,
  username: string,
  device: TrustedDevice | null,
  reason: 'unknown' | 'password' | 'inactive',
): Promise<void> {
  await audit(ex, actor, { action: 'auth.login.failed', entity: 'user', entityId: username, after: { reason, device: device?.id ?? null } });
  const scope = device ? 'device' : 'untrusted';
  const samePlace = device
    ? sql`${auditLog.after} ->> 'device' = ${String(device.id)}`
    : sql`${auditLog.after} ->> 'device' IS NULL`;
  // Failures before the place's last lock were paid for by that lock.
  const [row] = await queryRows<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM ${auditLog}
         WHERE ${auditLog.entity} = 'user' AND ${auditLog.entityId} = ${username}
           AND ${auditLog.action} = 'auth.login.failed' AND ${samePlace}
           AND ${auditLog.at} > now() - ${interval(lockoutWindowMs)}
           AND ${auditLog.at} > coalesce((
                 SELECT max(${auditLog.at}) FROM ${auditLog}
                  WHERE ${auditLog.entity} = 'user' AND ${auditLog.entityId} = ${username}
                    AND ${auditLog.action} = 'auth.login.locked' AND ${auditLog.after} ->> 'scope' = ${scope}
                    AND ${device ? sql`${auditLog.after} ->> 'device' = ${String(device.id)}` : sql`true`}
               ), '-infinity')`,
  );
  if ((row?.n ?? 0) < lockoutFailures) return;
  await auditInsert(ex, actor, {
    action: 'auth.login.locked',
    entity: 'user',
    entityId: username,
    after: { scope, device: device?.id ?? null, failures: row!.n },
    ...(device ? {} : { afterSql: sql`jsonb_build_object('until', now() + ${interval(lockoutMs)})` }),
  });
  if (device) await ex.delete(trustedDevices).where(eq(trustedDevices.id, device.id));
}

/**
 * Trusts this browser for the account after a successful sign-in. A browser
 * keeps its device token across accounts when the token is one we issued (it
 * is trusted for some account); otherwise it gets a new one, so a token
 * planted in a browser never becomes trusted.
 */
export async function trustDevice(ex: Executor, presentedToken: string | undefined, userId: number): Promise<{ token: string; id: number }> {
  let token = presentedToken && presentedToken.length <= 200 ? presentedToken : undefined;
  if (token) {
    const [known] = await ex.select({ id: trustedDevices.id }).from(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash(token))).limit(1);
    if (!known) token = undefined;
  }
  token ??= newToken();
  const [row] = await ex
    .insert(trustedDevices)
    .values({ tokenHash: tokenHash(token), userId })
    .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.userId], set: { lastSignInAt: sql`now()` } })
    .returning({ id: trustedDevices.id });
  return { token, id: row!.id };
}

/**
 * A deactivated account, or a password someone else reset (a lost phone, a
 * leaver), trusts no device any more: the browsers that knew the old password
 * face the lockout like any other.
 */
export async function forgetTrustedDevices(ex: Executor, userId: number): Promise<void> {
  await ex.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
