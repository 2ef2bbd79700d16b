import { count } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { audit, systemActor } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { Database, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { users } from '../platform.tables';
import { seedCastingDemo } from '../../modules/casting/casting-demo';
import { seedEntriesDemo, seedEntriesWorkDemo } from '../../modules/entries/entries-demo';
import { seedMaterialsDemo } from '../../modules/materials/materials-demo';
import { seedProductionDemo } from '../../modules/production/production-demo';
import { seedSalesDemo } from '../../modules/sales/sales-demo';
import { seedStockPiecesDemo } from '../../modules/stock/stock-pieces-demo';
import { seedStockDemo } from '../../modules/stock/stock-demo';
import { seedStonesDemo } from '../../modules/stones/stones-demo';
import { demoPassword, seedPlatformDemo } from './platform-demo';

/** Each module adds its demo records here, in dependency order. */
export const demoSeeders: ((tx: Tx) => Promise<unknown>)[] = [
  seedMaterialsDemo,
  seedStockDemo,
  seedEntriesDemo,
  seedProductionDemo,
  seedCastingDemo,
  seedStonesDemo,
  seedEntriesWorkDemo,
  seedStockPiecesDemo,
  seedSalesDemo,
];

export type BootstrapResult =
  | { readonly kind: 'existing' }
  | { readonly kind: 'demo'; readonly usernames: readonly string[]; readonly password: string }
  | { readonly kind: 'owner' };

/**
 * First start on an empty database: demo data outside production, otherwise
 * one owner account whose password must come from ATELIER_OWNER_PASSWORD.
 */
export async function bootstrapData(database: Database, config: AppConfig): Promise<BootstrapResult> {
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { kind: 'existing' };
  if (config.loadDemoData) {
    const { usernames } = await inTransaction(database.db, async (tx) => {
      const result = await seedPlatformDemo(tx);
      for (const seed of demoSeeders) await seed(tx);
      await audit(tx, systemActor, { action: 'demo.load', entity: 'database' });
      return result;
    });
    return { kind: 'demo', usernames, password: demoPassword };
  }
  if (!config.ownerPassword || config.ownerPassword.length < 12) {
    throw new Error(
      'First start in production: set ATELIER_OWNER_PASSWORD (at least 12 characters) to create the owner account.',
    );
  }
  const passwordHash = await hashPassword(config.ownerPassword);
  await inTransaction(database.db, async (tx) => {
    await tx.insert(users).values({ username: 'owner', displayName: 'Owner', passwordHash, role: 'owner' });
    await audit(tx, systemActor, { action: 'owner.create', entity: 'user', entityId: 'owner' });
  });
  return { kind: 'owner' };
}
