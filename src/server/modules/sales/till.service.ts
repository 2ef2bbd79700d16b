import { and, eq, sql } from 'drizzle-orm';
import type { CloseTillBody, OpenTillBody, SignTillBody, Till, TillCashMoveBody } from '../../../shared/contracts/sales/till';
import { closeTill, expectedInTill } from '../../../shared/sales/till-close';
import type { PaymentMethod } from '../../../shared/sales/tender';
import type { Currency } from '../../../shared/units';
import { audit, type Actor } from '../../platform/audit';
import type { SessionContext } from '../../platform/auth/sessions.service';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import { AppError, badInput, conflict, forbidden, notFound, type FieldMessage } from '../../platform/errors';
import { shopTimeOf } from '../../platform/shop-time';
import { branches } from '../../platform/platform.tables';
import { tillCashMoves, tillCounts, tillDays, tillFloats } from './sales.tables';

/**
 * A branch's till for one shop day (DESIGN §3.8): opened with a float, cash
 * moved in and out with a reason, closed with the cash counted against the
 * expected (shared/sales/till-close.ts), signed off by a manager. A closed
 * day takes no payment (`refuseIfTillClosed`); a late correction is paid
 * into the day it is made. A payment back-dated (docs/design.md §5) counts in
 * its own day's till, and is refused once that till is closed. A branch that never opens its till sells as
 * before.
 */

type Required<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** A cashier works their own branch's till (users.branch_id); the owner and a manager any branch. */
export function refuseOtherBranch(session: SessionContext, branchId: number): void {
  if (session.user.role === 'cashier' && session.user.branchId !== null && session.user.branchId !== branchId) throw forbidden();
}

/**
 * Refuses money into a branch's day whose till is closed (409), holding the till's row shared until the
 * payment commits, so a close waits for the payments under way and sees them; a payment after the close
 * sees it closed.
 */
export async function refuseIfTillClosed(tx: Tx, branchId: number, day: string): Promise<void> {
  const [till] = await tx
    .select({ closedAt: tillDays.closedAt })
    .from(tillDays)
    .where(and(eq(tillDays.branchId, branchId), eq(tillDays.day, day)))
    .for('share');
  if (till?.closedAt) throw conflict('sales.till.closed', { day });
}

interface TillRow {
  id: number;
  branch_id: number;
  day: string;
  opened_by: string | null;
  opened_at: string | Date;
  closed_by: string | null;
  closed_at: string | Date | null;
  signed_by: string | null;
  signed_at: string | Date | null;
  note: string;
}

const tillSelect = sql`
  SELECT d.id, d.branch_id, d.day::text AS day, uo.username AS opened_by, d.opened_at, uc.username AS closed_by, d.closed_at,
         us.username AS signed_by, d.signed_at, d.note
    FROM till_days d
    LEFT JOIN users uo ON uo.id = d.opened_by LEFT JOIN users uc ON uc.id = d.closed_by LEFT JOIN users us ON us.id = d.signed_by`;

/** The day's tenders of a branch, signed, per method and currency: the payments of that shop day (posting_date), a back-dated one on its day. */
async function dayTenders(executor: Executor, branchId: number, day: string) {
  const rows = await queryRows<{ method: PaymentMethod; currency: Currency; amount: string | number }>(
    executor,
    sql`SELECT t.method, t.currency, sum(t.amount_minor) AS amount
          FROM payment_tenders t JOIN payments p ON p.id = t.payment_id
         WHERE p.branch_id = ${branchId} AND p.posting_date = ${day}::date
         GROUP BY t.method, t.currency`,
  );
  return rows.map((r) => ({ method: r.method, currency: r.currency, amountMinor: Number(r.amount) }));
}

async function tillOf(executor: Executor, row: TillRow): Promise<Till> {
  const [floats, moves, counts, tenders] = await Promise.all([
    queryRows<{ currency: Currency; amount_minor: string | number }>(executor, sql`SELECT currency, amount_minor FROM till_floats WHERE till_day_id = ${row.id} ORDER BY currency DESC`),
    queryRows<{ id: number; currency: Currency; amount_minor: string | number; reason: string; created_by: string | null; created_at: string | Date }>(
      executor,
      sql`SELECT m.id, m.currency, m.amount_minor, m.reason, u.username AS created_by, m.created_at
            FROM till_cash_moves m LEFT JOIN users u ON u.id = m.created_by WHERE m.till_day_id = ${row.id} ORDER BY m.created_at, m.id`,
    ),
    queryRows<{ method: PaymentMethod; currency: Currency; expected_minor: string | number; counted_minor: string | number }>(
      executor,
      sql`SELECT method, currency, expected_minor, counted_minor FROM till_counts WHERE till_day_id = ${row.id}`,
    ),
    dayTenders(executor, row.branch_id, row.day),
  ]);
  const floatList = floats.map((f) => ({ currency: f.currency, amountMinor: Number(f.amount_minor) }));
  const cashMoves = moves.map((m) => ({
    id: m.id,
    currency: m.currency,
    amountMinor: Number(m.amount_minor),
    reason: m.reason,
    createdBy: m.created_by,
    createdAt: new Date(m.created_at).toISOString(),
  }));
  // Once closed, the lines are the ones recorded at the close (a closed day does not move); while open, expected so far.
  const lines =
    row.closed_at !== null
      ? closeTill(
          counts.map((c) => ({ method: c.method, currency: c.currency, expectedMinor: Number(c.expected_minor) })),
          counts.map((c) => ({ method: c.method, currency: c.currency, countedMinor: Number(c.counted_minor) })),
        ).lines
      : expectedInTill({ floats: floatList, tenders, cashMoves }).map((e) => ({ ...e, countedMinor: null, differenceMinor: null }));
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return {
    id: row.id,
    branchId: row.branch_id,
    day: row.day,
    openedBy: row.opened_by,
    openedAt: new Date(row.opened_at).toISOString(),
    closedBy: row.closed_by,
    closedAt: iso(row.closed_at),
    signedBy: row.signed_by,
    signedAt: iso(row.signed_at),
    note: row.note,
    floats: floatList,
    cashMoves,
    lines,
  };
}

/** The branch's till of a shop day, or null when it was not opened. */
export async function tillOfDay(executor: Executor, branchId: number, day: string): Promise<Till | null> {
  const [row] = await queryRows<TillRow>(executor, sql`${tillSelect} WHERE d.branch_id = ${branchId} AND d.day = ${day}`);
  return row ? tillOf(executor, row) : null;
}

export async function getTill(executor: Executor, id: number): Promise<Till> {
  const [row] = await queryRows<TillRow>(executor, sql`${tillSelect} WHERE d.id = ${id}`);
  if (!row) throw notFound('till');
  return tillOf(executor, row);
}

/** The till locked for a change; another branch's refused for a cashier. */
async function lockTill(tx: Tx, session: SessionContext, id: number) {
  const [till] = await tx.select().from(tillDays).where(eq(tillDays.id, id)).for('update');
  if (!till) throw notFound('till');
  refuseOtherBranch(session, till.branchId);
  return till;
}

export async function openTill(tx: Tx, actor: Actor, session: SessionContext, body: Required<Omit<OpenTillBody, 'day'>> & { day?: string | undefined }, now: Date = new Date()): Promise<number> {
  const today = (await shopTimeOf(tx)).dayOf(now);
  const day = body.day ?? today;
  if (day > today) throw badInput({ day: 'sales.till.futureDay' }, { day });
  const [branch] = await tx.select({ id: branches.id, active: branches.active }).from(branches).where(eq(branches.id, body.branchId));
  if (!branch || !branch.active) throw badInput({ branchId: 'stock.unknownBranch' });
  refuseOtherBranch(session, body.branchId);
  const currencies = body.floats.map((f) => f.currency);
  const repeated = currencies.findIndex((c, i) => currencies.indexOf(c) !== i);
  if (repeated >= 0) throw badInput({ [`floats.${repeated}.currency`]: 'stock.repeated' });
  const [opened] = await tx
    .insert(tillDays)
    .values({ branchId: body.branchId, day, openedBy: actor.userId, note: body.note })
    .onConflictDoNothing()
    .returning({ id: tillDays.id });
  if (!opened) throw new AppError(409, 'sales.till.alreadyOpen', { day }, { day: { key: 'sales.till.alreadyOpen', params: { day } } });
  const floats = body.floats.filter((f) => f.amountMinor > 0);
  if (floats.length > 0) await tx.insert(tillFloats).values(floats.map((f) => ({ tillDayId: opened.id, currency: f.currency, amountMinor: f.amountMinor })));
  await audit(tx, actor, { action: 'sales.till.open', entity: 'tillDay', entityId: opened.id, after: { branchId: body.branchId, day, floats } });
  return opened.id;
}

export async function moveTillCash(tx: Tx, actor: Actor, session: SessionContext, id: number, body: Required<TillCashMoveBody>): Promise<void> {
  const till = await lockTill(tx, session, id);
  if (till.closedAt) throw new AppError(409, 'sales.till.closed', { day: till.day }, { amountMinor: { key: 'sales.till.closed', params: { day: till.day } } });
  const amountMinor = body.direction === 'in' ? body.amountMinor : -body.amountMinor;
  const [move] = await tx.insert(tillCashMoves).values({ tillDayId: id, currency: body.currency, amountMinor, reason: body.reason, createdBy: actor.userId }).returning({ id: tillCashMoves.id });
  await audit(tx, actor, { action: 'sales.till.cashMove', entity: 'tillDay', entityId: id, after: { moveId: move!.id, currency: body.currency, amountMinor, reason: body.reason } });
}

export async function closeTillDay(tx: Tx, actor: Actor, session: SessionContext, id: number, body: Required<CloseTillBody>): Promise<void> {
  const till = await lockTill(tx, session, id);
  if (till.closedAt) throw new AppError(409, 'sales.till.alreadyClosed', { day: till.day }, { counts: { key: 'sales.till.alreadyClosed', params: { day: till.day } } });
  // The till's row is locked: payments under way into this day (which hold it shared) have committed, later ones wait and are refused.
  const current = await getTill(tx, id);
  const { lines, problems } = closeTill(
    current.lines.map((l) => ({ method: l.method, currency: l.currency, expectedMinor: l.expectedMinor })),
    body.counts,
  );
  if (problems.length > 0) {
    const fields: Record<string, FieldMessage> = {};
    for (const p of problems) {
      if (p.kind === 'repeated') fields[`counts.${p.index}.method`] = { key: 'stock.repeated', params: {} };
      else fields.counts ??= { key: 'sales.till.countMissing', params: { method: p.method, currency: p.currency } };
    }
    throw badInput(fields);
  }
  await tx.insert(tillCounts).values(lines.map((l) => ({ tillDayId: id, method: l.method, currency: l.currency, expectedMinor: l.expectedMinor, countedMinor: l.countedMinor })));
  await tx
    .update(tillDays)
    .set({ closedBy: actor.userId, closedAt: sql`now()`, note: body.note === '' ? till.note : body.note })
    .where(eq(tillDays.id, id));
  await audit(tx, actor, { action: 'sales.till.close', entity: 'tillDay', entityId: id, before: { closedAt: null }, after: { lines } });
}

export async function signTill(tx: Tx, actor: Actor, session: SessionContext, id: number, body: Required<SignTillBody>): Promise<void> {
  const till = await lockTill(tx, session, id);
  if (!till.closedAt) throw new AppError(409, 'sales.till.notClosed', { day: till.day }, { id: { key: 'sales.till.notClosed', params: { day: till.day } } });
  if (till.signedAt) throw new AppError(409, 'sales.till.alreadySigned', { day: till.day }, { id: { key: 'sales.till.alreadySigned', params: { day: till.day } } });
  await tx
    .update(tillDays)
    .set({ signedBy: actor.userId, signedAt: sql`now()`, note: body.note === '' ? till.note : [till.note, body.note].filter(Boolean).join(' · ') })
    .where(eq(tillDays.id, id));
  await audit(tx, actor, { action: 'sales.till.sign', entity: 'tillDay', entityId: id, after: { day: till.day } });
}
