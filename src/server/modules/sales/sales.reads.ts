import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { customerGroups, customers } from './sales.tables';

/** What other modules may read of sales (docs/architecture.md, "Boundaries"): only this module touches its tables. */

/** Every customer group by code (inactive ones too): what a spreadsheet's cells may name. */
export async function customerGroupNames(executor: Executor): Promise<{ id: number; code: string; nameKh: string; nameEn: string; active: boolean }[]> {
  return executor
    .select({ id: customerGroups.id, code: customerGroups.code, nameKh: customerGroups.nameKh, nameEn: customerGroups.nameEn, active: customerGroups.active })
    .from(customerGroups)
    .orderBy(asc(customerGroups.code));
}

/** How many customers the book has. */
export async function customerCount(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(customers);
  return Number(row?.n ?? 0);
}

/** The first customer of that name (by id); undefined when there is none. */
export async function customerByName(
  executor: Executor,
  name: string,
): Promise<{ id: number; name: string; phone: string; address: string; groupId: number | null; note: string } | undefined> {
  const [customer] = await executor
    .select({ id: customers.id, name: customers.name, phone: customers.phone, address: customers.address, groupId: customers.groupId, note: customers.note })
    .from(customers)
    .where(eq(customers.name, name))
    .orderBy(asc(customers.id))
    .limit(1);
  return customer;
}

/** For demos and tests only: a customer written straight (no audit row). */
export async function seedCustomer(executor: Executor, row: typeof customers.$inferInsert): Promise<{ id: number }> {
  const [customer] = await executor.insert(customers).values(row).returning({ id: customers.id });
  return customer!;
}

/** An invoice's number by its id (an integer expression), as a scalar subquery: the ledger names a sale's postings by it. */
export const invoiceNumberSql = (id: SQL): SQL => sql`(SELECT i.number FROM invoices i WHERE i.id = ${id})`;

/*
 * The sales read models for the reports: subqueries with the columns others
 * may name, read as `JOIN ${invoiceRowsSql} i ON …`. PostgreSQL pulls a plain
 * subquery up into the query around it: the plans are the tables' own. The
 * sales' own figures (sales-figures.ts, invoice-events.ts) read the tables.
 */

/** Invoices, notes (credit, debit: `original_invoice_id`) and purchase vouchers, one row each, with their totals and shop day. */
export const invoiceRowsSql = sql`(SELECT id, number, kind, original_invoice_id, branch_id, seller_staff_id, posting_date, due_date,
                                          discount_cents, total_cents, total_riel, incentive_cents
                                     FROM invoices)`;

/** Invoice lines (pieces, stones, old gold bought: `kind`), with their weights and money. */
export const invoiceLineRowsSql = sql`(SELECT invoice_id, kind, category_id, material_id, metal_mg, metal_cents, making_charge_cents,
                                              stones_cents, group_discount_cents, discount_cents, amount_cents
                                         FROM invoice_lines)`;

/** Payments (received, deposits, refunds: `type`), one row each, signed USD cents on their shop day. */
export const paymentRowsSql = sql`(SELECT id, type, branch_id, amount_cents, posting_date FROM payments)`;
