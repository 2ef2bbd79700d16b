import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialDocument } from '../../../shared/contracts/materials/material';
import { fineWeightMg } from '../../../shared/units';
import { systemActor } from '../../platform/audit';
import { queryRows, type Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { createTestDatabase, engines, type TestDatabase } from '../../testing/test-app';
import { verifyLedger } from '../../ledger';
import { reverseDocument, submitMelt, submitReturn, submitTransfer } from './material-documents.service';
import { holders, materialCategories } from './materials.tables';

/** Refusals a random sequence may meet; anything else is a bug. */
const expectedRefusals = new Set(['materials.overdraft', 'materials.overCap', 'materials.meltGain', 'materials.documentAlreadyReversed']);

describe.each(engines)('material documents, any sequence [%s]', (engine) => {
  let testDb: TestDatabase;
  let db: Db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.database.db;
    const materials = await db
      .insert(materialCategories)
      .values([
        { code: 'AU9999', nameKh: 'AU9999', nameEn: 'AU9999', purity: 9999 },
        { code: 'AU750', nameKh: 'AU750', nameEn: 'AU750', purity: 7500 },
        { code: 'ALLOY', nameKh: 'ALLOY', nameEn: 'ALLOY', purity: 0 },
      ])
      .returning();
    for (const m of materials) ids[m.code] = m.id;
    const made = await db
      .insert(holders)
      .values([
        { kind: 'safe', code: 'SAFE', nameKh: 'SAFE', nameEn: 'SAFE' },
        { kind: 'casting', code: 'CASTING', nameKh: 'CASTING', nameEn: 'CASTING' },
        { kind: 'staff', code: 'J1', nameKh: 'J1', nameEn: 'J1', capMg: 40_000 },
        { kind: 'staff', code: 'J2', nameKh: 'J2', nameEn: 'J2' },
      ])
      .returning();
    for (const h of made) ids[h.code] = h.id;
    for (const code of ['OUTSIDE', 'LOSS', 'MELT']) ids[code] = (await db.select().from(holders).where(eq(holders.code, code)))[0]!.id;
    await inTransaction(db, (tx) =>
      submitTransfer(tx, systemActor, {
        fromHolderId: ids.OUTSIDE!,
        toHolderId: ids.SAFE!,
        lines: [
          { materialId: ids.AU9999!, mg: 200_000 },
          { materialId: ids.ALLOY!, mg: 60_000 },
        ],
        note: 'purchase',
        overrideCap: false,
      }),
    );
    // Metal out at the casting room and the benches, so melts and returns have something to move.
    for (const [holder, lines] of [
      ['CASTING', [{ materialId: ids.AU9999!, mg: 80_000 }, { materialId: ids.ALLOY!, mg: 30_000 }]],
      ['J1', [{ materialId: ids.AU9999!, mg: 20_000 }]],
      ['J2', [{ materialId: ids.AU9999!, mg: 30_000 }]],
    ] as const) {
      await inTransaction(db, (tx) =>
        submitTransfer(tx, systemActor, { fromHolderId: ids.SAFE!, toHolderId: ids[holder]!, lines, note: '', overrideCap: false }),
      );
    }
  }, 60_000);

  afterAll(async () => {
    await testDb?.drop();
  });

  it('transfers, returns, melts and reversals keep every material at zero, no physical holder below zero, fine weight conserved', async () => {
    const physical = ['SAFE', 'CASTING', 'J1', 'J2'] as const;
    const material = fc.constantFrom('AU9999', 'AU750', 'ALLOY');
    const step = fc.oneof(
      fc.record({
        op: fc.constant('transfer' as const),
        from: fc.constantFrom(...physical),
        to: fc.constantFrom(...physical, 'LOSS'),
        material,
        mg: fc.integer({ min: 1, max: 50_000 }),
        overrideCap: fc.boolean(),
      }),
      fc.record({ op: fc.constant('return' as const), from: fc.constantFrom('CASTING', 'J1', 'J2'), material, mg: fc.integer({ min: 1, max: 10_000 }) }),
      fc.record({
        op: fc.constant('melt' as const),
        goldMg: fc.integer({ min: 1, max: 8_000 }),
        alloyMg: fc.integer({ min: 0, max: 3_000 }),
        // The share of the fine gold that comes out, in ‰ (over 1000 asks for a gain, refused).
        yieldPermille: fc.integer({ min: 950, max: 1_010 }),
      }),
      fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    const written: MaterialDocument[] = [];

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          try {
            const doc = await inTransaction(db, async (tx) => {
              if (s.op === 'transfer') {
                if (s.from === s.to) return null;
                return submitTransfer(tx, systemActor, {
                  fromHolderId: ids[s.from]!,
                  toHolderId: ids[s.to]!,
                  lines: [{ materialId: ids[s.material]!, mg: s.mg }],
                  note: '',
                  overrideCap: s.overrideCap,
                });
              }
              if (s.op === 'return') {
                return submitReturn(tx, systemActor, {
                  fromHolderId: ids[s.from]!,
                  safeHolderId: null,
                  lines: [{ materialId: ids[s.material]!, mg: s.mg }],
                  note: '',
                  overrideCap: false,
                });
              }
              if (s.op === 'melt') {
                const fineIn = fineWeightMg(s.goldMg, 9999);
                const outMg = Math.max(1, Math.floor((fineIn * s.yieldPermille) / 1000 / 0.75));
                const inputs = [{ materialId: ids.AU9999!, mg: s.goldMg }];
                if (s.alloyMg > 0) inputs.push({ materialId: ids.ALLOY!, mg: s.alloyMg });
                return submitMelt(tx, systemActor, { holderId: ids.CASTING!, inputs, output: { materialId: ids.AU750!, mg: outMg }, note: '' });
              }
              const candidates = written.filter((d) => d.kind !== 'reversal');
              const target = candidates[s.pick % Math.max(candidates.length, 1)];
              return target ? reverseDocument(tx, systemActor, target.id, 'undo') : null;
            });
            if (doc) written.push(doc);
          } catch (error) {
            if (!(error instanceof AppError) || !expectedRefusals.has(error.code)) throw error;
          }
        }
        expect(await verifyLedger(db)).toEqual([]);
        const totals = await queryRows<{ material_id: number; total: number }>(
          db,
          sql`SELECT material_id, sum(mg)::bigint AS total FROM holder_balances GROUP BY material_id`,
        );
        for (const t of totals) expect(Number(t.total)).toBe(0);
        // Every melt written: fine in = fine out + fine loss, from its own postings.
        for (const melt of written.filter((d) => d.kind === 'melt')) {
          const fine = (reason: string) =>
            melt.postings.filter((p) => p.reason === reason).reduce((sum, p) => sum + fineWeightMg(p.mg, p.purity), 0);
          expect(fine('melt.in')).toBe(fine('melt.out') + fine('melt.loss'));
          expect(fine('melt.loss')).toBe(melt.melt!.fineLossMg);
        }
        // The capped bench passes its cap only through an owner's override (or a reversal giving back what it gave).
        const [j1] = await queryRows<{ held: number }>(db, sql`SELECT coalesce(sum(mg), 0)::bigint AS held FROM holder_balances WHERE holder_id = ${ids.J1!}`);
        const excused = written.some((d) => d.capOverridden || (d.kind === 'reversal' && d.postings.some((p) => p.to.id === ids.J1)));
        if (!excused) expect(Number(j1!.held)).toBeLessThanOrEqual(40_000);
      }),
      {
        numRuns: 15,
        // One sequence that makes every kind of document runs beside the random ones: a full run
        // failed once when its random sequences happened to make no transfer.
        examples: [
          [
            [
              { op: 'transfer', from: 'SAFE', to: 'CASTING', material: 'AU9999', mg: 1_000, overrideCap: false },
              { op: 'return', from: 'CASTING', material: 'AU9999', mg: 500 },
              { op: 'melt', goldMg: 1_000, alloyMg: 300, yieldPermille: 1_000 },
              { op: 'reverse', pick: 0 },
            ],
          ],
        ],
      },
    );
    // The sequences did move metal of every kind, not only meet refusals.
    expect(new Set(written.map((d) => d.kind))).toEqual(new Set(['transfer', 'return', 'melt', 'reversal']));
  }, 180_000);
});
