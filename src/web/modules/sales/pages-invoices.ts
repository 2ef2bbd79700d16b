/** Invoices and payments: `/invoice`, `/invoice/list`, `/invoice/detail-{id}`, `/invoice/payment`, `/payment/pos`, `/payment/group`. */
export const invoicePages = {};
