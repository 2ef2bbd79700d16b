import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { createTestDatabase, engines, type TestDatabase } from '../../testing/test-app';
import { balance } from '../materials/ledger.service';
import { submitTransfer } from '../materials/material-documents.service';
import { holders, materialCategories, postings } from '../materials/materials.tables';
import { entries, entryCategories, entryPieces } from './entries.tables';
import { acceptEntry, closeEntry, createEntry, recordPieceReturn, type NewEntry } from './entries.service';

describe.each(engines)('entries service rules [%s]', (engine) => {
  let testDb: TestDatabase;
  let db: Db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.database.db;
    const metals = await db
      .insert(materialCategories)
      .values([
        { code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000 },
        { code: 'AU9999', nameKh: 'មាស ៩៩.៩៩', nameEn: 'Gold 99.99', purity: 9999, waxRatioMilli: 19_300 },
      ])
      .returning();
    for (const m of metals) ids[m.code] = m.id;
    const made = await db
      .insert(holders)
      .values([
        { kind: 'safe', code: 'SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
        { kind: 'staff', code: 'H-J1', nameKh: 'ជាង ១', nameEn: 'Jeweller 1' },
      ])
      .returning();
    for (const h of made) ids[h.code] = h.id;
    for (const code of ['OUTSIDE', 'LOSS']) ids[code] = (await db.select().from(holders).where(eq(holders.code, code)))[0]!.id;
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
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  const entryInput = (patch: Partial<NewEntry> = {}): NewEntry => ({
    type: 'making',
    categoryId: ids.LAX!,
    materialId: ids.AU750!,
    jewellerHolderId: ids['H-J1']!,
    sourceHolderId: ids.SAFE!,
    spareMg: 0,
    pieces: [{ description: 'ring', issuedMg: 10_000 }],
    ...patch,
  });
  const inTx = <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work);
  const refusal = async (work: (tx: Tx) => Promise<unknown>) => {
    const error = await inTx(work).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };
  const piecesOf = (entryId: number) => db.select().from(entryPieces).where(eq(entryPieces.entryId, entryId));
  const postingCount = async () => (await db.select({ n: count() }).from(postings))[0]!.n;
  const returnAll = async (entryId: number, returnedMg: number | null) => {
    for (const piece of await piecesOf(entryId))
      await inTx((tx) => recordPieceReturn(tx, systemActor, entryId, piece.id, { returnedMg, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] }));
  };

  it('issues the pieces and the spare from the source to the jeweller, then posts the return and the loss', async () => {
    const before = { safe: await balance(db, ids.SAFE!, ids.AU750!), jeweller: await balance(db, ids['H-J1']!, ids.AU750!), loss: await balance(db, ids.LOSS!, ids.AU750!) };
    const entry = await inTx((tx) => createEntry(tx, systemActor, entryInput({ spareMg: 500, pieces: [{ description: 'a', issuedMg: 6_000 }, { description: 'b', issuedMg: 4_000 }] })));
    expect(entry.number).toMatch(/^EN-\d{4}-\d{6}$/);
    expect(await balance(db, ids['H-J1']!, ids.AU750!)).toBe(before.jeweller + 10_500);
    await returnAll(entry.id, null);
    expect((await db.select().from(entries).where(eq(entries.id, entry.id)))[0]!.state).toBe('closable');
    // 10.500 g issued, 10.420 g back: 80 mg lost, within 8 ‰ (84 mg).
    expect((await inTx((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 10_420 }, false))).state).toBe('waiting_accept');
    expect((await inTx((tx) => acceptEntry(tx, systemActor, entry.id))).state).toBe('accepted');
    expect(await balance(db, ids['H-J1']!, ids.AU750!)).toBe(before.jeweller);
    expect(await balance(db, ids.SAFE!, ids.AU750!)).toBe(before.safe - 80);
    expect(await balance(db, ids.LOSS!, ids.AU750!)).toBe(before.loss + 80);
  });

  it('holds returns to the strict flags: a weight is needed, a piece with stones needs its photo', async () => {
    const entry = await inTx((tx) => createEntry(tx, systemActor, entryInput({ categoryId: ids.STRICT! })));
    const [piece] = await piecesOf(entry.id);
    const noWeight = await refusal((tx) =>
      recordPieceReturn(tx, systemActor, entry.id, piece!.id, { returnedMg: null, hasStones: true, assembled: false, stonePhotos: [], assemblyPhotos: [] }),
    );
    expect(noWeight.status).toBe(400);
    expect(noWeight.fields).toEqual({ returnedMg: 'entries.needInputWeightReturn', stonePhotos: 'entries.photoRequired' });
    expect((await piecesOf(entry.id))[0]!.returned).toBe(false);
  });

  it('refuses pieces of another metal under a material-strict category, writing nothing', async () => {
    const before = await postingCount();
    const mixed = await refusal((tx) =>
      createEntry(tx, systemActor, entryInput({ categoryId: ids.STRICT!, pieces: [{ description: 'a', issuedMg: 1_000 }, { description: 'b', issuedMg: 1_000, materialId: ids.AU9999! }] })),
    );
    expect(mixed.fields).toEqual({ 'pieces.1.materialId': 'entries.materialMismatch' });
    expect(await postingCount()).toBe(before);
  });

  it('refuses to close before every piece is back, more back than issued, and a loss over the allowance unless the owner accepts it with a reason', async () => {
    const entry = await inTx((tx) => createEntry(tx, systemActor, entryInput({ pieces: [{ description: 'a', issuedMg: 5_000 }, { description: 'b', issuedMg: 5_000 }] })));
    expect((await refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_950 }, false))).code).toBe('entries.wrongStep');
    await returnAll(entry.id, null);
    const before = await postingCount();
    const heavier = await refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 10_001 }, false));
    expect([heavier.status, heavier.fields, heavier.params]).toEqual([400, { returnedMg: 'validation.cannotBeBiggerThan' }, { max: 10_000 }]);
    // 8 ‰ of 10 g is 80 mg: 81 mg lost is too much.
    const tooMuch = await refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919 }, false));
    expect([tooMuch.status, tooMuch.code]).toEqual([422, 'entries.lossTooMuch']);
    expect((await refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919, overAllowanceReason: 'filigree' }, false))).status).toBe(403);
    expect((await refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919, overAllowanceReason: ' ' }, true))).fields).toEqual({
      overAllowanceReason: 'validation.required',
    });
    expect(await postingCount()).toBe(before);
    const closed = await inTx((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919, overAllowanceReason: 'filigree loses more' }, true));
    expect(closed).toMatchObject({ state: 'waiting_accept', overAllowanceReason: 'filigree loses more', returnedMg: 9_919 });
    // Waiting to accept: no more returns.
    const [piece] = await piecesOf(entry.id);
    const late = await refusal((tx) => recordPieceReturn(tx, systemActor, entry.id, piece!.id, { returnedMg: 1, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] }));
    expect([late.status, late.code]).toEqual([409, 'entries.wrongStep']);
  });
});
