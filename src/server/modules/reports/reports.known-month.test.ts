import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { sheetNames } from '../../platform/exports/xlsx-writer';
import { parseCsv } from '../../testing/csv';
import { describeOnBothEngines } from '../../testing/test-app';
import { balance } from '../../ledger';
import { buildKnownMonth, type KnownMonth } from './known-month-fixture';
import { holderMovements } from './ledger-figures';
import { shopTime } from '../../../shared/shop-time';
import { loadReportRefs } from './report-refs';

/** The known month's shop keeps the default zone. */
const phnomPenh = shopTime('Asia/Phnom_Penh');

/**
 * Every figure of every report over the known month (known-month-fixture.ts:
 * March 2025, with February before it and 2 April after), computed by hand
 * from the operations and asserted to the milligram and the cent. The
 * fixture's records are in their own materials, branches and holders, beside
 * the demo's (which happen now, in another year).
 */
/** A CSV export's tables: a blank line between them, each with its title first when there are several (export-table.ts). */
function csvTables(body: string): { title: string | undefined; rows: string[][] }[] {
  const lines = parseCsv(body.replace(/^\uFEFF/, ''));
  const blocks: string[][][] = [[]];
  for (const line of lines) {
    if (line.length === 1 && line[0] === '') blocks.push([]);
    else blocks.at(-1)!.push(line);
  }
  const titled = blocks.length > 1;
  return blocks.map((block) => ({ title: titled ? block[0]![0] : undefined, rows: titled ? block.slice(1) : block }));
}

/** A sheet's rows as plain arrays from column 0, trailing empty cells dropped. */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1).map((v) => v ?? null);
  });
  return Array.from(rows, (r) => r ?? []);
}

describeOnBothEngines('reports over a known month', (ctx) => {
  let month: KnownMonth;
  let stagesBefore: Record<string, number>;
  let cookie: string;
  const id = (code: string) => month.ids[code]!;
  const get = async (url: string) => {
    const res = await ctx().request({ method: 'GET', url: `/api/reports/${url}`, cookie });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json();
  };
  const stageCounts = async () =>
    Object.fromEntries(
      (await queryRows<{ stage: string; n: number }>(ctx().database.db, sql`SELECT stage, count(*)::int AS n FROM production_items GROUP BY stage`)).map((r) => [r.stage, r.n]),
    );

  beforeAll(async () => {
    stagesBefore = await stageCounts();
    month = await buildKnownMonth(ctx().database.db);
    cookie = await ctx().signIn('owner');
  }, 180_000);

  it('monthly record: each holder of RP750 and RP999, opening + in − out − lost = closing', async () => {
    const r = await get(`monthly-record?month=2025-03`);
    const mine = r.holders
      .filter((h: { material: { code: string } }) => h.material.code.startsWith('RP'))
      .map((h: { holder: { code: string }; material: { code: string }; openingMg: number; inMg: number; outMg: number; lostMg: number; closingMg: number }) => [
        h.holder.code,
        h.material.code,
        h.openingMg,
        h.inMg,
        h.outMg,
        h.lostMg,
        h.closingMg,
      ]);
    expect(mine).toEqual([
      // physical holders by kind and code, then LOSS, OUTSIDE, MELT
      ['RP-CAST', 'RP750', 0, 80_850, 28_000, 1_000, 51_850],
      // S5's sale of I5 (3,750 mg) and its void the same day net out: out I2 and I4
      ['RP-CTR-A', 'RP750', 22_500, 0, 18_750, 0, 3_750],
      ['RP-CTR-B', 'RP750', 3_750, 5_000, 3_750, 0, 5_000],
      // S2's old gold, kept apart from the counter's saleable metal
      ['OG-RP-CTR-A', 'RP750', 0, 3_750, 0, 0, 3_750],
      ['RP-SAFE', 'RP750', 260_000, 29_930, 70_200, 0, 219_730],
      ['RP-SAFE', 'RP999', 50_000, 0, 10_000, 0, 40_000],
      ['RP-J1', 'RP750', 10_000, 5_200, 9_930, 70, 5_200],
      ['RP-J2', 'RP750', 0, 21_000, 20_850, 150, 0],
      ['LOSS', 'RP750', 0, 1_552, 0, 0, 1_552],
      ['OUTSIDE', 'RP750', -296_250, 22_500, 3_750, 0, -277_500],
      ['OUTSIDE', 'RP999', -50_000, 0, 0, 0, -50_000],
      // the melt's 13 g came out of MELT, and its 332 mg of loss went from MELT to LOSS
      ['MELT', 'RP750', 0, 0, 13_000, 332, -13_332],
      ['MELT', 'RP999', 0, 10_000, 0, 0, 10_000],
    ]);
    const materials = r.materials.filter((m: { material: { code: string } }) => m.material.code.startsWith('RP'));
    expect(materials).toEqual([
      {
        material: expect.objectContaining({ code: 'RP750', purity: 7500 }),
        openingMg: 296_250,
        // S2's old gold; I2, I3, I4 sold (I5 sold and voided counts neither way)
        receivedMg: 3_750,
        releasedMg: 22_500,
        lostMg: 1_220,
        meltMadeMg: 13_000,
        meltUsedMg: 0,
        closingMg: 289_280,
      },
      { material: expect.objectContaining({ code: 'RP999' }), openingMg: 50_000, receivedMg: 0, releasedMg: 0, lostMg: 0, meltMadeMg: 0, meltUsedMg: 10_000, closingMg: 40_000 },
    ]);
    expect(r.sales).toEqual({
      invoiceCount: 3,
      voidedCount: 1,
      piecesSold: 3,
      salesCents: 57_500,
      // 135.00, 125.00 − 10.00 and 325.00 at 4,000 riel a dollar
      salesRiel: 2_300_000,
      notesCents: -1_000,
      oldGoldCents: 9_000,
      paymentsCents: 56_000,
      depositsCents: 0,
      refundsCents: 0,
      books: [
        { method: 'bank_transfer', currency: 'USD', inMinor: 5_000, outMinor: 0 },
        { method: 'card', currency: 'USD', inMinor: 32_500, outMinor: 0 },
        { method: 'cash', currency: 'KHR', inMinor: 340_000, outMinor: 0 },
        { method: 'cash', currency: 'USD', inMinor: 10_000, outMinor: 0 },
      ],
      // S1 125.00 − 75.00 paid by then, S3 115.00 − 50.00
      receivableAtCloseCents: 11_500,
    });
    const branchB = await get(`monthly-record?month=2025-03&branchId=${id('RP-B')}`);
    expect(branchB.branch.code).toBe('RP-B');
    expect(branchB.sales).toMatchObject({ invoiceCount: 1, voidedCount: 0, salesCents: 11_500, salesRiel: 460_000, paymentsCents: 5_000, receivableAtCloseCents: 6_500 });
  });

  it("monthly record reconciles with the ledger: every holder's opening and closing are the sums of its postings before the month and before its end, read either way", async () => {
    const db = ctx().database.db;
    const start = phnomPenh.dayStart('2025-03-01').toISOString();
    const end = phnomPenh.dayEnd('2025-03-31').toISOString();
    const sums = await queryRows<{ holder_id: number; material_id: number; before_start: number; before_end: number }>(
      db,
      sql`SELECT holder_id, material_id,
                 coalesce(sum(mg) FILTER (WHERE created_at < ${start}), 0)::bigint AS before_start,
                 coalesce(sum(mg) FILTER (WHERE created_at < ${end}), 0)::bigint AS before_end
            FROM (SELECT to_holder_id AS holder_id, material_id, mg, created_at FROM postings
                  UNION ALL SELECT from_holder_id, material_id, -mg, created_at FROM postings) legs
           GROUP BY holder_id, material_id`,
    );
    const ledger = new Map(sums.map((s) => [`${s.holder_id}|${s.material_id}`, s]));
    const refs = await loadReportRefs(db);
    const range = { start, end };
    const byKey = (a: { holderId: number; materialId: number }, b: { holderId: number; materialId: number }) => a.holderId - b.holderId || a.materialId - b.materialId;
    const forward = (await holderMovements(db, range, refs, {}, 'forward')).sort(byKey);
    const backward = (await holderMovements(db, range, refs, {}, 'backward')).sort(byKey);
    expect(backward).toEqual(forward);
    const { holders } = await get('monthly-record?month=2025-03');
    expect(holders.length).toBe(forward.length);
    for (const row of forward) {
      const expected = ledger.get(`${row.holderId}|${row.materialId}`);
      const label = `holder ${row.holderId}, material ${row.materialId}`;
      expect(row.openingMg + row.inMg - row.outMg - row.lostMg, label).toBe(row.closingMg);
      expect(row.openingMg, label).toBe(Number(expected?.before_start ?? 0));
      expect(row.closingMg, label).toBe(Number(expected?.before_end ?? 0));
    }
    // After the month (2 April): the bench of J1 gave back E3, the safe bought 10 g; the running balances are now the ledger's.
    expect(await balance(db, id('RP-J1'), id('RP750'))).toBe(0);
    expect(await balance(db, id('RP-SAFE'), id('RP750'))).toBe(219_730 + 5_170 + 10_000);
    const april = await get(`monthly-record?month=2025-04&materialId=${id('RP750')}`);
    const j1 = april.holders.find((h: { holder: { code: string } }) => h.holder.code === 'RP-J1');
    expect(j1).toMatchObject({ openingMg: 5_200, inMg: 0, outMg: 5_170, lostMg: 30, closingMg: 0 });
  });

  it('dashboard of 14 March: metal at the end of the day, the month to date, receivables and the series', async () => {
    const d = await get('dashboard?day=2025-03-14');
    expect(d.day).toBe('2025-03-14');
    expect(d.month).toEqual({ from: '2025-03-01', to: '2025-03-14' });
    const metal = d.metal.filter((m: { material: { code: string } }) => m.material.code.startsWith('RP'));
    expect(metal.map((m: Record<string, unknown>) => ({ ...m, material: (m.material as { code: string }).code }))).toEqual([
      {
        material: 'RP750',
        onHandMg: 289_280,
        byHolderKind: [
          { kind: 'casting', mg: 51_850 },
          { kind: 'counter', mg: 8_750 },
          { kind: 'old_gold', mg: 3_750 },
          { kind: 'safe', mg: 219_730 },
          { kind: 'staff', mg: 5_200 },
        ],
        monthInMg: 3_750,
        monthOutMg: 22_500,
      },
      { material: 'RP999', onHandMg: 40_000, byHolderKind: [{ kind: 'safe', mg: 40_000 }], monthInMg: 0, monthOutMg: 0 },
    ]);
    expect(d.loss.filter((l: { material: { code: string } }) => l.material.code.startsWith('RP'))).toEqual([
      {
        material: expect.objectContaining({ code: 'RP750' }),
        lossMg: 1_552,
        entryLossMg: 220,
        castLossMg: 1_000,
        meltLossMg: 332,
        otherLossMg: 0,
        entryIssuedMg: 31_000,
        entryAllowedMg: 185,
        entryOverAllowanceMg: 45,
        // 220 / 31,000 = 0.7097 %
        entryLossBasisPoints: 71,
        castLossBasisPoints: 250,
      },
    ]);
    expect(d.salesToday).toEqual({ invoiceCount: 1, salesCents: 32_500, paymentsCents: 32_500, oldGoldCents: 0, piecesSold: 1 });
    expect(d.salesMonth).toEqual({ invoiceCount: 3, salesCents: 57_500, paymentsCents: 51_000, oldGoldCents: 9_000, piecesSold: 3 });
    expect(d.receivables).toEqual({ balanceCents: 16_500, invoiceCount: 2, overdueCents: 5_000, overdueCount: 1 });
    const days = Object.fromEntries(d.dailySeries.map((s: { day: string }) => [s.day, s]));
    expect(d.dailySeries).toHaveLength(14);
    expect(days['2025-03-03']).toEqual({ day: '2025-03-03', salesCents: 0, paymentsCents: 0, invoiceCount: 0, lossMg: 1_000, lossFineMg: 750 });
    expect(days['2025-03-10']).toEqual({ day: '2025-03-10', salesCents: 25_000, paymentsCents: 18_500, invoiceCount: 2, lossMg: 220, lossFineMg: 165 });
    expect(days['2025-03-14']).toEqual({ day: '2025-03-14', salesCents: 32_500, paymentsCents: 32_500, invoiceCount: 1, lossMg: 332, lossFineMg: 249 });
    const quiet = d.dailySeries.filter((s: { day: string }) => !['2025-03-03', '2025-03-10', '2025-03-14'].includes(s.day));
    expect(quiet.every((s: Record<string, number>) => s.salesCents === 0 && s.paymentsCents === 0 && s.lossMg === 0)).toBe(true);
    expect(d.monthlySeries.map((m: { month: string }) => m.month)).toEqual([
      '2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03',
    ]);
    expect(d.monthlySeries.slice(10)).toEqual([
      { month: '2025-02', salesCents: 12_500, paymentsCents: 2_500, invoiceCount: 1, lossMg: 0, lossFineMg: 0 },
      { month: '2025-03', salesCents: 57_500, paymentsCents: 51_000, invoiceCount: 3, lossMg: 1_552, lossFineMg: 1_164 },
    ]);
    // Production is now: the fixture's items W1 and W2 are cleaning, W3 is casting (the rest went into stock).
    const stagesNow = await stageCounts();
    const counted = Object.fromEntries(d.production.map((p: { stage: string; count: number }) => [p.stage, p.count]));
    expect(counted.cleaning).toBe((stagesBefore.cleaning ?? 0) + 2);
    expect(counted.casting).toBe((stagesBefore.casting ?? 0) + 1);
    for (const [stage, n] of Object.entries(stagesNow)) if (stage !== 'stock' && stage !== 'cancelled') expect(counted[stage], stage).toBe(n);
  });

  it('dashboard narrowed to a branch and a material', async () => {
    const d = await get(`dashboard?day=2025-03-14&branchId=${id('RP-B')}&materialId=${id('RP999')}`);
    expect(d.salesToday).toEqual({ invoiceCount: 0, salesCents: 0, paymentsCents: 0, oldGoldCents: 0, piecesSold: 0 });
    expect(d.salesMonth).toEqual({ invoiceCount: 1, salesCents: 11_500, paymentsCents: 0, oldGoldCents: 0, piecesSold: 1 });
    expect(d.receivables).toEqual({ balanceCents: 11_500, invoiceCount: 1, overdueCents: 0, overdueCount: 0 });
    expect(d.metal.map((m: { material: { code: string }; onHandMg: number }) => [m.material.code, m.onHandMg])).toEqual([['RP999', 40_000]]);
    expect(d.loss).toEqual([]);
  });

  it('cast report: each cast, per caster and per material (loss over the finished casts)', async () => {
    const r = await get(`cast?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}`);
    expect(r.period).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(r.casts.total).toBe(2);
    expect(r.casts.items.map(({ material, handler, number, ...c }: { material: { code: string }; handler: { code: string } | null; number: string }) => ({ ...c, material: material.code, handler: handler?.code, number: typeof number }))).toEqual([
      { id: id('CAST2'), number: 'string', castOn: '2025-03-03', status: 'casting', material: 'RP750', handler: 'RC1', pieceCount: 1, waxMg: 1_000, actualMg: 20_000, overMg: null, cleanMg: null, rootMg: null, piecesMg: null, lossMg: null, lossBasisPoints: null },
      { id: id('CAST1'), number: 'string', castOn: '2025-03-03', status: 'finished', material: 'RP750', handler: 'RC1', pieceCount: 2, waxMg: 2_500, actualMg: 40_000, overMg: 2_000, cleanMg: 37_000, rootMg: 5_000, piecesMg: 32_000, lossMg: 1_000, lossBasisPoints: 250 },
    ]);
    const totals = { castCount: 2, finishedCount: 1, pieceCount: 3, actualMg: 60_000, finishedActualMg: 40_000, piecesMg: 32_000, lossMg: 1_000, lossBasisPoints: 250 };
    expect(r.byCaster).toEqual([{ handler: expect.objectContaining({ code: 'RC1' }), material: expect.objectContaining({ code: 'RP750' }), ...totals }]);
    expect(r.totals).toEqual([{ material: expect.objectContaining({ code: 'RP750' }), ...totals }]);
    const page2 = await get(`cast?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}&pageSize=1&page=2`);
    expect(page2.casts).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: id('CAST1') }] });
    const february = await get(`cast?from=2025-02-01&to=2025-02-28&materialId=${id('RP750')}`);
    expect(february).toMatchObject({ casts: { items: [], total: 0 }, byCaster: [], totals: [] });
  });

  it('loss report: by jeweller, category, month and source, against the allowance', async () => {
    const r = await get(`loss?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}`);
    const j1 = { entryCount: 1, issuedMg: 10_000, returnedMg: 9_930, lossMg: 70, allowedMg: 80, overAllowanceMg: 0, overAllowanceCount: 0, lossBasisPoints: 70, allowedBasisPoints: 80 };
    // 150 / 21,000 = 0.714 %; the chain's 5 ‰ allows 105 mg
    const j2 = { entryCount: 1, issuedMg: 21_000, returnedMg: 20_850, lossMg: 150, allowedMg: 105, overAllowanceMg: 45, overAllowanceCount: 1, lossBasisPoints: 71, allowedBasisPoints: 50 };
    const rp750 = expect.objectContaining({ code: 'RP750' });
    expect(r.byJeweller).toEqual([
      { jeweller: expect.objectContaining({ code: 'RP-J1', staffId: id('RJ1') }), material: rp750, ...j1 },
      { jeweller: expect.objectContaining({ code: 'RP-J2' }), material: rp750, ...j2 },
    ]);
    expect(r.byCategory).toEqual([
      { category: expect.objectContaining({ code: 'RP-CHAIN', allowedLossPermille: 5 }), material: rp750, ...j2 },
      { category: expect.objectContaining({ code: 'RP-RING', allowedLossPermille: 8 }), material: rp750, ...j1 },
    ]);
    const sources = { entryLossMg: 220, castLossMg: 1_000, meltLossMg: 332, otherLossMg: 0, totalLossMg: 1_552 };
    expect(r.byMonth).toEqual([{ month: '2025-03', material: rp750, ...sources, entryIssuedMg: 31_000, entryAllowedMg: 185, entryLossBasisPoints: 71 }]);
    expect(r.bySource).toEqual([{ material: rp750, ...sources }]);
    expect(r.entryTotals).toEqual([
      { material: rp750, entryCount: 2, issuedMg: 31_000, returnedMg: 30_780, lossMg: 220, allowedMg: 185, overAllowanceMg: 45, overAllowanceCount: 1, lossBasisPoints: 71, allowedBasisPoints: 60 },
    ]);
    // One jeweller: their entries, and in the ledger only the loss posted from their bench.
    const sok = await get(`loss?from=2025-02-01&to=2025-04-30&staffId=${id('RJ1')}`);
    expect(sok.byJeweller.map((j: { jeweller: { code: string }; entryCount: number; lossMg: number }) => [j.jeweller.code, j.entryCount, j.lossMg])).toEqual([['RP-J1', 2, 100]]);
    expect(sok.byMonth.map((m: { month: string; entryLossMg: number; totalLossMg: number }) => [m.month, m.entryLossMg, m.totalLossMg])).toEqual([
      ['2025-03', 70, 70],
      ['2025-04', 30, 30],
    ]);
  });

  it('entry report and entry detail: the entries whose posting day (their latest step) is in March, in their states now', async () => {
    const r = await get(`entry?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}`);
    const none = { inProgressCount: 0, closableCount: 0, waitingAcceptCount: 0, returnedCount: 0, onBenchMg: 0 };
    // E1 (J1, 10 g, made in February) was accepted on 10 March with 9.930 g back: 70 mg lost, 80 mg allowed.
    // E3 (made on 10 March) was accepted on 2 April: it is April's (docs/design.md §5).
    const e1 = { ...none, entryCount: 1, pieceCount: 1, acceptedCount: 1, issuedMg: 10_000, returnedMg: 9_930, acceptedIssuedMg: 10_000, lossMg: 70, allowedMg: 80, overAllowanceCount: 0, lossBasisPoints: 70 };
    const e2 = { ...none, entryCount: 1, pieceCount: 2, acceptedCount: 1, issuedMg: 21_000, returnedMg: 20_850, acceptedIssuedMg: 21_000, lossMg: 150, allowedMg: 105, overAllowanceCount: 1, lossBasisPoints: 71 };
    const both = { ...none, entryCount: 2, pieceCount: 3, acceptedCount: 2, issuedMg: 31_000, returnedMg: 30_780, acceptedIssuedMg: 31_000, lossMg: 220, allowedMg: 185, overAllowanceCount: 1, lossBasisPoints: 71 };
    const rp750 = expect.objectContaining({ code: 'RP750' });
    expect(r.byJeweller).toEqual([
      { jeweller: expect.objectContaining({ code: 'RP-J1' }), material: rp750, ...e1 },
      { jeweller: expect.objectContaining({ code: 'RP-J2' }), material: rp750, ...e2 },
    ]);
    expect(r.byType).toEqual([{ type: 'making', material: rp750, ...both }]);
    expect(r.totals).toEqual([{ material: rp750, ...both }]);
    // Before 10 March no entry had its latest step yet: E1 and E2 were both accepted that day.
    const early = await get(`entry?from=2025-03-01&to=2025-03-09&materialId=${id('RP750')}`);
    expect(early.totals).toEqual([]);
    const april = await get(`entry?from=2025-04-01&to=2025-04-30&materialId=${id('RP750')}`);
    expect(april.byJeweller.map((j: { jeweller: { code: string }; entryCount: number; lossMg: number }) => [j.jeweller.code, j.entryCount, j.lossMg])).toEqual([['RP-J1', 1, 30]]);

    const detail = await get(`entry-detail?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}`);
    expect(detail.total).toBe(2);
    expect(detail.items.map((e: Record<string, unknown>) => ({ ...e, number: undefined, category: (e.category as { code: string }).code, material: (e.material as { code: string }).code, jeweller: (e.jeweller as { code: string }).code, createdAt: (e.createdAt as string).slice(0, 10), closedAt: (e.closedAt as string).slice(0, 10), acceptedAt: (e.acceptedAt as string).slice(0, 10) }))).toEqual([
      { id: id('E2'), number: undefined, createdAt: '2025-03-03', type: 'making', state: 'accepted', category: 'RP-CHAIN', material: 'RP750', jeweller: 'RP-J2', pieceCount: 2, initMg: 20_000, spareMg: 1_000, issuedMg: 21_000, returnedMg: 20_850, lossMg: 150, allowedMg: 105, lossBasisPoints: 71, overAllowance: true, overAllowanceReason: 'fine chain, many links', closedAt: '2025-03-10', acceptedAt: '2025-03-10' },
      { id: id('E1'), number: undefined, createdAt: '2025-02-20', type: 'making', state: 'accepted', category: 'RP-RING', material: 'RP750', jeweller: 'RP-J1', pieceCount: 1, initMg: 10_000, spareMg: 0, issuedMg: 10_000, returnedMg: 9_930, lossMg: 70, allowedMg: 80, lossBasisPoints: 70, overAllowance: false, overAllowanceReason: null, closedAt: '2025-03-10', acceptedAt: '2025-03-10' },
    ]);
    expect(detail.totals).toEqual([{ material: rp750, entryCount: 2, issuedMg: 31_000, closedIssuedMg: 31_000, returnedMg: 30_780, lossMg: 220, allowedMg: 185 }]);
    const over = await get(`entry-detail?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}&overAllowance=true`);
    expect(over.items.map((e: { id: number }) => e.id)).toEqual([id('E2')]);
    expect(over.totals).toEqual([{ material: rp750, entryCount: 1, issuedMg: 21_000, closedIssuedMg: 21_000, returnedMg: 20_850, lossMg: 150, allowedMg: 105 }]);
    const bench = await get(`entry-detail?from=2025-02-01&to=2025-04-30&staffId=${id('RJ1')}`);
    expect(bench.items.map((e: { id: number }) => e.id)).toEqual([id('E3'), id('E1')]);
  });

  it('staff report: bench, casting and counter per staff member', async () => {
    const r = await get(`staff?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}`);
    const noBench = { entryCount: 0, piecesDone: 0, issuedMg: 0, returnedMg: 0, lossMg: 0, allowedMg: 0, overAllowanceCount: 0, lossBasisPoints: null };
    const noCasting = { castCount: 0, castActualMg: 0, castPiecesMg: 0, castLossMg: 0, castLossBasisPoints: null };
    const rp750 = expect.objectContaining({ code: 'RP750' });
    expect(r.work).toEqual([
      { staff: expect.objectContaining({ code: 'RC1', kind: 'caster' }), material: rp750, ...noBench, castCount: 2, castActualMg: 40_000, castPiecesMg: 32_000, castLossMg: 1_000, castLossBasisPoints: 250 },
      { staff: expect.objectContaining({ code: 'RJ1' }), material: rp750, entryCount: 1, piecesDone: 1, issuedMg: 10_000, returnedMg: 9_930, lossMg: 70, allowedMg: 80, overAllowanceCount: 0, lossBasisPoints: 70, ...noCasting },
      { staff: expect.objectContaining({ code: 'RJ2' }), material: rp750, entryCount: 1, piecesDone: 2, issuedMg: 21_000, returnedMg: 20_850, lossMg: 150, allowedMg: 105, overAllowanceCount: 1, lossBasisPoints: 71, ...noCasting },
    ]);
    // RS1 sold S2 (135.00) and S4 (325.00), a ring each at 1.00 of incentive.
    expect(r.sales).toEqual([{ staff: expect.objectContaining({ code: 'RS1', kind: 'cashier' }), invoiceCount: 2, piecesSold: 2, salesCents: 46_000, incentiveCents: 200 }]);
    const branchB = await get(`staff?from=2025-03-01&to=2025-03-31&branchId=${id('RP-B')}&staffId=${id('RS1')}`);
    expect(branchB).toMatchObject({ work: [], sales: [] });
  });

  it('jewelry report: stock now, taken in and sold in March by category and material, old gold, and the invoices that meet their payable', async () => {
    const r = await get(`jewelry?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}`);
    const zero = { frozenCount: 0, stonesCents: 0, discountCents: 0 };
    expect(r.rows).toEqual([
      {
        category: expect.objectContaining({ code: 'RP-NKL' }),
        material: expect.objectContaining({ code: 'RP750' }),
        ...zero,
        inStockCount: 1,
        inStockGrossMg: 5_000,
        inStockStoneMg: 0,
        inStockMetalMg: 5_000,
        acceptedCount: 1,
        acceptedMetalMg: 5_000,
        soldCount: 0,
        soldMetalMg: 0,
        salesCents: 0,
        metalCents: 0,
        makingChargeCents: 0,
      },
      {
        category: expect.objectContaining({ code: 'RP-RNG' }),
        material: expect.objectContaining({ code: 'RP750' }),
        ...zero,
        // I5 came back with its void
        inStockCount: 1,
        inStockGrossMg: 3_750,
        inStockStoneMg: 0,
        inStockMetalMg: 3_750,
        acceptedCount: 0,
        acceptedMetalMg: 0,
        // I2 (7.5 g), I3 (3.75 g), I4 (11.25 g) at 100.00 a chi + 25.00 making each
        soldCount: 3,
        soldMetalMg: 22_500,
        salesCents: 67_500,
        metalCents: 60_000,
        makingChargeCents: 7_500,
      },
    ]);
    expect(r.oldGold).toEqual([{ material: expect.objectContaining({ code: 'RP750' }), lineCount: 1, metalMg: 3_750, paidCents: 9_000 }]);
    expect(r.salesTotals).toEqual({ invoiceCount: 3, pieceLinesCents: 67_500, stoneLinesCents: 0, oldGoldCents: 9_000, invoiceDiscountCents: 0, notesCents: -1_000, payableCents: 57_500 });
    const t = r.salesTotals;
    expect(t.pieceLinesCents + t.stoneLinesCents - t.oldGoldCents - t.invoiceDiscountCents + t.notesCents).toBe(t.payableCents);
    const branchA = await get(`jewelry?from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}&branchId=${id('RP-A')}&categoryId=${id('RP-RNG')}`);
    expect(branchA.branch.code).toBe('RP-A');
    expect(branchA.rows).toEqual([expect.objectContaining({ inStockCount: 1, acceptedCount: 0, soldCount: 2, soldMetalMg: 18_750, salesCents: 55_000 })]);
    expect(branchA.salesTotals).toMatchObject({ invoiceCount: 2, payableCents: 46_000 });
  });

  it('exports every report as CSV (UTF-8 with a BOM, Khmer headers, exact grams and dollars) and as XLSX', async () => {
    const filters = `from=2025-03-01&to=2025-03-31&materialId=${id('RP750')}`;
    const csv = await ctx().request({ method: 'GET', url: `/api/reports/monthly-record/export?format=csv&locale=kh&month=2025-03&materialId=${id('RP750')}`, cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="report-monthly-record-2025-03.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = csv.body;
    expect(text).toContain('សមតុល្យដើមគ្រា (ក្រាម)');
    expect(text).toContain('RP-SAFE,ទូដែក RP,ទូដែក,RP750,260.000,29.930,70.200,0.000,219.730');
    expect(text).toContain('RP-J1,តុជាង សុខ,បុគ្គលិក,RP750,10.000,5.200,9.930,0.070,5.200');
    expect(text).toContain('ការលក់ (ដុល្លារ),575.00');

    const cast = await ctx().request({ method: 'GET', url: `/api/reports/cast/export?format=csv&locale=en&${filters}`, cookie });
    expect(cast.body).toContain('\r\nNumber,Day,Status,Material,Caster,Pieces,Wax (g),Actual (g),Over (g),Clean (g),Root (g),Pieces (g),Loss (g),Loss %\r\n');
    expect(cast.body).toMatch(/,2025-03-03,Finished,RP750,Vanna,2,2\.500,40\.000,2\.000,37\.000,5\.000,32\.000,1\.000,2\.50\r\n/);

    const xlsx = await ctx().request({ method: 'GET', url: `/api/reports/loss/export?format=xlsx&locale=kh&${filters}`, cookie });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const byJeweller = workbook.worksheets[0]!;
    expect(byJeweller.name).toBe('តាមជាង');
    const rows = byJeweller.getSheetValues().filter(Boolean) as unknown[][];
    const j2 = rows.find((row) => row.includes('តុជាង ដារ៉ា'));
    // J2's loss, 0.150 g, as a number in grams, and 0.71 %
    expect(j2).toBeDefined();
    expect(j2).toContain(0.15);
    expect(j2).toContain(0.71);

    // Every report: the XLSX holds, sheet by sheet and cell by cell, what its CSV says (headers as text,
    // figures as the numbers the CSV's exact decimals read as), and a header and figures at all.
    const sheetsOf: Record<string, unknown[][][]> = {};
    for (const name of ['dashboard', 'cast', 'loss', 'entry', 'entry-detail', 'staff', 'jewelry', 'monthly-record']) {
      const query = name === 'dashboard' ? 'day=2025-03-14' : name === 'monthly-record' ? 'month=2025-03' : filters;
      const files: Record<string, LightMyRequestResponse> = {};
      for (const format of ['csv', 'xlsx']) {
        const res = await ctx().request({ method: 'GET', url: `/api/reports/${name}/export?format=${format}&${query}`, cookie });
        expect({ name, format, status: res.statusCode }).toEqual({ name, format, status: 200 });
        expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="report-${name}-[0-9-]+\\.${format}"$`));
        files[format] = res;
      }
      const tables = csvTables(files.csv!.body);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(files.xlsx!.rawPayload as unknown as ArrayBuffer);
      const sheets = book.worksheets.map((sheet) => sheetRows(sheet));
      sheetsOf[name] = sheets;
      expect(sheets.length, name).toBe(tables.length);
      if (tables.length > 1) expect(book.worksheets.map((w) => w.name), name).toEqual(sheetNames(tables.map((t) => t.title!)));
      tables.forEach((table, t) => {
        const header = table.rows[0]!;
        expect(header.length, `${name}: a header`).toBeGreaterThan(0);
        for (const cell of header) expect(cell, `${name}: header cells are text`).toMatch(/\p{L}/u);
        expect(sheets[t]!.length, `${name} sheet ${t}: rows`).toBe(table.rows.length);
        table.rows.forEach((row, r) => {
          const cells = sheets[t]![r]!;
          row.forEach((text, c) => {
            const cell = cells[c];
            const at = `${name} sheet ${t} row ${r} column ${c}: ${text}`;
            if (typeof cell === 'number') {
              expect(text, at).toMatch(/^-?\d+(\.\d+)?$/);
              expect(Number(text), at).toBe(cell);
            } else expect(String(cell ?? ''), at).toBe(text.replace(/^'(?=[=+\-@])/, ''));
          });
        });
      });
      expect(sheets.flat(2).some((cell) => typeof cell === 'number' && cell !== 0), `${name}: some figure`).toBe(true);
    }
    // And figures known from the month itself, as numbers in grams.
    expect(sheetsOf['monthly-record']!.flat()).toContainEqual(expect.arrayContaining(['RP-CAST', 'RP750', 80.85, 28, 1, 51.85]));
    expect(sheetsOf.cast!.flat()).toContainEqual(expect.arrayContaining(['2025-03-03', 'RP750', 'Vanna', 2.5, 40, 37, 32, 2.5]));
  });

  it('is for reports.read only, and refuses bad filters with field errors', async () => {
    const cashier = await ctx().signIn('cashier');
    for (const url of ['dashboard', 'cast', 'monthly-record', 'monthly-record/export?format=csv']) {
      const res = await ctx().request({ method: 'GET', url: `/api/reports/${url}`, cookie: cashier });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    const manager = await ctx().signIn('manager');
    expect((await ctx().request({ method: 'GET', url: '/api/reports/dashboard', cookie: manager })).statusCode).toBe(200);
    const bad = async (url: string) => {
      const res = await ctx().request({ method: 'GET', url: `/api/reports/${url}`, cookie });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      return res.json().error.fields;
    };
    expect(Object.keys(await bad('loss?from=2025-03-31&to=2025-03-01'))).toEqual(['to']);
    expect(Object.keys(await bad('monthly-record?month=2025-13'))).toEqual(['month']);
    expect(Object.keys(await bad('cast?materialId=abc'))).toEqual(['materialId']);
    expect(Object.keys(await bad('entry?branchId=1'))).toEqual(['branchId']);
    expect(Object.keys(await bad('jewelry/export?format=pdf'))).toEqual(['format']);
  });
});
