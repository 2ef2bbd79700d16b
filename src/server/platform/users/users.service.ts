import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/common';
import type { UserAccount } from '../../../shared/contracts/platform/user-account';
import type { Role } from '../../../shared/roles';
import { audit, type Actor } from '../audit';
import { hashPassword } from '../auth/passwords';
import { forgetTrustedDevices } from '../auth/login-lockout';
import { endUserSessions } from '../auth/sessions.service';
import { isActiveBranch } from '../branches/branches.service';
import type { Db, Executor } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError, forbidden, notFound, ruleBroken } from '../errors';
import { staff, users } from '../platform.tables';
import { changedFields, duplicate, duplicateOf, likePattern, pageOffset } from '../records/record-helpers';
import { isActiveStaffMember } from '../staff/staff.service';
import { mayManageAccount, removesAnOwner, roleNeedsPassword } from './user-rules';

type UserRow = typeof users.$inferSelect;

/** What the API shows of an account: never the password hash. */
const toAccount = ({ passwordHash, createdAt, ...row }: UserRow): UserAccount => ({
  ...row,
  hasPassword: passwordHash !== null,
  createdAt: createdAt.toISOString(),
});

const fieldError = (field: string) => new AppError(400, 'validation.failed', {}, { [field]: 'validation.invalidValue' });
const passwordRequired = () => new AppError(400, 'validation.failed', {}, { password: 'validation.required' });

export interface FindUsersFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly role?: Role | undefined;
  readonly branchId?: number | undefined;
  readonly active?: boolean | undefined;
  readonly search?: string | undefined;
}

export async function findUsers(db: Db, filter: FindUsersFilter): Promise<Page<UserAccount>> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.branchId !== undefined) conditions.push(eq(users.branchId, filter.branchId));
  if (filter.active !== undefined) conditions.push(eq(users.active, filter.active));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.displayName, pattern))!);
  }
  const where = and(...conditions);
  const rows = await db.select().from(users).where(where).orderBy(asc(users.username)).limit(filter.pageSize).offset(pageOffset(filter));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { items: rows.map(toAccount), total: total?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

/** The acting user's role as stored now (a session may be older than a role change). */
async function actorRole(executor: Executor, actor: Actor): Promise<Role | 'system'> {
  if (actor.userId === null) return 'system';
  const [row] = await executor.select({ role: users.role, active: users.active }).from(users).where(eq(users.id, actor.userId));
  if (!row?.active) throw forbidden();
  return row.role;
}

/** A staff member is linked to one account at most, and only while active. */
async function checkStaffLink(executor: Executor, staffId: number | null | undefined, userId?: number): Promise<void> {
  if (staffId === null || staffId === undefined) return;
  if (!(await isActiveStaffMember(executor, staffId))) throw fieldError('staffId');
  const others = await executor
    .select({ username: users.username, code: staff.code })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(and(eq(users.staffId, staffId), userId === undefined ? undefined : ne(users.id, userId)));
  if (others[0]) throw duplicate('staffId', others[0].code);
}

async function checkBranch(executor: Executor, branchId: number | null | undefined): Promise<void> {
  if (branchId === null || branchId === undefined) return;
  if (!(await isActiveBranch(executor, branchId))) throw fieldError('branchId');
}

export interface NewUser {
  readonly username: string;
  readonly displayName: string;
  readonly role: Role;
  readonly password?: string | undefined;
  readonly staffId: number | null;
  readonly branchId: number | null;
}

export async function createUser(db: Db, actor: Actor, input: NewUser): Promise<UserAccount> {
  if (roleNeedsPassword(input.role) && !input.password) throw passwordRequired();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await inTransaction(db, async (tx) => {
      if (!mayManageAccount(await actorRole(tx, actor), input.role)) throw forbidden();
      await checkStaffLink(tx, input.staffId);
      await checkBranch(tx, input.branchId);
      const { password: _password, ...fields } = input;
      const [row] = await tx
        .insert(users)
        .values({ ...fields, passwordHash })
        .returning();
      const account = toAccount(row!);
      await audit(tx, actor, { action: 'user.create', entity: 'user', entityId: account.id, after: account });
      return account;
    });
  } catch (error) {
    throw duplicateOf(error, 'username', input.username);
  }
}

export interface UserChanges {
  readonly displayName?: string | undefined;
  readonly role?: Role | undefined;
  readonly active?: boolean | undefined;
  /** A new password, or null to leave QR sign-in only. */
  readonly password?: string | null | undefined;
  readonly staffId?: number | null | undefined;
  readonly branchId?: number | null | undefined;
}

/** The owners left active if this one goes; their rows stay locked until commit. */
async function otherActiveOwners(executor: Executor, userId: number): Promise<number> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.active, true)))
    .for('update');
  return rows.filter((r) => r.id !== userId).length;
}

/**
 * Changes the given fields. Deactivating ends all the user's sessions, and so
 * does a password reset by someone else; the last active owner can be
 * neither deactivated nor demoted.
 */
export async function updateUser(db: Db, actor: Actor, id: number, changes: UserChanges): Promise<UserAccount> {
  const { password, ...fieldChanges } = changes;
  const passwordHash = typeof password === 'string' ? await hashPassword(password) : password;
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound('user');
    if (!mayManageAccount(await actorRole(tx, actor), current.role, changes.role)) throw forbidden();
    const changed = changedFields(current, fieldChanges);
    const passwordChanges = passwordHash !== undefined && !(passwordHash === null && current.passwordHash === null);
    if (Object.keys(changed).length === 0 && !passwordChanges) return toAccount(current);

    if (removesAnOwner(current, changed) && (await otherActiveOwners(tx, id)) === 0) throw ruleBroken('platform.lastOwner');
    const nextHash = passwordHash === undefined ? current.passwordHash : passwordHash;
    if (roleNeedsPassword(changed.role ?? current.role) && nextHash === null) throw passwordRequired();
    await checkStaffLink(tx, changed.staffId, id);
    await checkBranch(tx, changed.branchId);

    const [row] = await tx
      .update(users)
      .set({ ...changed, ...(passwordChanges ? { passwordHash: nextHash } : {}) })
      .where(eq(users.id, id))
      .returning();
    const deactivated = current.active && changed.active === false;
    if (deactivated || (passwordChanges && actor.userId !== id)) {
      await endUserSessions(tx, id);
      await forgetTrustedDevices(tx, id);
    }
    const after = toAccount(row!);
    await audit(tx, actor, {
      action: 'user.update',
      entity: 'user',
      entityId: id,
      before: toAccount(current),
      after: passwordChanges ? { ...after, passwordReset: true } : after,
    });
    return after;
  });
}
