import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GetAccountsResponse } from '../../../shared/contracts/materials/get-accounts';
import type { MaterialDocument } from '../../../shared/contracts/materials/material';
import { MG_PER_CHI, fineWeightMg } from '../../../shared/units';
import { auditLog, users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { balance, postingCount as countPostings, postingRowsSql, verifyLedger } from '../../ledger';
import { queryRows } from '../../platform/db/database';
import { holders, materialCategories, materialDocuments } from './materials.tables';

describeOnBothEngines('materials ledger routes', (ctx) => {
  const db = () => ctx().database.db;
  const holderId = async (code: string) => (await db().select().from(holders).where(eq(holders.code, code)))[0]!.id;
  const materialId = async (code: string) =>
    (await db().select().from(materialCategories).where(eq(materialCategories.code, code)))[0]!.id;
  const postingCount = () => countPostings(db());
  const documentCount = async () => (await db().select({ n: count() }).from(materialDocuments))[0]!.n;
  const newBench = async (cookie: string, code: string, capMg: number | null = null) => {
    const res = await ctx().request({
      method: 'POST',
      url: '/api/materials/holders',
      cookie,
      payload: { kind: 'staff', code, nameKh: 'ជាងមាស', nameEn: `Bench ${code}`, capMg },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const post = (url: string, cookie: string, payload: object, key?: string) =>
    ctx().request({ method: 'POST', url, cookie, payload, headers: key ? { 'idempotency-key': key } : {} });

  it('transfers 3 chi from the safe to a jeweller, prints as a numbered slip, and a reversal restores both balances', async () => {
    const cookie = await ctx().signIn('manager');
    const safe = await holderId('SAFE');
    const au = await materialId('AU9999');
    const bench = await newBench(cookie, 'T-3CHI');
    const safeBefore = await balance(db(), safe, au);

    const res = await post('/api/materials/transfers', cookie, {
      fromHolderId: safe,
      toHolderId: bench,
      lines: [{ materialId: au, mg: 3 * MG_PER_CHI }],
      note: 'for ring 42',
    });
    expect(res.statusCode).toBe(201);
    const slip = res.json() as MaterialDocument;
    expect(slip.number).toMatch(/^TR-\d{4}-\d{6}$/);
    expect(slip).toMatchObject({ kind: 'transfer', note: 'for ring 42', reversedByDocumentId: null, createdBy: { username: 'manager' } });
    expect(slip.postings).toEqual([
      expect.objectContaining({ materialCode: 'AU9999', mg: 11_250, from: expect.objectContaining({ code: 'SAFE' }), to: expect.objectContaining({ code: 'T-3CHI' }) }),
    ]);
    expect(await balance(db(), safe, au)).toBe(safeBefore - 11_250);
    expect(await balance(db(), bench, au)).toBe(11_250);

    const again = await ctx().request({ method: 'GET', url: `/api/materials/documents/${slip.id}`, cookie });
    // The read also names who wrote it (issue 20 §3); the rest is the slip as submitted.
    const { by, ...read } = again.json();
    expect(read).toEqual(slip);
    expect(by).toMatchObject({ nameEn: 'Mao Sreyneath' });
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'materialDocument'), eq(auditLog.entityId, String(slip.id))));
    expect(audited).toMatchObject({ action: 'materials.transfer', after: { number: slip.number, note: 'for ring 42' } });
    expect((audited!.after as { postings: { mg: number; from: string }[] }).postings).toEqual([
      expect.objectContaining({ mg: 11_250, from: 'SAFE', to: 'T-3CHI' }),
    ]);

    const reversed = await post(`/api/materials/documents/${slip.id}/reverse`, cookie, { reason: 'wrong jeweller' });
    expect(reversed.statusCode).toBe(201);
    const reversal = reversed.json() as MaterialDocument;
    expect(reversal).toMatchObject({ kind: 'reversal', note: 'wrong jeweller', reversesDocumentId: slip.id, reversesDocumentNumber: slip.number });
    expect(reversal.number).toMatch(/^RV-/);
    expect(reversal.postings).toEqual([
      expect.objectContaining({ mg: 11_250, reversesPostingId: slip.postings[0]!.id, from: expect.objectContaining({ code: 'T-3CHI' }) }),
    ]);
    expect(await balance(db(), safe, au)).toBe(safeBefore);
    expect(await balance(db(), bench, au)).toBe(0);
    const original = (await ctx().request({ method: 'GET', url: `/api/materials/documents/${slip.id}`, cookie })).json();
    expect(original).toMatchObject({ reversedByDocumentId: reversal.id, reversedByDocumentNumber: reversal.number });
    expect(original.postings[0].reversedByPostingId).toBe(reversal.postings[0]!.id);

    const twice = await post(`/api/materials/documents/${slip.id}/reverse`, cookie, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    const ofReversal = await post(`/api/materials/documents/${reversal.id}/reverse`, cookie, { reason: 'undo' });
    expect(ofReversal.statusCode).toBe(422);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('numbers slips of a kind without gaps, even when a transfer is refused in between', async () => {
    const cookie = await ctx().signIn('manager');
    const safe = await holderId('SAFE');
    const au = await materialId('AU9999');
    const bench = await newBench(cookie, 'T-GAPS');
    const transfer = (mg: number) => post('/api/materials/transfers', cookie, { fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg }] });
    const first = (await transfer(1_000)).json() as MaterialDocument;
    expect((await transfer(1_000_000_000)).statusCode).toBe(422);
    const second = (await transfer(1_000)).json() as MaterialDocument;
    const sequence = (n: string) => Number(n.slice(-6));
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
  });

  it('refuses bad transfers with a clear status and writes nothing', async () => {
    const cookie = await ctx().signIn('manager');
    const safe = await holderId('SAFE');
    const au = await materialId('AU9999');
    const bench = await newBench(cookie, 'T-BAD');
    const before = { postings: await postingCount(), documents: await documentCount() };
    const cases: [object, number, string][] = [
      [{ fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg: 0 }] }, 400, 'lines.0.mg'],
      [{ fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg: -5 }] }, 400, 'lines.0.mg'],
      [{ fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg: 1.5 }] }, 400, 'lines.0.mg'],
      [{ fromHolderId: safe, toHolderId: bench, lines: [] }, 400, 'lines'],
      [{ fromHolderId: safe, toHolderId: safe, lines: [{ materialId: au, mg: 10 }] }, 400, 'toHolderId'],
      [
        { fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg: 10 }, { materialId: au, mg: 20 }] },
        400,
        'lines.1.materialId',
      ],
      [{ fromHolderId: 'SAFE', toHolderId: bench, lines: [{ materialId: au, mg: 10 }] }, 400, 'fromHolderId'],
    ];
    for (const [payload, status, field] of cases) {
      const res = await post('/api/materials/transfers', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.fields, JSON.stringify(payload)).toHaveProperty([field]);
    }
    const unknownHolder = await post('/api/materials/transfers', cookie, { fromHolderId: safe, toHolderId: 999_999, lines: [{ materialId: au, mg: 10 }] });
    expect(unknownHolder.statusCode).toBe(404);
    const unknownMaterial = await post('/api/materials/transfers', cookie, { fromHolderId: safe, toHolderId: bench, lines: [{ materialId: 999_999, mg: 10 }] });
    expect(unknownMaterial.statusCode).toBe(404);
    // The bench holds no silver: it cannot give any (a material it does not hold).
    const ag = await materialId('AG925');
    const notHeld = await post('/api/materials/transfers', cookie, { fromHolderId: bench, toHolderId: safe, lines: [{ materialId: ag, mg: 10 }] });
    expect(notHeld.statusCode).toBe(422);
    expect(notHeld.json().error).toMatchObject({ code: 'materials.overdraft' });
    expect(notHeld.json().error.message).toContain('T-BAD');
    const meltHolder = await post('/api/materials/transfers', cookie, { fromHolderId: await holderId('MELT'), toHolderId: bench, lines: [{ materialId: au, mg: 10 }] });
    expect(meltHolder.statusCode).toBe(422);
    const badId = await ctx().request({ method: 'POST', url: '/api/materials/documents/abc/reverse', cookie, payload: { reason: 'x' } });
    expect(badId.statusCode).toBe(400);
    const missing = await post('/api/materials/documents/999999/reverse', cookie, { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect({ postings: await postingCount(), documents: await documentCount() }).toEqual(before);
  });

  it('answers field errors in the language asked for', async () => {
    const cookie = await ctx().signIn('manager');
    const res = await ctx().request({
      method: 'POST',
      url: '/api/materials/transfers',
      cookie,
      headers: { 'accept-language': 'km' },
      payload: { fromHolderId: 1, toHolderId: 1, lines: [{ materialId: 1, mg: 10 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.toHolderId).toMatch(/[\u1780-\u17FF]/);
  });

  it('posts a transfer once per Idempotency-Key: a replay returns the same slip, another body is a 422', async () => {
    const cookie = await ctx().signIn('manager');
    const safe = await holderId('SAFE');
    const au = await materialId('AU9999');
    const bench = await newBench(cookie, 'T-IDEM');
    const body = { fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg: 500 }] };
    const first = await post('/api/materials/transfers', cookie, body, 'key-1');
    const replay = await post('/api/materials/transfers', cookie, body, 'key-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await balance(db(), bench, au)).toBe(500);
    const other = await post('/api/materials/transfers', cookie, { ...body, lines: [{ materialId: au, mg: 600 }] }, 'key-1');
    expect(other.statusCode).toBe(422);
    expect(await balance(db(), bench, au)).toBe(500);
  });

  it('needs an owner to take a holder over its cap, and flags holders near their cap', async () => {
    const manager = await ctx().signIn('manager');
    const owner = await ctx().signIn('owner');
    const safe = await holderId('SAFE');
    const au = await materialId('AU9999');
    const bench = await newBench(manager, 'T-CAP', 10_000);
    const send = (cookie: string, mg: number, overrideCap = false) =>
      post('/api/materials/transfers', cookie, { fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg }], overrideCap });

    expect((await send(manager, 9_000)).statusCode).toBe(201);
    let accounts = (await ctx().request({ method: 'GET', url: '/api/materials/accounts', cookie: manager })).json() as GetAccountsResponse;
    expect(accounts.holders.find((h) => h.id === bench)).toMatchObject({ heldMg: 9_000, capMg: 10_000, capState: 'near' });

    const over = await send(manager, 1_001);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('materials.overCap');
    expect((await send(manager, 1_001, true)).statusCode).toBe(403);
    expect(await balance(db(), bench, au)).toBe(9_000);

    const overridden = await send(owner, 1_001, true);
    expect(overridden.statusCode).toBe(201);
    expect(overridden.json().capOverridden).toBe(true);
    expect((await send(manager, 1)).statusCode).toBe(422);
    accounts = (await ctx().request({ method: 'GET', url: '/api/materials/accounts', cookie: manager })).json();
    expect(accounts.holders.find((h) => h.id === bench)).toMatchObject({ heldMg: 10_001, capState: 'over' });
  });

  it('returns metal to the safe; the accounts total every material to zero over all holders', async () => {
    const cookie = await ctx().signIn('manager');
    const safe = await holderId('SAFE');
    const au = await materialId('AU9999');
    const bench = await newBench(cookie, 'T-RET');
    await post('/api/materials/transfers', cookie, { fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg: 7_000 }] });
    const back = await post('/api/materials/returns', cookie, { fromHolderId: bench, lines: [{ materialId: au, mg: 6_500 }], note: 'end of day' });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ kind: 'return', postings: [expect.objectContaining({ mg: 6_500, to: expect.objectContaining({ code: 'SAFE' }) })] });
    expect(await balance(db(), bench, au)).toBe(500);
    const toNonSafe = await post('/api/materials/returns', cookie, { fromHolderId: bench, safeHolderId: await holderId('CASTING'), lines: [{ materialId: au, mg: 1 }] });
    expect(toNonSafe.statusCode).toBe(400);
    expect(toNonSafe.json().error.fields).toHaveProperty('safeHolderId');

    const accounts = (await ctx().request({ method: 'GET', url: '/api/materials/accounts', cookie })).json() as GetAccountsResponse;
    for (const material of accounts.materials) {
      expect(material.totalMg, material.code).toBe(0);
      const sum = accounts.holders.reduce((s, h) => s + (h.balances.find((b) => b.materialId === material.id)?.mg ?? 0), 0);
      expect(sum, material.code).toBe(0);
    }
    const gold = accounts.materials.find((m) => m.code === 'AU9999')!;
    // 1.5 kg bought in from OUTSIDE; what the shops sold went back out to OUTSIDE (sales), what was lost to LOSS.
    const soldMg = (await balance(db(), await holderId('OUTSIDE'), au)) + 1_500_000;
    expect(gold.onHandMg).toBe(1_500_000 - soldMg - (await balance(db(), await holderId('LOSS'), au)));
    expect(accounts.holders.map((h) => h.code)).toEqual(expect.arrayContaining(['LOSS', 'OUTSIDE', 'MELT', 'SAFE']));
  });

  it('melts pure gold and alloy into 18K: fine weight in = fine out + fine loss, the loss posted to LOSS', async () => {
    const cookie = await ctx().signIn('manager');
    const safe = await holderId('SAFE');
    const [au, au750, casting] = [await materialId('AU9999'), await materialId('AU750'), await holderId('CASTING')];
    await post('/api/materials/transfers', cookie, { fromHolderId: safe, toHolderId: casting, lines: [{ materialId: au, mg: 75_000 }] });
    const lossBefore = await balance(db(), await holderId('LOSS'), au750);
    const castingBefore = await balance(db(), casting, au750);
    const melt = await post('/api/materials/melts', cookie, {
      holderId: casting,
      inputs: [{ materialId: au, mg: 75_000 }],
      // 75 g of 99.99 % holds 74.9925 g fine; 99.8 g of 18K holds 74.85 g.
      output: { materialId: au750, mg: 99_800 },
      note: 'ring alloy',
    });
    expect(melt.statusCode).toBe(201);
    const doc = melt.json() as MaterialDocument;
    expect(doc.melt).toEqual({ fineInMg: 74_993, fineOutMg: 74_850, fineLossMg: 143, lossMg: 191 });
    const fine = (code: string) =>
      doc.postings.filter((p) => p.reason === code).reduce((s, p) => s + fineWeightMg(p.mg, p.purity), 0);
    expect(fine('melt.in')).toBe(fine('melt.out') + fine('melt.loss'));
    expect(await balance(db(), casting, au750)).toBe(castingBefore + 99_800);
    expect(await balance(db(), await holderId('LOSS'), au750)).toBe(lossBefore + 191);

    const gain = await post('/api/materials/melts', cookie, { holderId: casting, inputs: [{ materialId: au750, mg: 1_000 }], output: { materialId: au, mg: 1_000 } });
    expect(gain.statusCode).toBe(422);
    expect(gain.json().error.code).toBe('materials.meltGain');
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('pages a holder history newest first with filters and nets, and exports it as CSV with a BOM', async () => {
    const cookie = await ctx().signIn('manager');
    const safe = await holderId('SAFE');
    const [au, ag] = [await materialId('AU9999'), await materialId('AG925')];
    const bench = await newBench(cookie, 'T-HIST');
    for (const mg of [1_000, 2_000, 3_000]) {
      await post('/api/materials/transfers', cookie, { fromHolderId: safe, toHolderId: bench, lines: [{ materialId: au, mg }] });
    }
    await post('/api/materials/returns', cookie, { fromHolderId: bench, lines: [{ materialId: au, mg: 500 }] });

    const page1 = (await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings?pageSize=2`, cookie })).json();
    expect(page1.total).toBe(4);
    expect(page1.items.map((r: { mg: number }) => r.mg)).toEqual([-500, 3_000]);
    expect(page1.items[0]).toMatchObject({ counterparty: { code: 'SAFE' }, document: { kind: 'return' } });
    expect(page1.netByMaterial).toEqual([{ materialId: au, mg: 5_500 }]);
    const page2 = (await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings?pageSize=2&page=2`, cookie })).json();
    expect(page2.items.map((r: { mg: number }) => r.mg)).toEqual([2_000, 1_000]);
    const silver = (await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings?materialId=${ag}`, cookie })).json();
    expect(silver.total).toBe(0);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = (await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings?from=${tomorrow}`, cookie })).json();
    expect(future.total).toBe(0);
    const badDay = await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings?from=2026-13-40`, cookie });
    expect(badDay.statusCode).toBe(400);

    const csv = await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings.csv?locale=kh`, cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFកាលបរិច្ឆេទ,')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/RT-\d{4}-\d{6},AU9999,,0\.500,SAFE,/);
    expect(lines[4]).toMatch(/TR-\d{4}-\d{6},AU9999,1\.000,,SAFE,/);
    // The posting day beside the time written, as the history shows it.
    expect(lines[0]).toMatch(/^កាលបរិច្ឆេទ,ថ្ងៃកត់ត្រា,/);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2},RT-/);
    // In words (issue 20 §3): the reason as a phrase, the person by name, never the login.
    expect(lines[1]).toContain(',ប្រគល់ត្រឡប់ទៅទូដែក,,លោកស្រី ម៉ៅ ស្រីនាថ');
    expect(page1.items[0]).toMatchObject({ reason: 'return', by: { nameEn: 'Mao Sreyneath' }, document: { number: expect.stringMatching(/^RT-/) } });
    const file = await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings/export?format=csv&locale=en`, cookie });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Returned to the safe,,Mao Sreyneath');
    expect(file.body).not.toContain(',manager');
    const xlsx = await ctx().request({ method: 'GET', url: `/api/materials/holders/${bench}/postings/export?format=xlsx`, cookie });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("names each posting's document in a holder's history by its owner's number (slips, entries, casts, invoices, stock documents)", async () => {
    const cookie = await ctx().signIn('owner');
    // The demo's latest posting of each kind of document, and the holder it went to.
    const latest = await queryRows<{ id: number; document_type: string; to_holder_id: number }>(
      db(),
      sql`SELECT DISTINCT ON (p.document_type) p.id, p.document_type, p.to_holder_id FROM ${postingRowsSql} p ORDER BY p.document_type, p.id DESC`,
    );
    const named: Record<string, string | null> = {};
    for (const posting of latest) {
      const history = (await ctx().request({ method: 'GET', url: `/api/materials/holders/${posting.to_holder_id}/postings?pageSize=200`, cookie })).json() as {
        items: { postingId: number; document: { type: string; number: string | null } }[];
      };
      named[posting.document_type] = history.items.find((item) => item.postingId === Number(posting.id))?.document.number ?? null;
    }
    expect(Object.keys(named)).toEqual(expect.arrayContaining(['entry', 'cast', 'invoice', 'stock', 'transfer']));
    const numbering: Record<string, RegExp> = {
      entry: /^EN-\d{4}-\d{6}$/,
      cast: /^CA-\d{4}-\d{6}$/,
      invoice: /^INV-[A-Z-]+-\d{4}-\d{6}$/,
      stock: /^[A-Z]{2}-[A-Z-]+-\d{4}-\d{6}$/,
      transfer: /^TR-\d{4}-\d{6}$/,
      return: /^RT-\d{4}-\d{6}$/,
      melt: /^[A-Z]{2}-\d{4}-\d{6}$/,
      reversal: /^[A-Z]{2}-\d{4}-\d{6}$/,
      opening: /^OB-\d{4}-\d{6}$/,
    };
    for (const [kind, number] of Object.entries(named)) expect(number, kind).toMatch(numbering[kind]!);
  });

  it('lets a cashier read accounts but not move metal', async () => {
    const cashier = await ctx().signIn('cashier');
    expect((await ctx().request({ method: 'GET', url: '/api/materials/accounts', cookie: cashier })).statusCode).toBe(200);
    const res = await post('/api/materials/transfers', cashier, { fromHolderId: 1, toHolderId: 2, lines: [{ materialId: 1, mg: 1 }] });
    expect(res.statusCode).toBe(403);
  });

  describe('whose metal a role reads', () => {
    const get = (url: string, cookie: string) => ctx().request({ method: 'GET', url, cookie });
    const codesOf = (body: { items?: { code: string }[]; holders?: { code: string }[] }) =>
      (body.items ?? body.holders ?? []).map((h) => h.code).sort();
    const moveToCounter = async (counter: string) => {
      const manager = await ctx().signIn('manager');
      const moved = await post('/api/materials/transfers', manager, {
        fromHolderId: await holderId('SAFE'),
        toHolderId: await holderId(counter),
        lines: [{ materialId: await materialId('AU9999'), mg: 1_000 }],
      });
      expect(moved.statusCode).toBe(201);
      return moved.json() as MaterialDocument;
    };

    it('owner and manager read every holder', async () => {
      for (const username of ['owner', 'manager']) {
        const cookie = await ctx().signIn(username);
        const all = (await db().select({ code: holders.code }).from(holders)).map((h) => h.code);
        expect(codesOf((await get('/api/materials/holders', cookie)).json())).toEqual([...all].sort());
        expect((await get(`/api/materials/holders/${await holderId('SAFE')}/postings`, cookie)).statusCode).toBe(200);
      }
    });

    it("a cashier reads their branch's counter and its old gold only: other holders' postings, CSV and documents are 403, lists leave them out", async () => {
      const cashier = await ctx().signIn('cashier');
      // The counter and the old gold bought at it (its branch's old-gold holder, issue 19).
      expect(codesOf((await get('/api/materials/holders', cashier)).json())).toEqual(['CTR-PP-CM', 'OG-CTR-PP-CM']);
      const accounts = (await get('/api/materials/accounts', cashier)).json() as GetAccountsResponse;
      expect(accounts.holders.map((h) => h.code)).toEqual(['CTR-PP-CM', 'OG-CTR-PP-CM']);
      for (const material of accounts.materials) {
        const held = accounts.holders.reduce((sum, holder) => sum + (holder.balances.find((b) => b.materialId === material.id)?.mg ?? 0), 0);
        expect({ code: material.code, totalMg: material.totalMg, onHandMg: material.onHandMg }).toEqual({ code: material.code, totalMg: held, onHandMg: held });
      }
      expect((await get(`/api/materials/holders/${await holderId('CTR-PP-CM')}/postings`, cashier)).statusCode).toBe(200);
      expect((await get(`/api/materials/holders/${await holderId('CTR-PP-CM')}/postings.csv`, cashier)).statusCode).toBe(200);
      for (const other of ['SAFE', 'CTR-PP-TK', 'OG-CTR-PP-TK', 'CASTING', 'OUTSIDE']) {
        const id = await holderId(other);
        for (const url of [`/api/materials/holders/${id}/postings`, `/api/materials/holders/${id}/postings.csv`, `/api/materials/documents?holderId=${id}`]) {
          const res = await get(url, cashier);
          expect({ url, status: res.statusCode, code: res.json().error.code }).toEqual({ url, status: 403, code: 'auth.forbidden' });
        }
      }
      const toOwnCounter = await moveToCounter('CTR-PP-CM');
      const toOtherCounter = await moveToCounter('CTR-PP-TK');
      expect((await get(`/api/materials/documents/${toOwnCounter.id}`, cashier)).statusCode).toBe(200);
      expect((await get(`/api/materials/documents/${toOtherCounter.id}`, cashier)).statusCode).toBe(403);
      const listed = (await get('/api/materials/documents?pageSize=200', cashier)).json() as { items: MaterialDocument[]; total: number };
      expect(listed.items.map((d) => d.id)).toContain(toOwnCounter.id);
      expect(listed.items.map((d) => d.id)).not.toContain(toOtherCounter.id);
      expect((await get('/api/materials/rates', cashier)).statusCode).toBe(200);
    });

    it('a caster reads the casting room only', async () => {
      const caster = await ctx().signIn('caster');
      expect(codesOf((await get('/api/materials/holders', caster)).json())).toEqual(['CASTING']);
      expect(((await get('/api/materials/accounts', caster)).json() as GetAccountsResponse).holders.map((h) => h.code)).toEqual(['CASTING']);
      expect((await get(`/api/materials/holders/${await holderId('CASTING')}/postings`, caster)).statusCode).toBe(200);
      expect((await get(`/api/materials/holders/${await holderId('SAFE')}/postings`, caster)).statusCode).toBe(403);
      const toCounter = await moveToCounter('CTR-PP-CM');
      expect((await get(`/api/materials/documents/${toCounter.id}`, caster)).statusCode).toBe(403);
    });

    it("a jeweller and a setter read their own bench only, and no rates (no money); a designer reads no holder", async () => {
      for (const username of ['jeweller1', 'setter']) {
        const cookie = await ctx().signIn(username);
        const [user] = await db().select({ staffId: users.staffId }).from(users).where(eq(users.username, username));
        const [bench] = await db().select({ id: holders.id, code: holders.code }).from(holders).where(eq(holders.staffId, user!.staffId!));
        expect({ username, codes: codesOf((await get('/api/materials/holders', cookie)).json()) }).toEqual({ username, codes: [bench!.code] });
        const accounts = (await get('/api/materials/accounts', cookie)).json() as GetAccountsResponse;
        expect(accounts.holders.map((h) => h.code)).toEqual([bench!.code]);
        expect((await get(`/api/materials/holders/${bench!.id}/postings`, cookie)).statusCode).toBe(200);
        expect((await get(`/api/materials/holders/${bench!.id}/postings.csv`, cookie)).statusCode).toBe(200);
        for (const other of ['SAFE', 'CASTING', 'CTR-PP-CM']) {
          expect((await get(`/api/materials/holders/${await holderId(other)}/postings`, cookie)).statusCode).toBe(403);
        }
        const toCounter = await moveToCounter('CTR-PP-CM');
        expect((await get(`/api/materials/documents/${toCounter.id}`, cookie)).statusCode).toBe(403);
        expect((await get('/api/materials/rates', cookie)).statusCode).toBe(403);
      }
      const designer = await ctx().signIn('designer');
      expect((await get('/api/materials/holders', designer)).statusCode).toBe(403);
      expect((await get('/api/materials/accounts', designer)).statusCode).toBe(403);
    });
  });
});
