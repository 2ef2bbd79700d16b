import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { engines } from '../../testing/test-app';
import { balance } from '../../ledger';
import { entriesFixture, type EntriesFixture } from './entries-fixture';
import { entries, entryPieceStones } from './entries.tables';
import {
  acceptEntry,
  addEntryStone,
  closeEntriesTogether,
  closeEntry,
  createEntry,
  pickUpRepair,
  recordPieceReturn,
  removeEntryStone,
  sendBackEntry,
  updateEntry,
} from './entries.service';
import { entryRecap, getCloseBatch } from './entry-sheets';
import { getEntry } from './entry-views';

const repair = { customerName: 'Chan Sophea', customerPhone: '012 345 678', request: 'resize to 52', promisedOn: '2026-12-01' };
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe.each(engines)('entries: edit, repairs, close sheets, stones [%s]', (engine) => {
  let f: EntriesFixture;
  beforeAll(async () => {
    f = await entriesFixture(engine);
  });
  afterAll(async () => {
    await f?.testDb.drop();
  });
  const jewellerBalance = (code = 'H-J1') => balance(f.db, f.ids[code]!, f.ids.AU750!);

  it('edits a ticket by postings: the old issue goes back, the new one goes out, to another jeweller if need be', async () => {
    const safe = await balance(f.db, f.ids.SAFE!, f.ids.AU750!);
    const [j1, j2] = [await jewellerBalance('H-J1'), await jewellerBalance('H-J2')];
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ spareMg: 300 })));
    const edited = await f.inTx((tx) =>
      updateEntry(tx, systemActor, entry.id, f.entryInput({ jewellerHolderId: f.ids['H-J2']!, spareMg: 100, note: 'two rings', pieces: [{ description: 'a', issuedMg: 7_000 }, { description: 'b', issuedMg: 5_000 }] })),
    );
    expect(edited).toMatchObject({ number: entry.number, jewellerHolderId: f.ids['H-J2'], spareMg: 100, note: 'two rings' });
    expect(await jewellerBalance('H-J1')).toBe(j1);
    expect(await jewellerBalance('H-J2')).toBe(j2 + 12_100);
    expect(await balance(f.db, f.ids.SAFE!, f.ids.AU750!)).toBe(safe - 12_100);
    expect((await getEntry(f.db, entry.id)).pieces.map((p) => [p.description, p.issuedMg])).toEqual([['a', 7_000], ['b', 5_000]]);
  });

  it('refuses to edit once a piece has return information (the closable note), writing nothing', async () => {
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ pieces: [{ description: 'a', issuedMg: 2_000 }, { description: 'b', issuedMg: 2_000 }] })));
    const [first] = await f.piecesOf(entry.id);
    await f.inTx((tx) => recordPieceReturn(tx, systemActor, entry.id, first!.id, { returnedMg: null, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] }));
    const postings = await f.postingCount();
    const refused = await f.refusal((tx) => updateEntry(tx, systemActor, entry.id, f.entryInput({ spareMg: 1 })));
    expect([refused.status, refused.code]).toEqual([409, 'entries.hasReturnInformation']);
    expect(await f.postingCount()).toBe(postings);
    expect((await f.db.select().from(entries).where(eq(entries.id, entry.id)))[0]!.spareMg).toBe(0);
  });

  it('needs a customer intake on a repair and refuses one elsewhere; a repair may take the customer’s metal from OUTSIDE', async () => {
    expect((await f.refusal((tx) => createEntry(tx, systemActor, f.entryInput({ type: 'repair' })))).fields).toEqual({ 'repair.customerName': 'validation.needToFill' });
    expect((await f.refusal((tx) => createEntry(tx, systemActor, f.entryInput({ repair })))).fields).toEqual({ repair: 'entries.repairOnly' });
    expect((await f.refusal((tx) => createEntry(tx, systemActor, f.entryInput({ sourceHolderId: f.ids.OUTSIDE! })))).fields).toEqual({ sourceHolderId: 'entries.badSource' });
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ type: 'repair', repair, sourceHolderId: f.ids.OUTSIDE! })));
    expect((await getEntry(f.db, entry.id)).repair).toEqual({ ...repair, pickedUpAt: null });
  });

  it('lets the customer pick up a repair only once it is accepted, and only once', async () => {
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ type: 'repair', repair })));
    expect((await f.refusal((tx) => pickUpRepair(tx, systemActor, entry.id))).code).toBe('entries.wrongStep');
    await f.returnAll(entry.id, null);
    await f.inTx((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 9_990 }, false));
    await f.inTx((tx) => acceptEntry(tx, systemActor, entry.id));
    await f.inTx((tx) => pickUpRepair(tx, systemActor, entry.id));
    expect((await getEntry(f.db, entry.id)).repair?.pickedUpAt).not.toBeNull();
    expect((await f.refusal((tx) => pickUpRepair(tx, systemActor, entry.id))).code).toBe('entries.wrongStep');
    const making = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput()));
    expect((await f.refusal((tx) => pickUpRepair(tx, systemActor, making.id))).code).toBe('entries.notARepair');
  });

  it('closes a tray of entries on one sheet, or none of them when one is refused (its line named)', async () => {
    const made = [];
    for (const mg of [4_000, 6_000, 10_000]) {
      const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput({ jewellerHolderId: f.ids['H-J2']!, pieces: [{ description: 'ring', issuedMg: mg }] })));
      await f.returnAll(entry.id, null);
      made.push(entry);
    }
    const [a, b, c] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    const postings = await f.postingCount();
    // The third lost 100 mg of 10 g: over 8 ‰.
    const tooMuch = await f.refusal((tx) =>
      closeEntriesTogether(tx, systemActor, { jewellerHolderId: f.ids['H-J2']!, note: '', entries: [{ entryId: a.id, returnedMg: 3_990 }, { entryId: c.id, returnedMg: 9_900 }] }, false),
    );
    expect([tooMuch.status, tooMuch.code, tooMuch.params.number]).toEqual([422, 'entries.lossTooMuch', c.number]);
    const heavier = await f.refusal((tx) =>
      closeEntriesTogether(tx, systemActor, { jewellerHolderId: f.ids['H-J2']!, note: '', entries: [{ entryId: a.id, returnedMg: 3_990 }, { entryId: b.id, returnedMg: 6_001 }] }, false),
    );
    expect([heavier.fields, heavier.params]).toEqual([{ 'entries.1.returnedMg': 'validation.cannotBeBiggerThan' }, { max: '6.000 g' }]);
    const stranger = await f.refusal((tx) =>
      closeEntriesTogether(tx, systemActor, { jewellerHolderId: f.ids['H-J1']!, note: '', entries: [{ entryId: a.id, returnedMg: 3_990 }] }, false),
    );
    expect(stranger.fields).toEqual({ 'entries.0.entryId': 'entries.notThisJeweller' });
    const twice = await f.refusal((tx) =>
      closeEntriesTogether(tx, systemActor, { jewellerHolderId: f.ids['H-J2']!, note: '', entries: [{ entryId: a.id, returnedMg: 3_990 }, { entryId: a.id, returnedMg: 3_990 }] }, false),
    );
    expect(twice.fields).toEqual({ 'entries.1.entryId': 'entries.repeatedInBatch' });
    expect(await f.postingCount()).toBe(postings);
    expect((await getEntry(f.db, a.id)).state).toBe('closable');

    const j2 = await jewellerBalance('H-J2');
    const batchId = await f.inTx((tx) =>
      closeEntriesTogether(
        tx,
        systemActor,
        { jewellerHolderId: f.ids['H-J2']!, note: 'Friday tray', entries: [{ entryId: a.id, returnedMg: 3_990 }, { entryId: b.id, returnedMg: 5_980 }, { entryId: c.id, returnedMg: 9_900, overAllowanceReason: 'filigree' }] },
        true,
      ),
    );
    expect(await jewellerBalance('H-J2')).toBe(j2 - 3_990 - 5_980 - 9_900);
    const sheet = await getCloseBatch(f.db, batchId);
    expect(sheet).toMatchObject({ number: expect.stringMatching(/^EC-\d{4}-\d{6}$/), note: 'Friday tray', entryCount: 3, issuedMg: 20_000, returnedMg: 19_870, lossMg: 130 });
    expect(sheet.entries.map((e) => [e.number, e.state, e.closeBatch?.id])).toEqual([a, b, c].map((e) => [e.number, 'waiting_accept', batchId]));
    // A send-back does not rewrite the sheet's figures; the entry leaves it.
    await f.inTx((tx) => sendBackEntry(tx, systemActor, b.id, 'too rough'));
    expect(await getCloseBatch(f.db, batchId)).toMatchObject({ issuedMg: 20_000, returnedMg: 19_870 });
    expect((await getEntry(f.db, b.id)).closeBatch).toBeNull();
  });

  it('records the stones set in a piece until the entry is accepted, and refuses to edit a ticket with stones', async () => {
    const entry = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput()));
    const other = await f.inTx((tx) => createEntry(tx, systemActor, f.entryInput()));
    const [piece] = await f.piecesOf(entry.id);
    const [foreign] = await f.piecesOf(other.id);
    const stone = { stoneType: 'CZ', shape: 'round' as const, sizeCmm: 150, count: 12, weightMct: 180 };
    expect((await f.refusal((tx) => addEntryStone(tx, systemActor, entry.id, { ...stone, pieceId: foreign!.id }))).fields).toEqual({ pieceId: 'validation.needPick' });
    const id = await f.inTx((tx) => addEntryStone(tx, systemActor, entry.id, { ...stone, pieceId: piece!.id }));
    const wrong = await f.inTx((tx) => addEntryStone(tx, systemActor, entry.id, { ...stone, count: 1, pieceId: piece!.id }));
    await f.inTx((tx) => removeEntryStone(tx, systemActor, entry.id, wrong));
    expect((await f.db.select().from(entryPieceStones).where(eq(entryPieceStones.entryId, entry.id))).map((s) => s.id)).toEqual([id]);
    expect((await f.refusal((tx) => updateEntry(tx, systemActor, entry.id, f.entryInput({ spareMg: 5 })))).code).toBe('entries.hasStones');
    await f.returnAll(entry.id, null);
    await f.inTx((tx) => closeEntry(tx, systemActor, entry.id, { returnedMg: 10_000 }, false));
    await f.inTx((tx) => acceptEntry(tx, systemActor, entry.id));
    expect((await f.refusal((tx) => addEntryStone(tx, systemActor, entry.id, { ...stone, pieceId: piece!.id }))).code).toBe('entries.wrongStep');
    expect((await f.refusal((tx) => removeEntryStone(tx, systemActor, entry.id, id))).code).toBe('entries.wrongStep');
  });

  it('recaps each jeweller’s period: issued, returned, loss against the allowance, over-allowance count and what is still out', async () => {
    const recap = await entryRecap(f.db, { from: today(), to: today() });
    const mine = await f.db.select().from(entries);
    for (const row of recap.rows) {
      const theirs = mine.filter((e) => e.jewellerHolderId === row.jeweller.id);
      expect(row.entries).toBe(theirs.length);
      const details = await Promise.all(theirs.map((e) => getEntry(f.db, e.id)));
      const closed = details.filter((e) => e.state === 'waiting_accept' || e.state === 'accepted');
      const open = details.filter((e) => !closed.includes(e));
      expect(row.issuedMg).toBe(details.reduce((s, e) => s + e.initMg + e.spareMg, 0));
      expect(row.returnedMg).toBe(closed.reduce((s, e) => s + e.returnedMg!, 0));
      expect(row.lossMg).toBe(closed.reduce((s, e) => s + e.lossMg!, 0));
      expect(row.outstandingMg).toBe(open.reduce((s, e) => s + e.initMg + e.spareMg, 0));
      // Both categories allow 8 ‰, rounded down per entry.
      expect(row.allowedLossMg).toBe(closed.reduce((s, e) => s + Math.floor(((e.initMg + e.spareMg) * 8) / 1000), 0));
      expect(row.overAllowance).toBe(closed.filter((e) => e.lossMg! * 1000 > (e.initMg + e.spareMg) * 8).length);
    }
    const j2 = recap.rows.find((r) => r.jeweller.code === 'H-J2')!;
    expect(j2.overAllowance).toBe(1);
    expect(recap.totals.entries).toBe(mine.length);
    expect(await entryRecap(f.db, { from: '2020-01-01', to: '2020-01-31' })).toMatchObject({ rows: [], totals: { entries: 0, issuedMg: 0 } });
  });
});
