import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { allowedLossMg, entryLossMg, issuedMg, lossOverAllowance, overAllowanceMg } from '../../../shared/entries/entry-loss';
import { queryRows } from '../../platform/db/database';
import { describeOnEmptyDatabases } from '../../testing/test-app';
import { allowedLossMgSql, entryLossMgSql, lossOverAllowanceSql, overAllowanceMgSql } from './entry-loss-sql';

/** A closed entry: what was issued, what came back (sometimes more than issued: solder kept), its category's ‰. */
const entryArb = fc
  .record({
    group: fc.integer({ min: 1, max: 3 }),
    initMg: fc.integer({ min: 0, max: 500_000_000 }),
    spareMg: fc.integer({ min: 0, max: 5_000_000 }),
    lossPerTenThousand: fc.integer({ min: -50, max: 300 }),
    permille: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ lossPerTenThousand, ...e }) => {
    const issued = e.initMg + e.spareMg;
    return { ...e, returnedMg: Math.max(0, issued - Math.trunc((issued * lossPerTenThousand) / 10_000)) };
  });
type Entry = typeof entryArb extends fc.Arbitrary<infer T> ? T : never;

/** The entries as a table `x` with the reports' columns: issued_mg (init + spare), returned_mg, permille. */
const entriesTable = (entries: readonly Entry[]) =>
  sql`(VALUES ${sql.join(
    entries.map((e, i) => sql`(${i}::int, ${e.group}::int, ${e.initMg}::bigint + ${e.spareMg}::bigint, ${e.returnedMg}::bigint, ${e.permille}::int)`),
    sql`, `,
  )}) AS x(i, grp, issued_mg, returned_mg, permille)`;
const x = { issuedMg: sql`x.issued_mg`, returnedMg: sql`x.returned_mg`, permille: sql`x.permille` };

describeOnEmptyDatabases('the entry loss allowance in SQL and in TypeScript give the same figures', (db) => {
  it('per entry: loss, allowance, over the allowance or not, and by how much', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { minLength: 1, maxLength: 30 }), async (entries) => {
        const rows = await queryRows<Record<string, unknown>>(
          db(),
          sql`SELECT ${entryLossMgSql(x)} AS loss, ${allowedLossMgSql(x)} AS allowed, ${lossOverAllowanceSql(x)} AS over, ${overAllowanceMgSql(x)} AS over_mg
                FROM ${entriesTable(entries)} ORDER BY x.i`,
        );
        expect(rows.map((r) => ({ lossMg: Number(r.loss), allowedMg: Number(r.allowed), over: r.over, overMg: Number(r.over_mg) }))).toEqual(
          entries.map((e) => ({
            lossMg: entryLossMg(e),
            allowedMg: allowedLossMg(issuedMg(e), e.permille),
            over: lossOverAllowance(e, e.permille),
            overMg: overAllowanceMg(e, e.permille),
          })),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('per group: the sums of loss, allowance and overshoot, and the count over the allowance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { minLength: 1, maxLength: 40 }), async (entries) => {
        const rows = await queryRows<Record<string, unknown>>(
          db(),
          sql`SELECT x.grp, sum(${entryLossMgSql(x)}) AS loss, sum(${allowedLossMgSql(x)}) AS allowed,
                     sum(${overAllowanceMgSql(x)}) AS over_mg, count(*) FILTER (WHERE ${lossOverAllowanceSql(x)}) AS over_count
                FROM ${entriesTable(entries)} GROUP BY x.grp ORDER BY x.grp`,
        );
        const groups = [...new Set(entries.map((e) => e.group))].sort();
        const sum = (list: readonly Entry[], f: (e: Entry) => number) => list.reduce((total, e) => total + f(e), 0);
        expect(rows.map((r) => ({ lossMg: Number(r.loss), allowedMg: Number(r.allowed), overMg: Number(r.over_mg), overCount: Number(r.over_count) }))).toEqual(
          groups.map((g) => {
            const list = entries.filter((e) => e.group === g);
            return {
              lossMg: sum(list, entryLossMg),
              allowedMg: sum(list, (e) => allowedLossMg(issuedMg(e), e.permille)),
              overMg: sum(list, (e) => overAllowanceMg(e, e.permille)),
              overCount: list.filter((e) => lossOverAllowance(e, e.permille)).length,
            };
          }),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('8 ‰ of 12.345 g allows 98 mg in both, and a loss of 99 mg is over it by 1 mg', async () => {
    const entry: Entry = { group: 1, initMg: 12_345, spareMg: 0, returnedMg: 12_345 - 99, permille: 8 };
    const [row] = await queryRows<Record<string, unknown>>(
      db(),
      sql`SELECT ${allowedLossMgSql(x)} AS allowed, ${lossOverAllowanceSql(x)} AS over, ${overAllowanceMgSql(x)} AS over_mg FROM ${entriesTable([entry])}`,
    );
    expect({ allowed: Number(row?.allowed), over: row?.over, overMg: Number(row?.over_mg) }).toEqual({ allowed: 98, over: true, overMg: 1 });
    expect({ allowed: allowedLossMg(12_345, 8), over: lossOverAllowance(entry, 8), overMg: overAllowanceMg(entry, 8) }).toEqual({ allowed: 98, over: true, overMg: 1 });
  });
});
