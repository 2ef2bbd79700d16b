/**
 * The rule every stone movement obeys (DESIGN §3.7): a place that holds
 * stones (a lot's available stones, what a preparation holds) never goes
 * below zero stones or zero milli-carats, and a place with no stones weighs
 * nothing while a place with stones weighs something. So taking the last
 * stones takes the last milli-carat, and no take leaves stones that weigh
 * nothing. Quantities are integers: counts and milli-carats.
 */
export interface StoneQuantity {
  readonly count: number;
  readonly weightMct: number;
}

export const noStones: StoneQuantity = { count: 0, weightMct: 0 };

export type StoneBalanceError =
  /** Fewer stones than the take. */
  | { readonly field: 'count'; readonly key: 'notEnoughStones' }
  /** Less weight than the take. */
  | { readonly field: 'weightMct'; readonly key: 'notEnoughWeight' }
  /** The take leaves no stones but some weight: the last stones take the last milli-carat. */
  | { readonly field: 'weightMct'; readonly key: 'lastStonesWeight' }
  /** The take leaves stones that weigh nothing. */
  | { readonly field: 'weightMct'; readonly key: 'weightWithoutStones' };

export type StoneBalanceResult = { readonly ok: true; readonly balance: StoneQuantity } | ({ readonly ok: false } & StoneBalanceError);

const plus = (a: StoneQuantity, b: StoneQuantity): StoneQuantity => ({ count: a.count + b.count, weightMct: a.weightMct + b.weightMct });
export const minus = (a: StoneQuantity, b: StoneQuantity): StoneQuantity => ({ count: a.count - b.count, weightMct: a.weightMct - b.weightMct });
export const negate = (a: StoneQuantity): StoneQuantity => ({ count: -a.count, weightMct: -a.weightMct });
export const sumStones = (all: readonly StoneQuantity[]): StoneQuantity => all.reduce(plus, noStones);

/** The balance after a signed change (a take is negative), or why it is refused. */
export function changeBalance(balance: StoneQuantity, change: StoneQuantity): StoneBalanceResult {
  for (const n of [balance.count, balance.weightMct, change.count, change.weightMct]) {
    if (!Number.isSafeInteger(n)) throw new RangeError(`stone quantities are integers, got ${n}`);
  }
  const after = plus(balance, change);
  if (after.count < 0) return { ok: false, field: 'count', key: 'notEnoughStones' };
  if (after.weightMct < 0) return { ok: false, field: 'weightMct', key: 'notEnoughWeight' };
  if (after.count === 0 && after.weightMct > 0) return { ok: false, field: 'weightMct', key: 'lastStonesWeight' };
  if (after.count > 0 && after.weightMct === 0) return { ok: false, field: 'weightMct', key: 'weightWithoutStones' };
  return { ok: true, balance: after };
}

/** Taking `take` (positive quantities) out of `balance`. */
export const takeStones = (balance: StoneQuantity, take: StoneQuantity): StoneBalanceResult => changeBalance(balance, negate(take));

/**
 * A split: `part` out of `balance` into a new place. Both sides obey the
 * rule and their sum is exactly the balance before (nothing made or lost).
 */
export function splitStones(balance: StoneQuantity, part: StoneQuantity): { ok: true; rest: StoneQuantity; part: StoneQuantity } | ({ ok: false } & StoneBalanceError) {
  const left = takeStones(balance, part);
  if (!left.ok) return left;
  const made = changeBalance(noStones, part);
  if (!made.ok) return made;
  return { ok: true, rest: left.balance, part: made.balance };
}
