import type { Currency, Minor } from '../units';
import type { PaymentMethod } from './tender';

/**
 * The day close of a till (DESIGN §3.8), as a pure rule. Cash expected per
 * currency = the float + what came in by cash tenders − the change and
 * refunds paid out in cash + the cash moved in − out (an expense, a deposit
 * to the bank). Other methods are expected at what their tenders add up to
 * (the bank's, KHQR's and the card terminal's totals). The cash rounding of
 * payments is no money in the drawer: the tenders are what was handed over.
 * The difference is counted − expected: negative when cash is missing.
 */
export interface TillFlows {
  readonly floats: readonly { readonly currency: Currency; readonly amountMinor: Minor }[];
  /** The day's tenders, signed (change and refunds negative). */
  readonly tenders: readonly { readonly method: PaymentMethod; readonly currency: Currency; readonly amountMinor: Minor }[];
  /** Signed: in positive, out negative. */
  readonly cashMoves: readonly { readonly currency: Currency; readonly amountMinor: Minor }[];
}

export interface ExpectedLine {
  readonly method: PaymentMethod;
  readonly currency: Currency;
  readonly expectedMinor: Minor;
}

export interface CloseLine extends ExpectedLine {
  readonly countedMinor: Minor;
  readonly differenceMinor: Minor;
}

const methodOrder: readonly PaymentMethod[] = ['cash', 'bank_transfer', 'khqr', 'card'];
const currencyOrder: readonly Currency[] = ['USD', 'KHR'];
const keyOf = (method: PaymentMethod, currency: Currency) => `${method}:${currency}`;

/** What the till should hold per method and currency: cash in both currencies always, another method when it moved. */
export function expectedInTill(flows: TillFlows): ExpectedLine[] {
  const sums = new Map<string, number>();
  const add = (method: PaymentMethod, currency: Currency, minor: Minor) => sums.set(keyOf(method, currency), (sums.get(keyOf(method, currency)) ?? 0) + minor);
  for (const currency of currencyOrder) add('cash', currency, 0);
  for (const f of flows.floats) add('cash', f.currency, f.amountMinor);
  for (const t of flows.tenders) add(t.method, t.currency, t.amountMinor);
  for (const m of flows.cashMoves) add('cash', m.currency, m.amountMinor);
  const lines: ExpectedLine[] = [];
  for (const method of methodOrder)
    for (const currency of currencyOrder) {
      const expectedMinor = sums.get(keyOf(method, currency));
      if (expectedMinor !== undefined) lines.push({ method, currency, expectedMinor });
    }
  return lines;
}

export type CountProblem = { readonly kind: 'missing'; readonly method: PaymentMethod; readonly currency: Currency } | { readonly kind: 'repeated'; readonly index: number };

/**
 * Counted against expected, line by line. Every expected line needs a count (nothing is assumed counted);
 * a count for a method that did not move is expected at 0. Problems rather than lines when a count is missing or given twice.
 */
export function closeTill(
  expected: readonly ExpectedLine[],
  counts: readonly { readonly method: PaymentMethod; readonly currency: Currency; readonly countedMinor: Minor }[],
): { readonly lines: CloseLine[]; readonly problems: CountProblem[] } {
  const problems: CountProblem[] = [];
  const counted = new Map<string, number>();
  counts.forEach((c, index) => {
    const key = keyOf(c.method, c.currency);
    if (counted.has(key)) problems.push({ kind: 'repeated', index });
    counted.set(key, c.countedMinor);
  });
  for (const e of expected) if (!counted.has(keyOf(e.method, e.currency))) problems.push({ kind: 'missing', method: e.method, currency: e.currency });
  const all = new Map<string, ExpectedLine>(expected.map((e) => [keyOf(e.method, e.currency), e]));
  for (const c of counts) if (!all.has(keyOf(c.method, c.currency))) all.set(keyOf(c.method, c.currency), { method: c.method, currency: c.currency, expectedMinor: 0 });
  const lines = [...all.values()]
    .sort((a, b) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method) || currencyOrder.indexOf(a.currency) - currencyOrder.indexOf(b.currency))
    .map((e) => {
      const countedMinor = counted.get(keyOf(e.method, e.currency)) ?? 0;
      return { ...e, countedMinor, differenceMinor: countedMinor - e.expectedMinor };
    });
  return { lines, problems };
}
