import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { StoneLotDetail } from '../../../shared/contracts/stones/stone-lots';
import type { StonePreparation } from '../../../shared/contracts/stones/stone-preparations';
import { inTransaction } from '../../platform/db/transaction';
import { branches, users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { createEntry, entryCategoryIdByCode, entryPiecesOf } from '../entries';
import { holderIdByCode, materialByCode, staffHolderIds } from '../materials';
import { seedProductionItem } from '../production';

describeOnBothEngines('stones set in an entry (/entry/gem-{id}) drawn from a lot', (ctx) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    ctx().request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}) });
  const lotOf = async (cookie: string, id: number) => (await call('GET', `/stones/lots/${id}`, cookie)).json() as StoneLotDetail;
  const preparationOf = async (cookie: string, id: number) => (await call('GET', `/stones/preparations/${id}`, cookie)).json() as StonePreparation;

  /** A setting ticket for the setter with one piece, a new production item. */
  async function settingEntry(code: string) {
    const db = ctx().database.db;
    const au750 = await materialByCode(db, 'AU750');
    const item = await seedProductionItem(db, { code, description: `Ring ${code}`, materialId: au750!.id, stage: 'setting' });
    const [setter] = await db.select().from(users).where(eq(users.username, 'setter'));
    const [bench] = await staffHolderIds(db, setter!.staffId!);
    const safe = await holderIdByCode(db, 'SAFE');
    const category = await entryCategoryIdByCode(db, 'SETTING');
    const entry = await inTransaction(db, (tx) =>
      createEntry(tx, { userId: setter!.id, username: 'setter' }, {
        type: 'setting',
        categoryId: category!,
        materialId: au750!.id,
        jewellerHolderId: bench!,
        sourceHolderId: safe!,
        spareMg: 0,
        note: '',
        repair: null,
        pieces: [{ description: `Ring ${code}`, issuedMg: 3_000, itemId: item.id }],
      }),
    );
    const [piece] = await entryPiecesOf(db, entry.id);
    return { entry, item, pieceId: piece!.id };
  }

  it('sets prepared stones from the item’s preparation, others from the lot, refuses what the lot cannot give, and gives them back when the line is removed', async () => {
    const setter = await ctx().signIn('setter');
    const [ws] = await ctx().database.db.select().from(branches).where(eq(branches.code, 'WS'));
    const lot = (await call('POST', '/stones/lots', setter, { stoneType: 'Diamond', shape: 'round', sizeCmm: 150, count: 40, weightMct: 600, branchId: ws!.id })).json() as StoneLotDetail;
    const { entry, item, pieceId } = await settingEntry('IT-SET-FROM-LOT');
    const prep = (await call('POST', '/stones/preparations', setter, { lotId: lot.id, itemId: item.id, count: 10, weightMct: 150 })).json() as StonePreparation;
    const line = { pieceId, stoneType: 'diamond', shape: 'round', sizeCmm: 150 };

    const fromPrep = await call('POST', `/entries/${entry.id}/stones`, setter, { ...line, count: 10, weightMct: 150, lotId: lot.id });
    expect(fromPrep.statusCode, fromPrep.body).toBe(201);
    expect(fromPrep.json()).toMatchObject({ count: 10, weightMct: 150, lot: { id: lot.id, code: lot.code } });
    expect(await preparationOf(setter, prep.id)).toMatchObject({ held: { count: 0, weightMct: 0 }, set: { count: 10, weightMct: 150 }, state: 'set' });
    expect(await lotOf(setter, lot.id)).toMatchObject({ available: { count: 30, weightMct: 450 }, prepared: { count: 0 }, set: { count: 10, weightMct: 150 } });

    const fromLot = await call('POST', `/entries/${entry.id}/stones`, setter, { ...line, count: 5, weightMct: 76, lotId: lot.id });
    expect(fromLot.statusCode).toBe(201);
    const afterTwo = await lotOf(setter, lot.id);
    expect(afterTwo).toMatchObject({ available: { count: 25, weightMct: 374 }, set: { count: 15, weightMct: 226 } });
    expect(afterTwo.movements.at(-1)).toMatchObject({ kind: 'set', count: -5, document: { type: 'entry', id: entry.id, number: entry.number } });

    const unlike = await call('POST', `/entries/${entry.id}/stones`, setter, { ...line, shape: 'oval', count: 1, weightMct: 15, lotId: lot.id });
    expect(unlike.statusCode).toBe(400);
    expect(unlike.json().error.fields.lotId).toBe(`Lot ${lot.code} holds Diamond · round · 1.50 mm`);
    const tooMany = await call('POST', `/entries/${entry.id}/stones`, setter, { ...line, count: 26, weightMct: 390, lotId: lot.id });
    expect(tooMany.json().error.fields).toEqual({ count: 'Only 25 stones are left' });
    const weightless = await call('POST', `/entries/${entry.id}/stones`, setter, { ...line, count: 1, weightMct: 0, lotId: lot.id });
    expect(weightless.statusCode).toBe(400);
    const stones = (await call('GET', `/entries/${entry.id}/stones`, setter)).json().stones as { id: number; lot: { id: number } | null }[];
    expect(stones).toHaveLength(2);
    expect((await lotOf(setter, lot.id)).available).toEqual({ count: 25, weightMct: 374 });

    // A line without a lot, as before.
    const free = await call('POST', `/entries/${entry.id}/stones`, setter, { ...line, stoneType: 'CZ', count: 2, weightMct: 20 });
    expect(free.json()).toMatchObject({ lot: null });

    expect((await call('DELETE', `/entries/${entry.id}/stones/${stones[0]!.id}`, setter)).statusCode).toBe(204);
    expect(await preparationOf(setter, prep.id)).toMatchObject({ held: { count: 10, weightMct: 150 }, set: { count: 0 }, state: 'prepared' });
    expect((await call('DELETE', `/entries/${entry.id}/stones/${stones[1]!.id}`, setter)).statusCode).toBe(204);
    const back = await lotOf(setter, lot.id);
    expect(back).toMatchObject({ available: { count: 30, weightMct: 450 }, prepared: { count: 10, weightMct: 150 }, set: { count: 0, weightMct: 0 } });
    expect(back.movements.filter((m) => m.kind === 'unset')).toHaveLength(2);

    const report = (await call('POST', '/stones/gem-reports', setter, { branchId: ws!.id, itemId: item.id })).json();
    expect(report.lines).toMatchObject([{ preparationId: prep.id, held: { count: 10 }, set: { count: 0 }, state: 'prepared' }]);
  });
});
