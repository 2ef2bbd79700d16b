import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { engines } from '../../testing/test-app';
import { balance } from '../../ledger';
import { entriesFixture, type EntriesFixture } from './entries-fixture';
import { entries } from './entries.tables';
import { acceptEntry, closeEntry, createEntry, recordPieceReturn } from './entries.service';

describe.each(engines)('entries service rules [%s]', (engine) => {
  let f: EntriesFixture;
  beforeAll(async () => {
    f = await entriesFixture(engine);
  });
  afterAll(async () => {
    await f?.testDb.drop();
  });

  it('issues the pieces and the spare from the source to the jeweller, then posts the return and the loss', async () => {
    const before = { safe: await balance(f.db, f.ids.SAFE!, f.ids.AU750!), jeweller: await balance(f.db, f.ids['H-J1']!, f.ids.AU750!), loss: await balance(f.db, f.ids.LOSS!, f.ids.AU750!) };
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ spareMg: 500, pieces: [{ description: 'a', issuedMg: 6_000 }, { description: 'b', issuedMg: 4_000 }] })));
    expect(entry.number).toMatch(/^EN-\d{4}-\d{6}$/);
    expect(await balance(f.db, f.ids['H-J1']!, f.ids.AU750!)).toBe(before.jeweller + 10_500);
    await f.returnAll(entry.id, null);
    expect((await f.db.select().from(entries).where(eq(entries.id, entry.id)))[0]!.state).toBe('closable');
    // 10.500 g issued, 10.420 g back: 80 mg lost, within 8 ‰ (84 mg).
    expect((await f.inTx((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 10_420 }, false))).state).toBe('waiting_accept');
    expect((await f.inTx((tx) => acceptEntry(tx, systemActor, entry.id))).state).toBe('accepted');
    expect(await balance(f.db, f.ids['H-J1']!, f.ids.AU750!)).toBe(before.jeweller);
    expect(await balance(f.db, f.ids.SAFE!, f.ids.AU750!)).toBe(before.safe - 80);
    expect(await balance(f.db, f.ids.LOSS!, f.ids.AU750!)).toBe(before.loss + 80);
  });

  it('holds returns to the strict flags: a weight is needed, a piece with stones needs its photo', async () => {
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ categoryId: f.ids.STRICT! })));
    const [piece] = await f.piecesOf(entry.id);
    const noWeight = await f.refusal((tx) =>
      recordPieceReturn(tx, systemActor, entry.id, piece!.id, { returnedMg: null, hasStones: true, assembled: false, stonePhotos: [], assemblyPhotos: [] }),
    );
    expect(noWeight.status).toBe(400);
    expect(noWeight.fields).toEqual({ returnedMg: 'entries.needInputWeightReturn', stonePhotos: 'entries.photoRequired' });
    expect((await f.piecesOf(entry.id))[0]!.returned).toBe(false);
  });

  it('refuses pieces of another metal under a material-strict category, writing nothing', async () => {
    const before = await f.postingCount();
    const mixed = await f.refusal((tx) =>
      createEntry(tx, systemActor, f.entryInput({ categoryId: f.ids.STRICT!, pieces: [{ description: 'a', issuedMg: 1_000 }, { description: 'b', issuedMg: 1_000, materialId: f.ids.AU9999! }] })),
    );
    expect(mixed.fields).toEqual({ 'pieces.1.materialId': 'entries.materialMismatch' });
    expect(await f.postingCount()).toBe(before);
  });

  it('refuses to close before every piece is back, more back than issued, and a loss over the allowance unless the owner accepts it with a reason', async () => {
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ pieces: [{ description: 'a', issuedMg: 5_000 }, { description: 'b', issuedMg: 5_000 }] })));
    expect((await f.refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_950 }, false))).code).toBe('entries.wrongStep');
    await f.returnAll(entry.id, null);
    const before = await f.postingCount();
    const heavier = await f.refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 10_001 }, false));
    expect([heavier.status, heavier.fields, heavier.params]).toEqual([400, { returnedMg: 'validation.cannotBeBiggerThan' }, { max: '10.000 g' }]);
    // 8 ‰ of 10 g is 80 mg: 81 mg lost is too much.
    const tooMuch = await f.refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919 }, false));
    expect([tooMuch.status, tooMuch.code]).toEqual([422, 'entries.lossTooMuch']);
    expect((await f.refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919, overAllowanceReason: 'filigree' }, false))).status).toBe(403);
    expect((await f.refusal((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919, overAllowanceReason: ' ' }, true))).fields).toEqual({
      overAllowanceReason: 'validation.required',
    });
    expect(await f.postingCount()).toBe(before);
    const closed = await f.inTx((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_919, overAllowanceReason: 'filigree loses more' }, true));
    expect(closed).toMatchObject({ state: 'waiting_accept', overAllowanceReason: 'filigree loses more', returnedMg: 9_919 });
    // Waiting to accept: no more returns.
    const [piece] = await f.piecesOf(entry.id);
    const late = await f.refusal((tx) => recordPieceReturn(tx, systemActor, entry.id, piece!.id, { returnedMg: 1, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] }));
    expect([late.status, late.code]).toEqual([409, 'entries.wrongStep']);
  });
});
