import { sql, type SQL } from 'drizzle-orm';
import type { StatementByDay } from '../../../shared/contracts/sales/statement-by-day';
import { queryRows, type Executor } from '../../platform/db/database';
import { badInput } from '../../platform/errors';
import type { PaymentMethod } from '../../../shared/sales/tender';
import type { Currency } from '../../../shared/units';
import type { PaymentType } from '../../../shared/contracts/sales/payment';
import { tillOfDay } from './till.service';
import { materialRefs } from '../materials';

/**
 * The day's cash book of a branch (`/statement_by_day`), from the payments'
 * tenders: per method and currency, opening = everything before the day,
 * in = received, out = change and refunds, closing = opening + in − out.
 * Beside it: the cash rounding of the day's payments (not money in the
 * drawer: the tenders are), the day's till, and the grams of metal sold and
 * bought per material from the day's invoice lines (voided invoices left out).
 */
export async function statementByDay(executor: Executor, day: string, branchId: number): Promise<StatementByDay> {
  const [branch] = await queryRows<{ id: number; code: string; name_kh: string; name_en: string }>(executor, sql`SELECT id, code, name_kh, name_en FROM branches WHERE id = ${branchId}`);
  if (!branch) throw badInput({ branchId: 'stock.unknownBranch' });
  // The day's documents are those of its shop day (posting_date, docs/design.md §5): a back-dated payment or sale shows on its day.
  const onDay = (column: SQL) => sql`${column} = ${day}::date`;
  const books = await queryRows<{ method: PaymentMethod; currency: Currency; opening: string | number; in_minor: string | number; out_minor: string | number }>(
    executor,
    sql`SELECT t.method, t.currency,
               COALESCE(sum(t.amount_minor) FILTER (WHERE p.posting_date < ${day}::date), 0) AS opening,
               COALESCE(sum(t.amount_minor) FILTER (WHERE ${onDay(sql`p.posting_date`)} AND t.amount_minor > 0), 0) AS in_minor,
               COALESCE(-sum(t.amount_minor) FILTER (WHERE ${onDay(sql`p.posting_date`)} AND t.amount_minor < 0), 0) AS out_minor
          FROM payment_tenders t JOIN payments p ON p.id = t.payment_id
         WHERE p.branch_id = ${branchId} AND p.posting_date <= ${day}::date
         GROUP BY t.method, t.currency
         ORDER BY t.method, t.currency`,
  );
  const entries = await queryRows<{
    payment_id: number;
    number: string;
    type: PaymentType;
    paid_at: string | Date;
    customer: string | null;
    invoices: string[] | null;
    method: PaymentMethod;
    currency: Currency;
    amount_minor: string | number;
    is_change: boolean;
  }>(
    executor,
    sql`SELECT p.id AS payment_id, p.number, p.type, p.paid_at, c.name AS customer,
               (SELECT array_agg(i.number ORDER BY a.id) FROM payment_allocations a JOIN invoices i ON i.id = a.invoice_id WHERE a.payment_id = p.id) AS invoices,
               t.method, t.currency, t.amount_minor, t.is_change
          FROM payment_tenders t JOIN payments p ON p.id = t.payment_id LEFT JOIN customers c ON c.id = p.customer_id
         WHERE p.branch_id = ${branchId} AND ${onDay(sql`p.posting_date`)}
         ORDER BY p.paid_at, p.id, t.id`,
  );
  const [sales] = await queryRows<{ n: string | number; cents: string | number }>(
    executor,
    sql`SELECT count(*) AS n, COALESCE(sum(i.total_cents), 0) AS cents FROM invoices i
         WHERE i.branch_id = ${branchId} AND i.kind = 'invoice' AND ${onDay(sql`i.posting_date`)}
           AND NOT EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id)`,
  );
  const roundings = await queryRows<{ id: number; number: string; paid_at: string | Date; cash_rounding_cents: string | number }>(
    executor,
    sql`SELECT p.id, p.number, p.paid_at, p.cash_rounding_cents FROM payments p
         WHERE p.branch_id = ${branchId} AND ${onDay(sql`p.posting_date`)} AND p.cash_rounding_cents <> 0
         ORDER BY p.paid_at, p.id`,
  );
  const gold = await queryRows<{ id: number; code: string; name_kh: string; name_en: string; sold: string | number; bought_gross: string | number; bought_fine: string | number }>(
    executor,
    sql`SELECT m.id, m.code, m.name_kh, m.name_en,
               COALESCE(sum(l.metal_mg) FILTER (WHERE l.kind = 'piece'), 0) AS sold,
               COALESCE(sum(l.gross_mg) FILTER (WHERE l.kind = 'old_gold'), 0) AS bought_gross,
               COALESCE(sum(COALESCE(l.fine_mg, l.metal_mg)) FILTER (WHERE l.kind = 'old_gold'), 0) AS bought_fine
          FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id JOIN ${materialRefs('m')} ON m.id = l.material_id
         WHERE i.branch_id = ${branchId} AND i.kind IN ('invoice', 'purchase') AND ${onDay(sql`i.posting_date`)}
           AND l.kind IN ('piece', 'old_gold')
           AND NOT EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id)
         GROUP BY m.id, m.code, m.name_kh, m.name_en
         ORDER BY m.code`,
  );
  const till = await tillOfDay(executor, branchId, day);
  return {
    day,
    branch: { id: branch.id, code: branch.code, nameKh: branch.name_kh, nameEn: branch.name_en },
    books: books.map((b) => {
      const openingMinor = Number(b.opening);
      const inMinor = Number(b.in_minor);
      const outMinor = Number(b.out_minor);
      return { method: b.method, currency: b.currency, openingMinor, inMinor, outMinor, closingMinor: openingMinor + inMinor - outMinor };
    }),
    entries: entries.map((e) => ({
      paymentId: e.payment_id,
      number: e.number,
      type: e.type,
      paidAt: new Date(e.paid_at).toISOString(),
      customer: e.customer,
      invoices: e.invoices ?? [],
      method: e.method,
      currency: e.currency,
      amountMinor: Number(e.amount_minor),
      isChange: e.is_change,
    })),
    invoiceCount: Number(sales?.n ?? 0),
    salesCents: Number(sales?.cents ?? 0),
    roundings: roundings.map((r) => ({ paymentId: r.id, number: r.number, paidAt: new Date(r.paid_at).toISOString(), cashRoundingCents: Number(r.cash_rounding_cents) })),
    cashRoundingCents: roundings.reduce((sum, r) => sum + Number(r.cash_rounding_cents), 0),
    till,
    gold: gold.map((g) => ({
      materialId: g.id,
      code: g.code,
      nameKh: g.name_kh,
      nameEn: g.name_en,
      soldMg: Number(g.sold),
      boughtGrossMg: Number(g.bought_gross),
      boughtFineMg: Number(g.bought_fine),
    })),
  };
}
