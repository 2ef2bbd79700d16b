import type { QueryClient } from '@tanstack/react-query';
import type { FindBranchesResponse } from '../../../shared/contracts/platform/find-branches';
import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, redirectingPage } from '../../shell/page-route';
import { findInvoicesQueryOptions } from './api/find-invoices';
import { findPaymentsQueryOptions } from './api/find-payments';
import { getInvoiceQueryOptions } from './api/get-invoice';
import { getSampleInvoiceQueryOptions } from './api/get-sample-invoice';
import {
  counterInvoicesSearch,
  customerSearch,
  groupPaymentSearch,
  incentiveSearch,
  invoiceListSearch,
  invoicePaymentSearch,
  paymentJournalSearch,
  posSearch,
  receiptSearch,
  sampleInvoiceSearch,
  sampleListSearch,
  statementSearch,
  type StatementSearch,
} from './api/sales-searches';
import { counterInvoicesFiltersOf, counterInvoicesQueryOf } from './components/counter-invoices-search';
import { invoiceFiltersOf, invoiceQueryOf } from './components/invoice-search';
import { paymentFiltersOf, paymentQueryOf } from './components/payment-search';
import { findMaterialCategoriesQueryOptions } from '../materials/api/find-material-categories';
import { findCustomerGroupsQueryOptions } from './api/find-customer-groups';
import { findStaffNamesQueryOptions } from '../platform/api/find-staff-names';
import { allBranchesQueryOptions, readersBranchOf } from '../platform/api/find-branches';
import { newestPieceQueryOptions } from '../stock/api/find-pieces';
import { findStoneLotsQueryOptions, lotsToPickQuery } from '../stones/api/find-stone-lots';
import { meQueryOptions } from '../platform/api/get-me';
import { getSettingsQueryOptions } from '../platform/api/get-settings';
import { shopDayOf } from '../../i18n/format';
import { buybacksPageSize, findBuybacksQueryOptions } from './api/find-buybacks';
import { findCustomersQueryOptions } from './api/find-customers';
import { getSalesHomeFiguresQueryOptions } from './api/get-sales-home-figures';
import { getStatementByDayQueryOptions, statementQueryOf } from './api/get-statement-by-day';
import { customerChoicesQuery, customerFiltersOf, customersQueryOf } from './components/customer-search';
import { getExchangeRatesQueryOptions } from './api/get-exchange-rates';
import { prefetchShopHeader } from './api/prefetch-shop-header';

/**
 * The statement's branch defaults to the reader's own, else the first open
 * one: the loader works it out as the page will and asks for the same day.
 */
async function prefetchStatement(queryClient: QueryClient, search: StatementSearch) {
  const [me, branches] = await Promise.all([queryClient.ensureQueryData(meQueryOptions), queryClient.ensureQueryData(allBranchesQueryOptions())]);
  const query = statementQueryOf(search, shopDayOf(new Date()), readersBranchOf(me, branches) ?? undefined);
  if (query) await queryClient.prefetchQuery(getStatementByDayQueryOptions(query));
}

// Each loader asks for the page's data as its chunk loads: the same query
// options the page's hooks use, so the page finds them in the cache.

const invoiceHomeRoute = createRoute({
  ...appPage('/invoice'),
  path: '/invoice',
  component: lazyPage(() => import('./pages/invoice-home-page').then((m) => m.InvoiceHomePage)),
});

const invoiceListRoute = createRoute({
  ...appPage('/invoice/list'),
  path: '/invoice/list',
  validateSearch: invoiceListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findInvoicesQueryOptions(invoiceQueryOf(invoiceFiltersOf(deps), Number(deps.page ?? 1))));
    void queryClient.prefetchQuery(allBranchesQueryOptions());
  },
  component: lazyPage(() => import('./pages/invoice-list-page').then((m) => m.InvoiceListPage)),
});

const invoicePaymentRoute = createRoute({
  ...appPage('/invoice/payment'),
  path: '/invoice/payment',
  validateSearch: invoicePaymentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.invoiceId) void queryClient.prefetchQuery(getInvoiceQueryOptions(Number(deps.invoiceId)));
  },
  component: lazyPage(() => import('./pages/invoice-payment-page').then((m) => m.InvoicePaymentPage)),
});

const invoiceDetailRoute = createRoute({
  ...appPage('/invoice/detail-{id}'),
  path: '/invoice/detail-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(getInvoiceQueryOptions(Number(params.id))),
  component: lazyPage(() => import('./pages/invoice-detail-page').then((m) => m.InvoiceDetailPage)),
});

const buybacksRoute = createRoute({
  ...appPage('/invoice/buybacks'),
  path: '/invoice/buybacks',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    void queryClient.prefetchQuery(findBuybacksQueryOptions({ page: 1, pageSize: buybacksPageSize }));
  },
  component: lazyPage(() => import('./pages/buybacks-page').then((m) => m.BuybacksPage)),
});

/**
 * The branch a counter or quotation opens on, soon: the reader's own straight
 * away (a cashier's), else once the branches are in (readersBranchOf, the
 * page's rule). A failed list is the page's to show, not the loader's.
 */
async function readersBranchSoon(queryClient: QueryClient, branchesAsked: Promise<FindBranchesResponse>): Promise<number | null> {
  const me = await queryClient.ensureQueryData(meQueryOptions);
  return me.user.branchId ?? readersBranchOf(me, await branchesAsked.catch(() => undefined));
}

/**
 * The counter's data: branches, sellers, materials (old gold) and the rate,
 * for each of its addresses; once the branches are in, the reader's branch's
 * newest piece (the scan field's example) and, on stones, its lots.
 */
const prefetchCounter = async (queryClient: QueryClient, onStones: boolean) => {
  const branchesAsked = queryClient.ensureQueryData(allBranchesQueryOptions());
  void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
  void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
  void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
  // The customer's group prices the making charge; the settings carry the till's rules and the receipt's header; the strip shows today's takings.
  void queryClient.prefetchQuery(findCustomerGroupsQueryOptions());
  void queryClient.prefetchQuery(getSettingsQueryOptions);
  void queryClient.prefetchQuery(getSalesHomeFiguresQueryOptions());
  const branchId = await readersBranchSoon(queryClient, branchesAsked);
  if (branchId !== null) {
    void queryClient.prefetchQuery(newestPieceQueryOptions(branchId));
    if (onStones) void queryClient.prefetchQuery(findStoneLotsQueryOptions(lotsToPickQuery(branchId)));
  }
  // The sale picks the branch on its first render from the list.
  await branchesAsked.catch(() => undefined);
};

const posRoute = createRoute({
  ...appPage('/pos'),
  path: '/pos',
  loader: ({ context: { queryClient } }) => prefetchCounter(queryClient, false),
  validateSearch: posSearch,
  component: lazyPage(() => import('./pages/pos-page').then((m) => m.PosPage)),
});

// The gem POS's addresses open the one counter on stones (docs/design.md §3.7).
const gemPosRoute = createRoute({
  ...appPage('/gem_pos'),
  path: '/gem_pos',
  loader: ({ context: { queryClient } }) => prefetchCounter(queryClient, true),
  validateSearch: posSearch,
  component: lazyPage(() => import('./pages/pos-page').then((m) => m.GemPosPage)),
});

const gemStonePosRoute = createRoute({
  ...appPage('/gem_stone/pos'),
  path: '/gem_stone/pos',
  loader: ({ context: { queryClient } }) => prefetchCounter(queryClient, true),
  validateSearch: posSearch,
  component: lazyPage(() => import('./pages/pos-page').then((m) => m.GemStonePosPage)),
});

const posInvoicesRoute = createRoute({
  ...appPage('/pos/invoice'),
  path: '/pos/invoice',
  validateSearch: counterInvoicesSearch,
  loaderDeps: ({ search }) => search,
  // The day's invoices of the reader's branch (or the one in the address), once the branches are in.
  loader: async ({ context: { queryClient }, deps }) => {
    const [me, branches] = await Promise.all([queryClient.ensureQueryData(meQueryOptions), queryClient.ensureQueryData(allBranchesQueryOptions()).catch(() => undefined)]);
    const filters = counterInvoicesFiltersOf(deps, shopDayOf(new Date()), readersBranchOf(me, branches));
    if (filters.branchId !== null) void queryClient.prefetchQuery(findInvoicesQueryOptions(counterInvoicesQueryOf(filters)));
  },
  component: lazyPage(() => import('./pages/pos-invoices-page').then((m) => m.PosInvoicesPage)),
});

const posInvoiceRoute = createRoute({
  ...appPage('/pos/invoice-{id}'),
  path: '/pos/invoice-{$id}',
  params: idParams,
  validateSearch: receiptSearch,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(getInvoiceQueryOptions(Number(params.id)));
    prefetchShopHeader(queryClient);
  },
  component: lazyPage(() => import('./pages/pos-invoice-page').then((m) => m.PosInvoicePage)),
});

const posPurchaseRoute = createRoute({
  ...appPage('/pos/purchase'),
  path: '/pos/purchase',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
    void queryClient.prefetchQuery(findCustomerGroupsQueryOptions());
    void queryClient.prefetchQuery(getSettingsQueryOptions);
  },
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
  ...appPage('/payment/pos'),
  path: '/payment/pos',
  validateSearch: paymentJournalSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findPaymentsQueryOptions(paymentQueryOf(paymentFiltersOf(deps), Number(deps.page ?? 1))));
    void queryClient.prefetchQuery(allBranchesQueryOptions());
  },
  component: lazyPage(() => import('./pages/payment-journal-page').then((m) => m.PaymentJournalPage)),
});

const paymentGroupRoute = createRoute({
  ...appPage('/payment/group'),
  path: '/payment/group',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
    // The customer picker opens on those who owe (its first page, nothing typed).
    void queryClient.prefetchQuery(findCustomersQueryOptions({ owing: 'true', page: 1, pageSize: 20 }));
  },
  validateSearch: groupPaymentSearch,
  component: lazyPage(() => import('./pages/payment-group-page').then((m) => m.PaymentGroupPage)),
});

const customerRoute = createRoute({
  ...appPage('/customer'),
  path: '/customer',
  validateSearch: customerSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findCustomerGroupsQueryOptions());
    if ((deps.view ?? 'customers') === 'customers' && !deps.id) {
      void queryClient.prefetchQuery(findCustomersQueryOptions(customersQueryOf(customerFiltersOf(deps), Number(deps.page ?? 1))));
    }
  },
  component: lazyPage(() => import('./pages/customer-page').then((m) => m.CustomerPage)),
});

/** A quotation's lists (branches, sellers, the rate, the customers to choose from) and, on stones, the lots of the reader's branch; a quotation in the address. */
async function prefetchQuotation(queryClient: QueryClient, id: string | undefined, onStones: boolean) {
  if (id) void queryClient.prefetchQuery(getSampleInvoiceQueryOptions(Number(id)));
  prefetchShopHeader(queryClient);
  const branchesAsked = queryClient.ensureQueryData(allBranchesQueryOptions());
  void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
  void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
  void queryClient.prefetchQuery(findCustomersQueryOptions(customerChoicesQuery('')));
  const branchId = await readersBranchSoon(queryClient, branchesAsked);
  if (onStones && branchId !== null) void queryClient.prefetchQuery(findStoneLotsQueryOptions(lotsToPickQuery(branchId)));
  // The form picks the branch on its first render from the list.
  await branchesAsked.catch(() => undefined);
}

const sampleInvoiceRoute = createRoute({
  ...appPage('/sample_invoice'),
  path: '/sample_invoice',
  validateSearch: sampleInvoiceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchQuotation(queryClient, deps.id, false),
  component: lazyPage(() => import('./pages/sample-invoice-page').then((m) => m.SampleInvoicePage)),
});

// The stone quotation's address opens the one quotation on stones.
const sampleInvoiceStoneRoute = createRoute({
  ...appPage('/sample_invoice_stone'),
  path: '/sample_invoice_stone',
  validateSearch: sampleInvoiceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchQuotation(queryClient, deps.id, true),
  component: lazyPage(() => import('./pages/sample-invoice-page').then((m) => m.SampleInvoiceStonePage)),
});

const sampleInvoiceListRoute = createRoute({
  ...appPage('/sample_invoice_list'),
  path: '/sample_invoice_list',
  validateSearch: sampleListSearch,
  component: lazyPage(() => import('./pages/sample-invoice-list-page').then((m) => m.SampleInvoiceListPage)),
});

const statementByDayRoute = createRoute({
  ...appPage('/statement_by_day'),
  path: '/statement_by_day',
  validateSearch: statementSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => void prefetchStatement(queryClient, deps),
  component: lazyPage(() => import('./pages/statement-by-day-page').then((m) => m.StatementByDayPage)),
});

const incentiveRoute = createRoute({
  ...appPage('/incentive'),
  path: '/incentive',
  validateSearch: incentiveSearch,
  component: lazyPage(() => import('./pages/incentive-page').then((m) => m.IncentivePage)),
});

/** The sales pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const salesRoutes = [invoiceHomeRoute, invoiceListRoute, invoicePaymentRoute, invoiceDetailRoute, buybacksRoute, posRoute, gemPosRoute, gemStonePosRoute, posInvoicesRoute, posInvoiceRoute, posPurchaseRoute, customerDisplayRoute, paymentRedirectRoute, paymentJournalRoute, paymentGroupRoute, customerRoute, sampleInvoiceRoute, sampleInvoiceStoneRoute, sampleInvoiceListRoute, statementByDayRoute, incentiveRoute] as const;
