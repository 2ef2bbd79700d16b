import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/common';
import type { StaffName } from '../../../shared/contracts/platform/find-staff-names';
import type { StaffKind, StaffMember } from '../../../shared/contracts/platform/staff-member';
import { audit, type Actor } from '../audit';
import { queryRows, type Db, type Executor, type Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError, forbidden, notFound } from '../errors';
import { staff, users } from '../platform.tables';
import { isActiveBranch } from '../branches/branches.service';
import { changedFields, duplicateOf, likePattern, pageOffset } from '../records/record-helpers';

type StaffRow = typeof staff.$inferSelect;

// Qualified by hand: drizzle leaves columns unqualified in a single-table select.
const linkedUserId = sql<number | null>`(SELECT min(u.id) FROM users u WHERE u.staff_id = ${sql.identifier('staff')}.${sql.identifier('id')})`.as(
  'user_id',
);

const toStaffMember = (row: StaffRow, userId: number | null): StaffMember => ({
  ...row,
  userId,
  createdAt: row.createdAt.toISOString(),
});

export interface FindStaffFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly kind?: StaffKind | undefined;
  readonly branchId?: number | undefined;
  readonly active?: boolean | undefined;
  readonly search?: string | undefined;
}

/** `withContacts`: the search also matches phone numbers (only for those who may read them). */
function staffWhere(filter: FindStaffFilter, withContacts: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(staff.kind, filter.kind));
  if (filter.branchId !== undefined) conditions.push(eq(staff.branchId, filter.branchId));
  if (filter.active !== undefined) conditions.push(eq(staff.active, filter.active));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = [ilike(staff.code, pattern), ilike(staff.nameKh, pattern), ilike(staff.nameEn, pattern)];
    if (withContacts) matches.push(ilike(staff.phone, pattern));
    conditions.push(or(...matches)!);
  }
  return and(...conditions);
}

/** Staff names for pickers: no phone, no account, and a search that cannot probe phone numbers. */
export async function findStaffNames(db: Db, filter: FindStaffFilter): Promise<Page<StaffName>> {
  const where = staffWhere(filter, false);
  const rows = await db
    .select({ id: staff.id, code: staff.code, nameKh: staff.nameKh, nameEn: staff.nameEn, kind: staff.kind, branchId: staff.branchId, active: staff.active })
    .from(staff)
    .where(where)
    .orderBy(asc(staff.code))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [total] = await db.select({ n: count() }).from(staff).where(where);
  return { items: rows, total: total?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

/** Staff by code with their phone numbers (owner and manager); the designers list is the filter `kind: 'designer'`. */
export async function findStaff(db: Db, filter: FindStaffFilter): Promise<Page<StaffMember>> {
  const where = staffWhere(filter, true);
  const rows = await db
    .select({ member: staff, userId: linkedUserId })
    .from(staff)
    .where(where)
    .orderBy(asc(staff.code))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [total] = await db.select({ n: count() }).from(staff).where(where);
  return {
    items: rows.map((r) => toStaffMember(r.member, r.userId)),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

async function userIdOf(executor: Executor, staffId: number): Promise<number | null> {
  const [row] = await executor.select({ userId: linkedUserId }).from(staff).where(eq(staff.id, staffId));
  return row?.userId ?? null;
}

async function requireActiveBranch(executor: Executor, branchId: number | null | undefined): Promise<void> {
  if (branchId === null || branchId === undefined) return;
  if (!(await isActiveBranch(executor, branchId))) {
    throw new AppError(400, 'validation.failed', {}, { branchId: 'validation.invalidValue' });
  }
}

/** The next free code of the form S001, S002 … */
async function nextStaffCode(executor: Executor): Promise<string> {
  const [row] = await queryRows<{ n: number | null }>(
    executor,
    sql`SELECT max(substring(code from 2)::int) AS n FROM ${staff} WHERE code ~ '^S[0-9]{1,9}$'`,
  );
  return `S${String((row?.n ?? 0) + 1).padStart(3, '0')}`;
}

export interface NewStaffMember {
  readonly code?: string | undefined;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly kind: StaffKind;
  readonly phone: string;
  readonly branchId: number | null;
}

export async function createStaffMember(db: Db, actor: Actor, input: NewStaffMember): Promise<StaffMember> {
  let code = input.code;
  try {
    return await inTransaction(db, async (tx) => {
      await requireActiveBranch(tx, input.branchId);
      code = input.code ?? (await nextStaffCode(tx));
      const [row] = await tx
        .insert(staff)
        .values({ ...input, code })
        .returning();
      const member = toStaffMember(row!, null);
      await audit(tx, actor, { action: 'staff.create', entity: 'staff', entityId: member.id, after: member });
      return member;
    });
  } catch (error) {
    throw duplicateOf(error, 'code', code ?? '');
  }
}

/** The owner's own staff record (their phone, their name) is the owner's to change (DESIGN §1). */
async function refuseOwnersRecordToOthers(executor: Executor, actor: Actor, staffId: number): Promise<void> {
  if (actor.userId === null) return;
  const [row] = await queryRows<{ owners: number; actorIsOwner: boolean }>(
    executor,
    sql`SELECT (SELECT count(*)::int FROM ${users} WHERE ${users.staffId} = ${staffId} AND ${users.role} = 'owner') AS owners,
               EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${actor.userId} AND ${users.role} = 'owner' AND ${users.active}) AS "actorIsOwner"`,
  );
  if (row && row.owners > 0 && !row.actorIsOwner) throw forbidden();
}

export type StaffChanges = Partial<Omit<NewStaffMember, 'code'> & { code: string; active: boolean }>;

/** Changes the given fields; `active: false` deactivates (staff are never deleted). */
export async function updateStaffMember(db: Db, actor: Actor, id: number, changes: StaffChanges): Promise<StaffMember> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
      if (!current) throw notFound('staff');
      const userId = await userIdOf(tx, id);
      await refuseOwnersRecordToOthers(tx, actor, id);
      const changed = changedFields(current, changes);
      if (Object.keys(changed).length === 0) return toStaffMember(current, userId);
      await requireActiveBranch(tx, changed.branchId);
      const [row] = await tx.update(staff).set(changed).where(eq(staff.id, id)).returning();
      const before = toStaffMember(current, userId);
      const after = toStaffMember(row!, userId);
      await audit(tx, actor, { action: 'staff.update', entity: 'staff', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    throw duplicateOf(error, 'code', changes.code ?? '');
  }
}

/** Whether a staff member exists and is active (users are linked only to active staff). */
export async function isActiveStaffMember(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ active: staff.active }).from(staff).where(eq(staff.id, id));
  return row?.active === true;
}

/** Staff codes among these already in use (upper case). */
export async function takenStaffCodes(executor: Executor, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await executor.select({ code: staff.code }).from(staff).where(inArray(staff.code, [...codes]));
  return new Set(rows.map((r) => r.code));
}

/**
 * Staff from a shop's spreadsheet (issue 23 §3), checked by the caller: a
 * row without a code gets the next free `S###` (past the file's own codes),
 * all inserted in one statement, one audit row for the file.
 */
export async function importStaffMembers(tx: Tx, actor: Actor, rows: readonly (Omit<NewStaffMember, 'code'> & { readonly code: string | null })[]): Promise<number> {
  if (rows.length === 0) return 0;
  const used = new Set(rows.flatMap((r) => (r.code === null ? [] : [r.code])));
  let next = Number((await nextStaffCode(tx)).slice(1));
  const coded = rows.map((row) => {
    if (row.code !== null) return { ...row, code: row.code };
    while (used.has(`S${String(next).padStart(3, '0')}`)) next += 1;
    const code = `S${String(next).padStart(3, '0')}`;
    used.add(code);
    return { ...row, code };
  });
  const written = await tx.insert(staff).values(coded).returning({ id: staff.id });
  await audit(tx, actor, { action: 'staff.import', entity: 'staff', entityId: null, after: { count: written.length, codes: coded.map((r) => r.code) } });
  return written.length;
}
