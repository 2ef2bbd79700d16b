import { sql } from 'drizzle-orm';
import type { FindPeriodsResponse, LedgerPeriod } from '../../shared/contracts/ledger/periods';
import type { PostingDateFields } from '../../shared/contracts/ledger/posting-date';
import { audit, type Actor } from '../platform/audit';
import { queryRows, type Executor, type Tx } from '../platform/db/database';
import { badInput, conflict, forbidden } from '../platform/errors';
import { ledgerPeriods } from './ledger.tables';
import { monthOfDay, shopToday } from './shop-day';

/**
 * Posting dates and closed periods (DESIGN §5). Every document that moves
 * metal, stock or money carries the shop day it belongs to: today, or an
 * earlier day of the open period given with a reason by whoever may
 * back-date. The owner closes a month after its stock count: from then on
 * nothing is posted, reversed, voided or paid with a day inside it, so the
 * month's record stays as counted; a correction of an old document posts in
 * the open period. Reopening is the owner's, with a reason.
 */

/** A document's posting day as resolved: the day, and why it is earlier than today (null: it is today). */
export interface PostingDay {
  readonly date: string;
  readonly backdateReason: string | null;
}

interface PeriodRow {
  month: string;
  status: LedgerPeriod['status'];
  closed_at: Date | string | null;
  closed_by: string | null;
  note: string;
  reopened_at: Date | string | null;
  reopened_by: string | null;
  reopen_reason: string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function periodOf(r: PeriodRow): LedgerPeriod {
  return {
    month: r.month,
    status: r.status,
    closedAt: iso(r.closed_at),
    closedBy: r.closed_by,
    note: r.note,
    reopenedAt: iso(r.reopened_at),
    reopenedBy: r.reopened_by,
    reopenReason: r.reopen_reason,
  };
}

const periodSelect = (where: ReturnType<typeof sql>) => sql`
  SELECT p.month, p.status, p.closed_at, c.username AS closed_by, p.note, p.reopened_at, r.username AS reopened_by, p.reopen_reason
    FROM ${ledgerPeriods} p
    LEFT JOIN users c ON c.id = p.closed_by
    LEFT JOIN users r ON r.id = p.reopened_by
   WHERE ${where}`;

/** The months ever closed (open again or not), newest first, and today's shop day. */
export async function findPeriods(executor: Executor, now: Date = new Date()): Promise<FindPeriodsResponse> {
  const rows = await queryRows<PeriodRow>(executor, sql`${periodSelect(sql`true`)} ORDER BY p.month DESC`);
  return { today: await shopToday(executor, now), items: rows.map(periodOf) };
}

async function periodRow(executor: Executor, month: string): Promise<LedgerPeriod> {
  const [row] = await queryRows<PeriodRow>(executor, periodSelect(sql`p.month = ${month}`));
  return periodOf(row!);
}

/** Closes a month that is over (owner): refused for this month or a later one, and for one already closed. */
export async function closePeriod(tx: Tx, actor: Actor, month: string, note: string, now: Date = new Date()): Promise<LedgerPeriod> {
  const currentMonth = monthOfDay(await shopToday(tx, now));
  if (month >= currentMonth) throw conflict('ledger.periodNotOver', { month });
  await tx.execute(monthLock(month, 'exclusive'));
  const closed = await queryRows<{ month: string }>(
    tx,
    sql`INSERT INTO ${ledgerPeriods} (month, status, closed_at, closed_by, note)
        VALUES (${month}, 'closed', now(), ${actor.userId}, ${note})
        ON CONFLICT (month) DO UPDATE SET status = 'closed', closed_at = now(), closed_by = excluded.closed_by, note = excluded.note
         WHERE ${ledgerPeriods.status} = 'open'
        RETURNING month`,
  );
  if (closed.length === 0) throw conflict('ledger.periodAlreadyClosed', { month });
  await audit(tx, actor, { action: 'ledger.closePeriod', entity: 'ledgerPeriod', entityId: month, after: { month, note } });
  return periodRow(tx, month);
}

/** Opens a closed month again (owner only), with a reason. */
export async function reopenPeriod(tx: Tx, actor: Actor, month: string, reason: string): Promise<LedgerPeriod> {
  await tx.execute(monthLock(month, 'exclusive'));
  const reopened = await queryRows<{ month: string }>(
    tx,
    sql`UPDATE ${ledgerPeriods} SET status = 'open', reopened_at = now(), reopened_by = ${actor.userId}, reopen_reason = ${reason}
         WHERE month = ${month} AND status = 'closed'
        RETURNING month`,
  );
  if (reopened.length === 0) throw conflict('ledger.periodNotClosed', { month });
  await audit(tx, actor, { action: 'ledger.reopenPeriod', entity: 'ledgerPeriod', entityId: month, before: { status: 'closed' }, after: { month, reason } });
  return periodRow(tx, month);
}

/**
 * The month's lock, held to the commit: shared by the documents dated in it,
 * exclusive for its close or reopen. A close waits for the documents already
 * dated in the month, and a document dated after the close sees it closed
 * (a month never closed has no row to lock, hence a lock by name).
 */
const monthLock = (month: string, mode: 'shared' | 'exclusive') =>
  mode === 'shared'
    ? sql`SELECT pg_advisory_xact_lock_shared(hashtext(${`ledger_period:${month}`}))`
    : sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger_period:${month}`}))`;

/** Refuses a day inside a closed month (409). */
export async function refuseClosedDay(tx: Tx, day: string): Promise<void> {
  const month = monthOfDay(day);
  await tx.execute(monthLock(month, 'shared'));
  const [row] = await queryRows<{ status: string }>(tx, sql`SELECT status FROM ${ledgerPeriods} WHERE month = ${month}`);
  if (row?.status === 'closed') throw conflict('ledger.periodClosed', { month, day });
}

/**
 * The posting day a document asked for, checked: none (undefined) is today;
 * a future day is a 400; an earlier day needs the right to back-date (403)
 * and a reason (400), and must lie in an open month (409). `field` names the
 * body's field in the errors.
 */
export async function postingDayOf(
  tx: Tx,
  asked: PostingDateFields,
  { mayBackdate, now = new Date() }: { readonly mayBackdate: boolean; readonly now?: Date },
): Promise<PostingDay | undefined> {
  if (asked.postingDate === undefined) return undefined;
  const today = await shopToday(tx, now);
  if (asked.postingDate > today) throw badInput({ postingDate: 'ledger.futureDay' }, { today });
  if (asked.postingDate === today) return { date: today, backdateReason: null };
  if (!mayBackdate) throw forbidden();
  const reason = asked.postingDateReason?.trim() ?? '';
  if (reason === '') throw badInput({ postingDateReason: 'ledger.backdateReason' });
  await refuseClosedDay(tx, asked.postingDate);
  return { date: asked.postingDate, backdateReason: reason };
}

/** The audit row of a back-dated document: who entered it on an earlier day, and why. */
export async function auditBackdate(tx: Tx, actor: Actor, entity: string, entityId: string | number, day: PostingDay | undefined): Promise<void> {
  if (!day?.backdateReason) return;
  await audit(tx, actor, { action: 'ledger.backdate', entity, entityId, after: { postingDate: day.date, reason: day.backdateReason } });
}
