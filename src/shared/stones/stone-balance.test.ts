import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeBalance, minus, noStones, splitStones, sumStones, takeStones, type StoneQuantity } from './stone-balance';

const q = (count: number, weightMct: number): StoneQuantity => ({ count, weightMct });

describe('a place holding stones', () => {
  it('refuses a take of more stones or more weight than it holds', () => {
    expect(takeStones(q(10, 100), q(11, 50))).toEqual({ ok: false, field: 'count', key: 'notEnoughStones' });
    expect(takeStones(q(10, 100), q(5, 101))).toEqual({ ok: false, field: 'weightMct', key: 'notEnoughWeight' });
  });

  it('takes the last milli-carat with the last stones, and leaves no stones that weigh nothing', () => {
    expect(takeStones(q(10, 100), q(10, 99))).toEqual({ ok: false, field: 'weightMct', key: 'lastStonesWeight' });
    expect(takeStones(q(10, 100), q(9, 100))).toEqual({ ok: false, field: 'weightMct', key: 'weightWithoutStones' });
    expect(takeStones(q(10, 100), q(10, 100))).toEqual({ ok: true, balance: noStones });
  });

  it('an adjustment may add or remove stones and weight by the same rule', () => {
    expect(changeBalance(q(10, 100), q(2, 20))).toEqual({ ok: true, balance: q(12, 120) });
    expect(changeBalance(q(10, 100), q(-1, 0))).toEqual({ ok: true, balance: q(9, 100) });
    expect(changeBalance(q(10, 100), q(0, -100))).toMatchObject({ ok: false, key: 'weightWithoutStones' });
  });

  it('a split conserves the count and the weight exactly', () => {
    const split = splitStones(q(50, 500), q(20, 210));
    expect(split).toEqual({ ok: true, rest: q(30, 290), part: q(20, 210) });
    expect(splitStones(q(50, 500), q(50, 500))).toMatchObject({ ok: true, rest: noStones });
    expect(splitStones(q(50, 500), q(0, 10))).toMatchObject({ ok: false });
    expect(splitStones(q(50, 500), q(10, 0))).toMatchObject({ ok: false, key: 'weightWithoutStones' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1_000_000 }), (c, w, pc, pw) => {
        const r = splitStones(q(c, Math.max(c, w)), q(pc, pw));
        if (r.ok) expect(sumStones([r.rest, r.part])).toEqual(q(c, Math.max(c, w)));
      }),
    );
  });
});

// ---------- a model of lots and preparations: any sequence keeps every place non-negative and every stone accounted for ----------

type Op =
  | { op: 'receive'; c: number; w: number }
  | { op: 'split' | 'prepare' | 'setFromLot' | 'sell'; lot: number; c: number; w: number }
  | { op: 'adjust'; lot: number; c: number; w: number }
  | { op: 'return' | 'setFromPrep'; prep: number; c: number; w: number }
  | { op: 'unset' | 'voidSale'; at: number };

interface Model {
  lots: { available: StoneQuantity; inFromOutside: StoneQuantity }[];
  preps: { lot: number; held: StoneQuantity }[];
  /** Stones gone into entries or invoices, each with where they came from (to undo). */
  out: { kind: 'set' | 'sold'; lot: number; prep: number | null; q: StoneQuantity; undone: boolean }[];
}

function apply(m: Model, o: Op): boolean {
  const take = (place: StoneQuantity, x: StoneQuantity) => takeStones(place, x);
  const give = (place: StoneQuantity, x: StoneQuantity) => changeBalance(place, x);
  const x = 'c' in o ? q(o.c, o.w) : noStones;
  switch (o.op) {
    case 'receive': {
      const r = changeBalance(noStones, x);
      if (!r.ok || x.count === 0) return false;
      m.lots.push({ available: r.balance, inFromOutside: r.balance });
      return true;
    }
    case 'split': {
      const lot = m.lots[o.lot % Math.max(1, m.lots.length)];
      if (!lot) return false;
      const r = splitStones(lot.available, x);
      if (!r.ok || x.count === 0) return false;
      lot.available = r.rest;
      m.lots.push({ available: r.part, inFromOutside: noStones });
      // The new lot's stones came from the old one: count them where they were received.
      lot.inFromOutside = minus(lot.inFromOutside, r.part);
      m.lots[m.lots.length - 1]!.inFromOutside = r.part;
      return true;
    }
    case 'adjust': {
      const lot = m.lots[o.lot % Math.max(1, m.lots.length)];
      if (!lot) return false;
      const r = changeBalance(lot.available, x);
      if (!r.ok) return false;
      lot.available = r.balance;
      lot.inFromOutside = minus(lot.inFromOutside, q(-x.count, -x.weightMct));
      return true;
    }
    case 'prepare':
    case 'setFromLot':
    case 'sell': {
      const index = o.lot % Math.max(1, m.lots.length);
      const lot = m.lots[index];
      if (!lot || x.count === 0) return false;
      const r = take(lot.available, x);
      if (!r.ok) return false;
      if (o.op === 'prepare') {
        const held = give(noStones, x);
        if (!held.ok) return false;
        m.preps.push({ lot: index, held: held.balance });
      } else m.out.push({ kind: o.op === 'sell' ? 'sold' : 'set', lot: index, prep: null, q: x, undone: false });
      lot.available = r.balance;
      return true;
    }
    case 'return':
    case 'setFromPrep': {
      const index = o.prep % Math.max(1, m.preps.length);
      const prep = m.preps[index];
      if (!prep || x.count === 0) return false;
      const r = take(prep.held, x);
      if (!r.ok) return false;
      if (o.op === 'return') {
        const back = give(m.lots[prep.lot]!.available, x);
        if (!back.ok) return false;
        m.lots[prep.lot]!.available = back.balance;
      } else m.out.push({ kind: 'set', lot: prep.lot, prep: index, q: x, undone: false });
      prep.held = r.balance;
      return true;
    }
    case 'unset':
    case 'voidSale': {
      const open = m.out.filter((e) => !e.undone && e.kind === (o.op === 'unset' ? 'set' : 'sold'));
      const e = open[o.at % Math.max(1, open.length)];
      if (!e) return false;
      // Back where they came from: the preparation, or the lot.
      if (e.prep !== null) {
        const r = give(m.preps[e.prep]!.held, e.q);
        if (!r.ok) return false;
        m.preps[e.prep]!.held = r.balance;
      } else {
        const r = give(m.lots[e.lot]!.available, e.q);
        if (!r.ok) return false;
        m.lots[e.lot]!.available = r.balance;
      }
      e.undone = true;
      return true;
    }
  }
}

const quantity = { c: fc.integer({ min: 0, max: 60 }), w: fc.integer({ min: 0, max: 600 }) };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('receive' as const), ...quantity }),
  fc.record({ op: fc.constantFrom('split' as const, 'prepare' as const, 'setFromLot' as const, 'sell' as const), lot: fc.nat(9), ...quantity }),
  fc.record({ op: fc.constant('adjust' as const), lot: fc.nat(9), c: fc.integer({ min: -30, max: 30 }), w: fc.integer({ min: -300, max: 300 }) }),
  fc.record({ op: fc.constantFrom('return' as const, 'setFromPrep' as const), prep: fc.nat(9), ...quantity }),
  fc.record({ op: fc.constantFrom('unset' as const, 'voidSale' as const), at: fc.nat(9) }),
);

describe('any sequence of stone operations', () => {
  it('keeps every lot and preparation non-negative, weighing something exactly when holding stones, and every stone accounted for', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 80 }), (ops) => {
        const m: Model = { lots: [], preps: [], out: [] };
        for (const o of ops) {
          const before = JSON.stringify(m);
          const done = apply(m, o);
          // A refused operation changes nothing.
          if (!done) expect(JSON.stringify(m)).toBe(before);
          const places = [...m.lots.map((l) => l.available), ...m.preps.map((p) => p.held)];
          for (const place of places) {
            expect(place.count).toBeGreaterThanOrEqual(0);
            expect(place.weightMct).toBeGreaterThanOrEqual(0);
            expect(place.count === 0).toBe(place.weightMct === 0);
          }
          // Per lot: what came in (received, split in, adjusted) = available + held by its preparations + set + sold.
          m.lots.forEach((lot, index) => {
            const held = sumStones(m.preps.filter((p) => p.lot === index).map((p) => p.held));
            const gone = sumStones(m.out.filter((e) => e.lot === index && !e.undone).map((e) => e.q));
            expect(sumStones([lot.available, held, gone])).toEqual(lot.inFromOutside);
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});
