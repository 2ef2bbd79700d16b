import type { AppConfig } from '../config';
import type { Database } from '../platform/db/database';
import { bootstrapData, type BootstrapResult, type ShopDemo } from '../platform/demo/bootstrap';
import { seedCastingDemo } from '../modules/casting';
import { seedEntriesDemo, seedEntriesWorkDemo } from '../modules/entries';
import { seedMaterialsDemo, seedMaterialsSetupDemo } from '../modules/materials';
import { seedProductionDemo } from '../modules/production';
import { seedSalesDemo, seedSalesSetupDemo } from '../modules/sales';
import { seedStockDemo, seedStockPiecesDemo } from '../modules/stock';
import { seedStonesDemo } from '../modules/stones';
import './settings';
import { describeMonth, seedMonthDemo } from './month-demo';

/** The demo shop: each module's seeders, in the order their records depend on each other. */
export const shopDemo: ShopDemo = {
  setupSeeders: [seedMaterialsSetupDemo, seedStockDemo, seedEntriesDemo, seedSalesSetupDemo],
  workSeeders: [seedMaterialsDemo, seedProductionDemo, seedCastingDemo, seedStonesDemo, seedEntriesWorkDemo, seedStockPiecesDemo, seedSalesDemo],
  seedMonth: async (tx, clock, setup) => describeMonth(await seedMonthDemo(tx, clock, setup)),
};

/** First start on an empty database (platform/demo/bootstrap.ts), with this shop's demo. */
export function bootstrapShop(database: Database, config: AppConfig): Promise<BootstrapResult> {
  return bootstrapData(database, config, shopDemo);
}
