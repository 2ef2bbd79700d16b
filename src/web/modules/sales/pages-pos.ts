/** The counter's pages: the sale, the day's counter invoices, one invoice's receipt or A4 invoice. */
export const posPages = {
  '/pos': () => import('./pages/pos-page').then((m) => m.PosPage),
  '/pos/invoice': () => import('./pages/pos-invoices-page').then((m) => m.PosInvoicesPage),
  '/pos/invoice-{id}': () => import('./pages/pos-invoice-page').then((m) => m.PosInvoicePage),
};
