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
  readonly action: string;
  readonly entity: string;
  readonly entityId?: string | number | null;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Writes one audit row inside the caller's transaction (DESIGN §3.1). */
export async function audit(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    userId: actor.userId,
    ip: actor.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.after === undefined ? null : (entry.after as object),
  });
}
