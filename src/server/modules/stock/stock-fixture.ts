import { systemActor } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import type { AppError } from '../../platform/errors';
import { branches } from '../../platform/platform.tables';
import { expectRefusal } from '../../testing/refusal';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app';
import { balance } from '../../ledger';
import { submitTransfer } from '../materials';
import { holderIdByCode, seedHolders, seedMaterialCategories } from '../materials';
import { seedProductionItem } from '../production';

/**
 * For the stock tests: two branches (PP-CM, PP-TK) each with its counter, a
 * safe holding 1 kg of 18K, and finished production items made on demand.
 */
export interface StockFixture {
  readonly testDb: TestDatabase;
  readonly db: Db;
  /** By code: AU750, SAFE, CM, TK (branches), CTR-CM, CTR-TK (their counters). */
  readonly ids: Readonly<Record<string, number>>;
  inTx<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  refusal(work: (tx: Tx) => Promise<unknown>): Promise<AppError>;
  /** A production item at finishing, its code returned with its id. */
  finishedItem(description?: string): Promise<{ id: number; code: string }>;
  /** The 18K balance of a holder, by code. */
  balanceOf(code: string): Promise<number>;
}

let itemSerial = 0;

export async function stockFixture(engine: Parameters<typeof createTestDatabase>[0]): Promise<StockFixture> {
  const testDb = await createTestDatabase(engine);
  const db = testDb.database.db;
  const ids: Record<string, number> = {};
  const [au] = await seedMaterialCategories(db, [{ code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000 }]);
  ids.AU750 = au!.id;
  const made = await db
    .insert(branches)
    .values([
      { code: 'PP-CM', nameKh: 'ផ្សារធំថ្មី', nameEn: 'Central Market' },
      { code: 'PP-TK', nameKh: 'ទួលគោក', nameEn: 'Toul Kork' },
    ])
    .returning();
  ids.CM = made[0]!.id;
  ids.TK = made[1]!.id;
  const holderRows = await seedHolders(db, [
      { kind: 'safe', code: 'SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
      { kind: 'counter', code: 'CTR-CM', nameKh: 'តុលក់ CM', nameEn: 'Counter CM', branchId: ids.CM },
      { kind: 'counter', code: 'CTR-TK', nameKh: 'តុលក់ TK', nameEn: 'Counter TK', branchId: ids.TK },
  ]);
  for (const h of holderRows) ids[h.code] = h.id;
  const outsideId = await holderIdByCode(db, 'OUTSIDE');
  await inTransaction(db, (tx) =>
    submitTransfer(tx, systemActor, { fromHolderId: outsideId!, toHolderId: ids.SAFE!, lines: [{ materialId: ids.AU750!, mg: 1_000_000 }], note: 'test', overrideCap: false }),
  );
  const inTx = <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work);
  return {
    testDb,
    db,
    ids,
    inTx,
    refusal: (work) => expectRefusal(db, work),
    finishedItem: async (description = 'Ring, 18K') => {
      itemSerial += 1;
      const code = `IT-TEST-${String(itemSerial).padStart(5, '0')}`;
      const item = await seedProductionItem(db, { code, description, materialId: ids.AU750!, stage: 'finishing' });
      return { id: item.id, code };
    },
    balanceOf: async (code) => balance(db, ids[code]!, ids.AU750!),
  };
}
