import { sql, type SQL } from 'drizzle-orm';
import { postedWithinSql } from '../../platform/shop-time';

/**
 * An invoice in a period's figures, the rule the metal follows too
 * (reports' ledger-figures.ts): it counts in the period it was issued and,
 * negated, in the period it was voided. A sale and its void in one period
 * leave it as if neither happened; a void in a later period leaves the
 * sale's period as it was (a closed month's figures never change, DESIGN §5)
 * and corrects its own period by minus the invoice.
 *
 * Rows (invoice_id, day, sign): +1 on its posting day, −1 on its void's
 * posting day (the shop days they belong to, docs/design.md §5: a
 * back-dated sale counts on its day), for the invoices (not notes) with
 * either within the shop days [start, end) spans. `where` filters the
 * invoices, aliased `i`. Sales only by default: a purchase voucher (old gold
 * bought without a sale) is no sale, but counts where old gold bought does
 * (`withVouchers`).
 */
export const invoiceEventsSql = (range: { readonly start: string; readonly end: string }, where: SQL = sql`true`, withVouchers = false) => {
  const kinds = withVouchers ? sql`i.kind IN ('invoice', 'purchase')` : sql`i.kind = 'invoice'`;
  return sql`
  SELECT i.id AS invoice_id, i.posting_date AS day, 1 AS sign FROM invoices i
   WHERE ${kinds} AND ${postedWithinSql(sql`i.posting_date`, range)} AND ${where}
  UNION ALL
  SELECT i.id, v.posting_date, -1 FROM invoice_voids v JOIN invoices i ON i.id = v.invoice_id
   WHERE ${kinds} AND ${postedWithinSql(sql`v.posting_date`, range)} AND ${where}`;
};

/** An invoice's payable as issued, voided or not (aliased `i`): total + debit notes − credit notes. */
export const invoiceIssuedPayableSql = sql`(i.total_cents + COALESCE((SELECT sum(n.total_cents) FROM invoices n WHERE n.original_invoice_id = i.id), 0))`;
