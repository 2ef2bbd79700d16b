import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';
import { invoiceEventsSql, invoiceIssuedPayableSql } from './invoice-events';

/**
 * A seller's sales over a period, the one figure the incentives page
 * (`/incentive`) and the staff report (`/report/staff`) both show:
 * - sales = the payable of the invoices they sold: total after discounts,
 *   with its credit and debit notes, less the old gold bought back on it
 *   (the monthly record's and dashboard's "sales"), so the sellers' sales add
 *   up to the shop's;
 * - pieces sold, invoices counted, and the incentive fixed on their lines.
 * Each invoice counts in the period it was issued and, negated, in the one
 * it was voided (invoiceEventsSql): voided in the same period it counts for
 * nothing and earns nothing; voided later, the sale's period keeps it (its
 * incentive may be paid) and the void's period takes it back. An invoice of
 * old gold bought back alone counts as an invoice with no piece, negative
 * sales and no incentive.
 */
export interface SellerSales {
  readonly staffId: number;
  readonly invoiceCount: number;
  readonly piecesSold: number;
  readonly salesCents: number;
  readonly incentiveCents: number;
}

export interface SellerSalesFilter {
  readonly branchId?: number | undefined;
  readonly staffId?: number | undefined;
}

/** Per seller whose invoices moved in [start, end) (ISO instants), by staff id; a seller whose sale and void there cancel out is left out. */
export async function sellerSales(executor: Executor, range: { readonly start: string; readonly end: string }, filter: SellerSalesFilter = {}): Promise<SellerSales[]> {
  const where: SQL[] = [sql`i.seller_staff_id IS NOT NULL`];
  if (filter.branchId !== undefined) where.push(sql`i.branch_id = ${filter.branchId}`);
  if (filter.staffId !== undefined) where.push(sql`i.seller_staff_id = ${filter.staffId}`);
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT i.seller_staff_id AS staff_id, sum(e.sign) AS invoice_count, sum(e.sign * ${invoiceIssuedPayableSql}) AS sales_cents,
               sum(e.sign * i.incentive_cents) AS incentive_cents,
               sum(e.sign * (SELECT count(*) FROM invoice_lines l WHERE l.invoice_id = i.id AND l.kind = 'piece')) AS pieces_sold
          FROM (${invoiceEventsSql(range, sql.join(where, sql` AND `))}) e
          JOIN invoices i ON i.id = e.invoice_id
         GROUP BY i.seller_staff_id
         ORDER BY i.seller_staff_id`,
  );
  return rows
    .map((r) => ({
      staffId: Number(r.staff_id),
      invoiceCount: Number(r.invoice_count ?? 0),
      piecesSold: Number(r.pieces_sold ?? 0),
      salesCents: Number(r.sales_cents ?? 0),
      incentiveCents: Number(r.incentive_cents ?? 0),
    }))
    .filter((x) => x.invoiceCount !== 0 || x.piecesSold !== 0 || x.salesCents !== 0 || x.incentiveCents !== 0);
}
