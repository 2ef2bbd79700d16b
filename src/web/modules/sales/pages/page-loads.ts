import type { QueryClient } from '@tanstack/react-query';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import { shopDayOf } from '../../../i18n/format';
import { pageLoad } from '../../../shell/page-loads';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { allBranchesQueryOptions, readersBranchOf } from '../../platform/api/find-branches';
import { newestPieceQueryOptions } from '../../stock/api/find-pieces';
import { findStoneLotsQueryOptions, lotsToPickQuery } from '../../stones/api/find-stone-lots';
import { findStaffNamesQueryOptions } from '../../platform/api/find-staff-names';
import { meQueryOptions } from '../../platform/api/get-me';
import { getSettingsQueryOptions } from '../../platform/api/get-settings';
import { buybacksPageSize, findBuybacksQueryOptions } from '../api/find-buybacks';
import { findCustomerGroupsQueryOptions } from '../api/find-customer-groups';
import { findCustomersQueryOptions } from '../api/find-customers';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { findPaymentsQueryOptions } from '../api/find-payments';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates';
import { prefetchShopHeader } from '../api/prefetch-shop-header';
import { getInvoiceQueryOptions } from '../api/get-invoice';
import { getSalesHomeFiguresQueryOptions } from '../api/get-sales-home-figures';
import { getSampleInvoiceQueryOptions } from '../api/get-sample-invoice';
import { getStatementByDayQueryOptions, statementQueryOf } from '../api/get-statement-by-day';
import {
  counterInvoicesSearch,
  type CounterInvoicesSearch,
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
} from '../api/sales-searches';
import { counterInvoicesFiltersOf, counterInvoicesQueryOf } from '../components/counter-invoices-search';
import { customerChoicesQuery, customerFiltersOf, customersQueryOf } from '../components/customer-search';
import { invoiceFiltersOf, invoiceQueryOf } from '../components/invoice-search';
import { paymentFiltersOf, paymentQueryOf } from '../components/payment-search';

/**
 * The reader's branch as a page works it out (readersBranchOf), once the
 * session and the branches are in; null when the list failed, which is the
 * page's to show, not the loader's.
 */
async function readersBranch(queryClient: QueryClient): Promise<number | null> {
  const [me, branches] = await Promise.all([
    queryClient.ensureQueryData(meQueryOptions),
    queryClient.ensureQueryData(allBranchesQueryOptions()).catch(() => undefined),
  ]);
  return readersBranchOf(me, branches);
}

/** The statement of the day and branch the page will open on (the reader's branch unless the address names one). */
async function prefetchStatement(queryClient: QueryClient, search: StatementSearch) {
  const query = statementQueryOf(search, shopDayOf(new Date()), (await readersBranch(queryClient)) ?? undefined);
  if (query) await queryClient.prefetchQuery(getStatementByDayQueryOptions(query));
}

/** The day's invoices of the branch the counter's list will open on. */
async function prefetchCounterInvoices(queryClient: QueryClient, search: CounterInvoicesSearch) {
  const filters = counterInvoicesFiltersOf(search, shopDayOf(new Date()), await readersBranch(queryClient));
  if (filters.branchId !== null) await queryClient.prefetchQuery(findInvoicesQueryOptions(counterInvoicesQueryOf(filters)));
}

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

const counter = pageLoad({ search: posSearch, load: (queryClient) => prefetchCounter(queryClient, false) });
const stoneCounter = pageLoad({ search: posSearch, load: (queryClient) => prefetchCounter(queryClient, true) });

// Each loader asks for the page's data as its chunk loads: the same query
// options the page's hooks use, so the page finds them in the cache.

/** The sales pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/invoice/list': pageLoad({
    search: invoiceListSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findInvoicesQueryOptions(invoiceQueryOf(invoiceFiltersOf(search), Number(search.page ?? 1))));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
    },
  }),
  '/invoice/payment': pageLoad({
    search: invoicePaymentSearch,
    load: (queryClient, { search }) => {
      if (search.invoiceId) void queryClient.prefetchQuery(getInvoiceQueryOptions(Number(search.invoiceId)));
    },
  }),
  '/invoice/detail-{id}': pageLoad({
    load: (queryClient, { params }) => void queryClient.prefetchQuery(getInvoiceQueryOptions(Number(params.id))),
  }),
  '/invoice/buybacks': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      void queryClient.prefetchQuery(findBuybacksQueryOptions({ page: 1, pageSize: buybacksPageSize }));
    },
  }),
  // The gem POS's addresses open the one counter on stones (docs/design.md §3.7).
  '/pos': counter,
  '/gem_pos': stoneCounter,
  '/gem_stone/pos': stoneCounter,
  '/pos/invoice': pageLoad({
    search: counterInvoicesSearch,
    load: (queryClient, { search }) => void prefetchCounterInvoices(queryClient, search),
  }),
  '/pos/invoice-{id}': pageLoad({
    search: receiptSearch,
    load: (queryClient, { params }) => {
      void queryClient.prefetchQuery(getInvoiceQueryOptions(Number(params.id)));
      prefetchShopHeader(queryClient);
    },
  }),
  '/pos/purchase': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
      void queryClient.prefetchQuery(findCustomerGroupsQueryOptions());
      void queryClient.prefetchQuery(getSettingsQueryOptions);
    },
  }),
  '/payment/pos': pageLoad({
    search: paymentJournalSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findPaymentsQueryOptions(paymentQueryOf(paymentFiltersOf(search), Number(search.page ?? 1))));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
    },
  }),
  '/payment/group': pageLoad({
    search: groupPaymentSearch,
    load: (queryClient) => {
      void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
      // The customer picker opens on those who owe (its first page, nothing typed).
      void queryClient.prefetchQuery(findCustomersQueryOptions({ owing: 'true', page: 1, pageSize: 20 }));
    },
  }),
  '/customer': pageLoad({
    search: customerSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findCustomerGroupsQueryOptions());
      if ((search.view ?? 'customers') === 'customers' && !search.id) {
        void queryClient.prefetchQuery(findCustomersQueryOptions(customersQueryOf(customerFiltersOf(search), Number(search.page ?? 1))));
      }
    },
  }),
  '/sample_invoice': pageLoad({ search: sampleInvoiceSearch, load: (queryClient, { search }) => prefetchQuotation(queryClient, search.id, false) }),
  // The stone quotation's address opens the one quotation on stones.
  '/sample_invoice_stone': pageLoad({ search: sampleInvoiceSearch, load: (queryClient, { search }) => prefetchQuotation(queryClient, search.id, true) }),
  '/sample_invoice_list': pageLoad({ search: sampleListSearch }),
  '/statement_by_day': pageLoad({
    search: statementSearch,
    load: (queryClient, { search }) => void prefetchStatement(queryClient, search),
  }),
  '/incentive': pageLoad({ search: incentiveSearch }),
};
