import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';
import { invoicePayableSql } from './invoice-views';

/**
 * A seller's sales over a period, the one figure the incentives page
 * (`/incentive`) and the staff report (`/report/staff`) both show:
 * - sales = the payable of the invoices they sold, issued in the period
 *   and not voided: total after discounts, with its credit and debit notes,
 *   less the old gold bought back on it (invoicePayableSql, the invoice
 *   list's and the monthly record's "sales"), so the sellers' sales add up to
 *   the shop's;
 * - pieces sold, invoices counted, and the incentive fixed on their lines.
 * A voided invoice counts for nothing here (nor earns an incentive); an
 * invoice of old gold bought back alone counts as an invoice with no piece,
 * negative sales and no incentive.
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

/** Per seller with at least one invoice in [start, end) (ISO instants), by staff id. */
export async function sellerSales(executor: Executor, range: { readonly start: string; readonly end: string }, filter: SellerSalesFilter = {}): Promise<SellerSales[]> {
  const where: SQL[] = [
    sql`i.kind = 'invoice'`,
    sql`i.issued_at >= ${range.start}`,
    sql`i.issued_at < ${range.end}`,
    sql`i.seller_staff_id IS NOT NULL`,
    sql`NOT EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id)`,
  ];
  if (filter.branchId !== undefined) where.push(sql`i.branch_id = ${filter.branchId}`);
  if (filter.staffId !== undefined) where.push(sql`i.seller_staff_id = ${filter.staffId}`);
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT i.seller_staff_id AS staff_id, count(*) AS invoice_count, sum(${invoicePayableSql}) AS sales_cents, sum(i.incentive_cents) AS incentive_cents,
               sum((SELECT count(*) FROM invoice_lines l WHERE l.invoice_id = i.id AND l.kind = 'piece')) AS pieces_sold
          FROM invoices i WHERE ${sql.join(where, sql` AND `)}
         GROUP BY i.seller_staff_id
         ORDER BY i.seller_staff_id`,
  );
  return rows.map((r) => ({
    staffId: Number(r.staff_id),
    invoiceCount: Number(r.invoice_count ?? 0),
    piecesSold: Number(r.pieces_sold ?? 0),
    salesCents: Number(r.sales_cents ?? 0),
    incentiveCents: Number(r.incentive_cents ?? 0),
  }));
}
