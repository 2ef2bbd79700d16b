import { z } from 'zod';
import { mulDivRound, rielToUsdCents, usdCentsToRiel, type Currency, type Minor } from '../units';

/**
 * Money handed over at the counter (DESIGN §3.8): several methods and
 * currencies at once, each worth its USD cents at the payment's rate. A riel
 * tender is worth round(riel × 100 / rate); paying the riel the invoice
 * prints for an amount, round(cents × rate / 100), is worth those cents
 * exactly (the two roundings undo each other for any rate above 100).
 *
 * Riel in cash goes to the note (DESIGN §2): the debt is in dollars, and the
 * riel asked for a balance is its exact riel rounded half away from zero to
 * the smallest note in use (a setting, `sales.rielNote`). Paying the riel
 * asked settles the balance; what it differs from the exact riel (at most
 * half a note) is the payment's cash rounding, in USD cents, so no balance
 * of a few riel is left and no cent is lost. Change is whole dollars in USD
 * and the rest in riel to the note, its rounding recorded the same way; what
 * riel cash hands over beyond the riel asked comes back in riel notes.
 * Riel paid by KHQR, bank or card is exact: only riel cash rounds.
 *
 * One identity holds for every settlement, in cents:
 *   applied = tendered − change's worth + cash rounding.
 */
export const paymentMethods = ['cash', 'bank_transfer', 'khqr', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The smallest riel note in use when the shop has not said otherwise. */
export const DEFAULT_RIEL_NOTE = 100;
/** The setting's bounds: a note of 1 riel (no rounding) up to 100,000 riel. */
export const rielNoteSchema = z.number().int().min(1).max(100_000);

export interface Tender {
  readonly method: PaymentMethod;
  readonly currency: Currency;
  readonly amountMinor: Minor;
}

export function tenderValueCents(tender: Pick<Tender, 'currency' | 'amountMinor'>, khrPerUsd: number): Minor {
  return tender.currency === 'USD' ? tender.amountMinor : rielToUsdCents(tender.amountMinor, khrPerUsd);
}

const isRielCash = (tender: Pick<Tender, 'method' | 'currency'>) => tender.method === 'cash' && tender.currency === 'KHR';

/** The riel asked in cash for `cents` (≥ 0): its exact riel rounded once, half away from zero, to the note. */
export function rielAsked(cents: Minor, khrPerUsd: number, note: number = DEFAULT_RIEL_NOTE): Minor {
  if (cents <= 0) return 0;
  // One rounding, straight to the note: rounding to the riel first could tip 4,949.98 ៛ up to 5,000.
  return mulDivRound(cents, khrPerUsd, 100 * note) * note;
}

export interface Change {
  /** What the customer was owed back, USD cents (what was handed over beyond what is applied), before rounding. */
  readonly cents: Minor;
  /** Handed back in dollars, cents (whole dollars). */
  readonly usdCents: Minor;
  /** Handed back in riel notes. */
  readonly riel: Minor;
}

/**
 * Whether anything is handed back: a change worth a cent or two under half a note is kept as cash rounding,
 * so paying exactly the riel asked (rounded up to the note) shows no change, only "nothing still due".
 */
export const handsChangeBack = (change: Pick<Change, 'usdCents' | 'riel'>): boolean => change.usdCents > 0 || change.riel > 0;

/** What the change handed back is worth, USD cents: its dollars, and its riel at the rate. */
export function changeWorthCents(change: Pick<Change, 'usdCents' | 'riel'>, khrPerUsd: number): Minor {
  return change.usdCents + rielToUsdCents(change.riel, khrPerUsd);
}

/** Change of `cents` (≥ 0): whole dollars, and the rest in riel to the nearest note. */
export function changeOf(cents: Minor, khrPerUsd: number, note: number = DEFAULT_RIEL_NOTE): Change {
  if (cents <= 0) return { cents: 0, usdCents: 0, riel: 0 };
  const usdCents = cents - (cents % 100);
  return { cents, usdCents, riel: rielAsked(cents - usdCents, khrPerUsd, note) };
}

export interface Settlement {
  /** What the tenders are worth together, USD cents, each at its exact worth. */
  readonly tenderedCents: Minor;
  /** What goes to the invoice: the amount due, or less when less was handed over. */
  readonly appliedCents: Minor;
  readonly change: Change;
  /**
   * USD cents settled beyond what the money is worth (tenders less change), signed: positive when the
   * shop let the customer off a fraction of a note, negative when the customer rounded up.
   * applied = tendered − changeWorthCents(change) + cashRoundingCents.
   */
  readonly cashRoundingCents: Minor;
  /** The riel asked in cash for what the other tenders leave to pay (0 when nothing is left). */
  readonly rielAskedForRest: Minor;
  /** Change is due but less cash was handed over than the change: refused. */
  readonly changeOverCash: boolean;
}

/**
 * How tenders settle an amount due (USD cents, may be negative when the shop pays out), riel cash to
 * the note of `note` riel.
 *
 * Riel cash settles what the other tenders leave (R) when it is no more than half a note short of R's
 * exact riel; then the shop keeps riel within half a note of the exact and hands the rest back in
 * notes (paying exactly the riel asked leaves no change; on a tie the shop keeps the riel asked).
 * More than half a note short, it is a part payment at its exact worth, without rounding.
 */
export function settle(dueCents: Minor, tenders: readonly Tender[], khrPerUsd: number, note: number = DEFAULT_RIEL_NOTE): Settlement {
  const values = tenders.map((t) => tenderValueCents(t, khrPerUsd));
  const tenderedCents = values.reduce((sum, v) => sum + v, 0);
  const cashCents = values.filter((_, i) => tenders[i]!.method === 'cash').reduce((sum, v) => sum + v, 0);
  const otherCents = values.filter((_, i) => !isRielCash(tenders[i]!)).reduce((sum, v) => sum + v, 0);
  const rielCash = tenders.filter(isRielCash).reduce((sum, t) => sum + t.amountMinor, 0);
  const restCents = dueCents - otherCents;
  const rielAskedForRest = rielAsked(restCents, khrPerUsd, note);
  const beyondCash = (changeCents: number) => changeCents > Math.max(0, cashCents) + Math.max(0, -dueCents);

  if (rielCash > 0 && restCents > 0) {
    // Exact riel of the rest, in hundredths of a riel: rest × rate. The riel cash against it, the same unit.
    const overHundredths = 100 * rielCash - restCents * khrPerUsd;
    const noteHundredths = 100 * note;
    if (2 * overHundredths >= -noteHundredths) {
      // Notes back: the riel over the exact, rounded to the note, a tie towards keeping (paying the asked gives nothing back).
      const notesBack = Math.max(0, roundHalfTowardZero(overHundredths, noteHundredths));
      const change: Change = { cents: Math.max(0, tenderedCents - dueCents), usdCents: 0, riel: notesBack * note };
      const changeWorth = changeWorthCents(change, khrPerUsd);
      return {
        tenderedCents,
        appliedCents: dueCents,
        change,
        cashRoundingCents: dueCents - tenderedCents + changeWorth,
        rielAskedForRest,
        changeOverCash: beyondCash(changeWorth),
      };
    }
  }
  const overCents = tenderedCents - dueCents;
  if (overCents <= 0) return { tenderedCents, appliedCents: tenderedCents, change: changeOf(0, khrPerUsd), cashRoundingCents: 0, rielAskedForRest, changeOverCash: false };
  // What the shop pays out on a negative invoice is "change" too: it leaves the till.
  const change = changeOf(overCents, khrPerUsd, note);
  const changeWorth = changeWorthCents(change, khrPerUsd);
  return { tenderedCents, appliedCents: dueCents, change, cashRoundingCents: dueCents - tenderedCents + changeWorth, rielAskedForRest, changeOverCash: beyondCash(overCents) };
}

/** n / d (d > 0) rounded to the nearest integer, a tie towards zero. */
function roundHalfTowardZero(n: number, d: number): number {
  const sign = n < 0 ? -1 : 1;
  const a = Math.abs(n);
  const q = Math.floor(a / d);
  return sign * (2 * (a - q * d) > d ? q + 1 : q);
}

/** The riel an amount in USD cents prints as on a Cambodian tax invoice (exact, 1-riel precision). */
export function rielOf(cents: Minor, khrPerUsd: number): Minor {
  return usdCentsToRiel(cents, khrPerUsd);
}
