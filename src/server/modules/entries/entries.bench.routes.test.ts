import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { EntryDetail, EntrySummary } from '../../../shared/contracts/entries/entry';
import type { MyEntriesSummary } from '../../../shared/contracts/entries/my-entries-summary';
import { users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { balance } from '../../ledger';
import { holderIdByCode, materialByCode, staffHolderIds } from '../materials';
import { entryCategories } from './entries.tables';

/**
 * The jeweller's phone (issue 20): photos on a return, the running loss
 * before any close, accept only after a close, and the jeweller's own summary.
 */
describeOnBothEngines('entries routes: the bench, from the jeweller’s phone', (ctx) => {
  const db = () => ctx().database.db;
  const khmer = { 'accept-language': 'km-KH' };
  const post = (url: string, cookie: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().request({ method: 'POST', url: `/api/entries${url}`, cookie, payload, headers });
  const get = (url: string, cookie: string) => ctx().request({ method: 'GET', url: `/api/entries${url}`, cookie });
  const benchOf = async (username: string) => {
    const [user] = await db().select().from(users).where(eq(users.username, username));
    const [holderId] = await staffHolderIds(db(), user!.staffId!);
    return holderId!;
  };
  const materialIdOf = async (code: string) => (await materialByCode(db(), code))!.id;
  const holderIdOf = async (code: string) => (await holderIdByCode(db(), code))!;
  const entryCategoryIdOf = async (code: string) => (await db().select({ id: entryCategories.id }).from(entryCategories).where(eq(entryCategories.code, code)))[0]!.id;
  /** An entry issued to jeweller1 (or another bench) from the safe: 4.200 g and 2.800 g, 0.300 g spare. */
  const issue = async (categoryCode: string, username = 'jeweller1', pieces = [4_200, 2_800]) => {
    const manager = await ctx().signIn('manager');
    const created = await post('', manager, {
      type: 'making',
      categoryId: await entryCategoryIdOf(categoryCode),
      materialId: await materialIdOf('AU750'),
      jewellerHolderId: await benchOf(username),
      sourceHolderId: await holderIdOf('SAFE'),
      spareMg: 300,
      pieces: pieces.map((issuedMg, i) => ({ description: `Ring ${i + 1}`, issuedMg })),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as EntryDetail;
  };
  const setReturnPhotoRequired = async (value: boolean) => {
    const res = await ctx().request({ method: 'PUT', url: '/api/platform/settings/entries.returnPhotoRequired', cookie: await ctx().signIn('manager'), payload: { value } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a strict stone photo category refuses a set piece back without its photo, in Khmer, and saves nothing', async () => {
    const entry = await issue('SETTING');
    const jeweller = await ctx().signIn('jeweller1');
    const piece = entry.pieces[0]!;
    const refused = await post(`/${entry.id}/pieces/${piece.id}/return`, jeweller, { returnedMg: 4_190, hasStones: true }, khmer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.stonePhotos).toBe('ត្រូវការរូបថត');
    const after = (await get(`/${entry.id}`, jeweller)).json() as EntryDetail;
    expect(after.pieces[0]).toMatchObject({ returned: false, returnedMg: null });
    const taken = await post(`/${entry.id}/pieces/${piece.id}/return`, jeweller, { returnedMg: 4_190, hasStones: true, stonePhotos: ['/uploads/stones.jpg'] });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().pieces[0]).toMatchObject({ returned: true, stonePhotos: ['/uploads/stones.jpg'] });
  });

  it('the setting entries.returnPhotoRequired requires a photo of the piece on every return, in the reader’s language', async () => {
    const entry = await issue('POLISHING');
    const jeweller = await ctx().signIn('jeweller1');
    const piece = entry.pieces[0]!;
    // Off (the default): a plain return saves without a photo.
    expect((await post(`/${entry.id}/pieces/${piece.id}/return`, jeweller, { returnedMg: 4_190 })).statusCode).toBe(200);
    // A jeweller may not turn it off.
    expect((await ctx().request({ method: 'PUT', url: '/api/platform/settings/entries.returnPhotoRequired', cookie: jeweller, payload: { value: false } })).statusCode).toBe(403);
    await setReturnPhotoRequired(true);
    try {
      const second = entry.pieces[1]!;
      const en = await post(`/${entry.id}/pieces/${second.id}/return`, jeweller, { returnedMg: 2_790 });
      expect(en.statusCode).toBe(400);
      expect(en.json().error.fields.returnPhotos).toBe('Photo is required');
      const kh = await post(`/${entry.id}/pieces/${second.id}/return`, jeweller, { returnedMg: 2_790 }, khmer);
      expect(kh.json().error.fields.returnPhotos).toBe('ត្រូវការរូបថត');
      expect(((await get(`/${entry.id}`, jeweller)).json() as EntryDetail).pieces[1]).toMatchObject({ returned: false, returnPhotos: [] });
      const taken = await post(`/${entry.id}/pieces/${second.id}/return`, jeweller, { returnedMg: 2_790, returnPhotos: ['/uploads/piece.jpg'] });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ state: 'closable' });
      expect(taken.json().pieces[1].returnPhotos).toEqual(['/uploads/piece.jpg']);
    } finally {
      await setReturnPhotoRequired(false);
    }
  });

  it('refuses a return heavier than the strict return weight allows (its issue plus the spare), changing nothing', async () => {
    const entry = await issue('RING-MAKING');
    const jeweller = await ctx().signIn('jeweller1');
    const [first, second] = entry.pieces;
    const heavy = await post(`/${entry.id}/pieces/${first!.id}/return`, jeweller, { returnedMg: 4_501 });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().error.fields.returnedMg).toBe('Cannot be bigger than 4.500 g');
    expect(((await get(`/${entry.id}`, jeweller)).json() as EntryDetail).pieces[0]).toMatchObject({ returned: false, returnedMg: null });
    expect((await post(`/${entry.id}/pieces/${first!.id}/return`, jeweller, { returnedMg: 4_500 })).statusCode).toBe(200);
    // The first ring took the whole spare: the second may come back at no more than it was issued.
    const kh = await post(`/${entry.id}/pieces/${second!.id}/return`, jeweller, { returnedMg: 2_801 }, khmer);
    expect(kh.statusCode).toBe(400);
    expect(kh.json().error.fields.returnedMg).toContain('2.800');
  });

  it('shows the returned weight and the running loss after each return, on the entry, its pieces and the list, before any close', async () => {
    const entry = await issue('CHAIN-MAKING');
    // Nothing back yet: nothing lost.
    expect(entry.running).toEqual({ returnedMg: 0, piecesOut: 2, outMg: 7_000, lossMg: 0, lossCentiPermille: 0, overAllowance: false });
    const jeweller = await ctx().signIn('jeweller1');
    const [first, second] = entry.pieces;
    const one = (await post(`/${entry.id}/pieces/${first!.id}/return`, jeweller, { returnedMg: 4_400 })).json() as EntryDetail;
    // 4.400 g back on a 4.200 g ring owed 180 mg of the solder (by issued weight): 20 mg more came back than it owed.
    expect(one.running).toMatchObject({ returnedMg: 4_400, piecesOut: 1, outMg: 2_800, lossMg: -20 });
    expect(one.pieces.map((p) => p.lossMg)).toEqual([-200, null]);
    expect(one.returnedMg).toBeNull();
    const two = (await post(`/${entry.id}/pieces/${second!.id}/return`, jeweller, { returnedMg: 2_850 })).json() as EntryDetail;
    // 7.300 g issued, 7.250 g back: 50 mg, 6.85 ‰ against CHAIN-MAKING's 12 ‰.
    expect(two.running).toEqual({ returnedMg: 7_250, piecesOut: 0, outMg: 0, lossMg: 50, lossCentiPermille: 685, overAllowance: false });
    expect(two.allowedLossPermille).toBe(12);
    const listed = (await get(`?number=${entry.number}`, jeweller)).json().items as EntrySummary[];
    expect(listed[0]!.running).toEqual(two.running);
    // The close weighs the same: its loss is the running loss.
    const closed = (await post(`/${entry.id}/close`, await ctx().signIn('manager'), { returnedMg: 7_250 })).json() as EntryDetail;
    expect(closed.lossMg).toBe(two.running.lossMg);
  });

  it('refuses to accept or send back an entry that is not closed with a 409 in the reader’s language, moving no metal', async () => {
    const entry = await issue('POLISHING');
    const manager = await ctx().signIn('manager');
    const [au, bench] = [await materialIdOf('AU750'), await benchOf('jeweller1')];
    const held = await balance(db(), bench, au);
    const accept = await post(`/${entry.id}/accept`, manager, {}, khmer);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.code).toBe('entries.notClosed');
    expect(accept.json().error.message).toContain('មិនទាន់បិទទេ');
    const en = await post(`/${entry.id}/accept`, manager, {});
    expect(en.json().error.message).toBe(`Entry ${entry.number} is not closed yet: close it with what came back before accepting it or sending it back`);
    expect((await post(`/${entry.id}/send-back`, manager, {})).statusCode).toBe(409);
    const after = (await get(`/${entry.id}`, manager)).json() as EntryDetail;
    expect(after).toMatchObject({ state: 'in_progress', acceptedAt: null });
    expect(await balance(db(), bench, au)).toBe(held);
  });

  it('gives a jeweller their own summary: the gold they hold, their open entries, the month’s loss against the allowance', async () => {
    const mine = await issue('CHAIN-MAKING', 'jeweller1', [5_000]);
    const theirs = await issue('CHAIN-MAKING', 'jeweller2', [3_000]);
    const jeweller = await ctx().signIn('jeweller1');
    const [au, bench] = [await materialIdOf('AU750'), await benchOf('jeweller1')];
    const before = (await get('/mine/summary', jeweller)).json() as MyEntriesSummary;
    expect(before.benches.map((b) => b.id)).toEqual([bench]);
    expect(before.held.find((h) => h.materialId === au)?.mg).toBe(await balance(db(), bench, au));
    const numbers = before.openEntries.map((e) => e.number);
    expect(numbers).toContain(mine.number);
    expect(numbers).not.toContain(theirs.number);
    expect(before.openEntries.find((e) => e.id === mine.id)).toMatchObject({ issuedMg: 5_300, allowedLossPermille: 12, running: { piecesOut: 1, outMg: 5_000 } });

    // Back at 5.250 g and closed: 50 mg lost this month, against 12 ‰ of 5.300 g (63 mg).
    expect((await post(`/${mine.id}/pieces/${mine.pieces[0]!.id}/return`, jeweller, { returnedMg: 5_250 })).statusCode).toBe(200);
    expect((await post(`/${mine.id}/close`, await ctx().signIn('manager'), { returnedMg: 5_250 })).statusCode).toBe(200);
    const after = (await get('/mine/summary', jeweller)).json() as MyEntriesSummary;
    expect(after.monthLoss.entries - before.monthLoss.entries).toBe(1);
    expect(after.monthLoss.lossMg - before.monthLoss.lossMg).toBe(50);
    expect(after.monthLoss.issuedMg - before.monthLoss.issuedMg).toBe(5_300);
    expect(after.monthLoss.allowedLossMg - before.monthLoss.allowedLossMg).toBe(63);
    expect(after.held.find((h) => h.materialId === au)?.mg).toBe(await balance(db(), bench, au));

    // jeweller2 sees their own bench and entry, never jeweller1's.
    const other = (await get('/mine/summary', await ctx().signIn('jeweller2'))).json() as MyEntriesSummary;
    expect(other.benches.map((b) => b.id)).toEqual([await benchOf('jeweller2')]);
    expect(other.openEntries.map((e) => e.number)).toContain(theirs.number);
    expect(other.openEntries.map((e) => e.number)).not.toContain(mine.number);
    // A month with nothing closed, and a month that is not one.
    expect(((await get('/mine/summary?month=2001-01', jeweller)).json() as MyEntriesSummary).monthLoss).toMatchObject({ entries: 0, lossMg: 0, lossCentiPermille: null });
    expect((await get('/mine/summary?month=2026-13', jeweller)).statusCode).toBe(400);
    expect((await ctx().request({ method: 'GET', url: '/api/entries/mine/summary' })).statusCode).toBe(401);
  });
});
