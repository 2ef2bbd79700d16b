/** Customers, quotations, the cash book and incentives: `/customer`, `/sample_invoice`, `/sample_invoice_list`, `/statement_by_day`, `/incentive`. */
export const customerPages = {
  '/customer': () => import('./pages/customer-page').then((m) => m.CustomerPage),
  '/statement_by_day': () => import('./pages/statement-by-day-page').then((m) => m.StatementByDayPage),
  '/incentive': () => import('./pages/incentive-page').then((m) => m.IncentivePage),
};
