import { mulDivRound, rielToUsdCents, usdCentsToRiel, type Currency, type Minor } from '../units';

/**
 * Money handed over at the counter (DESIGN §3.8): several methods and
 * currencies at once, each worth its USD cents at the invoice's rate. A riel
 * tender is worth round(riel × 100 / rate); paying the riel the invoice
 * prints for an amount, round(cents × rate / 100), is worth those cents
 * exactly (the two roundings undo each other for any rate above 100).
 *
 * Change [ours]: whole dollars in USD, what is under a dollar in riel,
 * rounded half away from zero to 100 riel (the smallest note in use). The
 * change is worth its exact cents: the riel is how those cents are handed
 * over, so the invoice is settled to the cent.
 */
export const paymentMethods = ['cash', 'bank_transfer', 'khqr', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const RIEL_NOTE = 100;

export interface Tender {
  readonly method: PaymentMethod;
  readonly currency: Currency;
  readonly amountMinor: Minor;
}

export function tenderValueCents(tender: Pick<Tender, 'currency' | 'amountMinor'>, khrPerUsd: number): Minor {
  return tender.currency === 'USD' ? tender.amountMinor : rielToUsdCents(tender.amountMinor, khrPerUsd);
}

export interface Change {
  readonly cents: Minor;
  readonly usdCents: Minor;
  readonly riel: Minor;
}

/** Change of `cents` (≥ 0): whole dollars, and the rest in riel to the nearest note. */
export function changeOf(cents: Minor, khrPerUsd: number): Change {
  if (cents <= 0) return { cents: 0, usdCents: 0, riel: 0 };
  const usdCents = cents - (cents % 100);
  // One rounding, straight to the note: rounding to the riel first could tip a 4,949.98 ៛ change up to 5,000.
  const riel = mulDivRound(cents - usdCents, khrPerUsd, 100 * RIEL_NOTE) * RIEL_NOTE;
  return { cents, usdCents, riel };
}

export interface Settlement {
  /** What the tenders are worth together, USD cents. */
  readonly tenderedCents: Minor;
  /** What goes to the invoice: the amount due, or less when less was handed over. */
  readonly appliedCents: Minor;
  readonly change: Change;
  /** Change is due but less cash was handed over than the change: refused. */
  readonly changeOverCash: boolean;
}

/** How tenders settle an amount due (USD cents, may be negative when the shop pays out). */
export function settle(dueCents: Minor, tenders: readonly Tender[], khrPerUsd: number): Settlement {
  const values = tenders.map((t) => tenderValueCents(t, khrPerUsd));
  const tenderedCents = values.reduce((sum, v) => sum + v, 0);
  const cashCents = values.filter((_, i) => tenders[i]!.method === 'cash').reduce((sum, v) => sum + v, 0);
  const overCents = tenderedCents - dueCents;
  if (overCents <= 0) return { tenderedCents, appliedCents: tenderedCents, change: changeOf(0, khrPerUsd), changeOverCash: false };
  // What the shop pays out on a negative invoice is "change" too: it leaves the till.
  const change = changeOf(overCents, khrPerUsd);
  return { tenderedCents, appliedCents: dueCents, change, changeOverCash: overCents > Math.max(0, cashCents) + Math.max(0, -dueCents) };
}

/** The riel an amount in USD cents prints as on a Cambodian tax invoice. */
export function rielOf(cents: Minor, khrPerUsd: number): Minor {
  return usdCentsToRiel(cents, khrPerUsd);
}
