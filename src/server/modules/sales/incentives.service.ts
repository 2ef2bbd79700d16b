import { asc, eq, sql } from 'drizzle-orm';
import type { FindIncentivesResponse, IncentiveRule, SetIncentiveRuleBody } from '../../../shared/contracts/sales/incentive';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Db, type Executor, type Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badInput, conflict, notFound } from '../../platform/errors';
import { shopDayStart } from '../materials/accounts.service';
import { jewelryCategories } from '../stock/stock.tables';
import { incentivePayouts, incentiveRules } from './sales.tables';

/**
 * Staff incentives (`/incentive`): the amount is fixed on each invoice line
 * when sold (see sale pricing), so a period's incentive per seller is the sum
 * of their lines on invoices issued in it and not voided.
 */
const toRule = (row: typeof incentiveRules.$inferSelect): IncentiveRule => ({ categoryId: row.categoryId, mode: row.mode, amountCents: row.amountCents, percentBp: row.percentBp });

export async function findIncentiveRules(db: Db): Promise<{ items: IncentiveRule[] }> {
  const rows = await db.select().from(incentiveRules).orderBy(asc(incentiveRules.categoryId));
  return { items: rows.map(toRule) };
}

export async function setIncentiveRule(db: Db, actor: Actor, categoryId: number, body: SetIncentiveRuleBody): Promise<IncentiveRule> {
  return inTransaction(db, async (tx) => {
    const [category] = await tx.select({ id: jewelryCategories.id }).from(jewelryCategories).where(eq(jewelryCategories.id, categoryId));
    if (!category) throw notFound('category');
    const [row] = await tx
      .insert(incentiveRules)
      .values({ categoryId, ...body })
      .onConflictDoUpdate({ target: incentiveRules.categoryId, set: { ...body, updatedAt: new Date() } })
      .returning();
    await audit(tx, actor, { action: 'sales.incentiveRule', entity: 'jewelryCategory', entityId: categoryId, after: body });
    return toRule(row!);
  });
}

const periodBounds = (from: string, to: string) => {
  if (to < from) throw badInput({ to: 'sales.periodOrder' });
  return { start: shopDayStart(from).toISOString(), end: new Date(shopDayStart(to).getTime() + 86_400_000).toISOString() };
};

interface EarnedRow {
  staff_id: number;
  code: string;
  name_kh: string;
  name_en: string;
  invoice_count: string | number;
  piece_count: string | number;
  sales_cents: string | number;
  incentive_cents: string | number;
  payout_id: number | null;
  payout_cents: string | number | null;
  paid_at: string | Date | null;
  paid_by: string | null;
}

async function earned(executor: Executor, from: string, to: string, staffId?: number): Promise<EarnedRow[]> {
  const { start, end } = periodBounds(from, to);
  return queryRows<EarnedRow>(
    executor,
    sql`WITH sold AS (
          SELECT i.seller_staff_id AS staff_id, count(DISTINCT i.id) AS invoice_count,
                 count(l.id) FILTER (WHERE l.kind = 'piece') AS piece_count,
                 COALESCE(sum(l.amount_cents) FILTER (WHERE l.kind = 'piece'), 0) AS sales_cents,
                 COALESCE(sum(l.incentive_cents), 0) AS incentive_cents
            FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
           WHERE i.kind = 'invoice' AND i.seller_staff_id IS NOT NULL
             AND i.issued_at >= ${start} AND i.issued_at < ${end}
             AND NOT EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id)
             ${staffId === undefined ? sql`` : sql`AND i.seller_staff_id = ${staffId}`}
           GROUP BY i.seller_staff_id)
        SELECT s.id AS staff_id, s.code, s.name_kh, s.name_en, sold.invoice_count, sold.piece_count, sold.sales_cents, sold.incentive_cents,
               po.id AS payout_id, po.amount_cents AS payout_cents, po.paid_at, u.username AS paid_by
          FROM sold JOIN staff s ON s.id = sold.staff_id
          LEFT JOIN incentive_payouts po ON po.staff_id = s.id AND po.period_from = ${from}::date AND po.period_to = ${to}::date
          LEFT JOIN users u ON u.id = po.paid_by
         ORDER BY sold.incentive_cents DESC, s.code`,
  );
}

export async function findIncentives(executor: Executor, from: string, to: string): Promise<FindIncentivesResponse> {
  const rows = await earned(executor, from, to);
  return {
    from,
    to,
    items: rows.map((r) => ({
      staff: { id: r.staff_id, code: r.code, nameKh: r.name_kh, nameEn: r.name_en },
      invoiceCount: Number(r.invoice_count),
      pieceCount: Number(r.piece_count),
      salesCents: Number(r.sales_cents),
      incentiveCents: Number(r.incentive_cents),
      payout: r.payout_id === null ? null : { id: r.payout_id, amountCents: Number(r.payout_cents), paidAt: new Date(r.paid_at!).toISOString(), paidBy: r.paid_by },
    })),
  };
}

/** Pays a seller's incentive of a period as computed now; once per seller and period. */
export async function payIncentive(tx: Tx, actor: Actor, input: { staffId: number; from: string; to: string }): Promise<void> {
  const [row] = await earned(tx, input.from, input.to, input.staffId);
  if (!row || Number(row.incentive_cents) <= 0) throw badInput({ staffId: 'sales.nothingToPay' });
  if (row.payout_id !== null) throw conflict('sales.incentiveAlreadyPaid');
  const inserted = await tx
    .insert(incentivePayouts)
    .values({ staffId: input.staffId, periodFrom: input.from, periodTo: input.to, amountCents: Number(row.incentive_cents), paidBy: actor.userId })
    .onConflictDoNothing()
    .returning({ id: incentivePayouts.id });
  if (inserted.length === 0) throw conflict('sales.incentiveAlreadyPaid');
  await audit(tx, actor, { action: 'sales.incentivePayout', entity: 'staff', entityId: input.staffId, after: { ...input, amountCents: Number(row.incentive_cents) } });
}
