import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage, searchPage, redirect } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The sales pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const salesRoutes = [
  createRoute(page('/invoice', () => import('./pages/invoice-home-page').then((m) => m.InvoiceHomePage))),
  createRoute(searchPage('/invoice/list', () => import('./pages/invoice-list-page').then((m) => m.InvoiceListPage))),
  createRoute(searchPage('/invoice/payment', () => import('./pages/invoice-payment-page').then((m) => m.InvoicePaymentPage))),
  createRoute(loadedPage('/invoice/detail-{id}', () => import('./pages/invoice-detail-page').then((m) => m.InvoiceDetailPage))),
  createRoute(loadedPage('/invoice/buybacks', () => import('./pages/buybacks-page').then((m) => m.BuybacksPage))),
  createRoute(searchPage('/pos', () => import('./pages/pos-page').then((m) => m.PosPage))),
  // The gem POS's addresses open the one counter on stones (docs/design.md §3.7).
  createRoute(searchPage('/gem_pos', () => import('./pages/pos-page').then((m) => m.GemPosPage))),
  createRoute(searchPage('/gem_stone/pos', () => import('./pages/pos-page').then((m) => m.GemStonePosPage))),
  createRoute(searchPage('/pos/invoice', () => import('./pages/pos-invoices-page').then((m) => m.PosInvoicesPage))),
  createRoute(searchPage('/pos/invoice-{id}', () => import('./pages/pos-invoice-page').then((m) => m.PosInvoicePage))),
  createRoute(loadedPage('/pos/purchase', () => import('./pages/pos-purchase-page').then((m) => m.PosPurchasePage))),
  createRoute(page('/pos/display', () => import('./pages/customer-display-page').then((m) => m.CustomerDisplayPage))),
  createRoute(redirect('/payment', '/payment/pos')),
  createRoute(searchPage('/payment/pos', () => import('./pages/payment-journal-page').then((m) => m.PaymentJournalPage))),
  createRoute(searchPage('/payment/group', () => import('./pages/payment-group-page').then((m) => m.PaymentGroupPage))),
  createRoute(searchPage('/customer', () => import('./pages/customer-page').then((m) => m.CustomerPage))),
  createRoute(searchPage('/sample_invoice', () => import('./pages/sample-invoice-page').then((m) => m.SampleInvoicePage))),
  // The stone quotation's address opens the one quotation on stones.
  createRoute(searchPage('/sample_invoice_stone', () => import('./pages/sample-invoice-page').then((m) => m.SampleInvoiceStonePage))),
  createRoute(searchPage('/sample_invoice_list', () => import('./pages/sample-invoice-list-page').then((m) => m.SampleInvoiceListPage))),
  createRoute(searchPage('/statement_by_day', () => import('./pages/statement-by-day-page').then((m) => m.StatementByDayPage))),
  createRoute(searchPage('/incentive', () => import('./pages/incentive-page').then((m) => m.IncentivePage))),
] as const;
