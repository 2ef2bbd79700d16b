import { beforeAll, expect, it } from 'vitest';
import { createSaleBodySchema, type CreateSaleBody } from '../../../shared/contracts/sales/invoice';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { branches, staff } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { holderIdByCode, seedHolders, seedMaterialCategories, submitTransfer, setRate } from '../materials';
import { seedProductionItems } from '../production';
import { seedCustomer, setExchangeRate, createSale, voidInvoice } from '../sales';
import { acceptPieces } from '../stock';
import { shopHour } from './known-month-fixture';
import { timeTravel } from './time-travel';

/**
 * The rule (ledger-figures.ts): a void's reversal counts as the movement it
 * undoes, negated, in the period it is posted. Its own material (VD750),
 * branch, counter and safe, so the demo's records do not touch the figures.
 *
 *  10 Apr 2024  OUTSIDE → VD-SAFE 100 g; pieces P1 17,540 mg, P2 5,000 mg, P3 4,000 mg into VD-A
 *               (the counter holds 26,540 mg from then on).
 *  14 May       sale S1 of P1 with 3,750 mg of old gold bought back; voided the same day.
 *  20 Jun       sale S2 of P2 with 2,000 mg of old gold bought back.
 *   5 Jul       S2 voided.
 */
describeOnBothEngines('reports through voids: a reversal nets against the sale it reverses', (ctx) => {
  const ids: Record<string, number> = {};
  let cookie: string;
  const get = async (url: string) => {
    const res = await ctx().request({ method: 'GET', url: `/api/reports/${url}`, cookie });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };
  const material = (r: { materials: { material: { code: string } }[] }) => r.materials.find((m) => m.material.code === 'VD750');
  const counter = (r: { holders: { holder: { code: string }; openingMg: number; inMg: number; outMg: number; lostMg: number; closingMg: number }[] }) => {
    const row = r.holders.find((h) => h.holder.code === 'VD-CTR')!;
    return [row.openingMg, row.inMg, row.outMg, row.lostMg, row.closingMg];
  };
  /** The branch's old-gold holder (made with its counter), where old gold bought goes. */
  const oldGold = (r: { holders: { holder: { code: string }; openingMg: number; inMg: number; outMg: number; lostMg: number; closingMg: number }[] }) => {
    const row = r.holders.find((h) => h.holder.code === 'OG-VD-CTR')!;
    return [row.openingMg, row.inMg, row.outMg, row.lostMg, row.closingMg];
  };
  const monthly = (month: string) => get(`monthly-record?month=${month}&materialId=${ids.VD750}&branchId=${ids['VD-A']}`);
  let juneBeforeTheVoid: unknown;

  beforeAll(async () => {
    const db = ctx().database.db;
    const owner = systemActor;
    const tx = <T>(work: Parameters<typeof inTransaction<T>>[1]) => inTransaction(db, work);
    const travel = await timeTravel(db);
    const [m] = await seedMaterialCategories(db, [{ code: 'VD750', nameKh: 'មាស ១៨K (លុបចោល)', nameEn: 'Gold 18K (voids)', purity: 7500, waxRatioMilli: 16_000 }]);
    ids.VD750 = m!.id;
    const [b] = await db.insert(branches).values({ code: 'VD-A', nameKh: 'សាខា លុបចោល', nameEn: 'Voids branch' }).returning();
    ids['VD-A'] = b!.id;
    for (const h of await seedHolders(db, [
      { kind: 'safe' as const, code: 'VD-SAFE', nameKh: 'ទូដែក VD', nameEn: 'Safe VD' },
      { kind: 'counter' as const, code: 'VD-CTR', nameKh: 'បញ្ជរ VD', nameEn: 'Counter VD', branchId: ids['VD-A'] },
    ]))
      ids[h.code] = h.id;
    ids.OUTSIDE = (await holderIdByCode(db, 'OUTSIDE'))!;
    const [seller] = await db.insert(staff).values({ code: 'VDS', nameKh: 'អ្នកលក់ VD', nameEn: 'Seller VD', kind: 'cashier' as const }).returning();
    ids.VDS = seller!.id;
    ids.C = (await seedCustomer(db, { name: 'VD customer', phone: '011 222 333' })).id;
    await setRate(db, owner, { materialId: ids.VD750, askCentsPerChi: 10_000, bidCentsPerChi: 9_000, effectiveAt: new Date(Date.now() - 60_000).toISOString() });
    const phase = <T>(at: Date, work: () => Promise<T>) =>
      travel.phase(at, async () => {
        await setExchangeRate(db, owner, { khrPerUsd: 4_000 });
        return work();
      });
    const sale = async (body: CreateSaleBody) => (await tx((t) => createSale(t, owner, createSaleBodySchema.parse(body)))).invoiceId;
    const saleOf = (piece: string, oldGoldMg: number): CreateSaleBody => ({
      branchId: ids['VD-A']!,
      customerId: ids.C!,
      sellerStaffId: ids.VDS!,
      lines: [
        { kind: 'piece', code: `VDT-${piece}` },
        // Bought at a bid the cashier lowers to 120.00 a chi of fine gold (2,000 mg of 18K: 1,500 mg fine, 48.00), whatever the demo's base metal's bid.
        { kind: 'old_gold', materialId: ids.VD750!, weightMg: oldGoldMg, rateCentsPerChi: 12_000, rateChangeReason: 'scratched' },
      ],
    });

    await phase(shopHour('2024-04-10', 10), async () => {
      await tx((t) => submitTransfer(t, owner, { fromHolderId: ids.OUTSIDE!, toHolderId: ids['VD-SAFE']!, lines: [{ materialId: ids.VD750!, mg: 100_000 }], note: 'bought', overrideCap: false }));
      const items = await seedProductionItems(
        db,
        ['P1', 'P2', 'P3'].map((code) => ({ code: `VDT-${code}`, description: `Void test ${code}`, materialId: ids.VD750!, stage: 'finishing' as const })),
      );
      await tx((t) =>
        acceptPieces(t, owner, {
          branchId: ids['VD-A']!,
          sourceHolderId: ids['VD-SAFE']!,
          note: '',
          lines: [
            { itemId: items[0]!.id, grossMg: 17_540, stoneMg: 0, photos: [] },
            { itemId: items[1]!.id, grossMg: 5_000, stoneMg: 0, photos: [] },
            { itemId: items[2]!.id, grossMg: 4_000, stoneMg: 0, photos: [] },
          ],
        }),
      );
    });
    await phase(shopHour('2024-05-14', 11), async () => {
      ids.S1 = await sale(saleOf('P1', 3_750));
      await tx((t) => voidInvoice(t, owner, ids.S1!, 'wrong customer'));
    });
    await phase(shopHour('2024-06-20', 15), async () => {
      ids.S2 = await sale(saleOf('P2', 2_000));
    });
    cookie = await ctx().signIn('owner');
    juneBeforeTheVoid = await monthly('2024-06');
    await phase(shopHour('2024-07-05', 9), async () => {
      await tx((t) => voidInvoice(t, owner, ids.S2!, 'returned'));
    });
  }, 120_000);

  it('a sale of 17,540 mg with 3,750 mg of old gold, voided the same month: the month counts neither as metal released nor received', async () => {
    const may = await monthly('2024-05');
    // 17,540 + 5,000 + 4,000 on the counter all month: out and back, in and back, net nothing.
    expect(counter(may)).toEqual([26_540, 0, 0, 0, 26_540]);
    expect(material(may)).toMatchObject({ openingMg: 100_000, receivedMg: 0, releasedMg: 0, closingMg: 100_000 });
    expect(may.sales).toMatchObject({ invoiceCount: 0, voidedCount: 1, piecesSold: 0, salesCents: 0, oldGoldCents: 0 });

    const dashboard = await get(`dashboard?day=2024-05-14&materialId=${ids.VD750}&branchId=${ids['VD-A']}`);
    expect(dashboard.metal.find((m: { material: { code: string } }) => m.material.code === 'VD750')).toMatchObject({ onHandMg: 100_000, monthInMg: 0, monthOutMg: 0 });
    expect(dashboard.salesToday).toMatchObject({ invoiceCount: 0, salesCents: 0, oldGoldCents: 0, piecesSold: 0 });
  });

  it("a void in a later month: the sale's month keeps its figures, the void's month shows the reversal as a negative correction", async () => {
    const june = await monthly('2024-06');
    // P2 out of the counter (5,000); its old gold (2,000) into the branch's old-gold holder, not the counter.
    expect(counter(june)).toEqual([26_540, 0, 5_000, 0, 21_540]);
    expect(oldGold(june)).toEqual([0, 2_000, 0, 0, 2_000]);
    expect(material(june)).toMatchObject({ openingMg: 100_000, receivedMg: 2_000, releasedMg: 5_000, closingMg: 97_000 });
    expect((june as { holders: unknown }).holders).toEqual((juneBeforeTheVoid as { holders: unknown }).holders);
    expect((june as { materials: unknown }).materials).toEqual((juneBeforeTheVoid as { materials: unknown }).materials);

    // The money follows the same rule: P2's 5,000 mg at 100.00 a chi is 133.33 (no making charge: no category), less 2,000 mg of old gold (1,500 mg fine at 120.00 a chi: 48.00).
    expect(june.sales).toMatchObject({ invoiceCount: 1, voidedCount: 0, piecesSold: 1, salesCents: 8_533, oldGoldCents: 4_800 });
    expect(june.sales).toEqual((juneBeforeTheVoid as { sales: unknown }).sales);

    const july = await monthly('2024-07');
    expect(july.sales).toMatchObject({ invoiceCount: -1, voidedCount: 1, piecesSold: -1, salesCents: -8_533, oldGoldCents: -4_800 });
    expect(counter(july)).toEqual([21_540, 0, -5_000, 0, 26_540]);
    expect(oldGold(july)).toEqual([2_000, -2_000, 0, 0, 0]);
    expect(material(july)).toMatchObject({ openingMg: 97_000, receivedMg: -2_000, releasedMg: -5_000, closingMg: 100_000 });
    const dashboard = await get(`dashboard?day=2024-07-05&materialId=${ids.VD750}`);
    expect(dashboard.metal.find((m: { material: { code: string } }) => m.material.code === 'VD750')).toMatchObject({ onHandMg: 100_000, monthInMg: -2_000, monthOutMg: -5_000 });
    const byBranch = await get(`dashboard?day=2024-07-05&branchId=${ids['VD-A']}`);
    expect(byBranch.salesMonth).toMatchObject({ invoiceCount: -1, salesCents: -8_533, oldGoldCents: -4_800, piecesSold: -1 });
    const series = (month: string) => byBranch.monthlySeries.find((m: { month: string }) => m.month === month);
    expect([series('2024-05'), series('2024-06'), series('2024-07')].map((m) => [m.invoiceCount, m.salesCents])).toEqual([
      [0, 0],
      [1, 8_533],
      [-1, -8_533],
    ]);

    // The jewelry report's pieces sold, old gold bought and invoice totals by the same rule.
    const jewelry = async (from: string, to: string) => {
      const r = await get(`jewelry?from=${from}&to=${to}&branchId=${ids['VD-A']}&materialId=${ids.VD750}`);
      const sold = r.rows.find((row: { category: null | object; material: { code: string } }) => row.category === null && row.material.code === 'VD750');
      const oldGold = r.oldGold.find((row: { material: { code: string } }) => row.material.code === 'VD750') ?? null;
      return { sold: [sold?.soldCount ?? 0, sold?.soldMetalMg ?? 0], oldGold: oldGold && [oldGold.metalMg, oldGold.paidCents], totals: [r.salesTotals.invoiceCount, r.salesTotals.payableCents] };
    };
    expect(await jewelry('2024-05-01', '2024-05-31')).toEqual({ sold: [0, 0], oldGold: null, totals: [0, 0] });
    expect(await jewelry('2024-06-01', '2024-06-30')).toEqual({ sold: [1, 5_000], oldGold: [2_000, 4_800], totals: [1, 8_533] });
    expect(await jewelry('2024-07-01', '2024-07-31')).toEqual({ sold: [-1, -5_000], oldGold: [-2_000, -4_800], totals: [-1, -8_533] });

    // The seller's sales too (the staff report's and the incentives page's one figure).
    const seller = async (from: string, to: string) => (await get(`staff?from=${from}&to=${to}&staffId=${ids.VDS}`)).sales;
    expect(await seller('2024-05-01', '2024-05-31')).toEqual([]);
    expect(await seller('2024-06-01', '2024-06-30')).toEqual([expect.objectContaining({ invoiceCount: 1, piecesSold: 1, salesCents: 8_533 })]);
    expect(await seller('2024-07-01', '2024-07-31')).toEqual([expect.objectContaining({ invoiceCount: -1, piecesSold: -1, salesCents: -8_533 })]);
  });
});
