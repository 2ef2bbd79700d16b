/** The receipt (80 mm) and A4 invoice of one invoice, printable in Khmer or English. */
export const receiptPath = (invoiceId: number) => `/pos/invoice-${invoiceId}`;

/** The counter's invoices of one shop day. */
export const counterInvoicesPath = '/pos/invoice';
