import type { Invoice, InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import type { PaymentType } from '../../../../shared/contracts/sales/payment';
import { DEFAULT_RIEL_NOTE, settle, type Tender } from '../../../../shared/sales/tender';

/**
 * What a payment of this type on this invoice defaults to, USD cents: a
 * payment or deposit the balance still owed; a refund what the customer
 * overpaid, else what they paid (before a void, say).
 */
export function defaultAmountOf(invoice: Pick<Invoice, 'balanceCents' | 'paidCents'>, type: PaymentType): number | null {
  const cents = type === 'refund' ? (invoice.balanceCents < 0 ? -invoice.balanceCents : invoice.paidCents) : invoice.balanceCents;
  return cents > 0 ? cents : null;
}

/** The most a payment of this type may put on the invoice: its balance, or for a refund what was paid. */
export function maxAmountOf(invoice: Pick<Invoice, 'balanceCents' | 'paidCents'>, type: PaymentType): number {
  return Math.max(0, type === 'refund' ? invoice.paidCents : invoice.balanceCents);
}

export type TenderProblem = 'short' | 'changeOverCash' | 'refundNotExact' | null;

/**
 * Why the money does not fit the amount, before the server says so: the
 * tenders must cover it (riel cash to the note settles what it is asked
 * for); change comes back only out of cash; a refund pays out exactly its
 * amount (no change on money leaving the till).
 */
export function tenderProblemOf(type: PaymentType, amountCents: number, tenders: readonly Tender[], khrPerUsd: number, rielNote: number = DEFAULT_RIEL_NOTE): TenderProblem {
  if (tenders.length === 0 || amountCents <= 0) return null;
  const settlement = settle(amountCents, tenders, khrPerUsd, rielNote);
  if (settlement.appliedCents < amountCents) return 'short';
  if (type === 'refund') return settlement.change.usdCents + settlement.change.riel === 0 ? null : 'refundNotExact';
  return settlement.changeOverCash ? 'changeOverCash' : null;
}

/** The server's errors under `tenders`, keyed as TenderRows wants them. */
export function tenderErrorsOf(errorOf: (path: string) => string | undefined, rowCount: number): Record<string, string> {
  const paths = ['tenders'];
  for (let i = 0; i < rowCount; i += 1) paths.push(`tenders.${i}`, ...['method', 'currency', 'amountMinor', 'reference'].map((field) => `tenders.${i}.${field}`));
  return Object.fromEntries(paths.flatMap((path) => {
    const message = errorOf(path);
    return message ? [[path, message]] : [];
  }));
}

/** An invoice the group payment may pay: not voided, not a note, something still owed. */
export function owesOn(invoice: Pick<InvoiceSummary, 'state' | 'kind' | 'balanceCents'>): boolean {
  return invoice.state !== 'voided' && invoice.kind === 'invoice' && invoice.balanceCents > 0;
}

/** Ticked invoices by id, each with the amount to put on it (null while unreadable). */
export type TickedAmounts = Readonly<Record<number, number | null>>;

/** The allocations of a group payment: the ticked invoices in list order, each with its amount; the sum is what the money must cover. */
export function groupAllocationsOf(invoices: readonly Pick<InvoiceSummary, 'id'>[], ticked: TickedAmounts) {
  const allocations = invoices.flatMap((invoice) => {
    if (!(invoice.id in ticked)) return [];
    const amountCents = ticked[invoice.id];
    return amountCents && amountCents > 0 ? [{ invoiceId: invoice.id, amountCents }] : [];
  });
  return { allocations, totalCents: allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0) };
}
