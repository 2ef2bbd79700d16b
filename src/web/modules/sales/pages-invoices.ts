/** Invoices and payments: `/invoice`, `/invoice/list`, `/invoice/detail-{id}`, `/invoice/payment`, `/payment`, `/payment/pos`, `/payment/group`. */
export const invoicePages = {
  '/invoice': () => import('./pages/invoice-home-page').then((m) => m.InvoiceHomePage),
  '/invoice/list': () => import('./pages/invoice-list-page').then((m) => m.InvoiceListPage),
  '/invoice/detail-{id}': () => import('./pages/invoice-detail-page').then((m) => m.InvoiceDetailPage),
  // Buy-backs of old gold above the owner's AML threshold, for the owner and the managers.
  '/invoice/buybacks': () => import('./pages/buybacks-page').then((m) => m.BuybacksPage),
  '/invoice/payment': () => import('./pages/invoice-payment-page').then((m) => m.InvoicePaymentPage),
  '/payment': () => import('./pages/payment-journal-page').then((m) => m.PaymentRedirectPage),
  '/payment/pos': () => import('./pages/payment-journal-page').then((m) => m.PaymentJournalPage),
  '/payment/group': () => import('./pages/payment-group-page').then((m) => m.PaymentGroupPage),
};
