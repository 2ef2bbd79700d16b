import { expect, it } from 'vitest';
import type { CastingHomeFigures } from '../../../shared/contracts/casting/get-casting-home-figures';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { describeOnBothEngines } from '../../testing/test-app';
import { holderIdByCode, materialByCode, submitTransfer } from '../materials';
import { seedProductionItem } from '../production';

describeOnBothEngines('GET /api/casting/home-figures: casts in progress', (ctx) => {
  const db = () => ctx().database.db;
  const figures = async (cookie: string) => {
    const res = await ctx().request({ method: 'GET', url: '/api/casting/home-figures', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CastingHomeFigures;
  };
  const stepCount = (f: CastingHomeFigures, status: string) => f.byStatus.find((s) => s.status === status)?.count ?? 0;
  const post = (url: string, cookie: string, payload: object) => ctx().request({ method: 'POST', url: `/api/casting${url}`, cookie, payload, headers: { 'idempotency-key': `${url}-${Math.random()}` } });

  it('counts a new cast at its step, moves it on when poured, the manager reading the same', async () => {
    const caster = await ctx().signIn('caster');
    const au = await materialByCode(db(), 'AU750');
    const item = await seedProductionItem(db(), { code: 'CT-HOME-1', description: 'ring', materialId: au!.id, stage: 'waxing' });
    const holderId = async (code: string) => (await holderIdByCode(db(), code))!;
    await inTransaction(db(), async (tx) =>
      submitTransfer(tx, systemActor, { fromHolderId: await holderId('OUTSIDE'), toHolderId: await holderId('SAFE'), lines: [{ materialId: au!.id, mg: 100_000 }], note: 'test', overrideCap: false }),
    );
    const before = await figures(caster);
    expect(before.byStatus.map((s) => s.status)).toEqual(['WAX_PREPARING', 'casting', 'cleaning', 'cut']);

    const wax = await post('/wax', caster, { itemId: item!.id, waxMg: 2_000 });
    expect(wax.statusCode, wax.body).toBe(201);
    const cast = await post('/casts', caster, { castOn: '2026-11-20', materialId: au!.id, waxPieceIds: [wax.json().id] });
    expect(cast.statusCode, cast.body).toBe(201);
    const created = await figures(caster);
    expect([created.inProgressCount - before.inProgressCount, stepCount(created, 'WAX_PREPARING') - stepCount(before, 'WAX_PREPARING')]).toEqual([1, 1]);

    const poured = await post(`/casts/${cast.json().id}/pour`, caster, { actualMg: 40_000 });
    expect(poured.statusCode, poured.body).toBe(200);
    const pouring = await figures(caster);
    expect(pouring.inProgressCount).toBe(created.inProgressCount);
    expect(stepCount(pouring, 'WAX_PREPARING')).toBe(stepCount(before, 'WAX_PREPARING'));
    expect(stepCount(pouring, 'casting') - stepCount(before, 'casting')).toBe(1);
    // The manager reads the same figures.
    expect(await figures(await ctx().signIn('manager'))).toEqual(pouring);
  });

  it('is refused to those who read no casts', async () => {
    for (const username of ['cashier', 'jeweller1']) {
      expect((await ctx().request({ method: 'GET', url: '/api/casting/home-figures', cookie: await ctx().signIn(username) })).statusCode).toBe(403);
    }
  });
});
