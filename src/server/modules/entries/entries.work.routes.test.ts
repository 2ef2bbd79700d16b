import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { EntryDetail } from '../../../shared/contracts/entries/entry';
import { users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { balance } from '../../ledger';
import { holderIdByCode, materialByCode, staffHolderIds } from '../materials';
import { entryCategories } from './entries.tables';

describeOnBothEngines('entries routes: a ticket from issue to acceptance', (ctx) => {
  const db = () => ctx().database.db;
  const post = (url: string, cookie: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().request({ method: 'POST', url: `/api/entries${url}`, cookie, payload, headers });
  const get = (url: string, cookie: string) => ctx().request({ method: 'GET', url: `/api/entries${url}`, cookie });
  /** The demo jeweller's bench holder, found through their user account. */
  const benchOf = async (username: string) => {
    const [user] = await db().select().from(users).where(eq(users.username, username));
    const [holderId] = await staffHolderIds(db(), user!.staffId!);
    return holderId!;
  };
  const materialIdOf = async (code: string) => (await materialByCode(db(), code))!.id;
  const holderIdOf = async (code: string) => (await holderIdByCode(db(), code))!;
  const entryCategoryIdOf = async (code: string) => (await db().select({ id: entryCategories.id }).from(entryCategories).where(eq(entryCategories.code, code)))[0]!.id;

  it('a manager issues, the jeweller sees only their own and returns, the manager closes and accepts; the metal follows', async () => {
    const manager = await ctx().signIn('manager');
    const [au, safe, bench, otherBench, category] = [
      await materialIdOf('AU750'),
      await holderIdOf('SAFE'),
      await benchOf('jeweller1'),
      await benchOf('jeweller2'),
      await entryCategoryIdOf('RING-MAKING'),
    ];
    const before = { safe: await balance(db(), safe, au), bench: await balance(db(), bench, au) };
    const body = {
      type: 'making',
      categoryId: category,
      materialId: au,
      jewellerHolderId: bench,
      sourceHolderId: safe,
      spareMg: 300,
      pieces: [
        { description: 'Ring, 18K', issuedMg: 4_200 },
        { description: 'Ring, 18K, small', issuedMg: 2_800 },
      ],
    };
    const created = await post('', manager, body, { 'idempotency-key': 'entry-one' });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as EntryDetail;
    expect(entry).toMatchObject({ state: 'in_progress', initMg: 7_000, spareMg: 300, lossMg: null, pieceCount: 2 });
    const replay = await post('', manager, body, { 'idempotency-key': 'entry-one' });
    expect([replay.headers['idempotent-replayed'], replay.json().number]).toEqual(['true', entry.number]);
    expect(await balance(db(), bench, au)).toBe(before.bench + 7_300);

    // Another jeweller's ticket, which jeweller1 must never see.
    expect((await post('', manager, { ...body, jewellerHolderId: otherBench, pieces: [{ description: 'Chain', issuedMg: 1_000 }] })).statusCode).toBe(201);

    // The jeweller lists their own entries only, and cannot open another's.
    const jeweller = await ctx().signIn('jeweller1');
    const mine = (await get('', jeweller)).json();
    expect(mine.items.every((e: EntryDetail) => e.jeweller.id === bench)).toBe(true);
    expect(mine.items.map((e: EntryDetail) => e.number)).toContain(entry.number);
    // Asking for another bench's entries gives none of them.
    expect((await get(`?jewellerHolderId=${otherBench}`, jeweller)).json().total).toBe(0);
    const other = await ctx().signIn('jeweller2');
    expect((await get(`/${entry.id}`, other)).statusCode).toBe(404);
    expect((await get('', other)).json().items.map((e: EntryDetail) => e.number)).not.toContain(entry.number);

    // RING-MAKING is strict about the return weight: a piece back without one is refused, in Khmer too.
    const [first, second] = entry.pieces;
    const unweighed = await post(`/${entry.id}/pieces/${first!.id}/return`, jeweller, {}, { 'accept-language': 'km-KH' });
    expect(unweighed.statusCode).toBe(400);
    expect(unweighed.json().error.fields.returnedMg).toBe('ត្រូវបញ្ចូលទម្ងន់ប្រគល់មកវិញ');
    expect((await post(`/${entry.id}/pieces/${first!.id}/return`, jeweller, { returnedMg: 4_150 })).json().state).toBe('in_progress');
    expect((await post(`/${entry.id}/pieces/${second!.id}/return`, other, { returnedMg: 2_760 })).statusCode).toBe(404);
    expect((await post(`/${entry.id}/pieces/${second!.id}/return`, jeweller, { returnedMg: 2_760 })).json().state).toBe('closable');
    expect((await post(`/${entry.id}/close`, jeweller, { returnedMg: 7_250 })).statusCode).toBe(403);

    // 7.300 g issued, 7.250 g back: 50 mg, within 8 ‰ (58.4 mg); shared 30 / 20 by issued weight.
    const closed = await post(`/${entry.id}/close`, manager, { returnedMg: 7_250 }, { 'idempotency-key': 'close-one' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ state: 'waiting_accept', returnedMg: 7_250, lossMg: 50 });
    expect(closed.json().pieces.map((p: { lossShareMg: number }) => p.lossShareMg)).toEqual([30, 20]);
    const accepted = await post(`/${entry.id}/accept`, manager, {});
    expect(accepted.json()).toMatchObject({ state: 'accepted' });
    expect(await balance(db(), bench, au)).toBe(before.bench);
    // The loss stayed out; the other ticket's 1.000 g and 0.300 g spare are still at jeweller2's bench.
    expect(await balance(db(), safe, au)).toBe(before.safe - 50 - 1_300);
    const listed = (await get(`?jewellerHolderId=${bench}&state=accepted`, manager)).json();
    expect(listed.items.map((e: EntryDetail) => e.number)).toContain(entry.number);
    expect(listed.totals.lossMg).toBeGreaterThanOrEqual(50);
  });

  it('refuses bad input with field errors and illegal steps with a 409, changing nothing', async () => {
    const manager = await ctx().signIn('manager');
    const bad = await post('', manager, { type: 'welding', categoryId: 0, materialId: 1, jewellerHolderId: 1, sourceHolderId: 1, pieces: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(expect.arrayContaining(['categoryId', 'pieces', 'type']));
    expect((await get('?month=2026-13', manager)).statusCode).toBe(400);
    expect((await post('/999999/accept', manager, {})).statusCode).toBe(404);
    // A piece naming a production item that does not exist is a field error, not a 500.
    const [au, safe, category] = [await materialIdOf('AU750'), await holderIdOf('SAFE'), await entryCategoryIdOf('POLISHING')];
    const ghost = await post('', manager, {
      type: 'polishing',
      categoryId: category,
      materialId: au,
      jewellerHolderId: await benchOf('jeweller1'),
      sourceHolderId: safe,
      pieces: [{ description: 'Ring', issuedMg: 1_000, itemId: 999_999 }],
    });
    expect(ghost.statusCode, ghost.body).toBe(400);
    expect(ghost.json().error.fields).toHaveProperty(['pieces.0.itemId']);
  });
});
