import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { auditLog, branches, settings, users } from '../../platform/platform.tables';
import { createTestApp, engines, type TestApp } from '../../testing/test-app';
import { verifyLedger } from '../../ledger';
import { findHolders, findMaterialCategories, materialRefsAll, materialsAtRates } from '../materials';
import { password, setupBody } from './setup-fixture';

for (const engine of engines) {
  describe(`first-run setup and opening balances [${engine}]`, () => {
    let current: Awaited<ReturnType<typeof createTestApp>> | undefined;
    const ctx = (): TestApp => current!.testApp;
    beforeAll(async () => {
      // A production install started without ATELIER_OWNER_PASSWORD: no owner, no demo.
      current = await createTestApp(engine, { production: true, loadDemoData: false, ownerPassword: undefined });
    }, 60_000);
    afterAll(async () => {
      await current?.close();
    });

    const api = (method: 'GET' | 'POST', url: string, options: { cookie?: string; payload?: object; locale?: string; key?: string } = {}) =>
      ctx().request({
        method,
        url,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.payload ? { payload: options.payload } : {}),
        headers: { 'accept-language': options.locale ?? 'en', ...(options.key ? { 'idempotency-key': options.key } : {}) },
      });
    const n = async (table: string) => {
      const [row] = await queryRows<{ n: number }>(ctx().database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      return Number(row!.n);
    };
    const counts = async () => ({
      users: await n('users'),
      branches: await n('branches'),
      holders: await n('holders'),
      materials: await n('material_categories'),
      rates: await n('material_rates'),
      settings: await n('settings'),
      documents: await n('material_documents'),
      postings: await n('postings'),
      stoneMovements: await n('stone_movements'),
    });

    it('before setup, nothing but the setup and health answers: APIs are a 409 in words, pages go to /setup', async () => {
      const health = await api('GET', '/api/platform/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', setupRequired: true });
      expect((await api('GET', '/api/setup')).json()).toEqual({ required: true });
      for (const [method, url] of [
        ['GET', '/api/platform/me'],
        ['POST', '/api/platform/login'],
        ['GET', '/api/materials/categories'],
        ['GET', '/api/setup/opening'],
        ['GET', '/api/docs/openapi.json'],
      ] as const) {
        const res = await api(method, url, method === 'POST' ? { payload: { username: 'owner', password } } : {});
        expect(res.statusCode, url).toBe(409);
        expect(res.json().error.code).toBe('platform.setupRequired');
        expect(res.json().error.message).toMatch(/not set up yet/);
      }
      const kh = await api('GET', '/api/platform/me', { locale: 'kh' });
      expect(kh.json().error.message).toMatch(/ហាងមិនទាន់បានរៀបចំ/);
      for (const page of ['/', '/login/options', '/material/accounts', '/setting/opening', '/no-such-page']) {
        const res = await api('GET', page);
        expect(res.statusCode, page).toBe(302);
        expect(res.headers.location).toBe('/setup');
      }
      expect((await api('GET', '/setup')).statusCode).toBe(200);
    });

    it('refuses bad input with field errors in the caller\'s language, and writes nothing', async () => {
      const before = await counts();
      const bad = {
        ...setupBody(),
        owner: { nameKh: '', nameEn: 'Chan Sokha', username: 'Bad Name!', password: 'short' },
        khrPerUsd: 12,
        branches: [],
      };
      const res = await api('POST', '/api/setup', { payload: bad });
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      expect(Object.keys(fields)).toEqual(expect.arrayContaining(['owner.nameKh', 'owner.username', 'owner.password', 'khrPerUsd', 'branches']));
      const kh = await api('POST', '/api/setup', { payload: bad, locale: 'kh' });
      expect(kh.json().error.message).toBe('ព័ត៌មានខ្លះមិនត្រឹមត្រូវ');

      // What the contract alone cannot see: two bases, a code twice, a VAT shop with no TIN, silver with no price.
      const body = setupBody();
      const rules = await api('POST', '/api/setup', {
        payload: {
          ...body,
          shop: { ...body.shop, tin: '' },
          branches: [body.branches[0], { ...body.branches[1], code: 'PP' }],
          materials: body.materials.map((m) => ({ ...m, rateBasis: m.code === 'AU750' ? 'base' : m.rateBasis })),
        },
      });
      expect(rules.statusCode).toBe(400);
      expect(rules.json().error.fields).toMatchObject({ 'shop.tin': 'Required', 'branches.1.code': 'This code is used twice', materials: expect.stringMatching(/Exactly one material/) });
      const noSilverPrice = await api('POST', '/api/setup', { payload: { ...body, materials: body.materials.map(({ askCentsPerChi: _a, bidCentsPerChi: _b, ...m }) => m) } });
      expect(noSilverPrice.statusCode).toBe(400);
      expect(Object.keys(noSilverPrice.json().error.fields)).toEqual(['materials.3.askCentsPerChi']);
      expect(await counts()).toEqual(before);
    });

    it('two setups racing: one sets the shop up and signs its owner in, the other is a 409 in words and changes nothing', async () => {
      const [a, b] = await Promise.all([api('POST', '/api/setup', { payload: setupBody('sokha') }), api('POST', '/api/setup', { payload: setupBody('dara') })]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([201, 409]);
      const [won, lost] = a.statusCode === 201 ? [a, b] : [b, a];
      expect(lost.json().error.code).toBe('setup.alreadyDone');
      expect(lost.json().error.message).toMatch(/already set up/);
      expect(won.json().user.role).toBe('owner');
      const owners = await ctx().database.db.select().from(users);
      expect(owners).toHaveLength(1);
      expect(owners[0]!.username).toBe(won.json().user.username);
      expect((await ctx().database.db.select({ n: count() }).from(branches))[0]!.n).toBe(2);

      // The setup's cookie is a session: the owner is signed in.
      const cookie = won.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const me = await api('GET', '/api/platform/me', { cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.role).toBe('owner');
    });

    it('wrote the shop whole: identity, branches and counters, the safe and casting room, the materials and the day\'s rates', async () => {
      const db = ctx().database.db;
      const [name] = await db.select().from(settings).where(eq(settings.key, 'shop.name'));
      expect(name!.value).toEqual({ kh: 'ហាងមាស សុខា', en: 'Sokha Gold' });
      const [identity] = await db.select().from(settings).where(eq(settings.key, 'shop.identity'));
      expect(identity!.value).toMatchObject({ phone: '012 345 678', vatRegistered: true, vatTin: 'K001-123456789', address: { en: 'Central Market, Phnom Penh' } });
      const holderCodes = (await findHolders(db, {})).items.map((h) => h.code).sort();
      expect(holderCodes).toEqual(expect.arrayContaining(['SAFE', 'CASTING', 'CTR-PP', 'CTR-TK', 'OG-CTR-PP', 'OG-CTR-TK', 'OUTSIDE', 'LOSS']));
      const materials = (await findMaterialCategories(db, {})).items;
      expect(materials.map((m) => [m.code, m.purity, m.rateBasis])).toEqual([
        ['AG925', 9250, 'own'],
        ['AU585', 5850, 'purity'],
        ['AU750', 7500, 'purity'],
        ['AU9999', 9999, 'base'],
      ]);
      // The rate each material has in force now: the day's, published by the setup.
      const rates = await materialsAtRates(db, materials.map((m) => m.id), new Date());
      const rateOf = (code: string) => rates.find((r) => r.code === code)!.rate!;
      expect(rateOf('AU9999')).toMatchObject({ askCentsPerChi: 21_900, bidCentsPerChi: 21_700 });
      // 18K follows the base by purity: 21,900 × 7500 / 9999, rounded once.
      expect(rateOf('AU750').askCentsPerChi).toBe(Math.round((21_900 * 7500) / 9999));
      expect(rateOf('AG925')).toMatchObject({ askCentsPerChi: 450, bidCentsPerChi: 400 });
      const [riel] = await queryRows<{ khr_per_usd: number }>(db, sql`SELECT khr_per_usd FROM exchange_rates ORDER BY id DESC LIMIT 1`);
      expect(Number(riel!.khr_per_usd)).toBe(4_100);
      const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
      expect(actions).toEqual(expect.arrayContaining(['owner.create', 'branch.create', 'materialRates.publish', 'setup.complete']));
    });

    it('runs once: a second setup is a 409 and changes nothing; the setup page sends to the home; the rest answers', async () => {
      const before = await counts();
      const again = await api('POST', '/api/setup', { payload: setupBody('another') });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('setup.alreadyDone');
      expect(await counts()).toEqual(before);
      expect((await api('GET', '/api/setup')).json()).toEqual({ required: false });
      const page = await api('GET', '/setup');
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/');
      expect((await api('GET', '/api/platform/me')).statusCode).toBe(401);
    });

    describe('opening balances', () => {
      let owner = '';
      const ids = async () => {
        const db = ctx().database.db;
        const hs = (await findHolders(db, {})).items;
        const ms = await materialRefsAll(db);
        const [branch] = await db.select().from(branches).where(eq(branches.code, 'PP'));
        return { holder: (code: string) => hs.find((h) => h.code === code)!.id, material: (code: string) => ms.find((m) => m.code === code)!.id, branchId: branch!.id };
      };
      beforeAll(async () => {
        // The racing setups' winner is the owner.
        const [first] = await ctx().database.db.select({ username: users.username }).from(users).where(eq(users.role, 'owner'));
        owner = await ctx().signIn(first!.username, password);
      });

      it('refuses bad lines with field errors in kh and en, and writes nothing', async () => {
        const { holder, material, branchId } = await ids();
        const before = await counts();
        const lines = [
          { holderId: holder('OUTSIDE'), materialId: material('AU9999'), mg: 1_000 },
          { holderId: holder('SAFE'), materialId: material('AU9999'), mg: 1_000 },
          { holderId: holder('SAFE'), materialId: material('AU9999'), mg: 2_000 },
        ];
        const res = await api('POST', '/api/setup/opening', { cookie: owner, payload: { lines } });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toEqual({ 'lines.2.materialId': expect.any(String) });
        const system = await api('POST', '/api/setup/opening', { cookie: owner, payload: { lines: lines.slice(0, 2) }, locale: 'kh' });
        expect(system.statusCode).toBe(400);
        expect(system.json().error.fields['lines.0.holderId']).toMatch(/សមតុល្យដើមគ្រា/);
        const contract = await api('POST', '/api/setup/opening', { cookie: owner, payload: { lines: [{ holderId: holder('SAFE'), materialId: material('AU9999'), mg: 1.5 }] } });
        expect(contract.statusCode).toBe(400);
        expect(Object.keys(contract.json().error.fields)).toEqual(['lines.0.mg']);
        const stone = { stoneType: 'Diamond', shape: 'round', sizeCmm: 150, count: 10, weightMct: 140, branchId: 999_999 };
        const badStone = await api('POST', '/api/setup/opening', { cookie: owner, payload: { lines: lines.slice(1, 2), stones: [{ ...stone, branchId }, stone] } });
        expect(badStone.statusCode).toBe(400);
        expect(Object.keys(badStone.json().error.fields)).toEqual(['stones.1.branchId']);
        expect(await counts()).toEqual(before);
      });

      it('posts one numbered opening document from OUTSIDE with the stone lots, and the ledger still verifies', async () => {
        const { holder, material, branchId } = await ids();
        const lines = [
          { holderId: holder('SAFE'), materialId: material('AU9999'), mg: 1_500_000 },
          { holderId: holder('SAFE'), materialId: material('AU750'), mg: 375_000 },
          { holderId: holder('CTR-PP'), materialId: material('AU750'), mg: 93_750 },
          { holderId: holder('CASTING'), materialId: material('AU585'), mg: 12_345 },
        ];
        const stones = [{ stoneType: 'Diamond', shape: 'round', sizeCmm: 150, count: 40, weightMct: 560, branchId, holderId: holder('SAFE') }];
        const key = `opening-${engine}`;
        const res = await api('POST', '/api/setup/opening', { cookie: owner, payload: { lines, stones, note: 'Counted on the go-live day' }, key });
        expect(res.statusCode, res.body).toBe(201);
        const { document, stoneLots } = res.json();
        expect(document.kind).toBe('opening');
        expect(document.number).toMatch(/^OB-\d{4}-\d{6}$/);
        expect(document.postings).toHaveLength(4);
        for (const p of document.postings) {
          expect(p.from.code).toBe('OUTSIDE');
          expect(p.reason).toBe('opening');
        }
        expect(stoneLots).toHaveLength(1);
        // A replay of the same key answers the first document, writing nothing more.
        const replay = await api('POST', '/api/setup/opening', { cookie: owner, payload: { lines, stones, note: 'Counted on the go-live day' }, key });
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.json().document.id).toBe(document.id);
        expect(await verifyLedger(ctx().database.db)).toEqual([]);

        // The holder ledger shows it as such, with its document.
        const history = await api('GET', `/api/materials/holders/${holder('SAFE')}/postings`, { cookie: owner });
        expect(history.statusCode).toBe(200);
        const items = history.json().items as { reason: string; document: { type: string; number: string; materialDocumentId: number } }[];
        expect(items.filter((i) => i.reason === 'opening').map((i) => [i.document.type, i.document.number])).toEqual([
          ['opening', document.number],
          ['opening', document.number],
        ]);
        const slip = await api('GET', `/api/materials/documents/${document.id}`, { cookie: owner });
        expect(slip.json()).toMatchObject({ kind: 'opening', number: document.number, note: 'Counted on the go-live day' });
        const lot = await api('GET', `/api/stones/lots/${stoneLots[0].id}`, { cookie: owner });
        expect(lot.json().available).toEqual({ count: 40, weightMct: 560 });
        expect(lot.json().movements[0]).toMatchObject({ kind: 'receive', document: { type: 'opening', id: document.id, number: document.number } });
        const status = await api('GET', '/api/setup/opening', { cookie: owner });
        expect(status.json()).toMatchObject({ liveAt: null, documents: [{ number: document.number }] });
      });

      it('is the owner\'s alone', async () => {
        const made = await api('POST', '/api/platform/users', { cookie: owner, payload: { username: 'manager1', displayName: 'Manager', role: 'manager', password } });
        expect(made.statusCode, made.body).toBe(201);
        const manager = await ctx().signIn('manager1', password);
        const { holder, material } = await ids();
        const res = await api('POST', '/api/setup/opening', { cookie: manager, payload: { lines: [{ holderId: holder('SAFE'), materialId: material('AU9999'), mg: 1 }] } });
        expect(res.statusCode).toBe(403);
        expect((await api('POST', '/api/setup/go-live', { cookie: manager })).statusCode).toBe(403);
      });

      it('after go-live an opening balance is a 409 in words and writes nothing; a reversal still corrects one', async () => {
        const live = await api('POST', '/api/setup/go-live', { cookie: owner });
        expect(live.statusCode).toBe(200);
        const twice = await api('POST', '/api/setup/go-live', { cookie: owner });
        expect(twice.statusCode).toBe(409);
        expect(twice.json().error.code).toBe('setup.alreadyLive');

        const { holder, material } = await ids();
        const before = await counts();
        const res = await api('POST', '/api/setup/opening', { cookie: owner, payload: { lines: [{ holderId: holder('SAFE'), materialId: material('AU9999'), mg: 1_000 }] } });
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('setup.live');
        expect(res.json().error.message).toMatch(/went live on \d{4}-\d{2}-\d{2}: opening balances are closed/);
        const kh = await api('POST', '/api/setup/opening', { cookie: owner, locale: 'kh', payload: { lines: [{ holderId: holder('SAFE'), materialId: material('AU9999'), mg: 1_000 }] } });
        expect(kh.json().error.message).toMatch(/សមតុល្យដើមគ្រាត្រូវបានបិទ/);
        expect(await counts()).toEqual(before);

        const status = await api('GET', '/api/setup/opening', { cookie: owner });
        const opening = status.json().documents[0];
        expect(status.json().liveAt).not.toBeNull();
        const reversal = await api('POST', `/api/materials/documents/${opening.id}/reverse`, { cookie: owner, payload: { reason: 'The safe was counted twice' }, key: `rev-${engine}` });
        expect(reversal.statusCode, reversal.body).toBe(201);
        expect(reversal.json()).toMatchObject({ kind: 'reversal', reversesDocumentNumber: opening.number });
        expect(await verifyLedger(ctx().database.db)).toEqual([]);
      });
    });
  });
}
