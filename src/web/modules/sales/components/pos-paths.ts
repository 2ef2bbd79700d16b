/** The receipt (80 mm) and A4 invoice of one invoice, printable in Khmer or English. */
export const receiptPath = (invoiceId: number) => `/pos/invoice-${invoiceId}`;

/** The counter's invoices of one shop day. */
export const counterInvoicesPath = '/pos/invoice';

/** Back to the counter a sale came from: the gem POS for stones alone, else the POS. */
export const newSalePath = (invoice: { readonly lines: readonly { readonly kind: string }[] }): string =>
  invoice.lines.length > 0 && invoice.lines.every((line) => line.kind === 'stone') ? '/gem_pos' : '/pos';
