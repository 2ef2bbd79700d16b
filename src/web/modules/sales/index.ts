/**
 * What other web modules may use of the sales module beyond its api/: the
 * counter's parts (tenders, the customer, the totals), the quotation sheet
 * and the shop header; the stones module's gem POS and stone quotation build
 * on them.
 */
export { InvoiceLinesTable } from './components/invoice-lines-table';
export { PosCustomer, type PosCustomerProps } from './components/pos-customer';
export { openReceipt } from './components/pos-paths';
export { emptyNewCustomer, type PosCustomerMode, type PosCustomerRef, type PosNewCustomer } from './components/pos-sale-draft';
export { PosTotals, type PosTotalsProps } from './components/pos-totals';
export { SampleCustomerField, type SampleCustomerMode, type SampleCustomerRef } from './components/sample-customer-field';
export { sampleExpired, sampleInvoiceTarget, shopDayPlus } from './components/sample-invoice-paths';
export { SampleInvoiceSheet } from './components/sample-invoice-sheet';
export { useShopHeader } from './components/shop-header';
export { emptyTenderRow, settlementOf, TenderRows, tendersOf, unconfirmedKhqr, useRielNote, type TenderRow } from './components/tender-rows';
