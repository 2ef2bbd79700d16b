import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { EntryHomeFigures } from '../../../shared/contracts/entries/get-entry-home-figures';
import type { GetAccountsResponse } from '../../../shared/contracts/materials/get-accounts';
import { allowedLossMg } from '../../../shared/entries/entry-loss';
import { users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { holderIdByCode, materialByCode, staffHolderIds } from '../materials';
import { entryCategories } from './entries.tables';

describeOnBothEngines('GET /api/entries/home-figures: the bench figures of a home', (ctx) => {
  const db = () => ctx().database.db;
  const figures = async (cookie: string) => {
    const res = await ctx().request({ method: 'GET', url: '/api/entries/home-figures', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EntryHomeFigures;
  };
  const benchOf = async (username: string) => {
    const [user] = await db().select().from(users).where(eq(users.username, username));
    const [holderId] = await staffHolderIds(db(), user!.staffId!);
    return holderId!;
  };
  const materialIdOf = async (code: string) => (await materialByCode(db(), code))!.id;
  const holderIdOf = async (code: string) => (await holderIdByCode(db(), code))!;

  it("counts a jeweller's own open entry, then its loss this month against the allowance once closed; the office sees every bench", async () => {
    const [manager, jeweller, other] = [await ctx().signIn('manager'), await ctx().signIn('jeweller1'), await ctx().signIn('jeweller2')];
    const [au, safe, bench] = [await materialIdOf('AU750'), await holderIdOf('SAFE'), await benchOf('jeweller1')];
    const [category] = await db().select().from(entryCategories).where(eq(entryCategories.code, 'POLISHING'));
    const before = { mine: await figures(jeweller), other: await figures(other), office: await figures(manager) };
    const heldBefore = ((await ctx().request({ method: 'GET', url: '/api/materials/accounts', cookie: jeweller })).json() as GetAccountsResponse).materials.find((m) => m.id === au)!.onHandMg;

    const post = (url: string, payload: object) => ctx().request({ method: 'POST', url: `/api/entries${url}`, cookie: manager, payload });
    const created = await post('', {
      type: 'polishing',
      categoryId: category!.id,
      materialId: au,
      jewellerHolderId: bench,
      sourceHolderId: safe,
      spareMg: 0,
      pieces: [{ description: 'Bangle', issuedMg: 10_000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as { id: number; pieces: { id: number }[] };

    const open = await figures(jeweller);
    expect([open.openCount - before.mine.openCount, open.openIssuedMg - before.mine.openIssuedMg]).toEqual([1, 10_000]);
    expect(await figures(other)).toEqual(before.other);
    expect((await figures(manager)).openCount - before.office.openCount).toBe(1);
    // The gold the home shows the jeweller holding: the metal issued to their bench.
    const accounts = (await ctx().request({ method: 'GET', url: '/api/materials/accounts', cookie: jeweller })).json() as GetAccountsResponse;
    expect(accounts.materials.find((m) => m.id === au)!.onHandMg - heldBefore).toBe(10_000);
    expect(accounts.holders.map((h) => h.id)).toEqual([bench]);

    // 10 g issued, 9.5 g back: 500 mg lost, over any allowance under 50 ‰.
    expect((await ctx().request({ method: 'POST', url: `/api/entries/${entry.id}/pieces/${entry.pieces[0]!.id}/return`, cookie: jeweller, payload: { returnedMg: 9_500 } })).statusCode).toBe(200);
    // Over the allowance, only the owner closes it (entries.acceptOverLoss).
    const closed = await ctx().request({ method: 'POST', url: `/api/entries/${entry.id}/close`, cookie: await ctx().signIn('owner'), payload: { returnedMg: 9_500, overAllowanceReason: 'stones lost' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await figures(jeweller);
    const allowed = allowedLossMg(10_000, category!.allowedLossPermille);
    expect(after.month).toBe(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7));
    expect({
      open: after.openCount - before.mine.openCount,
      waiting: after.waitingAcceptCount - before.mine.waitingAcceptCount,
      waitingOver: after.waitingOverAllowanceCount - before.mine.waitingOverAllowanceCount,
      closed: after.monthClosedCount - before.mine.monthClosedCount,
      issued: after.monthIssuedMg - before.mine.monthIssuedMg,
      loss: after.monthLossMg - before.mine.monthLossMg,
      allowed: after.monthAllowedLossMg - before.mine.monthAllowedLossMg,
      over: after.monthOverAllowanceCount - before.mine.monthOverAllowanceCount,
    }).toEqual({ open: 0, waiting: 1, waitingOver: allowed < 500 ? 1 : 0, closed: 1, issued: 10_000, loss: 500, allowed, over: allowed < 500 ? 1 : 0 });
    expect(await figures(other)).toEqual(before.other);
    expect((await figures(manager)).waitingAcceptCount - before.office.waitingAcceptCount).toBe(1);
  });

  it('is refused to the roles that work no entries, and takes no query', async () => {
    for (const username of ['cashier', 'caster', 'designer']) {
      const res = await ctx().request({ method: 'GET', url: '/api/entries/home-figures', cookie: await ctx().signIn(username) });
      expect(res.statusCode).toBe(403);
    }
    const res = await ctx().request({ method: 'GET', url: '/api/entries/home-figures?month=2026-01', cookie: await ctx().signIn('owner') });
    expect(res.statusCode).toBe(400);
  });
});
