import { and, asc, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CastDetail, WaxPiece } from '../../../shared/contracts/casting/cast';
import type { GetWaxEstimatesResponse } from '../../../shared/contracts/casting/get-wax-estimates';
import { itemMoves, productionEventCount, productionItemsByIds, seedProductionItem, type ProductionStage } from '../production';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { auditLog } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { balance, postingCount as countPostings, verifyLedger } from '../../ledger';
import { holderIdByCode, materialByCode, submitTransfer } from '../materials';
import { casts } from './casting.tables';

describeOnBothEngines('casting routes', (ctx) => {
  const db = () => ctx().database.db;
  let itemSerial = 0;
  const holderId = async (code: string) => (await holderIdByCode(db(), code))!;
  const materialId = async (code: string) => (await materialByCode(db(), code))!.id;
  const postingCount = () => countPostings(db());
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
  /** Items are the production module's; here they are seeded straight at a stage through its face. */
  const newItem = async (material = 'AU750', stage: ProductionStage = 'waxing') =>
    seedProductionItem(db(), { code: `CT-${ctx().engine}-${++itemSerial}`, description: `ring ${itemSerial}`, materialId: await materialId(material), stage });
  const post = (url: string, cookie: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().request({ method: 'POST', url: `/api/casting${url}`, cookie, payload, headers });
  const get = (url: string, cookie: string) => ctx().request({ method: 'GET', url: `/api/casting${url}`, cookie });
  const newWax = async (cookie: string, itemId: number, waxMg: number) => {
    const res = await post('/wax', cookie, { itemId, waxMg });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as WaxPiece;
  };
  /** A cast of fresh AU750 items, one wax piece each. */
  const newCast = async (cookie: string, waxes: readonly number[], castOn = '2026-11-20', material = 'AU750') => {
    const pieces = [];
    for (const waxMg of waxes) pieces.push(await newWax(cookie, (await newItem(material)).id, waxMg));
    const res = await post('/casts', cookie, { castOn, materialId: await materialId(material), waxPieceIds: pieces.map((p) => p.id) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CastDetail;
  };
  /** Metal bought into the safe, so every test has enough to pour. */
  const fundSafe = async (mg: number) => {
    const [outside, safe, au] = [await holderId('OUTSIDE'), await holderId('SAFE'), await materialId('AU750')];
    await inTransaction(db(), (tx) =>
      submitTransfer(tx, systemActor, { fromHolderId: outside, toHolderId: safe, lines: [{ materialId: au, mg }], note: 'test', overrideCap: false }),
    );
  };
  const stagesOf = async (itemIds: readonly number[]) =>
    (await productionItemsByIds(db(), itemIds)).map((r) => r.stage);
  const movedMetal = (cast: CastDetail) => cast.postings.map((p) => ({ reason: p.reason, from: p.from.code, to: p.to.code, mg: p.mg }));

  it('walks a tree of three waxes from wax to finish: each step posts its metal, the items move, the loss reaches LOSS', async () => {
    const cookie = await ctx().signIn('caster');
    await fundSafe(2_000_000);
    const au = await materialId('AU750');
    const [safe, room, loss] = [await holderId('SAFE'), await holderId('CASTING'), await holderId('LOSS')];
    const before = { safe: await balance(db(), safe, au), room: await balance(db(), room, au), loss: await balance(db(), loss, au) };
    const items = [await newItem(), await newItem(), await newItem()];
    const pieces = [await newWax(cookie, items[0]!.id, 4_000), await newWax(cookie, items[1]!.id, 5_000), await newWax(cookie, items[2]!.id, 3_500)];
    expect(pieces[0]).toMatchObject({ itemCode: items[0]!.code, materialCode: 'AU750', waxMg: 4_000, castId: null });
    const waiting = (await get(`/wax?materialId=${au}&pageSize=200`, cookie)).json();
    expect(waiting.items.map((p: WaxPiece) => p.id)).toEqual(expect.arrayContaining(pieces.map((p) => p.id)));

    const created = await post('/casts', cookie, { castOn: '2026-11-20', materialId: au, waxPieceIds: pieces.map((p) => p.id), note: 'rings' });
    expect(created.statusCode, created.body).toBe(201);
    const cast = created.json() as CastDetail;
    expect(cast.number).toMatch(/^CA-\d{4}-\d{6}$/);
    expect(cast).toMatchObject({
      status: 'WAX_PREPARING',
      materialCode: 'AU750',
      waxRatioMilli: 16_000,
      waxMg: 12_500,
      pieceCount: 3,
      sourceHolder: { code: 'SAFE' },
      castingHolder: { code: 'CASTING' },
      postings: [],
    });
    // 12.5 g of wax at 16 → 200 g of metal expected.
    expect(cast.figures.estimateMg).toBe(200_000);
    const stillWaiting = (await get(`/wax?materialId=${au}&pageSize=200`, cookie)).json();
    expect(stillWaiting.items.map((p: WaxPiece) => p.id)).not.toEqual(expect.arrayContaining([pieces[0]!.id]));

    const key = { 'idempotency-key': `pour-${cast.id}` };
    const poured = await post(`/casts/${cast.id}/pour`, cookie, { actualMg: 205_000 }, key);
    expect(poured.statusCode, poured.body).toBe(200);
    expect(movedMetal(poured.json())).toEqual([{ reason: 'cast.actual', from: 'SAFE', to: 'CASTING', mg: 205_000 }]);
    expect(await stagesOf(items.map((i) => i.id))).toEqual(['casting', 'casting', 'casting']);
    const replay = await post(`/casts/${cast.id}/pour`, cookie, { actualMg: 205_000 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(poured.json());
    expect(await balance(db(), safe, au)).toBe(before.safe - 205_000);

    const result = await post(`/casts/${cast.id}/result`, cookie, { overMg: 4_200, resultMg: 203_100 }, { 'idempotency-key': `result-${cast.id}` });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().status).toBe('cleaning');
    expect(movedMetal(result.json()).at(-1)).toEqual({ reason: 'cast.over', from: 'CASTING', to: 'SAFE', mg: 4_200 });

    const cut = await post(`/casts/${cast.id}/cut`, cookie, { cleanMg: 198_600, rootMg: 31_400 });
    expect(cut.statusCode, cut.body).toBe(200);
    expect(movedMetal(cut.json()).at(-1)).toEqual({ reason: 'cast.root', from: 'CASTING', to: 'SAFE', mg: 31_400 });

    const finished = await post(`/casts/${cast.id}/finish`, cookie, {});
    expect(finished.statusCode, finished.body).toBe(200);
    const sheet = finished.json() as CastDetail;
    expect(sheet.status).toBe('finished');
    expect(sheet.finishedAt).not.toBeNull();
    expect(movedMetal(sheet)).toEqual([
      { reason: 'cast.actual', from: 'SAFE', to: 'CASTING', mg: 205_000 },
      { reason: 'cast.over', from: 'CASTING', to: 'SAFE', mg: 4_200 },
      { reason: 'cast.root', from: 'CASTING', to: 'SAFE', mg: 31_400 },
      { reason: 'cast.loss', from: 'CASTING', to: 'LOSS', mg: 2_200 },
    ]);
    // shake 203.1 − 198.6; pieces 198.6 − 31.4; loss 205 − 4.2 − 198.6 = 2.2 g = 1.07 %; poured 200.8 g ÷ 12.5 g.
    expect(sheet.figures).toEqual({
      estimateMg: 200_000,
      shakeMg: 4_500,
      piecesMg: 167_200,
      lossMg: 2_200,
      lossBasisPoints: 107,
      achievedRatioMilli: 16_064,
    });
    expect(await balance(db(), safe, au)).toBe(before.safe - 205_000 + 4_200 + 31_400);
    // The pieces' metal stays at the casting room for the jewellers' entries.
    expect(await balance(db(), room, au)).toBe(before.room + 167_200);
    expect(await balance(db(), loss, au)).toBe(before.loss + 2_200);
    expect(sheet.pieces.map((p) => p.item.stage)).toEqual(['cleaning', 'cleaning', 'cleaning']);
    const events = await itemMoves(db(), items[0]!.id);
    expect(events).toEqual([
      { from: 'waxing', to: 'casting', castId: cast.id },
      { from: 'casting', to: 'cleaning', castId: cast.id },
    ]);
    const steps = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cast'), eq(auditLog.entityId, String(cast.id))))
      .orderBy(asc(auditLog.id));
    // Each step that moves metal: the ledger's own audit row of its postings, then the step's.
    expect(steps.map((s) => s.action)).toEqual([
      'casting.create',
      'materials.post',
      'casting.pour',
      'materials.post',
      'casting.result',
      'materials.post',
      'casting.cut',
      'materials.post',
      'casting.finish',
    ]);

    expect((await get(`/casts/${cast.id}`, cookie)).json()).toEqual(sheet);
    const list = (await get(`/casts?status=finished&materialId=${au}`, cookie)).json();
    expect(list.items.map((c: CastDetail) => c.number)).toContain(cast.number);
    // The median of every finished AU750 cast's achieved ratio (the demo data has one too), this tree's 16,064 among them.
    const estimates = (await get('/estimate-wax', cookie)).json() as GetWaxEstimatesResponse;
    const finishedRatios = ((await get(`/casts?status=finished&materialId=${au}&pageSize=200`, cookie)).json().items as CastDetail[])
      .map((c) => c.figures.achievedRatioMilli!)
      .sort((a, b) => a - b);
    expect(finishedRatios).toContain(16_064);
    const middle = finishedRatios.length >> 1;
    const median =
      finishedRatios.length % 2 === 1 ? finishedRatios[middle]! : Math.round((finishedRatios[middle - 1]! + finishedRatios[middle]!) / 2);
    expect(estimates.materials.find((m) => m.materialCode === 'AU750')).toMatchObject({
      waxRatioMilli: 16_000,
      medianAchievedRatioMilli: median,
      finishedCasts: finishedRatios.length,
    });
    expect(estimates.materials.find((m) => m.materialCode === 'AG925')).toMatchObject({ medianAchievedRatioMilli: null, finishedCasts: 0 });
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('refuses a step out of order with a 409 that names the cast, writing nothing', async () => {
    const cookie = await ctx().signIn('caster');
    const cast = await newCast(cookie, [2_000]);
    const postingsBefore = await postingCount();
    for (const [step, body] of [
      ['result', { overMg: 0, resultMg: 10 }],
      ['cut', { cleanMg: 10, rootMg: 1 }],
      ['finish', {}],
    ] as const) {
      const res = await post(`/casts/${cast.id}/${step}`, cookie, body);
      expect(res.statusCode, step).toBe(409);
      expect(res.json().error.code).toBe('casting.wrongStep');
      expect(res.json().error.message).toContain(cast.number);
    }
    expect((await post(`/casts/${cast.id}/pour`, cookie, { actualMg: 30_000 })).statusCode).toBe(200);
    expect((await post(`/casts/${cast.id}/pour`, cookie, { actualMg: 30_000 })).statusCode).toBe(409);
    expect(await postingCount()).toBe(postingsBefore + 1);
    expect((await post('/casts/999999/pour', cookie, { actualMg: 1 })).statusCode).toBe(404);
  });

  it('refuses a negative loss (more back than issued) with a clear field error in the user language, writing nothing', async () => {
    const cookie = await ctx().signIn('caster');
    const cast = await newCast(cookie, [6_000]);
    expect((await post(`/casts/${cast.id}/pour`, cookie, { actualMg: 100_000 })).statusCode).toBe(200);
    expect((await post(`/casts/${cast.id}/result`, cookie, { overMg: 5_000, resultMg: 99_000 })).statusCode).toBe(200);
    const before = { postings: await postingCount(), audit: await auditCount() };
    const refused = await post(`/casts/${cast.id}/cut`, cookie, { cleanMg: 96_000, rootMg: 10_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.cleanMg).toContain('More metal came back than was issued');
    const inKhmer = await post(`/casts/${cast.id}/cut`, cookie, { cleanMg: 96_000, rootMg: 10_000 }, { 'accept-language': 'km-KH' });
    expect(inKhmer.json().error.fields.cleanMg).toContain('លោហៈត្រឡប់មកវិញច្រើនជាងបានចេញ');
    const rootTooBig = await post(`/casts/${cast.id}/cut`, cookie, { cleanMg: 90_000, rootMg: 91_000 });
    expect(rootTooBig.json().error.fields).toHaveProperty('rootMg');
    expect({ postings: await postingCount(), audit: await auditCount() }).toEqual(before);
    const [row] = await db().select().from(casts).where(eq(casts.id, cast.id));
    expect(row).toMatchObject({ status: 'cleaning', cleanMg: null, rootMg: null });
    // Weighed again, it stands.
    expect((await post(`/casts/${cast.id}/cut`, cookie, { cleanMg: 94_000, rootMg: 10_000 })).statusCode).toBe(200);
  });

  it('refuses to finish a cast whose metal does not balance (422), writing nothing', async () => {
    const cookie = await ctx().signIn('caster');
    const cast = await newCast(cookie, [3_000]);
    await post(`/casts/${cast.id}/pour`, cookie, { actualMg: 50_000 });
    await post(`/casts/${cast.id}/result`, cookie, { overMg: 1_000, resultMg: 49_500 });
    expect((await post(`/casts/${cast.id}/cut`, cookie, { cleanMg: 48_500, rootMg: 8_000 })).statusCode).toBe(200);
    // A record that no longer balances (e.g. mended by hand): more clean metal than was poured.
    await db().update(casts).set({ cleanMg: 49_100, resultMg: 49_500 }).where(eq(casts.id, cast.id));
    const before = await postingCount();
    const refused = await post(`/casts/${cast.id}/finish`, cookie, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'casting.notBalanced' });
    expect(refused.json().error.message).toContain(cast.number);
    expect(await postingCount()).toBe(before);
    expect(await stagesOf(cast.pieces.map((p) => p.item.id))).toEqual(['casting']);
  });

  it('refuses to pour more than the safe holds (422) and writes nothing', async () => {
    const cookie = await ctx().signIn('caster');
    const cast = await newCast(cookie, [1_000, 2_000]);
    const before = { postings: await postingCount(), events: await productionEventCount(db()) };
    const res = await post(`/casts/${cast.id}/pour`, cookie, { actualMg: 1_000_000_000 }, { 'idempotency-key': `too-much-${cast.id}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('materials.overdraft');
    expect({ postings: await postingCount(), events: await productionEventCount(db()) }).toEqual(before);
    expect((await get(`/casts/${cast.id}`, cookie)).json()).toMatchObject({ status: 'WAX_PREPARING', actualMg: null });
    expect(await stagesOf(cast.pieces.map((p) => p.item.id))).toEqual(['waxing', 'waxing']);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('makes wax only for an item at the waxing stage, one waiting piece per item', async () => {
    const cookie = await ctx().signIn('caster');
    const designing = await newItem('AU750', 'designing');
    const early = await post('/wax', cookie, { itemId: designing.id, waxMg: 1_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'casting.itemNotWaxing' });
    expect(early.json().error.message).toContain(designing.code);
    const item = await newItem();
    await newWax(cookie, item.id, 1_000);
    expect((await post('/wax', cookie, { itemId: item.id, waxMg: 1_100 })).statusCode).toBe(409);
    expect((await post('/wax', cookie, { itemId: 999_999, waxMg: 1_000 })).statusCode).toBe(404);
    expect((await post('/wax', cookie, { itemId: item.id, waxMg: 0 })).statusCode).toBe(400);
    const designer = await ctx().signIn('designer');
    expect((await post('/wax', designer, { itemId: item.id, waxMg: 1_000 })).statusCode).toBe(403);
    expect((await get('/wax', designer)).statusCode).toBe(200);
  });

  it('puts on a cast only waiting wax of items of its material', async () => {
    const cookie = await ctx().signIn('caster');
    const au = await materialId('AU750');
    const gold = await newWax(cookie, (await newItem()).id, 2_000);
    const fourteen = await newWax(cookie, (await newItem('AU585')).id, 2_000);
    const body = (waxPieceIds: number[]) => ({ castOn: '2026-11-21', materialId: au, waxPieceIds });
    const other = await post('/casts', cookie, body([gold.id, fourteen.id]));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toHaveProperty(['waxPieceIds.1']);
    expect((await post('/casts', cookie, body([gold.id, 999_999]))).json().error.fields).toHaveProperty(['waxPieceIds.1']);
    expect((await post('/casts', cookie, body([gold.id, gold.id]))).json().error.fields).toHaveProperty(['waxPieceIds.1']);
    expect((await post('/casts', cookie, body([]))).statusCode).toBe(400);
    expect((await post('/casts', cookie, { ...body([gold.id]), castOn: '20-11-2026' })).statusCode).toBe(400);
    expect((await post('/casts', cookie, { ...body([gold.id]), sourceHolderId: await holderId('CASTING') })).json().error.fields).toHaveProperty([
      'sourceHolderId',
    ]);
    expect((await post('/casts', cookie, body([gold.id]))).statusCode).toBe(201);
    const again = await post('/casts', cookie, body([gold.id]));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('casting.waxAlreadyOnCast');
  });

  it('sums the finished casts of a period per material, the totals figured from the summed weights', async () => {
    const cookie = await ctx().signIn('caster');
    await fundSafe(1_000_000);
    const finish = async (castOn: string, wax: number, w: { actualMg: number; overMg: number; resultMg: number; cleanMg: number; rootMg: number }) => {
      const cast = await newCast(cookie, [wax], castOn);
      expect((await post(`/casts/${cast.id}/pour`, cookie, { actualMg: w.actualMg })).statusCode).toBe(200);
      expect((await post(`/casts/${cast.id}/result`, cookie, { overMg: w.overMg, resultMg: w.resultMg })).statusCode).toBe(200);
      expect((await post(`/casts/${cast.id}/cut`, cookie, { cleanMg: w.cleanMg, rootMg: w.rootMg })).statusCode).toBe(200);
      expect((await post(`/casts/${cast.id}/finish`, cookie, {})).statusCode).toBe(200);
      return cast;
    };
    // Loss 1,000 mg (1.00 %) and 0 mg; ratios 99,000 ÷ 6,000 = 16.5 and 50,000 ÷ 3,000 = 16.667.
    const first = await finish('2025-03-03', 6_000, { actualMg: 100_000, overMg: 1_000, resultMg: 99_500, cleanMg: 98_000, rootMg: 12_000 });
    const second = await finish('2025-03-20', 3_000, { actualMg: 50_000, overMg: 0, resultMg: 50_400, cleanMg: 50_000, rootMg: 7_000 });
    await finish('2025-04-01', 3_000, { actualMg: 50_000, overMg: 0, resultMg: 50_000, cleanMg: 49_000, rootMg: 7_000 });
    const open = await newCast(cookie, [2_000], '2025-03-10');

    const res = await get('/summary?from=2025-03-01&to=2025-03-31', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.casts.map((c: CastDetail) => c.number)).toEqual([first.number, second.number]);
    expect(summary.truncated).toBe(false);
    expect(summary.totals).toEqual([
      {
        materialId: await materialId('AU750'),
        materialCode: 'AU750',
        casts: 2,
        pieceCount: 2,
        waxMg: 9_000,
        actualMg: 150_000,
        overMg: 1_000,
        resultMg: 149_900,
        cleanMg: 148_000,
        rootMg: 19_000,
        // loss 150,000 − 1,000 − 148,000 = 1,000 mg = 0.67 %; poured 149,000 ÷ 9,000 wax = 16.556.
        figures: { estimateMg: null, shakeMg: 1_900, piecesMg: 129_000, lossMg: 1_000, lossBasisPoints: 67, achievedRatioMilli: 16_556 },
        // Median of 16,500 and 16,667.
        medianAchievedRatioMilli: 16_584,
      },
    ]);

    const listed = (await get(`/casts?open=true&search=${open.number.slice(-6)}`, cookie)).json();
    expect(listed.items.map((c: CastDetail) => c.number)).toEqual([open.number]);
    const march = (await get('/casts?from=2025-03-01&to=2025-03-31&pageSize=200', cookie)).json();
    expect(march.items.map((c: CastDetail) => c.number).sort()).toEqual([first.number, open.number, second.number].sort());

    const backwards = await get('/summary?from=2025-03-31&to=2025-03-01', cookie);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('to');
    expect((await get('/summary?from=2025-03-01', cookie)).json().error.fields).toHaveProperty('to');
    expect((await get('/casts?from=March', cookie)).statusCode).toBe(400);
  });
});
