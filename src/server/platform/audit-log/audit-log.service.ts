import { and, count, desc, eq, gte, like, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/contracts/platform/find-audit-log';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../db/database';
import { signInActions } from '../../../shared/platform/audit-actions';
import { auditLog, staff, users } from '../platform.tables';
import { pageOffset } from '../records/record-helpers';

export interface FindAuditLogFilter {
  readonly page: number;
  readonly pageSize: number;
  readonly userId?: number | undefined;
  readonly entity?: string | undefined;
  readonly entityId?: string | undefined;
  /** Matches itself and the actions under it: `auth.login` finds `auth.login.failed` too. */
  readonly action?: string | undefined;
  /** Show signing in and out too (hidden by default: they drown the work). */
  readonly signIns?: boolean | undefined;
  /** ISO instants: from inclusive, to exclusive. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** The audit log, newest first (owner only: it shows everyone's work). */
export async function findAuditLog(db: Db, filter: FindAuditLogFilter): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) {
    // The contract allows only [A-Za-z0-9._-]: `_` is escaped, `%` cannot occur.
    const below = `${filter.action.replaceAll('_', '\\_')}.%`;
    conditions.push(or(eq(auditLog.action, filter.action), like(auditLog.action, below))!);
  }
  if (!filter.signIns && !asksForSignIns(filter.action)) conditions.push(notInArray(auditLog.action, [...signInActions]));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(filter.to)));
  const where = and(...conditions);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      username: users.username,
      byNameKh: sql<string>`coalesce(nullif(${staff.nameKh}, ''), ${users.displayName})`,
      byNameEn: sql<string>`coalesce(nullif(${staff.nameEn}, ''), ${users.displayName})`,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(staff, eq(staff.id, users.staffId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    items: rows.map(({ byNameKh, byNameEn, ...r }) => ({
      ...r,
      at: r.at.toISOString(),
      by: r.userId === null ? null : { id: r.userId, nameKh: byNameKh, nameEn: byNameEn },
    })),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** An action filter that names a sign-in action, or an action above one (`auth`), asks for them. */
function asksForSignIns(action: string | undefined): boolean {
  return action !== undefined && signInActions.some((a) => a === action || a.startsWith(`${action}.`));
}
