/**
 * Sales: customers, invoices, payments, the till, exchange rates and incentives.
 * The module's public face (docs/architecture.md, "Boundaries"): other modules,
 * the ledger and the app's assembly import this file only, never a file inside.
 */
export { invoicesRoutes } from './invoices.routes';
export { oldGoldRoutes } from './old-gold.routes';
export { salesExportsRoutes } from './sales-exports.routes';
export { salesHomeFiguresRoutes } from './sales-home-figures.routes';
export { salesRoutes } from './sales.routes';
export { createCustomer, customersWithPhones, findCustomerGroups, findCustomers, importCustomers } from './customers.service';
export { exchangeRateInForce, exchangeRateInForceIdSql, insertPublishedExchangeRate, nextExchangeRateAtSql, publishedExchangeRates, setExchangeRate } from './exchange-rates.service';
export { setIncentiveRule } from './incentives.service';
export { invoiceEventsSql, invoiceIssuedPayableSql } from './invoice-events';
export { adjustInvoice, createSale, voidInvoice } from './invoices.service';
export { recordPayment } from './payments.service';
export { quoteSale } from './sale-pricing.service';
export { seedSalesDemo, seedSalesSetupDemo } from './sales-demo';
export {
  invoiceFigures,
  notesCents,
  paymentFigures,
  receivablesAt,
  type InstantRange,
  type InvoiceFigures,
  type PaymentFigures,
  type Receivables,
} from './sales-figures';
export { salesSettings } from './sales.settings';
export { sellerSales } from './seller-sales';
export {
  customerByName,
  customerCount,
  customerGroupNames,
  invoiceLineRowsSql,
  invoiceNumberSql,
  invoiceRowsSql,
  paymentRowsSql,
  seedCustomer,
} from './sales.reads';
