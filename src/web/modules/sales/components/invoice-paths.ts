import type { PaymentType } from '../../../../shared/contracts/sales/payment';

/** Addresses of the invoice pages (spec §2 routes). */
export const invoicePath = (id: number) => `/invoice/detail-${id}`;
/** The printable invoice and receipt (the counter's page). */
export const invoicePrintPath = (id: number) => `/pos/invoice-${id}`;

/** A Link's `to` and `search` (the router keeps search values as text). */
export interface LinkTarget {
  to: string;
  search?: Record<string, string>;
}

/** `/invoice/payment?invoiceId=&type=`: money for one invoice. */
export function invoicePaymentTarget(invoiceId: number, type: PaymentType = 'payment'): LinkTarget {
  return { to: '/invoice/payment', search: { invoiceId: String(invoiceId), ...(type === 'payment' ? {} : { type }) } };
}

/** `/invoice/list` with a filter, e.g. `{ paymentState: 'over_due_date' }`. */
export function invoiceListTarget(filters: Record<string, string> = {}): LinkTarget {
  return { to: '/invoice/list', search: filters };
}
