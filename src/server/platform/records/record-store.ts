import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../../shared/platform/audit-actions';
import { audit, type Actor } from '../audit';
import type { Executor, Tx } from '../db/database';
import { notFound } from '../errors';
import { changedFields } from './record-helpers';

/** A table of records a setting page edits: an id, and the columns the edits touch. */
type RecordTable = PgTable & { id: AnyPgColumn };

/**
 * How a module's records are kept (categories, materials, size-chart rows):
 * their table, how a row is shown (the contract's shape, and what the audit
 * keeps), the audit's actions, and the name a missing one is reported by.
 */
export interface RecordKind<T extends RecordTable, Shown> {
  readonly table: T;
  readonly shown: (row: T['$inferSelect']) => Shown;
  readonly audit: { readonly entity: string; readonly create: AuditAction; readonly update: AuditAction };
  readonly what: string;
  /** The table's `updated_at`, moved by a change (a table without one keeps its rows' creation time only). */
  readonly updatedAt?: boolean;
}

/** Records by code, the active ones or the inactive ones if asked (a setting's list). */
export async function findRecordsByCode<T extends RecordTable & { code: AnyPgColumn; active: AnyPgColumn }, Shown>(
  executor: Executor,
  kind: RecordKind<T, Shown>,
  filter: { active?: boolean | undefined },
): Promise<{ items: Shown[] }> {
  const where: SQL | undefined = filter.active === undefined ? undefined : eq(kind.table.active, filter.active);
  const rows = (await executor.select().from(kind.table as PgTable).where(where).orderBy(asc(kind.table.code))) as T['$inferSelect'][];
  return { items: rows.map(kind.shown) };
}

/** A new record in the caller's transaction, audited with what it shows. */
export async function insertRecord<T extends RecordTable, Shown extends { id: number }>(tx: Tx, actor: Actor, kind: RecordKind<T, Shown>, values: T['$inferInsert']): Promise<Shown> {
  const [row] = (await tx.insert(kind.table).values(values).returning()) as T['$inferSelect'][];
  const created = kind.shown(row!);
  await audit(tx, actor, { action: kind.audit.create, entity: kind.audit.entity, entityId: created.id, after: created });
  return created;
}

/**
 * A record changed in place (a setting's edit), in the caller's transaction:
 * the row locked, only the fields that differ written, audited before and
 * after; a save that changes nothing writes nothing. `check` refuses a change
 * the fields' contract cannot (it sees only what differs).
 */
export async function changeRecord<T extends RecordTable, Shown>(
  tx: Tx,
  actor: Actor,
  kind: RecordKind<T, Shown>,
  id: number,
  changes: Partial<T['$inferSelect']>,
  check?: (changed: Partial<T['$inferSelect']>) => Promise<void>,
): Promise<Shown> {
  const [current] = (await tx.select().from(kind.table as PgTable).where(eq(kind.table.id, id)).for('update')) as T['$inferSelect'][];
  if (!current) throw notFound(kind.what);
  const changed = changedFields(current as object, changes as object) as Partial<T['$inferSelect']>;
  if (Object.keys(changed).length === 0) return kind.shown(current);
  await check?.(changed);
  const set = (kind.updatedAt ? { ...changed, updatedAt: new Date() } : changed) as PgUpdateSetSource<T>;
  const [row] = (await tx.update(kind.table).set(set).where(eq(kind.table.id, id)).returning()) as T['$inferSelect'][];
  const after = kind.shown(row!);
  await audit(tx, actor, { action: kind.audit.update, entity: kind.audit.entity, entityId: id, before: kind.shown(current), after });
  return after;
}
