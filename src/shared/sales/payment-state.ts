import type { Minor } from '../units';

/**
 * Spec §4's invoice states, derived, never stored (DESIGN §5):
 * - the document: issued, adjusted (a credit or debit note refers to it), voided;
 * - the money [ours]: paid once the payments settle what is payable;
 *   otherwise over due date once the due day has passed; partially paid
 *   once something was paid; pending payment when nothing is paid yet but
 *   the customer was given until a later day; unpaid when nothing is paid
 *   and it was due at once.
 * An invoice that is negative (old gold bought back worth more than what was
 * sold) is the shop's debt: settled when the shop has paid it out.
 * A voided invoice owes nothing and was paid nothing: its payment state is
 * voided, neither paid nor unpaid, so it is out of the paid, unpaid and
 * overdue lists and out of what customers owe.
 */
export const invoiceStates = ['issued', 'adjusted', 'voided'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export const paymentStates = ['unpaid', 'pending_payment', 'partially_paid', 'paid', 'over_due_date', 'voided'] as const;
export type PaymentState = (typeof paymentStates)[number];

export interface PaymentFacts {
  readonly voided: boolean;
  /** Total plus debit notes minus credit notes, USD cents. */
  readonly payableCents: Minor;
  /** Net of every payment allocated to it (refunds negative), USD cents. */
  readonly paidCents: Minor;
  /** The day the customer must have paid by, YYYY-MM-DD in the shop's time zone; null: at once. */
  readonly dueDate: string | null;
  /** Today in the shop's time zone, YYYY-MM-DD. */
  readonly today: string;
}

export function balanceOf(facts: Pick<PaymentFacts, 'payableCents' | 'paidCents'>): Minor {
  return facts.payableCents - facts.paidCents;
}

export function paymentStateOf(facts: PaymentFacts): PaymentState {
  if (facts.voided) return 'voided';
  const balance = balanceOf(facts);
  const settled = facts.payableCents >= 0 ? balance <= 0 : balance >= 0;
  if (settled) return 'paid';
  if (facts.dueDate !== null && facts.dueDate < facts.today) return 'over_due_date';
  if (facts.paidCents !== 0) return 'partially_paid';
  return facts.dueDate !== null && facts.dueDate > facts.today ? 'pending_payment' : 'unpaid';
}

export function invoiceStateOf(facts: { readonly voided: boolean; readonly adjustmentCount: number }): InvoiceState {
  if (facts.voided) return 'voided';
  return facts.adjustmentCount > 0 ? 'adjusted' : 'issued';
}
