import { expect, it } from 'vitest';
import type { StockHomeFigures } from '../../../shared/contracts/stock/get-stock-home-figures';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { branches } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { acceptPieces } from './stock-pieces.service';
import { holderByCode, materialByCode } from '../materials';
import { seedProductionItem } from '../production';

describeOnBothEngines('GET /api/stock/home-figures: transfers in transit', (ctx) => {
  const db = () => ctx().database.db;
  const figures = async (cookie: string) => {
    const res = await ctx().request({ method: 'GET', url: '/api/stock/home-figures', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StockHomeFigures;
  };

  it('counts a sent transfer and its pieces until the other branch receives them', async () => {
    const manager = await ctx().signIn('manager');
    const [from, to] = await db().select().from(branches);
    const au = await materialByCode(db(), 'AU750');
    const safe = await holderByCode(db(), 'SAFE');
    const item = await seedProductionItem(db(), { code: 'IT-TRANSIT-1', description: 'ring', materialId: au!.id, stage: 'finishing' });
    await inTransaction(db(), (tx) => acceptPieces(tx, systemActor, { branchId: from!.id, sourceHolderId: safe!.id, note: 'test', lines: [{ itemId: item!.id, grossMg: 2_000, stoneMg: 0, photos: [] }] }));
    const before = await figures(manager);
    const sent = await ctx().request({
      method: 'POST',
      url: '/api/stock/transfers',
      cookie: manager,
      headers: { 'idempotency-key': 'transit-1' },
      payload: { fromBranchId: from!.id, toBranchId: to!.id, codes: ['IT-TRANSIT-1'] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const inTransit = { transfersInTransitCount: before.transfersInTransitCount + 1, piecesInTransitCount: before.piecesInTransitCount + 1 };
    expect(await figures(manager)).toEqual(inTransit);
    expect(await figures(await ctx().signIn('cashier'))).toEqual(inTransit);
    const { id: transferId } = sent.json() as { id: number };
    const received = await ctx().request({
      method: 'POST',
      url: `/api/stock/transfers/${transferId}/receive`,
      cookie: manager,
      headers: { 'idempotency-key': 'transit-1-receive' },
      payload: { codes: ['IT-TRANSIT-1'] },
    });
    expect(received.statusCode, received.body).toBe(201);
    expect(await figures(manager)).toEqual(before);
  });

  it('is refused to those who read no stock', async () => {
    for (const username of ['jeweller1', 'caster', 'designer', 'setter']) {
      expect((await ctx().request({ method: 'GET', url: '/api/stock/home-figures', cookie: await ctx().signIn(username) })).statusCode).toBe(403);
    }
  });
});
