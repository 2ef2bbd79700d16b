import { asc, count, eq } from 'drizzle-orm';
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
