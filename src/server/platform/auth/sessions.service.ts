import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rolePermissions, type Permission, type Role } from '../../../shared/roles';
import type { SessionUser } from '../../../shared/contracts/platform/session';
import { audit, type Actor } from '../audit';
import type { Db, Executor } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { loginLinks, sessions, users } from '../platform.tables';
import { mayManageAccount } from '../users/user-rules';
import { findTrustedDevice, holdAccountSignIn, recordFailedSignIn, refuseLockedSignIn, trustDevice, untrustedLockSeconds } from './login-lockout';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { newToken, tokenHash } from './tokens';

export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
export const loginLinkTtlMs = 2 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const touchEveryMs = 60 * 1000;

export interface SessionContext {
  readonly sessionId: number;
  readonly user: SessionUser;
  readonly permissions: readonly Permission[];
}

export interface NewSession extends SessionContext {
  readonly token: string;
}

interface UserRow {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  staffId: number | null;
  branchId: number | null;
}

const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  username: u.username,
  displayName: u.displayName,
  role: u.role,
  staffId: u.staffId,
  branchId: u.branchId,
});

export async function openSession(executor: Executor, user: UserRow, userAgent: string): Promise<NewSession> {
  const token = newToken();
  const [row] = await executor
    .insert(sessions)
    .values({ tokenHash: tokenHash(token), userId: user.id, userAgent: userAgent.slice(0, 200) })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, user: toSessionUser(user), permissions: rolePermissions[user.role] };
}

export interface SignInInput {
  readonly username: string;
  readonly password: string;
  readonly ip: string;
  readonly userAgent: string;
  /** The session the browser had before: ended, so a fixed token cannot survive login. */
  readonly previousToken?: string | undefined;
  /** The browser's device cookie: trusted devices are not locked out by failures from elsewhere. */
  readonly deviceToken?: string | undefined;
}

export interface SignedIn extends NewSession {
  /** The device cookie to keep (the same token when the browser already had one we issued). */
  readonly deviceToken: string;
}

type SignInOutcome =
  | { readonly session: SignedIn }
  | { readonly refusedForSeconds: number }
  | { readonly failed: 'auth.userInactive' | 'auth.invalidCredentials' };

export async function signIn(db: Db, input: SignInInput): Promise<SignedIn> {
  const username = input.username.trim().toLowerCase();
  const actor: Actor = { userId: null, ip: input.ip };
  // Failures and locks are written whatever the answer, so the transaction returns the refusal rather than throwing it.
  const outcome = await inTransaction(db, async (tx): Promise<SignInOutcome> => {
    await holdAccountSignIn(tx, username);
    const [user] = await tx.select().from(users).where(eq(users.username, username));
    const device = user ? await findTrustedDevice(tx, input.deviceToken, user.id) : null;
    if (!device) {
      const lockedForSeconds = await untrustedLockSeconds(tx, username);
      if (lockedForSeconds !== null) {
        await refuseLockedSignIn(tx, actor, username, lockedForSeconds);
        return { refusedForSeconds: lockedForSeconds };
      }
    }
    const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
    if (!user || !ok || !user.active) {
      await recordFailedSignIn(tx, actor, username, device, !user ? 'unknown' : !ok ? 'password' : 'inactive');
      return { failed: user && ok ? 'auth.userInactive' : 'auth.invalidCredentials' };
    }
    if (input.previousToken) await endSessionByToken(tx, input.previousToken);
    const session = await openSession(tx, user, input.userAgent);
    const trusted = await trustDevice(tx, input.deviceToken, user.id);
    await audit(
      tx,
      { userId: user.id, ip: input.ip },
      { action: 'auth.login', entity: 'session', entityId: session.sessionId, after: { device: trusted.id, trustedBefore: device !== null } },
    );
    return { session: { ...session, deviceToken: trusted.token } };
  });
  if ('refusedForSeconds' in outcome) {
    const minutes = Math.ceil(outcome.refusedForSeconds / 60);
    throw new AppError(429, 'auth.lockedForUntrustedDevices', { minutes }, undefined, outcome.refusedForSeconds);
  }
  if ('failed' in outcome) throw new AppError(401, outcome.failed);
  return outcome.session;
}

/** Built once per database: the session lookup runs on every request, so its SQL is not rebuilt each time. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      role: users.role,
      staffId: users.staffId,
      branchId: users.branchId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.endedAt), eq(users.active, true)))
    .prepare('atelier_find_session');
}

export async function findSession(db: Db, token: string | undefined): Promise<SessionContext | null> {
  if (!token || token.length > 200) return null;
  const now = Date.now();
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: tokenHash(token) });
  if (!row) return null;
  if (now - row.createdAt.getTime() > sessionAbsoluteMs || now - row.lastSeenAt.getTime() > sessionIdleMs) return null;
  if (now - row.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: toSessionUser(row), permissions: rolePermissions[row.role] };
}

async function endSessionByToken(executor: Executor, token: string): Promise<void> {
  await executor
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.endedAt)));
}

export async function signOut(db: Db, token: string, actor: Actor): Promise<void> {
  await inTransaction(db, async (tx) => {
    await endSessionByToken(tx, token);
    await audit(tx, actor, { action: 'auth.logout', entity: 'session' });
  });
}

/** Deactivating a user ends all of their sessions (DESIGN §5). */
export async function endUserSessions(executor: Executor, userId: number): Promise<void> {
  await executor
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export async function createLoginLink(db: Db, actor: Actor, actorRole: Role, userId: number) {
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, active: users.active, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError(404, 'notFound', { what: 'user' });
    // A QR link is a sign-in: only those who may manage the account may hand it out.
    if (!mayManageAccount(actorRole, user.role)) throw new AppError(403, 'auth.forbidden');
    if (!user.active) throw new AppError(422, 'auth.userInactive');
    const token = newToken();
    const expiresAt = new Date(Date.now() + loginLinkTtlMs);
    await tx.insert(loginLinks).values({ tokenHash: tokenHash(token), userId, createdBy: actor.userId!, expiresAt });
    // The token itself is never written to the audit log.
    await audit(tx, actor, { action: 'auth.loginLink.create', entity: 'user', entityId: userId });
    return { path: `/login/qr?token=${token}&user_id=${userId}`, expiresAt: expiresAt.toISOString() };
  });
}

export async function redeemLoginLink(
  db: Db,
  input: { token: string; userId: number; ip: string; userAgent: string },
): Promise<NewSession> {
  const session = await inTransaction(db, async (tx) => {
    // One conditional update spends the link: a second use finds nothing to update.
    const [link] = await tx
      .update(loginLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(loginLinks.tokenHash, tokenHash(input.token)),
          eq(loginLinks.userId, input.userId),
          isNull(loginLinks.usedAt),
          gt(loginLinks.expiresAt, new Date()),
        ),
      )
      .returning({ userId: loginLinks.userId });
    if (!link) return null;
    const [user] = await tx.select().from(users).where(and(eq(users.id, link.userId), eq(users.active, true)));
    if (!user) return null;
    const opened = await openSession(tx, user, input.userAgent);
    await audit(tx, { userId: user.id, ip: input.ip }, { action: 'auth.login.qr', entity: 'session', entityId: opened.sessionId });
    return opened;
  });
  if (!session) {
    await audit(db, { userId: null, ip: input.ip }, { action: 'auth.loginLink.refused', entity: 'user', entityId: input.userId });
    throw new AppError(401, 'auth.linkInvalid');
  }
  return session;
}
