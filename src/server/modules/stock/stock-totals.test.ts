import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { engines } from '../../testing/test-app';
import { stockFixture, type StockFixture } from './stock-fixture';
import { jewelryPieces, stockTotals } from './stock-pieces.tables';
import { jewelryCategories } from './stock.tables';
import { compactStockTotals, verifyStockTotals } from './stock-totals.service';
import { findPieces } from './stock-views';

describe.each(engines)('stock totals, kept by the database beside the pieces [%s]', (engine) => {
  let f: StockFixture;
  let ring: number;
  let chain: number;
  beforeAll(async () => {
    f = await stockFixture(engine);
    const made = await f.db
      .insert(jewelryCategories)
      .values([
        { code: 'RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring', makingChargeMode: 'per_piece' },
        { code: 'CHAIN', nameKh: 'ខ្សែក', nameEn: 'Chain', makingChargeMode: 'per_gram' },
      ])
      .returning({ id: jewelryCategories.id });
    [ring, chain] = made.map((c) => c.id) as [number, number];
  });
  afterAll(async () => {
    await f?.testDb.drop();
  });

  const rowCount = async () => Number((await queryRows<{ n: number | string }>(f.db, sql`SELECT count(*) AS n FROM ${stockTotals}`))[0]!.n);

  /** `n` pieces `<prefix>-0001…`, alternately rings and chains, a third of them without a category, over both branches. */
  const insertPieces = (prefix: string, n: number) =>
    f.db.execute(sql`
      INSERT INTO ${jewelryPieces} (code, description, category_id, material_id, gross_mg, stone_mg, branch_id)
      SELECT ${prefix} || '-' || lpad(g::text, 4, '0'), 'piece ' || g,
             CASE g % 3 WHEN 0 THEN NULL WHEN 1 THEN ${ring}::int ELSE ${chain}::int END,
             ${f.ids.AU750!}::int, 1000 + g * 10, (g % 4) * 50,
             CASE WHEN g % 2 = 0 THEN ${f.ids.CM!}::int ELSE ${f.ids.TK!}::int END
        FROM generate_series(1, ${n}::int) AS g`);

  it('equals the pieces after any statement inserts, updates or deletes them, and folds into one row per key', async () => {
    await insertPieces('SUM', 60);
    expect(await verifyStockTotals(f.db)).toEqual([]);
    // Statements that change state, branch, frozen flag and weights, several rows at once.
    await f.db.execute(sql`UPDATE ${jewelryPieces} SET state = 'sold' WHERE code LIKE 'SUM-%' AND id % 5 = 0`);
    await f.db.execute(sql`UPDATE ${jewelryPieces} SET branch_id = ${f.ids.TK!}::int WHERE code LIKE 'SUM-%' AND id % 7 = 0`);
    await f.db.execute(sql`UPDATE ${jewelryPieces} SET frozen = true WHERE code LIKE 'SUM-%' AND id % 11 = 0`);
    await f.db.execute(sql`UPDATE ${jewelryPieces} SET gross_mg = gross_mg + 123, stone_mg = stone_mg + 3 WHERE code LIKE 'SUM-%' AND id % 3 = 0`);
    await f.db.execute(sql`DELETE FROM ${jewelryPieces} WHERE code = 'SUM-0060'`);
    const before = await rowCount();
    // A statement that changes none of the figures (a note) adds no row.
    await f.db.execute(sql`UPDATE ${jewelryPieces} SET note = 'seen' WHERE code LIKE 'SUM-%'`);
    expect(await rowCount()).toBe(before);
    expect(await verifyStockTotals(f.db)).toEqual([]);

    const keys = await queryRows<{ n: number | string }>(
      f.db,
      sql`SELECT count(*) AS n FROM (SELECT DISTINCT state, branch_id, category_id, material_id, frozen FROM ${jewelryPieces}) k`,
    );
    expect(before).toBeGreaterThan(Number(keys[0]!.n));
    await compactStockTotals(f.db);
    expect(await rowCount()).toBe(Number(keys[0]!.n));
    expect(await verifyStockTotals(f.db)).toEqual([]);
  });

  it('is seen to disagree when a row does not match the pieces', async () => {
    await f.db.insert(stockTotals).values({ state: 'in_stock', branchId: f.ids.CM!, categoryId: ring, materialId: f.ids.AU750!, frozen: false, count: 1, grossMg: 5, metalMg: 5 });
    const mismatches = await verifyStockTotals(f.db);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatchObject({ state: 'in_stock', branchId: f.ids.CM, categoryId: ring, frozen: false });
    expect(mismatches[0]!.totals.count - mismatches[0]!.pieces.count).toBe(1);
    await f.db.insert(stockTotals).values({ state: 'in_stock', branchId: f.ids.CM!, categoryId: ring, materialId: f.ids.AU750!, frozen: false, count: -1, grossMg: -5, metalMg: -5 });
    expect(await verifyStockTotals(f.db)).toEqual([]);
  });

  it('gives "currently in stock" the same totals and breakdown as counting the pieces the filter keeps', async () => {
    await insertPieces('LIST', 45);
    await f.db.execute(sql`UPDATE ${jewelryPieces} SET state = 'sold' WHERE code LIKE 'LIST-%' AND id % 4 = 0`);
    const filters = [{}, { categoryId: ring }, { branchId: f.ids.CM }, { categoryId: chain, branchId: f.ids.TK }, { frozen: 'false' as const }];
    for (const extra of filters) {
      const base = { state: 'in_stock' as const, page: 1, pageSize: 5, ...extra };
      const fromTotals = await findPieces(f.db, base);
      // Every piece's description starts "piece ": the search keeps them all and counts them one by one.
      const counted = await findPieces(f.db, { ...base, search: 'piece' });
      expect(fromTotals.total).toBeGreaterThan(0);
      expect({ totals: fromTotals.totals, byCategory: fromTotals.byCategory, byMaterial: fromTotals.byMaterial }).toEqual({
        totals: counted.totals,
        byCategory: counted.byCategory,
        byMaterial: counted.byMaterial,
      });
      expect(fromTotals.items.map((p) => p.code)).toEqual(counted.items.map((p) => p.code));
    }
  });

  it('stays equal to the pieces under concurrent sales, a rolled-back one and folds running between them', async () => {
    await insertPieces('RACE', 40);
    const ids = (await f.db.select({ id: jewelryPieces.id }).from(jewelryPieces).where(sql`${jewelryPieces.code} LIKE 'RACE-%'`)).map((r) => r.id);
    const sell = (id: number, fail: boolean) =>
      inTransaction(f.db, async (tx) => {
        await tx.update(jewelryPieces).set({ state: 'sold' }).where(eq(jewelryPieces.id, id));
        await tx.execute(sql`SELECT pg_sleep(0.01)`);
        if (fail) throw new Error('refused after the piece was marked sold');
      });
    const outcomes = await Promise.allSettled([
      ...ids.map((id, i) => sell(id, i % 9 === 0)),
      ...Array.from({ length: 6 }, () => compactStockTotals(f.db)),
    ]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(ids.filter((_, i) => i % 9 === 0).length);
    expect(await verifyStockTotals(f.db)).toEqual([]);
    await compactStockTotals(f.db);
    expect(await verifyStockTotals(f.db)).toEqual([]);
  });
});
