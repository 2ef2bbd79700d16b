import type { PaymentType } from '../../../../shared/contracts/sales/payment';
import type { InvoiceListSearch } from '../api/sales-searches';

/** Addresses of the invoice pages (spec §2 routes). */
export const invoicePath = (id: number) => `/invoice/detail-${id}`;
/** The printable invoice and receipt (the counter's page). */
export const invoicePrintPath = (id: number) => `/pos/invoice-${id}`;

/** `/invoice/payment?invoiceId=&type=`: money for one invoice. */
export function invoicePaymentTarget(invoiceId: number, type: PaymentType = 'payment') {
  return { to: '/invoice/payment', search: { invoiceId: String(invoiceId), ...(type === 'payment' ? {} : { type }) } } as const;
}

/** `/invoice/list` with a filter, e.g. `{ paymentState: 'over_due_date' }`. */
export function invoiceListTarget(filters: InvoiceListSearch = {}) {
  return { to: '/invoice/list', search: filters } as const;
}
