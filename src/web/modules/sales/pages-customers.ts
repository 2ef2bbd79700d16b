/** Customers, quotations, the cash book and incentives: `/customer`, `/sample_invoice`, `/sample_invoice_list`, `/statement_by_day`, `/incentive`. */
export const customerPages = {
  '/customer': () => import('./pages/customer-page').then((m) => m.CustomerPage),
  '/sample_invoice': () => import('./pages/sample-invoice-page').then((m) => m.SampleInvoicePage),
  '/sample_invoice_list': () => import('./pages/sample-invoice-list-page').then((m) => m.SampleInvoiceListPage),
  '/statement_by_day': () => import('./pages/statement-by-day-page').then((m) => m.StatementByDayPage),
  '/incentive': () => import('./pages/incentive-page').then((m) => m.IncentivePage),
};
