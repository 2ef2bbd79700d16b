import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../shared/platform/audit-actions';
import { auditLog } from './platform.tables';
import type { Executor } from './db/database';

/** Who does something, as seen by services: every mutation is written down with it. */
export interface Actor {
  readonly userId: number | null;
  /** Known when the actor comes from a session: saves looking the user up to name them on a record. */
  readonly username?: string;
  readonly ip?: string | undefined;
}

export const systemActor: Actor = { userId: null, ip: 'system' };

export interface AuditEntry {
  /** One of the closed set (shared/platform/audit-actions.ts): each has a phrase in both catalogues. */
  readonly action: AuditAction;
  readonly entity: string;
  readonly entityId?: string | number | null;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Writes one audit row inside the caller's transaction (DESIGN §3.1). */
export async function audit(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await auditInsert(executor, actor, entry);
}

/**
 * The INSERT of one audit row, for a statement that writes it together with
 * its document (`.getSQL()` in a WITH): the entity's id and parts of `after`
 * may then be SQL reading the document's own CTE.
 */
export function auditInsert(executor: Executor, actor: Actor, entry: Omit<AuditEntry, 'entityId'> & { readonly entityId?: string | number | SQL | null; readonly afterSql?: SQL }) {
  const { entityId } = entry;
  const after = entry.after === undefined ? null : JSON.stringify(entry.after);
  return executor.insert(auditLog).values({
    userId: actor.userId,
    ip: actor.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entityId === undefined || entityId === null ? null : typeof entityId === 'object' ? entityId : String(entityId),
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.afterSql === undefined ? (entry.after === undefined ? null : (entry.after as object)) : sql`coalesce(${after}::jsonb, '{}'::jsonb) || ${entry.afterSql}`,
  });
}
