/** The counter's pages: the sale, the day's counter invoices, one invoice's receipt or A4 invoice. */
export const posPages = {
  '/pos': () => import('./pages/pos-page').then((m) => m.PosPage),
  '/pos/invoice': () => import('./pages/pos-invoices-page').then((m) => m.PosInvoicesPage),
  '/pos/invoice-{id}': () => import('./pages/pos-invoice-page').then((m) => m.PosInvoicePage),
  // A purchase voucher: old gold bought from a customer who only sells.
  '/pos/purchase': () => import('./pages/pos-purchase-page').then((m) => m.PosPurchasePage),
  // The customer display: a second window mirroring the sale (BroadcastChannel, nothing leaves the machine).
  '/pos/display': () => import('./pages/customer-display-page').then((m) => m.CustomerDisplayPage),
};
