/** Customers, quotations, the cash book and incentives: `/customer`, `/sample_invoice`, `/sample_invoice_list`, `/statement_by_day`, `/incentive`. */
export const customerPages = {};
