import { sql, type SQL } from 'drizzle-orm';

/**
 * An invoice in a period's figures, the rule the metal follows too
 * (reports' ledger-figures.ts): it counts in the period it was issued and,
 * negated, in the period it was voided. A sale and its void in one period
 * leave it as if neither happened; a void in a later period leaves the
 * sale's period as it was (a closed month's figures never change, DESIGN §5)
 * and corrects its own period by minus the invoice.
 *
 * Rows (invoice_id, at, sign): +1 at its issue, −1 at its void, for the
 * invoices (not notes) with either in [start, end). `where` filters the
 * invoices, aliased `i`. Sales only by default: a purchase voucher (old gold
 * bought without a sale) is no sale, but counts where old gold bought does
 * (`withVouchers`).
 */
export const invoiceEventsSql = (range: { readonly start: string; readonly end: string }, where: SQL = sql`true`, withVouchers = false) => {
  const kinds = withVouchers ? sql`i.kind IN ('invoice', 'purchase')` : sql`i.kind = 'invoice'`;
  return sql`
  SELECT i.id AS invoice_id, i.issued_at AS at, 1 AS sign FROM invoices i
   WHERE ${kinds} AND i.issued_at >= ${range.start} AND i.issued_at < ${range.end} AND ${where}
  UNION ALL
  SELECT i.id, v.voided_at, -1 FROM invoice_voids v JOIN invoices i ON i.id = v.invoice_id
   WHERE ${kinds} AND v.voided_at >= ${range.start} AND v.voided_at < ${range.end} AND ${where}`;
};

/** An invoice's payable as issued, voided or not (aliased `i`): total + debit notes − credit notes. */
export const invoiceIssuedPayableSql = sql`(i.total_cents + COALESCE((SELECT sum(n.total_cents) FROM invoices n WHERE n.original_invoice_id = i.id), 0))`;
