import { asc } from 'drizzle-orm';
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

/** For demos and tests only: a customer written straight (no audit row). */
export async function seedCustomer(executor: Executor, row: typeof customers.$inferInsert): Promise<{ id: number }> {
  const [customer] = await executor.insert(customers).values(row).returning({ id: customers.id });
  return customer!;
}
