import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, branches } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { materialCategories, materialRates, ratePublications } from './materials.tables';

interface Line {
  materialId: number;
  askCentsPerChi?: number;
  bidCentsPerChi?: number;
}

describeOnBothEngines('the morning rates published in one save', (ctx) => {
  let serial = 0;
  const key = () => `rates-key-${++serial}-${Math.random()}`;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}), headers: { 'accept-language': 'en', ...headers } });
  const materials = async () => {
    const rows = await ctx().database.db.select().from(materialCategories).where(eq(materialCategories.active, true)).orderBy(materialCategories.code);
    const id = (code: string) => rows.find((m) => m.code === code)!.id;
    return { rows, id };
  };
  /** One line per active material: AG925 (typed apart) typed, the others following the base. */
  const morningLines = async (silver = { askCentsPerChi: 450, bidCentsPerChi: 400 }): Promise<Line[]> =>
    (await materials()).rows.map((m) => (m.rateBasis === 'own' ? { materialId: m.id, ...silver } : { materialId: m.id }));
  const counts = async () => {
    const db = ctx().database.db;
    const [publications] = await db.select({ n: count() }).from(ratePublications);
    const [rates] = await db.select({ n: count() }).from(materialRates);
    return { publications: publications!.n, rates: rates!.n };
  };

  it('writes every active material at one instant with the publication id, the riel rate with it, and one audit row', async () => {
    const owner = await ctx().signIn('owner');
    const { rows, id } = await materials();
    const res = await call('POST', '/materials/rates/publish', owner, { quotedPer: 'chi', baseAskCents: 22_000, baseBidCents: 21_800, lines: await morningLines(), khrPerUsd: 4_050 }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(201);
    const publication = res.json();
    expect(publication).toMatchObject({ quotedPer: 'chi', baseMaterialId: id('AU9999'), baseAskCentsPerChi: 22_000, baseBidCentsPerChi: 21_800, khrPerUsd: 4_050, createdBy: 'owner' });
    expect(publication.rates).toHaveLength(rows.length);
    for (const rate of publication.rates) {
      expect(rate.publicationId).toBe(publication.id);
      expect(rate.effectiveAt).toBe(publication.effectiveAt);
    }
    const rateOf = (code: string) => publication.rates.find((r: { materialId: number }) => r.materialId === id(code));
    // 22,000 × 7,500 / 9,999 = 16,501.65 → 16,502; 21,800 × 7,500 / 9,999 = 16,351.64 → 16,352
    expect(rateOf('AU750')).toMatchObject({ askCentsPerChi: 16_502, bidCentsPerChi: 16_352 });
    // 22,000 × 9,900 / 9,999 = 21,782.18 → 21,782
    expect(rateOf('AU990')).toMatchObject({ askCentsPerChi: 21_782 });
    expect(rateOf('AU9999')).toMatchObject({ askCentsPerChi: 22_000, bidCentsPerChi: 21_800 });
    expect(rateOf('AG925')).toMatchObject({ askCentsPerChi: 450, bidCentsPerChi: 400 });

    const current = (await call('GET', '/materials/rates', owner)).json().current as { materialId: number; publicationId: number | null }[];
    expect(rows.every((m) => current.find((r) => r.materialId === m.id)?.publicationId === publication.id)).toBe(true);
    const riel = (await call('GET', '/sales/exchange-rates', owner)).json();
    expect(riel.current).toMatchObject({ khrPerUsd: 4_050, effectiveAt: publication.effectiveAt });
    const audits = await ctx().database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'ratePublication'), eq(auditLog.entityId, String(publication.id))));
    expect(audits.map((a) => a.action)).toEqual(['materialRates.publish']);

    const history = await call('GET', '/materials/rates/publications?pageSize=5', owner);
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({ id: publication.id, khrPerUsd: 4_050 });
  });

  it('reads a per-damleung base, keeps a line overridden, and runs once per Idempotency-Key', async () => {
    const owner = await ctx().signIn('owner');
    const { id } = await materials();
    const lines = (await morningLines()).map((line) => (line.materialId === id('AU750') ? { ...line, askCentsPerChi: 17_000, bidCentsPerChi: 16_000 } : line));
    const body = { quotedPer: 'damleung', baseAskCents: 220_005, baseBidCents: 218_000, lines, effectiveAt: '2026-01-05T01:00:00Z' };
    const headers = { 'idempotency-key': key() };
    const before = await counts();
    const first = await call('POST', '/materials/rates/publish', owner, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', '/materials/rates/publish', owner, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const after = await counts();
    expect(after.publications).toBe(before.publications + 1);
    const rateOf = (code: string) => first.json().rates.find((r: { materialId: number }) => r.materialId === id(code));
    // 220,005 per damleung is 22,000.5 per chi → 22,001, rounded once.
    expect(first.json()).toMatchObject({ quotedPer: 'damleung', baseAskCentsPerChi: 22_001, baseBidCentsPerChi: 21_800, effectiveAt: '2026-01-05T01:00:00.000Z' });
    expect(rateOf('AU750')).toMatchObject({ askCentsPerChi: 17_000, bidCentsPerChi: 16_000 });
    // 220,005 × 5,850 / 99,990 = 12,871.72 → 12,872
    expect(rateOf('AU585')).toMatchObject({ askCentsPerChi: 12_872 });
  });

  it('prices the POS at the rates just published', async () => {
    const owner = await ctx().signIn('owner');
    const cashier = await ctx().signIn('cashier');
    const db = ctx().database.db;
    const [cm] = await db.select().from(branches).where(eq(branches.code, 'PP-CM'));
    const pieces = (await call('GET', `/stock/pieces?branchId=${cm!.id}&frozen=false&pageSize=50`, cashier)).json().items as { code: string; materialId: number }[];
    const piece = pieces[0]!;
    const published = await call('POST', '/materials/rates/publish', owner, { quotedPer: 'chi', baseAskCents: 23_456, baseBidCents: 23_000, lines: await morningLines() }, { 'idempotency-key': key() });
    expect(published.statusCode, published.body).toBe(201);
    const rate = published.json().rates.find((r: { materialId: number }) => r.materialId === piece.materialId);
    const quote = await call('POST', '/sales/quote', cashier, { branchId: cm!.id, lines: [{ kind: 'piece', code: piece.code }] });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().lines[0].rateCentsPerChi).toBe(rate.askCentsPerChi);
  });

  it('refuses a rate of 0, a bid above the ask and a premium that makes a rate negative, naming the field, and changes nothing', async () => {
    const owner = await ctx().signIn('owner');
    const { id } = await materials();
    const lines = await morningLines();
    const before = await counts();
    const refused = async (body: object, field: string, message: string, language = 'en') => {
      const res = await call('POST', '/materials/rates/publish', owner, body, { 'idempotency-key': key(), 'accept-language': language });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    };
    await refused({ quotedPer: 'chi', baseAskCents: 0, baseBidCents: 21_000, lines }, 'baseAskCents', 'A rate must be above zero');
    await refused({ quotedPer: 'chi', baseAskCents: 0, baseBidCents: 21_000, lines }, 'baseAskCents', 'តម្លៃមាសត្រូវតែធំជាងសូន្យ', 'km');
    await refused({ quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 21_500, lines }, 'baseBidCents', 'The buying rate cannot be above the selling rate');
    const au750 = lines.findIndex((l) => l.materialId === id('AU750'));
    const overridden = lines.map((l, i) => (i === au750 ? { ...l, askCentsPerChi: 16_000, bidCentsPerChi: 16_100 } : l));
    await refused({ quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 20_500, lines: overridden }, `lines.${au750}.bidCentsPerChi`, 'The buying rate cannot be above the selling rate');
    const zeroLine = lines.map((l, i) => (i === au750 ? { ...l, askCentsPerChi: 0, bidCentsPerChi: 0 } : l));
    await refused({ quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 20_500, lines: zeroLine }, `lines.${au750}.askCentsPerChi`, 'A rate must be above zero');
    const silver = lines.findIndex((l) => l.materialId === id('AG925'));
    await refused({ quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 20_500, lines: await morningLines({ askCentsPerChi: 0, bidCentsPerChi: 0 }) }, `lines.${silver}.askCentsPerChi`, 'A rate must be above zero');

    // AU585 at a discount larger than its derived rate.
    const au585 = lines.findIndex((l) => l.materialId === id('AU585'));
    const patched = await call('PATCH', `/materials/categories/${id('AU585')}`, owner, { ratePremiumCentsPerChi: -20_000 });
    expect(patched.statusCode, patched.body).toBe(200);
    try {
      await refused({ quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 20_500, lines }, `lines.${au585}.askCentsPerChi`, "The material's premium makes this rate negative");
    } finally {
      await call('PATCH', `/materials/categories/${id('AU585')}`, owner, { ratePremiumCentsPerChi: 0 });
    }

    // Every active material needs its line; an unknown one is refused.
    await refused({ quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 20_500, lines: lines.slice(1) }, 'lines', 'Every active material needs a line: AG925 is missing');
    await refused({ quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 20_500, lines: [...lines, { materialId: 99_999 }] }, `lines.${lines.length}.materialId`, 'Not an active material');
    expect(await counts()).toEqual(before);
  });

  it('is the owner’s: a cashier and a manager are refused, and may read the history', async () => {
    const before = await counts();
    const body = { quotedPer: 'chi', baseAskCents: 21_000, baseBidCents: 20_500, lines: await morningLines() };
    for (const role of ['cashier', 'manager']) {
      const cookie = await ctx().signIn(role);
      expect((await call('POST', '/materials/rates/publish', cookie, body, { 'idempotency-key': key() })).statusCode).toBe(403);
      expect((await call('GET', '/materials/rates/publications', cookie)).statusCode).toBe(200);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps the rate basis, premium and melting deduction of a category, one base at most', async () => {
    const manager = await ctx().signIn('manager');
    const { id } = await materials();
    const patched = await call('PATCH', `/materials/categories/${id('AU750')}`, manager, { ratePremiumCentsPerChi: 250, meltDeductionBp: 150 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ rateBasis: 'purity', ratePremiumCentsPerChi: 250, meltDeductionBp: 150 });
    const audits = await ctx().database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'materialCategory'), eq(auditLog.entityId, String(id('AU750')))));
    expect(audits.some((a) => (a.after as { ratePremiumCentsPerChi?: number } | null)?.ratePremiumCentsPerChi === 250)).toBe(true);
    await call('PATCH', `/materials/categories/${id('AU750')}`, manager, { ratePremiumCentsPerChi: 0, meltDeductionBp: 0 });

    const secondBase = await call('PATCH', `/materials/categories/${id('AU990')}`, manager, { rateBasis: 'base' });
    expect(secondBase.statusCode).toBe(409);
    expect(secondBase.json().error.fields).toHaveProperty('rateBasis');
    const created = await call('POST', '/materials/categories', manager, { code: 'AU999B', nameKh: 'x', nameEn: 'x', purity: 9990, waxRatioMilli: 19_000, rateBasis: 'base' });
    expect(created.statusCode).toBe(409);
    const overDeduction = await call('PATCH', `/materials/categories/${id('AU750')}`, manager, { meltDeductionBp: 10_001 });
    expect(overDeduction.statusCode).toBe(400);
    expect(overDeduction.json().error.fields).toHaveProperty('meltDeductionBp');
  });
});
