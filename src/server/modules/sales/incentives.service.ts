import { asc, sql } from 'drizzle-orm';
import type { FindIncentivesResponse, IncentiveRule, SetIncentiveRuleBody } from '../../../shared/contracts/sales/incentive';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Db, type Executor, type Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badInput, conflict, notFound } from '../../platform/errors';
import { shopTimeOf } from '../../platform/shop-time';
import { jewelryCategoryExists } from '../stock';
import { sellerSales, type SellerSales } from './seller-sales';
import { incentivePayouts, incentiveRules } from './sales.tables';
import { personColumns, personJoin, personOf, type PersonColumns } from '../../platform/people';
import type { PersonRef } from '../../../shared/contracts/platform/person';

/**
 * Staff incentives (`/incentive`): the amount is fixed on each invoice line
 * when sold (see sale pricing), so a period's incentive per seller is the sum
 * of their lines on invoices issued in it, less those of invoices voided in
 * it (sellerSales, which also gives the sales figure the staff report shows):
 * a void in the same period earns nothing, a void in a later period takes the
 * incentive back there and leaves the paid period as it was.
 */
const toRule = (row: typeof incentiveRules.$inferSelect): IncentiveRule => ({ categoryId: row.categoryId, mode: row.mode, amountCents: row.amountCents, percentBp: row.percentBp });

export async function findIncentiveRules(db: Db): Promise<{ items: IncentiveRule[] }> {
  const rows = await db.select().from(incentiveRules).orderBy(asc(incentiveRules.categoryId));
  return { items: rows.map(toRule) };
}

export async function setIncentiveRule(db: Db, actor: Actor, categoryId: number, body: SetIncentiveRuleBody): Promise<IncentiveRule> {
  return inTransaction(db, async (tx) => {
    if (!(await jewelryCategoryExists(tx, categoryId))) throw notFound('category');
    const [row] = await tx
      .insert(incentiveRules)
      .values({ categoryId, ...body })
      .onConflictDoUpdate({ target: incentiveRules.categoryId, set: { ...body, updatedAt: new Date() } })
      .returning();
    await audit(tx, actor, { action: 'sales.incentiveRule', entity: 'jewelryCategory', entityId: categoryId, after: body });
    return toRule(row!);
  });
}

async function periodBounds(executor: Executor, from: string, to: string) {
  if (to < from) throw badInput({ to: 'sales.periodOrder' });
  const shop = await shopTimeOf(executor);
  return { start: shop.dayStart(from).toISOString(), end: shop.dayEnd(to).toISOString() };
}

interface EarnedRow extends SellerSales {
  readonly code: string;
  readonly nameKh: string;
  readonly nameEn: string;
  readonly payout: { id: number; amountCents: number; paidAt: string; paidBy: string | null; paidByPerson: PersonRef | null } | null;
}

/** The sellers' sales of the period (sellerSales, the staff report's figure too), with their names and this period's payout. */
async function earned(executor: Executor, from: string, to: string, staffId?: number): Promise<EarnedRow[]> {
  const sold = await sellerSales(executor, await periodBounds(executor, from, to), { staffId });
  if (sold.length === 0) return [];
  const people = await queryRows<
    { id: number; code: string; name_kh: string; name_en: string; payout_id: number | null; payout_cents: string | number | null; paid_at: string | Date | null; paid_by: string | null } & PersonColumns<'pb'>
  >(
    executor,
    sql`SELECT s.id, s.code, s.name_kh, s.name_en, po.id AS payout_id, po.amount_cents AS payout_cents, po.paid_at, pb_u.username AS paid_by, ${personColumns('pb')}
          FROM staff s
          LEFT JOIN incentive_payouts po ON po.staff_id = s.id AND po.period_from = ${from}::date AND po.period_to = ${to}::date
          ${personJoin(sql`po.paid_by`, 'pb')}
         WHERE s.id IN (${sql.join(sold.map((x) => sql`${x.staffId}`), sql`, `)})`,
  );
  return sold
    .flatMap((x) => {
      const p = people.find((row) => row.id === x.staffId);
      if (!p) return [];
      const payout = p.payout_id === null ? null : { id: p.payout_id, amountCents: Number(p.payout_cents), paidAt: new Date(p.paid_at!).toISOString(), paidBy: p.paid_by, paidByPerson: personOf(p, 'pb') };
      return [{ ...x, code: p.code, nameKh: p.name_kh, nameEn: p.name_en, payout }];
    })
    .sort((a, b) => b.incentiveCents - a.incentiveCents || a.code.localeCompare(b.code));
}

export async function findIncentives(executor: Executor, from: string, to: string): Promise<FindIncentivesResponse> {
  const rows = await earned(executor, from, to);
  return {
    from,
    to,
    items: rows.map((r) => ({
      staff: { id: r.staffId, code: r.code, nameKh: r.nameKh, nameEn: r.nameEn },
      invoiceCount: r.invoiceCount,
      pieceCount: r.piecesSold,
      salesCents: r.salesCents,
      incentiveCents: r.incentiveCents,
      payout: r.payout,
    })),
  };
}

/** Pays a seller's incentive of a period as computed now; once per seller and period. */
export async function payIncentive(tx: Tx, actor: Actor, input: { staffId: number; from: string; to: string }): Promise<void> {
  const [row] = await earned(tx, input.from, input.to, input.staffId);
  if (!row || row.incentiveCents <= 0) throw badInput({ staffId: 'sales.nothingToPay' });
  if (row.payout !== null) throw conflict('sales.incentiveAlreadyPaid');
  const inserted = await tx
    .insert(incentivePayouts)
    .values({ staffId: input.staffId, periodFrom: input.from, periodTo: input.to, amountCents: row.incentiveCents, paidBy: actor.userId })
    .onConflictDoNothing()
    .returning({ id: incentivePayouts.id });
  if (inserted.length === 0) throw conflict('sales.incentiveAlreadyPaid');
  await audit(tx, actor, { action: 'sales.incentivePayout', entity: 'staff', entityId: input.staffId, after: { ...input, amountCents: row.incentiveCents } });
}
