import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CreateCustomerGroupBody,
  Customer,
  CustomerFields,
  CustomerGroup,
  FindCustomersQuery,
  UpdateCustomerGroupBody,
} from '../../../shared/contracts/sales/customer';
import type { Page } from '../../../shared/contracts/common';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Db, type Executor, type Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badInput, notFound } from '../../platform/errors';
import { changedFields, duplicateOf, likePattern, pageOffset } from '../../platform/records/record-helpers';
import { invoicePaidSql, invoicePayableSql } from './invoice-views';
import { customerGroups, customers } from './sales.tables';

/** Customers and their groups (DESIGN §3.8). What a customer owes is derived from invoices and payments, never stored. */

type GroupRow = typeof customerGroups.$inferSelect;
const toGroup = (row: GroupRow): CustomerGroup => ({
  id: row.id,
  code: row.code,
  nameKh: row.nameKh,
  nameEn: row.nameEn,
  makingDiscountBp: row.makingDiscountBp,
  active: row.active,
});

export async function findCustomerGroups(db: Db): Promise<{ items: CustomerGroup[] }> {
  const rows = await db.select().from(customerGroups).orderBy(asc(customerGroups.code));
  return { items: rows.map(toGroup) };
}

export async function createCustomerGroup(db: Db, actor: Actor, input: CreateCustomerGroupBody): Promise<CustomerGroup> {
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx.insert(customerGroups).values(input).returning();
      await audit(tx, actor, { action: 'sales.customerGroup.create', entity: 'customerGroup', entityId: row!.id, after: row });
      return toGroup(row!);
    });
  } catch (error) {
    throw duplicateOf(error, 'code', input.code);
  }
}

export async function updateCustomerGroup(db: Db, actor: Actor, id: number, changes: UpdateCustomerGroupBody): Promise<CustomerGroup> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(customerGroups).where(eq(customerGroups.id, id)).for('update');
    if (!current) throw notFound('customerGroup');
    const changed = changedFields(current, changes);
    if (Object.keys(changed).length === 0) return toGroup(current);
    const [row] = await tx.update(customerGroups).set(changed).where(eq(customerGroups.id, id)).returning();
    await audit(tx, actor, { action: 'sales.customerGroup.update', entity: 'customerGroup', entityId: id, before: current, after: row });
    return toGroup(row!);
  });
}

interface CustomerRow {
  id: number;
  name: string;
  phone: string;
  address: string;
  group_id: number | null;
  note: string;
  created_at: Date | string;
  balance_owed_cents: number | string;
  credit_cents: number | string;
  total: number | string;
}

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  address: row.address,
  groupId: row.group_id,
  note: row.note,
  createdAt: new Date(row.created_at).toISOString(),
  balanceOwedCents: Number(row.balance_owed_cents),
  creditCents: Number(row.credit_cents),
});

/**
 * What a customer owes: each of their invoices' payable (total and notes;
 * nothing once voided) less what was paid on it; their credit: what they
 * paid that is not on an invoice (an unapplied deposit).
 */
const balances = sql`
  LEFT JOIN LATERAL (
    SELECT COALESCE(sum(${invoicePayableSql} - ${invoicePaidSql}), 0) AS owed
      FROM invoices i WHERE i.customer_id = c.id AND i.kind = 'invoice') owed ON true
  LEFT JOIN LATERAL (
    SELECT COALESCE(sum(p.amount_cents), 0) - COALESCE(sum((SELECT COALESCE(sum(a.amount_cents), 0) FROM payment_allocations a WHERE a.payment_id = p.id)), 0) AS credit
      FROM payments p WHERE p.customer_id = c.id) credit ON true`;

export async function findCustomers(db: Db, query: FindCustomersQuery & { page: number; pageSize: number }): Promise<Page<Customer>> {
  const where: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(c.name ILIKE ${pattern} OR c.phone ILIKE ${pattern})`);
  }
  if (query.groupId !== undefined) where.push(sql`c.group_id = ${query.groupId}`);
  if (query.owing === 'true') where.push(sql`owed.owed <> 0`);
  const rows = await queryRows<CustomerRow>(
    db,
    sql`SELECT c.id, c.name, c.phone, c.address, c.group_id, c.note, c.created_at,
               owed.owed AS balance_owed_cents, credit.credit AS credit_cents, count(*) OVER () AS total
          FROM customers c ${balances}
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY c.id DESC
         LIMIT ${query.pageSize} OFFSET ${pageOffset(query)}`,
  );
  return { items: rows.map(toCustomer), total: rows.length > 0 ? Number(rows[0]!.total) : 0, page: query.page, pageSize: query.pageSize };
}

export async function getCustomer(executor: Executor, id: number): Promise<Customer> {
  const [row] = await queryRows<CustomerRow>(
    executor,
    sql`SELECT c.id, c.name, c.phone, c.address, c.group_id, c.note, c.created_at,
               owed.owed AS balance_owed_cents, credit.credit AS credit_cents, 1 AS total
          FROM customers c ${balances} WHERE c.id = ${id}`,
  );
  if (!row) throw notFound('customer');
  return toCustomer(row);
}

async function checkGroup(executor: Executor, groupId: number | null | undefined, field: string) {
  if (groupId === null || groupId === undefined) return;
  const [group] = await executor.select().from(customerGroups).where(eq(customerGroups.id, groupId));
  if (!group || !group.active) throw badInput({ [field]: 'sales.unknownGroup' });
}

type ParsedCustomer = { [K in keyof CustomerFields]-?: Exclude<CustomerFields[K], undefined> };

/** A customer added inside another operation's transaction (a sale to a new customer). */
export async function addCustomer(tx: Tx, actor: Actor, input: ParsedCustomer, field = 'groupId'): Promise<number> {
  await checkGroup(tx, input.groupId, field);
  const [row] = await tx.insert(customers).values(input).returning({ id: customers.id });
  await audit(tx, actor, { action: 'sales.customer.create', entity: 'customer', entityId: row!.id, after: input });
  return row!.id;
}

export async function createCustomer(db: Db, actor: Actor, input: ParsedCustomer): Promise<Customer> {
  return inTransaction(db, async (tx) => getCustomer(tx, await addCustomer(tx, actor, input)));
}

export async function updateCustomer(db: Db, actor: Actor, id: number, input: ParsedCustomer): Promise<Customer> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
    if (!current) throw notFound('customer');
    await checkGroup(tx, input.groupId, 'groupId');
    await tx
      .update(customers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(customers.id, id));
    await audit(tx, actor, { action: 'sales.customer.update', entity: 'customer', entityId: id, before: current, after: input });
    return getCustomer(tx, id);
  });
}

/** The customer a document names: exists, or a 400 on `field`. */
export async function requireCustomer(executor: Executor, id: number, field: string): Promise<void> {
  const [row] = await executor.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  if (!row) throw badInput({ [field]: 'sales.unknownCustomer' });
}

/** Customers from a shop's spreadsheet (issue 23 §3), checked by the caller: inserted in batches, one audit row for the file. */
export async function importCustomers(tx: Tx, actor: Actor, rows: readonly ParsedCustomer[]): Promise<number> {
  const batchSize = 2_000;
  let count = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const written = await tx.insert(customers).values(rows.slice(start, start + batchSize).map((row) => ({ ...row }))).returning({ id: customers.id });
    count += written.length;
  }
  await audit(tx, actor, { action: 'sales.customer.import', entity: 'customer', entityId: null, after: { count, names: rows.map((r) => r.name) } });
  return count;
}

/** Keys (see the caller's customerKey) of the customers whose phone digits are among these, to find a file's repeats of the book. */
export async function customersWithPhones(executor: Executor, phoneDigits: readonly string[]): Promise<{ name: string; phone: string }[]> {
  if (phoneDigits.length === 0) return [];
  return queryRows<{ name: string; phone: string }>(
    executor,
    sql`SELECT c.name, c.phone FROM customers c WHERE regexp_replace(c.phone, '[^0-9]', '', 'g') = ANY(${`{${[...new Set(phoneDigits)].map((d) => `"${d}"`).join(',')}}`}::text[])`,
  );
}
