import { eq } from 'drizzle-orm';
import { systemActor } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import type { AppError } from '../../platform/errors';
import { expectRefusal } from '../../testing/refusal';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app';
import { holderIdByCode, seedHolders, seedMaterialCategories, submitTransfer } from '../materials';
import { postingCount } from '../../ledger';
import { entryCategories, entryPieces } from './entries.tables';
import { recordPieceReturn, type NewEntry } from './entries.service';

/**
 * For the entries service tests: a database with two metals, a safe holding
 * 1 kg of 18K, two jewellers, a strict and a lax category (8 ‰ each), and
 * the helpers those tests share.
 */
export interface EntriesFixture {
  readonly testDb: TestDatabase;
  readonly db: Db;
  /** By code: AU750, AU9999, SAFE, H-J1, H-J2, OUTSIDE, LOSS, STRICT, LAX. */
  readonly ids: Readonly<Record<string, number>>;
  entryInput(patch?: Partial<NewEntry>): NewEntry;
  inTx<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs the work, expects an AppError and returns it. */
  refusal(work: (tx: Tx) => Promise<unknown>): Promise<AppError>;
  piecesOf(entryId: number): Promise<(typeof entryPieces.$inferSelect)[]>;
  postingCount(): Promise<number>;
  /** Records every piece of the entry as back, with this weight each (or none). */
  returnAll(entryId: number, returnedMg: number | null): Promise<void>;
}

export async function entriesFixture(engine: Parameters<typeof createTestDatabase>[0]): Promise<EntriesFixture> {
  const testDb = await createTestDatabase(engine);
  const db = testDb.database.db;
  const ids: Record<string, number> = {};
  const metals = await seedMaterialCategories(db, [
      { code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000 },
      { code: 'AU9999', nameKh: 'មាស ៩៩.៩៩', nameEn: 'Gold 99.99', purity: 9999, waxRatioMilli: 19_300 },
  ]);
  for (const m of metals) ids[m.code] = m.id;
  const made = await seedHolders(db, [
      { kind: 'safe', code: 'SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
      { kind: 'staff', code: 'H-J1', nameKh: 'ជាង ១', nameEn: 'Jeweller 1' },
      { kind: 'staff', code: 'H-J2', nameKh: 'ជាង ២', nameEn: 'Jeweller 2' },
  ]);
  for (const h of made) ids[h.code] = h.id;
  for (const code of ['OUTSIDE', 'LOSS']) ids[code] = (await holderIdByCode(db, code))!;
  const categories = await db
    .insert(entryCategories)
    .values([
      { code: 'STRICT', nameKh: 'តឹងរ៉ឹង', nameEn: 'Strict', allowedLossPermille: 8, strictReturnWeight: true, strictStonePhoto: true, materialStrict: true },
      { code: 'LAX', nameKh: 'ធម្មតា', nameEn: 'Lax', allowedLossPermille: 8 },
    ])
    .returning();
  for (const c of categories) ids[c.code] = c.id;
  await inTransaction(db, (tx) =>
    submitTransfer(tx, systemActor, { fromHolderId: ids.OUTSIDE!, toHolderId: ids.SAFE!, lines: [{ materialId: ids.AU750!, mg: 1_000_000 }], note: 'test', overrideCap: false }),
  );

  const inTx = <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work);
  const piecesOf = (entryId: number) => db.select().from(entryPieces).where(eq(entryPieces.entryId, entryId)).orderBy(entryPieces.id);
  return {
    testDb,
    db,
    ids,
    inTx,
    piecesOf,
    entryInput: (patch = {}) => ({
      type: 'making',
      categoryId: ids.LAX!,
      materialId: ids.AU750!,
      jewellerHolderId: ids['H-J1']!,
      sourceHolderId: ids.SAFE!,
      spareMg: 0,
      pieces: [{ description: 'ring', issuedMg: 10_000 }],
      ...patch,
    }),
    refusal: (work) => expectRefusal(db, work),
    postingCount: () => postingCount(db),
    returnAll: async (entryId, returnedMg) => {
      for (const piece of await piecesOf(entryId))
        await inTx((tx) => recordPieceReturn(tx, systemActor, entryId, piece.id, { returnedMg, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] }));
    },
  };
}
