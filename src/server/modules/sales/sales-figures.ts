import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '../../../shared/sales/tender';
import type { Currency } from '../../../shared/units';
import { queryRows, type Executor } from '../../platform/db/database';
import { invoiceEventsSql, invoiceIssuedPayableSql } from './invoice-events';
import { postedWithinSql, shopDayAtSql } from '../../platform/shop-time';

/**
 * The money figures of the reports, from the sales records: invoices (and
 * their notes and voids), payments, tenders and allocations. An invoice's
 * payable is total + debit notes − credit notes; it counts in the range it
 * was issued in and, negated, in the one it was voided in (invoiceEventsSql).
 * The sales module's own reading of its tables, offered on its face to the
 * reports (docs/architecture.md, "Boundaries").
 */
export interface InstantRange {
  /** ISO instants: start inclusive, end exclusive. */
  readonly start: string;
  readonly end: string;
}

/** Figures out of SQL (bigint sums arrive as numbers or strings): integers, 0 for null. */
const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

const branchOf = (alias: SQL, branchId: number | undefined) => (branchId === undefined ? sql`true` : sql`${alias}.branch_id = ${branchId}`);

export interface InvoiceFigures {
  readonly invoiceCount: number;
  readonly voidedCount: number;
  readonly salesCents: number;
  readonly salesRiel: number;
  readonly piecesSold: number;
  readonly oldGoldCents: number;
  readonly incentiveCents: number;
}

/**
 * The invoices of a range (invoiceEventsSql: each counts where it was issued
 * and, negated, where it was voided): how many (issued less voided), how many
 * voided in it, their payable, riel at their own rate, pieces sold, old gold
 * bought (on sales and on purchase vouchers) and incentives. A void in a later range is a negative correction there.
 */
export async function invoiceFigures(executor: Executor, range: InstantRange, branchId: number | undefined): Promise<InvoiceFigures> {
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT sum(e.sign) AS invoice_count,
               count(*) FILTER (WHERE e.sign < 0) AS voided_count,
               sum(e.sign * ${invoiceIssuedPayableSql}) AS sales_cents,
               sum(e.sign * (i.total_riel + coalesce((SELECT sum(n.total_riel) FROM invoices n WHERE n.original_invoice_id = i.id), 0))) AS sales_riel,
               sum(e.sign * (SELECT count(*) FROM invoice_lines l WHERE l.invoice_id = i.id AND l.kind = 'piece')) AS pieces_sold,
               (SELECT sum(ev.sign * (SELECT coalesce(-sum(l.amount_cents), 0) FROM invoice_lines l WHERE l.invoice_id = ev.invoice_id AND l.kind = 'old_gold'))
                  FROM (${invoiceEventsSql(range, branchOf(sql`i`, branchId), true)}) ev) AS old_gold_cents,
               sum(e.sign * i.incentive_cents) AS incentive_cents
          FROM (${invoiceEventsSql(range, branchOf(sql`i`, branchId))}) e
          JOIN invoices i ON i.id = e.invoice_id`,
  );
  return {
    invoiceCount: int(row?.invoice_count),
    voidedCount: int(row?.voided_count),
    salesCents: int(row?.sales_cents),
    salesRiel: int(row?.sales_riel),
    piecesSold: int(row?.pieces_sold),
    oldGoldCents: int(row?.old_gold_cents),
    incentiveCents: int(row?.incentive_cents),
  };
}

/** Credit and debit notes issued in a range on invoices not voided by its end (a later void corrects its own range), signed USD cents. */
export async function notesCents(executor: Executor, range: InstantRange, branchId: number | undefined): Promise<number> {
  const [row] = await queryRows<{ cents: unknown }>(
    executor,
    sql`SELECT sum(n.total_cents) AS cents FROM invoices n
         WHERE n.kind IN ('credit_note', 'debit_note') AND ${postedWithinSql(sql`n.posting_date`, range)} AND ${branchOf(sql`n`, branchId)}
           AND NOT EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = n.original_invoice_id AND v.posting_date < ${shopDayAtSql(range.end)})`,
  );
  return int(row?.cents);
}

export interface PaymentFigures {
  /** Net: received less paid back. */
  readonly paymentsCents: number;
  readonly depositsCents: number;
  readonly refundsCents: number;
  readonly books: { method: PaymentMethod; currency: Currency; inMinor: number; outMinor: number }[];
}

/** The payments of a range (by their shop day, posting_date: a back-dated payment on its day): net worth in USD cents, by type, and the tenders per method and currency in their own minor units. */
export async function paymentFigures(executor: Executor, range: InstantRange, branchId: number | undefined): Promise<PaymentFigures> {
  const where = sql`${postedWithinSql(sql`p.posting_date`, range)} AND ${branchOf(sql`p`, branchId)}`;
  const [totals] = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT sum(p.amount_cents) AS payments_cents,
               sum(p.amount_cents) FILTER (WHERE p.type = 'deposit') AS deposits_cents,
               sum(p.amount_cents) FILTER (WHERE p.type = 'refund') AS refunds_cents
          FROM payments p WHERE ${where}`,
  );
  const books = await queryRows<{ method: PaymentMethod; currency: Currency; in_minor: unknown; out_minor: unknown }>(
    executor,
    sql`SELECT t.method, t.currency,
               sum(t.amount_minor) FILTER (WHERE t.amount_minor > 0) AS in_minor,
               -sum(t.amount_minor) FILTER (WHERE t.amount_minor < 0) AS out_minor
          FROM payments p JOIN payment_tenders t ON t.payment_id = p.id
         WHERE ${where}
         GROUP BY t.method, t.currency ORDER BY t.method, t.currency`,
  );
  return {
    paymentsCents: int(totals?.payments_cents),
    depositsCents: int(totals?.deposits_cents),
    refundsCents: int(totals?.refunds_cents),
    books: books.map((b) => ({ method: b.method, currency: b.currency, inMinor: int(b.in_minor), outMinor: int(b.out_minor) })),
  };
}

export interface Receivables {
  readonly balanceCents: number;
  readonly invoiceCount: number;
  readonly overdueCents: number;
  readonly overdueCount: number;
}

/**
 * What customers owed at an instant (a shop-day boundary), by posting days
 * (a back-dated payment counts from its day): per invoice issued before it and not
 * voided by then, its payable as of then (total + notes issued by then) less
 * the payments made on it by then, counted where above zero; overdue when
 * due before `day`.
 */
export async function receivablesAt(executor: Executor, at: string, day: string, branchId: number | undefined): Promise<Receivables> {
  // At an instant still to come nothing is yet to happen before it: no payment, note or void to leave out.
  const past = Date.parse(at) <= Date.now();
  const before = (column: SQL) => sql`${column} < ${shopDayAtSql(at)}`;
  const notesBy = past ? before(sql`n.posting_date`) : sql`true`;
  const paid = past
    ? sql`SELECT a.invoice_id, sum(a.amount_cents) AS cents FROM payment_allocations a JOIN payments p ON p.id = a.payment_id WHERE ${before(sql`p.posting_date`)} GROUP BY a.invoice_id`
    : sql`SELECT a.invoice_id, sum(a.amount_cents) AS cents FROM payment_allocations a GROUP BY a.invoice_id`;
  const voidedBy = past ? before(sql`v.posting_date`) : sql`true`;
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT count(*) AS n, sum(x.balance) AS balance,
               count(*) FILTER (WHERE x.due_date < ${day}::date) AS overdue_n,
               sum(x.balance) FILTER (WHERE x.due_date < ${day}::date) AS overdue
          FROM (
            SELECT i.due_date, i.total_cents + coalesce(n.cents, 0) - coalesce(a.cents, 0) AS balance
              FROM invoices i
              LEFT JOIN (SELECT n.original_invoice_id AS invoice_id, sum(n.total_cents) AS cents FROM invoices n
                          WHERE n.kind <> 'invoice' AND ${notesBy} GROUP BY n.original_invoice_id) n ON n.invoice_id = i.id
              LEFT JOIN (${paid}) a ON a.invoice_id = i.id
             WHERE i.kind = 'invoice' AND ${before(sql`i.posting_date`)} AND ${branchOf(sql`i`, branchId)}
               AND NOT EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id AND ${voidedBy})
          ) x
         WHERE x.balance > 0`,
  );
  return { balanceCents: int(row?.balance), invoiceCount: int(row?.n), overdueCents: int(row?.overdue), overdueCount: int(row?.overdue_n) };
}
