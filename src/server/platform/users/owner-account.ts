import { eq } from 'drizzle-orm';
import { audit, type Actor } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { Executor, Tx } from '../db/database';
import { staff, users } from '../platform.tables';

export interface NewOwner {
  readonly nameKh: string;
  readonly nameEn: string;
  readonly username: string;
  readonly password: string;
  readonly branchId: number | null;
}

/**
 * The owner's account made at first-run setup, in the caller's transaction:
 * a staff member of kind owner carries the names in both languages (people
 * are shown by name, never by login), the user signs in with the password.
 */
export async function insertOwner(tx: Tx, actor: Actor, input: NewOwner): Promise<typeof users.$inferSelect> {
  const [member] = await tx
    .insert(staff)
    .values({ code: 'S001', nameKh: input.nameKh, nameEn: input.nameEn, kind: 'owner', branchId: input.branchId })
    .returning({ id: staff.id });
  const [user] = await tx
    .insert(users)
    .values({
      username: input.username,
      displayName: input.nameEn,
      passwordHash: await hashPassword(input.password),
      role: 'owner',
      staffId: member!.id,
      branchId: input.branchId,
    })
    .returning();
  await audit(tx, actor, { action: 'owner.create', entity: 'user', entityId: user!.id, after: { username: user!.username, staffId: member!.id } });
  return user!;
}

/** Whether an owner account exists: without one the install waits for its first-run setup. */
export async function ownerExists(executor: Executor): Promise<boolean> {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
  return row !== undefined;
}

/** The owner accounts' usernames, in order: who signs in after a restore. */
export async function ownerUsernames(executor: Executor): Promise<string[]> {
  const rows = await executor.select({ username: users.username }).from(users).where(eq(users.role, 'owner')).orderBy(users.username);
  return rows.map((r) => r.username);
}
