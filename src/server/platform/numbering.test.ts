import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../testing/test-app';
import { inTransaction } from './db/transaction';
import { sql } from 'drizzle-orm';
import { nextDocumentNumber } from './numbering';

describe.each(engines)('gapless document numbers [%s]', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  it('counts per series and year, and a rolled-back number is given again', async () => {
    const db = t.database.db;
    const at = new Date('2026-06-01T00:00:00Z');
    expect(await inTransaction(db, (tx) => nextDocumentNumber(tx, 'TS', at))).toBe('TS-2026-000001');
    await expect(
      inTransaction(db, async (tx) => {
        await nextDocumentNumber(tx, 'TS', at);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await inTransaction(db, (tx) => nextDocumentNumber(tx, 'TS', at))).toBe('TS-2026-000002');
    expect(await inTransaction(db, (tx) => nextDocumentNumber(tx, 'OT', at))).toBe('OT-2026-000001');
    expect(await inTransaction(db, (tx) => nextDocumentNumber(tx, 'TS', new Date('2027-01-02T00:00:00Z')))).toBe('TS-2027-000001');
  });

  it("numbers by the shop year, which turns at the shop's midnight in the zone the owner set", async () => {
    const db = t.database.db;
    const newYearInPhnomPenh = new Date('2026-12-31T17:00:00Z');
    expect(await inTransaction(db, (tx) => nextDocumentNumber(tx, 'NY', new Date('2026-12-31T16:59:59Z')))).toBe('NY-2026-000001');
    expect(await inTransaction(db, (tx) => nextDocumentNumber(tx, 'NY', newYearInPhnomPenh))).toBe('NY-2027-000001');
    await db.execute(sql`INSERT INTO settings (key, value) VALUES ('shop.timeZone', '"UTC"')`);
    expect(await inTransaction(db, (tx) => nextDocumentNumber(tx, 'NY', newYearInPhnomPenh))).toBe('NY-2026-000002');
    await db.execute(sql`DELETE FROM settings WHERE key = 'shop.timeZone'`);
  });
});
