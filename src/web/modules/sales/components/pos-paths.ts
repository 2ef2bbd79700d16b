import type { useNavigate } from '@tanstack/react-router';
import { handsChangeBack, type Change } from '../../../../shared/sales/tender';

/** The receipt (80 mm) and A4 invoice of one invoice, printable in Khmer or English. */
export const receiptPath = (invoiceId: number) => `/pos/invoice-${invoiceId}`;

/** The counter's invoices of one shop day. */
export const counterInvoicesPath = '/pos/invoice';

/** The customer display: a second window, on the screen facing the customer. */
export const customerDisplayPath = '/pos/display';

/** Opens (or brings forward) the customer display's window; false where the browser refused the pop-up. */
export function openCustomerDisplay(): boolean {
  // Named: a second click brings back the window already open instead of opening another.
  const opened = window.open(customerDisplayPath, 'atelier-customer-display', 'popup,width=1366,height=768');
  opened?.focus();
  return opened !== null;
}

/** Back to the counter a sale came from: the gem POS for stones alone, else the POS. */
export const newSalePath = (invoice: { readonly lines: readonly { readonly kind: string }[] }): string =>
  invoice.lines.length > 0 && invoice.lines.every((line) => line.kind === 'stone') ? '/gem_pos' : '/pos';

/**
 * After a sale or a purchase voucher, the counter opens its receipt with the change to hand back (none when
 * nothing is handed back: a fraction of a note is the payment's cash rounding). One home for the three counters.
 */
export function openReceipt(navigate: ReturnType<typeof useNavigate>, result: { readonly invoice: { readonly id: number }; readonly change: Pick<Change, 'usdCents' | 'riel'> }): void {
  const search = handsChangeBack(result.change) ? { changeUsd: String(result.change.usdCents), changeRiel: String(result.change.riel) } : {};
  void navigate({ to: '/pos/invoice-{$id}', params: { id: String(result.invoice.id) }, search });
}
