import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { createTestDatabase, engines, type TestDatabase } from '../../testing/test-app';
import { balance, verifyLedger } from '../../ledger';
import { holderIdByCode, seedHolders, seedMaterialCategories, submitTransfer } from '../materials';
import { seedProductionItem } from '../production';
import { createCast, createWaxPiece, cutCast, finishCast, pourCast, recordCastResult } from './casting.service';

describe.each(engines)('a cast and the metal ledger, any weights [%s]', (engine) => {
  let testDb: TestDatabase;
  let db: Db;
  const ids: Record<string, number> = {};
  let itemSerial = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.database.db;
    const [au] = await seedMaterialCategories(db, [{ code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000 }]);
    ids.AU750 = au!.id;
    const made = await seedHolders(db, [
      { kind: 'safe', code: 'SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
      { kind: 'casting', code: 'CASTING', nameKh: 'បន្ទប់ចាក់', nameEn: 'Casting room' },
    ]);
    for (const h of made) ids[h.code] = h.id;
    for (const code of ['OUTSIDE', 'LOSS']) ids[code] = (await holderIdByCode(db, code))!;
    await inTransaction(db, (tx) =>
      submitTransfer(tx, systemActor, {
        fromHolderId: ids.OUTSIDE!,
        toHolderId: ids.SAFE!,
        lines: [{ materialId: ids.AU750!, mg: 1_000_000_000 }],
        note: 'purchase',
        overrideCap: false,
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await testDb?.drop();
  });

  it('after finish: actual = over + root + pieces + loss, the casting room keeps the pieces, LOSS gets the loss, the ledger stays sound', async () => {
    const weights = fc
      .record({
        waxes: fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 4 }),
        actual: fc.integer({ min: 1, max: 5_000_000 }),
        overShare: fc.integer({ min: 0, max: 1000 }),
        lossShare: fc.integer({ min: 0, max: 200 }),
        rootShare: fc.integer({ min: 0, max: 1000 }),
        shake: fc.integer({ min: 0, max: 50_000 }),
      })
      .map(({ actual, overShare, lossShare, rootShare, shake, waxes }) => {
        // Shares in ‰ of what is left at each step, so every weight stands with the others.
        const over = Math.floor((actual * overShare) / 1000);
        const loss = Math.floor(((actual - over) * lossShare) / 1000);
        const clean = actual - over - loss;
        const root = Math.floor((clean * rootShare) / 1000);
        return { waxes, actual, over, loss, clean, root, result: clean + shake };
      });

    await fc.assert(
      fc.asyncProperty(weights, async (w) => {
        const au = ids.AU750!;
        const before = {
          safe: await balance(db, ids.SAFE!, au),
          room: await balance(db, ids.CASTING!, au),
          loss: await balance(db, ids.LOSS!, au),
        };
        const pieceIds: number[] = [];
        for (const waxMg of w.waxes) {
          const item = await seedProductionItem(db, { code: `P-${engine}-${++itemSerial}`, description: 'ring', materialId: au, stage: 'waxing' });
          pieceIds.push((await inTransaction(db, (tx) => createWaxPiece(tx, systemActor, { itemId: item.id, waxMg }))).id);
        }
        const cast = await inTransaction(db, (tx) => createCast(tx, systemActor, { castOn: '2026-11-22', materialId: au, waxPieceIds: pieceIds }));
        await inTransaction(db, (tx) => pourCast(tx, systemActor, cast.id, { actualMg: w.actual }));
        await inTransaction(db, (tx) => recordCastResult(tx, systemActor, cast.id, { overMg: w.over, resultMg: w.result }));
        await inTransaction(db, (tx) => cutCast(tx, systemActor, cast.id, { cleanMg: w.clean, rootMg: w.root }));
        const done = await inTransaction(db, (tx) => finishCast(tx, systemActor, cast.id));

        const { piecesMg, lossMg } = done.figures;
        expect(done.status).toBe('finished');
        expect(lossMg).toBe(w.loss);
        expect(done.actualMg).toBe(done.overMg! + done.rootMg! + piecesMg! + lossMg!);
        const moved = (reason: string) => done.postings.filter((p) => p.reason === reason).reduce((sum, p) => sum + p.mg, 0);
        expect(moved('cast.actual')).toBe(w.actual);
        expect(moved('cast.over') + moved('cast.root') + moved('cast.loss')).toBe(w.actual - piecesMg!);
        expect(await balance(db, ids.CASTING!, au)).toBe(before.room + piecesMg!);
        expect(await balance(db, ids.LOSS!, au)).toBe(before.loss + lossMg!);
        expect(await balance(db, ids.SAFE!, au)).toBe(before.safe - piecesMg! - lossMg!);
        expect(done.pieces.every((p) => p.item.stage === 'cleaning')).toBe(true);
        expect(await verifyLedger(db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
