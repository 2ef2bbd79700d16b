import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { createTestDatabase, engines, type TestDatabase } from '../../testing/test-app';
import { balance, verifyLedger } from '../../ledger';
import { submitTransfer } from '../materials';
import { holderIdByCode, seedHolders, seedMaterialCategories } from '../materials';
import { entries, entryCategories, entryPieces } from './entries.tables';
import { acceptEntry, closeEntriesTogether, closeEntry, createEntry, recordPieceReturn, sendBackEntry, updateEntry, type NewEntry } from './entries.service';

/** One step a workshop may take on its tickets; `at` picks an existing entry (modulo their count). */
type Operation =
  | { readonly op: 'create'; readonly pieces: readonly number[]; readonly spareMg: number }
  | { readonly op: 'return'; readonly at: number; readonly weighed: boolean }
  | { readonly op: 'close'; readonly at: number; readonly lossPermille: number; readonly accept: boolean }
  | { readonly op: 'sendBack'; readonly at: number }
  | { readonly op: 'accept'; readonly at: number }
  | { readonly op: 'edit'; readonly at: number; readonly pieces: readonly number[]; readonly spareMg: number }
  | { readonly op: 'closeSheet'; readonly at: readonly number[]; readonly lossPermille: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('create' as const), pieces: fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 3 }), spareMg: fc.integer({ min: 0, max: 2_000 }) }),
  fc.record({ op: fc.constant('return' as const), at: fc.nat(), weighed: fc.boolean() }),
  fc.record({ op: fc.constant('close' as const), at: fc.nat(), lossPermille: fc.integer({ min: -5, max: 40 }), accept: fc.boolean() }),
  fc.record({ op: fc.constant('sendBack' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('accept' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('edit' as const), at: fc.nat(), pieces: fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 3 }), spareMg: fc.integer({ min: 0, max: 2_000 }) }),
  fc.record({ op: fc.constant('closeSheet' as const), at: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), lossPermille: fc.integer({ min: 0, max: 15 }) }),
);

/** create → return (weighed) → close within the allowance → accept, a second one sent back, a third edited. */
const walkThrough: readonly Operation[] = [
  { op: 'create', pieces: [3_000, 2_000], spareMg: 500 },
  { op: 'return', at: -1, weighed: true },
  { op: 'close', at: -1, lossPermille: 5, accept: false },
  { op: 'accept', at: -1 },
  { op: 'create', pieces: [4_000], spareMg: 0 },
  { op: 'return', at: -1, weighed: false },
  { op: 'close', at: -1, lossPermille: 25, accept: true },
  { op: 'sendBack', at: -1 },
  { op: 'create', pieces: [1_000], spareMg: 100 },
  { op: 'edit', at: -1, pieces: [1_500, 700], spareMg: 0 },
];

describe.each(engines)("a jeweller's entries and the metal ledger, any sequence [%s]", (engine) => {
  let testDb: TestDatabase;
  let db: Db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    db = testDb.database.db;
    const [au] = await seedMaterialCategories(db, [{ code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000 }]);
    ids.AU750 = au!.id;
    const made = await seedHolders(db, [
      { kind: 'safe', code: 'SAFE', nameKh: 'ទូដែក', nameEn: 'Safe' },
      { kind: 'staff', code: 'H-J1', nameKh: 'ជាង ១', nameEn: 'Jeweller 1' },
    ]);
    for (const h of made) ids[h.code] = h.id;
    ids.OUTSIDE = (await holderIdByCode(db, 'OUTSIDE'))!;
    const [category] = await db
      .insert(entryCategories)
      .values({ code: 'RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring', allowedLossPermille: 10 })
      .returning();
    ids.RING = category!.id;
    await inTransaction(db, (tx) =>
      submitTransfer(tx, systemActor, { fromHolderId: ids.OUTSIDE!, toHolderId: ids.SAFE!, lines: [{ materialId: ids.AU750!, mg: 100_000_000 }], note: 'test', overrideCap: false }),
    );
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  /** What the jeweller's open entries still owe: issued, less what came back on a closed one; nothing once accepted. */
  const outstandingMg = async (): Promise<number> => {
    const rows = await db.select().from(entries).where(eq(entries.jewellerHolderId, ids['H-J1']!));
    let owed = 0;
    for (const entry of rows) {
      if (entry.state === 'accepted') continue;
      const pieces = await db.select().from(entryPieces).where(eq(entryPieces.entryId, entry.id));
      const issued = pieces.reduce((sum, p) => sum + p.issuedMg, 0) + entry.spareMg;
      owed += issued - (entry.state === 'waiting_accept' ? (entry.returnedMg ?? 0) : 0);
    }
    return owed;
  };

  /** Runs a step; a refusal (wrong state, loss too much…) must write nothing, which the balance check then proves. */
  const run = async (step: Operation): Promise<void> => {
    const list = await db.select().from(entries).where(eq(entries.jewellerHolderId, ids['H-J1']!)).orderBy(entries.id);
    // -1: the newest entry; otherwise any, by position.
    const pick = (at: number) => (at < 0 ? list.at(-1) : list[at % Math.max(1, list.length)]);
    const ticket = (pieces: readonly number[], spareMg: number): NewEntry => ({
      type: 'making',
      categoryId: ids.RING!,
      materialId: ids.AU750!,
      jewellerHolderId: ids['H-J1']!,
      sourceHolderId: ids.SAFE!,
      spareMg,
      pieces: pieces.map((issuedMg, i) => ({ description: `piece ${i + 1}`, issuedMg })),
    });
    const returnedAfter = async (tx: Tx, entry: (typeof list)[number], lossPermille: number) => {
      const pieces = await tx.select().from(entryPieces).where(eq(entryPieces.entryId, entry.id));
      const issued = pieces.reduce((sum, p) => sum + p.issuedMg, 0) + entry.spareMg;
      return Math.max(0, issued - Math.floor((issued * lossPermille) / 1000));
    };
    try {
      await inTransaction(db, async (tx) => {
        if (step.op === 'create') {
          await createEntry(tx, systemActor, ticket(step.pieces, step.spareMg));
          return;
        }
        if (step.op === 'closeSheet') {
          const picked = [...new Set(step.at.map((at) => pick(at)).filter((e) => e !== undefined))];
          if (picked.length === 0) return;
          const lines = [];
          for (const entry of picked) lines.push({ entryId: entry.id, returnedMg: await returnedAfter(tx, entry, step.lossPermille) });
          await closeEntriesTogether(tx, systemActor, { jewellerHolderId: ids['H-J1']!, note: '', entries: lines }, false);
          return;
        }
        const entry = pick(step.at);
        if (!entry) return;
        if (step.op === 'return') {
          const pieces = await tx.select().from(entryPieces).where(eq(entryPieces.entryId, entry.id));
          for (const piece of pieces) {
            const returnedMg = step.weighed ? piece.issuedMg : null;
            await recordPieceReturn(tx, systemActor, entry.id, piece.id, { returnedMg, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] });
          }
        } else if (step.op === 'edit') {
          await updateEntry(tx, systemActor, entry.id, ticket(step.pieces, step.spareMg));
        } else if (step.op === 'close') {
          const returnedMg = await returnedAfter(tx, entry, step.lossPermille);
          await closeEntry(tx, systemActor, entry.id, { returnedMg, overAllowanceReason: step.accept ? 'filigree' : undefined }, true);
        } else if (step.op === 'sendBack') {
          await sendBackEntry(tx, systemActor, entry.id, 'redo the clasp');
        } else {
          await acceptEntry(tx, systemActor, entry.id);
        }
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  };

  it("keeps the jeweller's balance equal to what the open entries owe, and the ledger balanced", async () => {
    const start = await balance(db, ids['H-J1']!, ids.AU750!);
    const startOwed = await outstandingMg();
    await fc.assert(
      // Each run starts with one ticket accepted and one sent back, so every state is reached; then any steps.
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (randomSteps) => {
        const steps: Operation[] = [...walkThrough, ...randomSteps];
        for (const step of steps) {
          await run(step);
          expect((await balance(db, ids['H-J1']!, ids.AU750!)) - start).toBe((await outstandingMg()) - startOwed);
        }
      }),
      { numRuns: engine === 'embedded' ? 12 : 8 },
    );
    expect(await verifyLedger(db)).toEqual([]);
    // The walk-through left an accepted entry, a sent-back one and an edited one in every run.
    const states = new Set((await db.select({ state: entries.state }).from(entries)).map((r) => r.state));
    expect([...states]).toEqual(expect.arrayContaining(['accepted', 'returned']));
  }, 120_000);
});
