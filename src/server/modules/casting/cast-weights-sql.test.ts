import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { castAchievedRatioMilli, castLossMg, castPiecesMg, finishedCastTotals } from '../../../shared/casting/cast-weights';
import { castStatusValues } from '../../../shared/contracts/casting/cast';
import { queryRows } from '../../platform/db/database';
import { describeOnEmptyDatabases } from '../../testing/test-app';
import { castAchievedRatioMilliSql, castLossMgSql, castPiecesMgSql, finishedCastTotalsSql } from './cast-weights-sql';

/** Up to 1,000 kg, as the contract allows, or not yet recorded. */
const weight = fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: null, freq: 4 });
const castArb = fc.record({
  group: fc.integer({ min: 1, max: 3 }),
  status: fc.constantFrom(...castStatusValues),
  waxMg: weight,
  actualMg: weight,
  overMg: weight,
  cleanMg: weight,
  rootMg: weight,
});
type Cast = typeof castArb extends fc.Arbitrary<infer T> ? T : never;

/** The casts as a table `c` with the columns (and types) of `casts`. */
const castsTable = (casts: readonly Cast[]) =>
  sql`(VALUES ${sql.join(
    casts.map(
      (c, i) =>
        sql`(${i}::int, ${c.group}::int, ${c.status}::text, ${c.waxMg}::bigint, ${c.actualMg}::bigint, ${c.overMg}::bigint, ${c.cleanMg}::bigint, ${c.rootMg}::bigint)`,
    ),
    sql`, `,
  )}) AS c(i, grp, status, wax_mg, actual_mg, over_mg, clean_mg, root_mg)`;

const intOrNull = (v: unknown) => (v === null ? null : Number(v));

describeOnEmptyDatabases('the cast weights in SQL and in TypeScript give the same figures', (db) => {
  it('per cast: loss, pieces and achieved ratio, recorded or not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(castArb, { minLength: 1, maxLength: 30 }), async (casts) => {
        const rows = await queryRows<Record<string, unknown>>(
          db(),
          sql`SELECT c.i, ${castLossMgSql('c')} AS loss, ${castPiecesMgSql('c')} AS pieces, ${castAchievedRatioMilliSql('c')} AS ratio
                FROM ${castsTable(casts)} ORDER BY c.i`,
        );
        expect(rows.map((r) => ({ lossMg: intOrNull(r.loss), piecesMg: intOrNull(r.pieces), ratioMilli: intOrNull(r.ratio) }))).toEqual(
          casts.map((c) => ({ lossMg: castLossMg(c), piecesMg: castPiecesMg(c), ratioMilli: castAchievedRatioMilli(c) })),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('a wax weight that divides to exactly half a unit rounds away from zero in both', async () => {
    // (actual − over) × 1000 ÷ wax = 2.5 and −2.5
    const casts: Cast[] = [
      { group: 1, status: 'finished', waxMg: 2000, actualMg: 5, overMg: 0, cleanMg: null, rootMg: null },
      { group: 1, status: 'finished', waxMg: 2000, actualMg: 0, overMg: 5, cleanMg: null, rootMg: null },
    ];
    const rows = await queryRows<{ ratio: unknown }>(db(), sql`SELECT ${castAchievedRatioMilliSql('c')} AS ratio FROM ${castsTable(casts)} ORDER BY c.i`);
    expect(rows.map((r) => intOrNull(r.ratio))).toEqual([3, -3]);
    expect(casts.map(castAchievedRatioMilli)).toEqual([3, -3]);
  });

  it('per group: the finished casts summed (actual, pieces, loss); open casts count for nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(castArb, { minLength: 1, maxLength: 40 }), async (casts) => {
        const rows = await queryRows<Record<string, unknown>>(
          db(),
          sql`SELECT c.grp, ${finishedCastTotalsSql('c')} FROM ${castsTable(casts)} GROUP BY c.grp ORDER BY c.grp`,
        );
        const groups = [...new Set(casts.map((c) => c.group))].sort();
        expect(rows.map((r) => ({ actualMg: Number(r.actual_mg ?? 0), piecesMg: Number(r.pieces_mg ?? 0), lossMg: Number(r.loss_mg ?? 0) }))).toEqual(
          groups.map((g) => finishedCastTotals(casts.filter((c) => c.group === g))),
        );
      }),
      { numRuns: 60 },
    );
  });
});
