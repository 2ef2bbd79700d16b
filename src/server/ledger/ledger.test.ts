import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../platform/audit';
import { queryRows, type Db } from '../platform/db/database';
import { inTransaction } from '../platform/db/transaction';
import { AppError } from '../platform/errors';
import { auditLog } from '../platform/platform.tables';
import { createTestDatabase, engines, type TestDatabase } from '../testing/test-app';
import { holderRefs, seedHolders, seedMaterialCategories, type HolderKind } from '../modules/materials';
import { balance, postDocument, reverseDocument, verifyLedger, type Movement, type Posting, type PostingDocument } from './index';
import { holderBalances, postings } from './ledger.tables';

const actor = systemActor;
let documentSeq = 0;
const slip = (): PostingDocument => ({ kind: 'transfer', id: `T${++documentSeq}` });

async function seedMaterial(db: Db, code: string, purity: number) {
  const [row] = await seedMaterialCategories(db, [{ code, nameKh: code, nameEn: code, purity, waxRatioMilli: 15_000 }]);
  if (!row) throw new Error('material not seeded');
  return row.id;
}

async function seedHolder(db: Db, code: string, kind: HolderKind) {
  const physical = kind !== 'loss' && kind !== 'outside';
  const [row] = await seedHolders(db, [{ code, kind, nameKh: code, nameEn: code, physical }]);
  if (!row) throw new Error('holder not seeded');
  return row.id;
}

async function post(db: Db, movements: Movement[]): Promise<Posting[]> {
  return (await inTransaction(db, (tx) => postDocument(tx, { actor, document: slip(), movements }))).postings;
}

/** Undoes the whole document a posting belongs to. */
async function reverse(db: Db, posting: Pick<Posting, 'documentType' | 'documentId'>, reason: string): Promise<Posting[]> {
  const original = { kind: posting.documentType as PostingDocument['kind'], id: posting.documentId };
  return (await inTransaction(db, (tx) => reverseDocument(tx, { actor, original, reason }))).postings;
}

async function postingCount(db: Db) {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM postings`);
  return row?.n ?? 0;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.each(engines)('metal ledger [%s]', (engine) => {
  let testDb: TestDatabase;
  let db: Db;
  let gold: number;
  let silver: number;
  let outside: number;
  let loss: number;
  let safe: number;
  let counter: number;
  let jeweller: number;
  let jeweller2: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.database.db;
    gold = await seedMaterial(db, 'AU9999', 9999);
    silver = await seedMaterial(db, 'AG925', 9250);
    outside = await seedHolder(db, 'T-OUTSIDE', 'outside');
    loss = await seedHolder(db, 'T-LOSS', 'loss');
    safe = await seedHolder(db, 'SAFE', 'safe');
    counter = await seedHolder(db, 'COUNTER', 'counter');
    jeweller = await seedHolder(db, 'J1', 'staff');
    jeweller2 = await seedHolder(db, 'J2', 'staff');
    // Buy 100 g of gold and 50 g of silver into the safe.
    await post(db, [
      { materialId: gold, fromHolderId: outside, toHolderId: safe, mg: 100_000, reason: 'transfer' },
      { materialId: silver, fromHolderId: outside, toHolderId: safe, mg: 50_000, reason: 'transfer' },
    ]);
  }, 60_000);

  afterAll(async () => {
    await testDb?.drop();
  });

  it('a purchase from outside lets the system holder go negative and the material sum to zero', async () => {
    expect(await balance(db, safe, gold)).toBe(100_000);
    expect(await balance(db, outside, gold)).toBe(-100_000);
    expect(await balance(db, counter, gold)).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('a transfer moves the metal, writes one posting linked to its document and an audit row', async () => {
    const document: PostingDocument = { kind: 'transfer', id: 'TS-1' };
    const { postings: written } = await inTransaction(db, (tx) =>
      postDocument(tx, {
        actor: { userId: null, ip: '127.0.0.1' },
        document,
        movements: [{ materialId: gold, fromHolderId: safe, toHolderId: jeweller, mg: 3_750, reason: 'transfer' }],
      }),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ documentType: 'transfer', documentId: 'TS-1', mg: 3_750, reversesPostingId: null });
    expect(await balance(db, safe, gold)).toBe(96_250);
    expect(await balance(db, jeweller, gold)).toBe(3_750);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, 'TS-1'));
    expect(audits.map((a) => a.action)).toEqual(['materials.post']);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a transfer that would overdraw the safe and writes nothing', async () => {
    const before = await postingCount(db);
    const error = await refusal(
      post(db, [
        { materialId: silver, fromHolderId: safe, toHolderId: counter, mg: 10_000, reason: 'transfer' },
        { materialId: gold, fromHolderId: safe, toHolderId: counter, mg: 1_000_000, reason: 'transfer' },
      ]),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe('materials.overdraft');
    expect(error.params).toMatchObject({ holder: 'SAFE', material: 'AU9999', mg: 1_000_000 });
    expect(await postingCount(db)).toBe(before);
    expect(await balance(db, safe, silver)).toBe(50_000);
    expect(await balance(db, counter, silver)).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses to spend from a physical holder that never held the material', async () => {
    const error = await refusal(
      post(db, [{ materialId: silver, fromHolderId: jeweller2, toHolderId: safe, mg: 1, reason: 'transfer' }]),
    );
    expect(error.code).toBe('materials.overdraft');
  });

  it('refuses zero, negative and fractional weights and a transfer to self with 400 and writes nothing', async () => {
    const before = await postingCount(db);
    for (const bad of [
      { materialId: gold, fromHolderId: safe, toHolderId: counter, mg: 0, reason: 'transfer' },
      { materialId: gold, fromHolderId: safe, toHolderId: counter, mg: -5, reason: 'transfer' },
      { materialId: gold, fromHolderId: safe, toHolderId: counter, mg: 1.5, reason: 'transfer' },
      { materialId: gold, fromHolderId: safe, toHolderId: safe, mg: 10, reason: 'transfer' },
    ] satisfies Movement[]) {
      const error = await refusal(post(db, [bad]));
      expect(error.status).toBe(400);
    }
    expect((await refusal(post(db, []))).code).toBe('materials.noMovements');
    expect(await postingCount(db)).toBe(before);
  });

  it('refuses an unknown holder or material with 404 and writes nothing', async () => {
    const before = await postingCount(db);
    const unknownHolder = await refusal(
      post(db, [{ materialId: gold, fromHolderId: safe, toHolderId: 999_999, mg: 10, reason: 'transfer' }]),
    );
    expect(unknownHolder.status).toBe(404);
    const unknownMaterial = await refusal(
      post(db, [{ materialId: 999_999, fromHolderId: safe, toHolderId: counter, mg: 10, reason: 'transfer' }]),
    );
    expect(unknownMaterial.status).toBe(404);
    expect(await postingCount(db)).toBe(before);
  });

  it('a reversal restores both balances', async () => {
    const [posting] = await post(db, [
      { materialId: gold, fromHolderId: safe, toHolderId: counter, mg: 12_345, reason: 'transfer' },
    ]);
    if (!posting) throw new Error('no posting');
    const safeBefore = (await balance(db, safe, gold)) + 12_345;
    const [reversal] = await reverse(db, posting, 'wrong counter');
    expect(reversal).toMatchObject({
      fromHolderId: counter,
      toHolderId: safe,
      mg: 12_345,
      reversesPostingId: posting.id,
      documentType: posting.documentType,
      documentId: posting.documentId,
    });
    expect(await balance(db, safe, gold)).toBe(safeBefore);
    expect(await balance(db, counter, gold)).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('reverses a whole document in one call: every posting undone, linked to the one it cancels, one audit row naming the original and the reason', async () => {
    const posted = await post(db, [
      { materialId: gold, fromHolderId: safe, toHolderId: counter, mg: 1_000, reason: 'transfer' },
      { materialId: silver, fromHolderId: safe, toHolderId: counter, mg: 2_000, reason: 'transfer' },
    ]);
    const documentId = posted[0]!.documentId;
    const auditsBefore = await db.select().from(auditLog).where(eq(auditLog.entityId, documentId));
    const reversal = await reverse(db, posted[0]!, 'wrong counter');
    expect(reversal.map((p) => p.reversesPostingId)).toEqual(posted.map((p) => p.id));
    expect(reversal.every((p) => p.fromHolderId === counter && p.toHolderId === safe && p.documentId === documentId)).toBe(true);
    const audits = (await db.select().from(auditLog).where(eq(auditLog.entityId, documentId))).slice(auditsBefore.length);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'materials.reverse', entity: 'transfer' });
    expect(audits[0]!.after).toMatchObject({ reverses: { kind: 'transfer', id: documentId }, note: 'wrong counter' });
    expect(await balance(db, counter, silver)).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('a second reversal is refused, and a document of reversals only is not reversed again', async () => {
    const [posting] = await post(db, [{ materialId: gold, fromHolderId: safe, toHolderId: counter, mg: 500, reason: 'transfer' }]);
    if (!posting) throw new Error('no posting');
    const [reversal] = await reverse(db, posting, 'undo');
    if (!reversal) throw new Error('no reversal');
    const again = await refusal(reverse(db, posting, 'undo again'));
    expect(again.status).toBe(409);
    expect(again.code).toBe('materials.alreadyReversed');
    // A slip that only undoes another (its postings are reversals) cannot itself be undone.
    const slipOfReversals = slip();
    await inTransaction(db, (tx) =>
      reverseDocument(tx, { actor, original: { kind: 'transfer', id: 'T-none' }, reversal: slipOfReversals, reason: 'nothing' }),
    );
    const [other] = await post(db, [{ materialId: gold, fromHolderId: safe, toHolderId: counter, mg: 300, reason: 'transfer' }]);
    await inTransaction(db, (tx) => reverseDocument(tx, { actor, original: { kind: 'transfer', id: other!.documentId }, reversal: slipOfReversals, reason: 'x' }));
    const ofReversal = await refusal(inTransaction(db, (tx) => reverseDocument(tx, { actor, original: slipOfReversals, reason: 'redo' })));
    expect(ofReversal.status).toBe(422);
    expect(ofReversal.code).toBe('materials.reversalOfReversal');
    // A document with no postings has nothing to undo: nothing is written.
    const before = await postingCount(db);
    expect(await inTransaction(db, (tx) => reverseDocument(tx, { actor, original: { kind: 'transfer', id: 'T-none' }, reason: 'x' }))).toMatchObject({ postings: [] });
    expect(await postingCount(db)).toBe(before);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a reversal that would overdraw the receiver who already spent the metal', async () => {
    const [posting] = await post(db, [{ materialId: gold, fromHolderId: safe, toHolderId: jeweller2, mg: 2_000, reason: 'transfer' }]);
    if (!posting) throw new Error('no posting');
    await post(db, [{ materialId: gold, fromHolderId: jeweller2, toHolderId: loss, mg: 1_500, reason: 'transfer' }]);
    const error = await refusal(reverse(db, posting, 'undo'));
    expect(error.code).toBe('materials.overdraft');
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('postings are append-only: the database refuses UPDATE and DELETE', async () => {
    await expect(db.execute(sql`UPDATE postings SET mg = mg + 1`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM postings`)).rejects.toThrow();
  });

  it('verifyLedger reports a running balance that disagrees with its postings', async () => {
    await inTransaction(db, async (tx) => {
      await tx.update(holderBalances).set({ mg: sql`${holderBalances.mg} + 1` }).where(eq(holderBalances.holderId, counter));
      const problems = await verifyLedger(tx);
      expect(problems.some((p) => p.kind === 'balance' && p.holderId === counter)).toBe(true);
      expect(problems.some((p) => p.kind === 'materialTotal')).toBe(true);
      throw new Error('rollback');
    }).catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'rollback') throw error;
    });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('any sequence of transfers, returns, reversals and refused overdrafts keeps every material at zero and no physical holder below zero', async () => {
    const physicalHolders = [safe, counter, jeweller, jeweller2];
    const step = fc.oneof(
      fc.record({
        op: fc.constant('transfer' as const),
        material: fc.constantFrom(gold, silver),
        from: fc.constantFrom(...physicalHolders, outside),
        to: fc.constantFrom(...physicalHolders, loss),
        mg: fc.integer({ min: 1, max: 60_000 }),
      }).filter((s) => s.from !== s.to),
      fc.record({
        op: fc.constant('return' as const),
        material: fc.constantFrom(gold, silver),
        from: fc.constantFrom(counter, jeweller, jeweller2),
        mg: fc.integer({ min: 1, max: 20_000 }),
      }),
      fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          try {
            if (s.op === 'transfer') {
              await post(db, [{ materialId: s.material, fromHolderId: s.from, toHolderId: s.to, mg: s.mg, reason: 'transfer' }]);
            } else if (s.op === 'return') {
              await post(db, [{ materialId: s.material, fromHolderId: s.from, toHolderId: safe, mg: s.mg, reason: 'transfer' }]);
            } else {
              const candidates = await queryRows<Pick<Posting, 'documentType' | 'documentId'>>(
                db,
                sql`SELECT p.document_type AS "documentType", p.document_id AS "documentId" FROM postings p WHERE p.reverses_posting_id IS NULL
                     AND NOT EXISTS (SELECT 1 FROM postings r WHERE r.reverses_posting_id = p.id)
                     ORDER BY p.id DESC LIMIT 20`,
              );
              const target = candidates[s.pick % Math.max(candidates.length, 1)];
              if (target) await reverse(db, target, 'p');
            }
          } catch (error) {
            if (!(error instanceof AppError) || error.code !== 'materials.overdraft') throw error;
          }
        }
        expect(await verifyLedger(db)).toEqual([]);
        const totals = await queryRows<{ material_id: number; total: number }>(
          db,
          sql`SELECT material_id, sum(mg)::bigint AS total FROM holder_balances GROUP BY material_id`,
        );
        for (const t of totals) expect(Number(t.total)).toBe(0);
        const h = holderRefs('h');
        const negatives = await db
          .select()
          .from(holderBalances)
          .innerJoin(h, eq(h.id, holderBalances.holderId))
          .where(sql`${h.physical} AND ${holderBalances.mg} < 0`);
        expect(negatives).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it(
    'concurrent transfers cannot spend the same gram: exactly floor(balance / amount) succeed',
    async () => {
      const racer = await seedHolder(db, 'RACE', 'counter');
      const receivers = await Promise.all(Array.from({ length: 20 }, (_, i) => seedHolder(db, `RACE-R${i}`, 'staff')));
      const startMg = 10_000;
      const amountMg = 6_000;
      await post(db, [{ materialId: gold, fromHolderId: outside, toHolderId: racer, mg: startMg, reason: 'transfer' }]);
      const postingsBefore = await postingCount(db);
      const results = await Promise.allSettled(
        receivers.map((to) => post(db, [{ materialId: gold, fromHolderId: racer, toHolderId: to, mg: amountMg, reason: 'transfer' }])),
      );
      const succeeded = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'materials.overdraft',
      ).length;
      expect(succeeded).toBe(Math.floor(startMg / amountMg));
      expect(refused).toBe(receivers.length - succeeded);
      expect(await balance(db, racer, gold)).toBe(startMg - succeeded * amountMg);
      expect(await postingCount(db)).toBe(postingsBefore + succeeded);
      expect(await verifyLedger(db)).toEqual([]);
    },
    60_000,
  );

  it('concurrent reversals of one document: one wins, the others are refused', async () => {
    const [posting] = await post(db, [{ materialId: silver, fromHolderId: outside, toHolderId: counter, mg: 700, reason: 'transfer' }]);
    if (!posting) throw new Error('no posting');
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => reverse(db, posting, 'race')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await db.select().from(postings).where(eq(postings.reversesPostingId, posting.id));
    expect(rows).toHaveLength(1);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
