import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, redirectingPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);


const invoiceHomeRoute = createRoute({
  ...appPage('/invoice'),
  path: '/invoice',
  component: lazyPage(() => import('./pages/invoice-home-page').then((m) => m.InvoiceHomePage)),
});

const invoiceListRoute = createRoute({
  ...searchPage('/invoice/list', loads),
  path: '/invoice/list',
  component: lazyPage(() => import('./pages/invoice-list-page').then((m) => m.InvoiceListPage)),
});

const invoicePaymentRoute = createRoute({
  ...searchPage('/invoice/payment', loads),
  path: '/invoice/payment',
  component: lazyPage(() => import('./pages/invoice-payment-page').then((m) => m.InvoicePaymentPage)),
});

const invoiceDetailRoute = createRoute({
  ...appPage('/invoice/detail-{id}', loads),
  path: '/invoice/detail-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/invoice-detail-page').then((m) => m.InvoiceDetailPage)),
});

const buybacksRoute = createRoute({
  ...appPage('/invoice/buybacks', loads),
  path: '/invoice/buybacks',
  component: lazyPage(() => import('./pages/buybacks-page').then((m) => m.BuybacksPage)),
});

const posRoute = createRoute({
  ...searchPage('/pos', loads),
  path: '/pos',
  component: lazyPage(() => import('./pages/pos-page').then((m) => m.PosPage)),
});

// The gem POS's addresses open the one counter on stones (docs/design.md §3.7).
const gemPosRoute = createRoute({
  ...searchPage('/gem_pos', loads),
  path: '/gem_pos',
  component: lazyPage(() => import('./pages/pos-page').then((m) => m.GemPosPage)),
});

const gemStonePosRoute = createRoute({
  ...searchPage('/gem_stone/pos', loads),
  path: '/gem_stone/pos',
  component: lazyPage(() => import('./pages/pos-page').then((m) => m.GemStonePosPage)),
});

const posInvoicesRoute = createRoute({
  ...searchPage('/pos/invoice', loads),
  path: '/pos/invoice',
  component: lazyPage(() => import('./pages/pos-invoices-page').then((m) => m.PosInvoicesPage)),
});

const posInvoiceRoute = createRoute({
  ...searchPage('/pos/invoice-{id}', loads),
  path: '/pos/invoice-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/pos-invoice-page').then((m) => m.PosInvoicePage)),
});

const posPurchaseRoute = createRoute({
  ...appPage('/pos/purchase', loads),
  path: '/pos/purchase',
  component: lazyPage(() => import('./pages/pos-purchase-page').then((m) => m.PosPurchasePage)),
});

const customerDisplayRoute = createRoute({
  ...appPage('/pos/display'),
  path: '/pos/display',
  component: lazyPage(() => import('./pages/customer-display-page').then((m) => m.CustomerDisplayPage)),
});

const paymentRedirectRoute = createRoute({
  ...redirectingPage('/payment', '/payment/pos'),
  path: '/payment',
});

const paymentJournalRoute = createRoute({
  ...searchPage('/payment/pos', loads),
  path: '/payment/pos',
  component: lazyPage(() => import('./pages/payment-journal-page').then((m) => m.PaymentJournalPage)),
});

const paymentGroupRoute = createRoute({
  ...searchPage('/payment/group', loads),
  path: '/payment/group',
  component: lazyPage(() => import('./pages/payment-group-page').then((m) => m.PaymentGroupPage)),
});

const customerRoute = createRoute({
  ...searchPage('/customer', loads),
  path: '/customer',
  component: lazyPage(() => import('./pages/customer-page').then((m) => m.CustomerPage)),
});

const sampleInvoiceRoute = createRoute({
  ...searchPage('/sample_invoice', loads),
  path: '/sample_invoice',
  component: lazyPage(() => import('./pages/sample-invoice-page').then((m) => m.SampleInvoicePage)),
});

// The stone quotation's address opens the one quotation on stones.
const sampleInvoiceStoneRoute = createRoute({
  ...searchPage('/sample_invoice_stone', loads),
  path: '/sample_invoice_stone',
  component: lazyPage(() => import('./pages/sample-invoice-page').then((m) => m.SampleInvoiceStonePage)),
});

const sampleInvoiceListRoute = createRoute({
  ...searchPage('/sample_invoice_list', loads),
  path: '/sample_invoice_list',
  component: lazyPage(() => import('./pages/sample-invoice-list-page').then((m) => m.SampleInvoiceListPage)),
});

const statementByDayRoute = createRoute({
  ...searchPage('/statement_by_day', loads),
  path: '/statement_by_day',
  component: lazyPage(() => import('./pages/statement-by-day-page').then((m) => m.StatementByDayPage)),
});

const incentiveRoute = createRoute({
  ...searchPage('/incentive', loads),
  path: '/incentive',
  component: lazyPage(() => import('./pages/incentive-page').then((m) => m.IncentivePage)),
});

/** The sales pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const salesRoutes = [invoiceHomeRoute, invoiceListRoute, invoicePaymentRoute, invoiceDetailRoute, buybacksRoute, posRoute, gemPosRoute, gemStonePosRoute, posInvoicesRoute, posInvoiceRoute, posPurchaseRoute, customerDisplayRoute, paymentRedirectRoute, paymentJournalRoute, paymentGroupRoute, customerRoute, sampleInvoiceRoute, sampleInvoiceStoneRoute, sampleInvoiceListRoute, statementByDayRoute, incentiveRoute] as const;
