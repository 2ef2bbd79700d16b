import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceChanges, movementProblem, reversalOf, type Movement } from './ledger-rules';

const move = (fromHolderId: number, toHolderId: number, mg: number, materialId = 1): Movement => ({
  materialId,
  fromHolderId,
  toHolderId,
  mg,
  reason: 'transfer',
});

describe('movementProblem', () => {
  it('accepts a positive whole number of mg between two holders', () => {
    expect(movementProblem(move(1, 2, 1))).toBeNull();
  });
  it.each([0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])('refuses a weight of %s mg', (mg) => {
    expect(movementProblem(move(1, 2, mg))).toBe('materials.positiveWeight');
  });
  it('refuses a transfer to self', () => {
    expect(movementProblem(move(3, 3, 100))).toBe('materials.transferToSelf');
  });
});

describe('balanceChanges', () => {
  it('sorts the changes by holder then material so locks are taken in one order', () => {
    const changes = balanceChanges([move(5, 2, 10, 2), move(5, 1, 10, 1)]);
    expect(changes.map((c) => [c.holderId, c.materialId])).toEqual([
      [1, 1],
      [2, 2],
      [5, 1],
      [5, 2],
    ]);
  });
  it('nets a holder that both spends and receives the same material', () => {
    expect(balanceChanges([move(1, 2, 100), move(2, 3, 40)])).toEqual([
      { holderId: 1, materialId: 1, deltaMg: -100 },
      { holderId: 2, materialId: 1, deltaMg: 60 },
      { holderId: 3, materialId: 1, deltaMg: 40 },
    ]);
  });
  it('never creates or loses a milligram: the changes of any document sum to zero per material', () => {
    const movementArb = fc
      .record({
        materialId: fc.integer({ min: 1, max: 3 }),
        fromHolderId: fc.integer({ min: 1, max: 6 }),
        toHolderId: fc.integer({ min: 1, max: 6 }),
        mg: fc.integer({ min: 1, max: 1_000_000 }),
        reason: fc.constant('transfer' as const),
      })
      .filter((m) => m.fromHolderId !== m.toHolderId);
    fc.assert(
      fc.property(fc.array(movementArb, { maxLength: 20 }), (movements) => {
        const sums = new Map<number, number>();
        for (const c of balanceChanges(movements)) sums.set(c.materialId, (sums.get(c.materialId) ?? 0) + c.deltaMg);
        for (const total of sums.values()) expect(total).toBe(0);
      }),
    );
  });
});

describe('reversalOf', () => {
  it('moves the same metal back, for the reason reversal, and names the posting it cancels', () => {
    expect(reversalOf({ ...move(1, 2, 250, 7), id: 41 })).toEqual({ ...move(2, 1, 250, 7), reason: 'reversal', reversesPostingId: 41 });
  });
});
