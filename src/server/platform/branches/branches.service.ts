import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Branch } from '../../../shared/contracts/platform/branch';
import type { Page } from '../../../shared/contracts/common';
import { audit, type Actor } from '../audit';
import type { Db, Executor, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { notFound } from '../errors';
import { branches } from '../platform.tables';
import { changedFields, duplicateOf, likePattern, pageOffset } from '../records/record-helpers';

type BranchRow = typeof branches.$inferSelect;

const toBranch = (row: BranchRow): Branch => ({ ...row, createdAt: row.createdAt.toISOString() });

export interface FindBranchesFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly active?: boolean | undefined;
  readonly search?: string | undefined;
}

export async function findBranches(db: Db, filter: FindBranchesFilter): Promise<Page<Branch>> {
  const conditions: SQL[] = [];
  if (filter.active !== undefined) conditions.push(eq(branches.active, filter.active));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(branches.code, pattern), ilike(branches.nameKh, pattern), ilike(branches.nameEn, pattern))!);
  }
  const where = and(...conditions);
  const rows = await db.select().from(branches).where(where).orderBy(asc(branches.code)).limit(filter.pageSize).offset(pageOffset(filter));
  const [total] = await db.select({ n: count() }).from(branches).where(where);
  return { items: rows.map(toBranch), total: total?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

export interface NewBranch {
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly address: string;
  readonly phone: string;
}

export async function createBranch(db: Db, actor: Actor, input: NewBranch): Promise<Branch> {
  try {
    return await inTransaction(db, (tx) => insertBranch(tx, actor, input));
  } catch (error) {
    throw duplicateOf(error, 'code', input.code);
  }
}

/** A branch made in the caller's transaction (first-run setup makes them with the rest of the shop). */
export async function insertBranch(tx: Tx, actor: Actor, input: NewBranch): Promise<Branch> {
  const [row] = await tx.insert(branches).values(input).returning();
  const branch = toBranch(row!);
  await audit(tx, actor, { action: 'branch.create', entity: 'branch', entityId: branch.id, after: branch });
  return branch;
}

export type BranchChanges = Partial<NewBranch & { active: boolean }>;

/** Changes the given fields; `active: false` deactivates (branches are never deleted). */
export async function updateBranch(db: Db, actor: Actor, id: number, changes: BranchChanges): Promise<Branch> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
      if (!current) throw notFound('branch');
      const changed = changedFields(current, changes);
      if (Object.keys(changed).length === 0) return toBranch(current);
      const [row] = await tx.update(branches).set(changed).where(eq(branches.id, id)).returning();
      const after = toBranch(row!);
      await audit(tx, actor, { action: 'branch.update', entity: 'branch', entityId: id, before: toBranch(current), after });
      return after;
    });
  } catch (error) {
    throw duplicateOf(error, 'code', changes.code ?? '');
  }
}

/** Whether a branch exists and is active: records are linked only to active branches. */
export async function isActiveBranch(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ active: branches.active }).from(branches).where(eq(branches.id, id));
  return row?.active === true;
}
