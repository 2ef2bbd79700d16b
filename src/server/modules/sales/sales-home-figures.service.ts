import { sql } from 'drizzle-orm';
import type { SalesHomeFigures } from '../../../shared/contracts/sales/get-sales-home-figures';
import { currencies, type Currency } from '../../../shared/units';
import { queryRows, type Executor } from '../../platform/db/database';
import { shopTimeOf } from '../../platform/shop-time';

/**
 * Today's sales and takings (the shop's day), for a branch or every branch,
 * read as `/statement_by_day` reads them: sales are the day's invoices, voided
 * ones left out; takings are the day's payment tenders per currency, signed
 * (change given and refunds are negative), so they are what the drawers gained.
 * Both by shop day (posting_date, docs/design.md §5): a document back-dated to an earlier day is not today's.
 */
export async function salesHomeFigures(executor: Executor, branchId: number | null, now = new Date()): Promise<SalesHomeFigures> {
  const shop = await shopTimeOf(executor);
  const day = shop.dayOf(now);
  const ofBranch = (column: string) => (branchId === null ? sql`true` : sql`${sql.raw(column)} = ${branchId}`);
  const [branch] =
    branchId === null
      ? []
      : await queryRows<{ id: number; code: string; nameKh: string; nameEn: string }>(
          executor,
          sql`SELECT id, code, name_kh AS "nameKh", name_en AS "nameEn" FROM branches WHERE id = ${branchId}`,
        );
  const [sales] = await queryRows<{ n: string | number; cents: string | number }>(
    executor,
    sql`SELECT count(*) AS n, coalesce(sum(i.total_cents), 0) AS cents FROM invoices i
         WHERE ${ofBranch('i.branch_id')} AND i.kind = 'invoice' AND i.posting_date = ${day}::date
           AND NOT EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id)`,
  );
  const takings = await queryRows<{ currency: Currency; minor: string | number; payments: string | number }>(
    executor,
    sql`SELECT t.currency, coalesce(sum(t.amount_minor), 0) AS minor, count(DISTINCT p.id) AS payments
          FROM payment_tenders t JOIN payments p ON p.id = t.payment_id
         WHERE ${ofBranch('p.branch_id')} AND p.posting_date = ${day}::date
         GROUP BY t.currency`,
  );
  const [payments] = await queryRows<{ n: string | number }>(
    executor,
    sql`SELECT count(*) AS n FROM payments p WHERE ${ofBranch('p.branch_id')} AND p.posting_date = ${day}::date`,
  );
  return {
    day,
    branch: branch ?? null,
    invoiceCount: Number(sales?.n ?? 0),
    salesCents: Number(sales?.cents ?? 0),
    paymentCount: Number(payments?.n ?? 0),
    takings: currencies.map((currency) => ({ currency, amountMinor: Number(takings.find((row) => row.currency === currency)?.minor ?? 0) })),
  };
}
