import { count } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { audit, systemActor } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { Database, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { users } from '../platform.tables';
import { demoClock, type DemoClock } from './demo-clock';
import { demoPassword, seedPlatformDemo } from './platform-demo';

/** One step of the demo: it adds a module's records in the open transaction. */
export type DemoSeeder = (tx: Tx) => Promise<unknown>;

/**
 * The demo shop, put together where the app is assembled (src/server/assembly):
 * platform knows no module, so the modules' seeders are handed in.
 */
export interface ShopDemo {
  /** The records the shop works with (branches aside): categories, holders, customer groups and regular customers. */
  readonly setupSeeders: readonly DemoSeeder[];
  /** Each module's demo records, in dependency order: the small demo's work, all of it today. */
  readonly workSeeders: readonly DemoSeeder[];
  /** A month of the shop, each day moved to its date; `setup` lays the records down first. Returns its summary in words. */
  readonly seedMonth: (tx: Tx, clock: DemoClock, setup: () => Promise<unknown>) => Promise<string>;
}

export type BootstrapResult =
  | { readonly kind: 'existing' }
  | { readonly kind: 'demo'; readonly usernames: readonly string[]; readonly password: string; readonly loaded: string }
  | { readonly kind: 'owner' }
  /** No owner yet: the shop is set up in the browser, at /setup (DESIGN §3.11). */
  | { readonly kind: 'setup' };

/**
 * First start on an empty database: demo data outside production (a month of
 * a small shop, or the small demo the tests build on); otherwise one owner
 * account from ATELIER_OWNER_PASSWORD for an unattended install, or, without
 * it, nothing: the first visitor sets the shop up in the browser (/setup).
 */
export async function bootstrapData(database: Database, config: AppConfig, demo: ShopDemo): Promise<BootstrapResult> {
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { kind: 'existing' };
  if (config.loadDemoData) {
    const startedAt = performance.now();
    const { usernames, month } = await inTransaction(database.db, async (tx) => {
      let result: { usernames: string[] } = { usernames: [] };
      const setup = async () => {
        result = await seedPlatformDemo(tx);
        for (const seed of demo.setupSeeders) await seed(tx);
      };
      // The month first, each day moved to its date; then today's small demo on top of it, as it stands on its own.
      const month = config.demoSize === 'month' ? await demo.seedMonth(tx, await demoClock(tx), setup) : (await setup(), null);
      for (const seed of demo.workSeeders) await seed(tx);
      await audit(tx, systemActor, { action: 'demo.load', entity: 'database', after: { size: config.demoSize } });
      return { ...result, month };
    });
    const seconds = ((performance.now() - startedAt) / 1_000).toFixed(1);
    return { kind: 'demo', usernames, password: demoPassword, loaded: month ? `a month of the shop (${month}) in ${seconds} s` : `the small demo in ${seconds} s` };
  }
  if (!config.ownerPassword) return { kind: 'setup' };
  if (config.ownerPassword.length < 12) {
    throw new Error(
      'First start in production: ATELIER_OWNER_PASSWORD must have at least 12 characters (or leave it unset and set the shop up in the browser at /setup).',
    );
  }
  const passwordHash = await hashPassword(config.ownerPassword);
  await inTransaction(database.db, async (tx) => {
    await tx.insert(users).values({ username: 'owner', displayName: 'Owner', passwordHash, role: 'owner' });
    await audit(tx, systemActor, { action: 'owner.create', entity: 'user', entityId: 'owner' });
  });
  return { kind: 'owner' };
}
