import type { QueryClient } from '@tanstack/react-query';
import { shopDayOf } from '../../../i18n/format';
import { pageLoad } from '../../../shell/page-loads';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { allBranchesQueryOptions, findBranchesQueryOptions } from '../../platform/api/find-branches';
import { findStaffNamesQueryOptions } from '../../platform/api/find-staff-names';
import { meQueryOptions } from '../../platform/api/get-me';
import { getSettingsQueryOptions } from '../../platform/api/get-settings';
import { buybacksPageSize, findBuybacksQueryOptions } from '../api/find-buybacks';
import { findCustomerGroupsQueryOptions } from '../api/find-customer-groups';
import { findCustomersQueryOptions } from '../api/find-customers';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { findPaymentsQueryOptions } from '../api/find-payments';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates';
import { getInvoiceQueryOptions } from '../api/get-invoice';
import { getSalesHomeFiguresQueryOptions } from '../api/get-sales-home-figures';
import { getSampleInvoiceQueryOptions } from '../api/get-sample-invoice';
import { getStatementByDayQueryOptions, statementQueryOf } from '../api/get-statement-by-day';
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
} from '../api/sales-searches';
import { customerFiltersOf, customersQueryOf } from '../components/customer-search';
import { invoiceFiltersOf, invoiceQueryOf } from '../components/invoice-search';
import { paymentFiltersOf, paymentQueryOf } from '../components/payment-search';

/**
 * The statement's branch defaults to the reader's own, else the first open
 * one: the loader works it out as the page will and asks for the same day.
 */
async function prefetchStatement(queryClient: QueryClient, search: StatementSearch) {
  const [me, branches] = await Promise.all([queryClient.ensureQueryData(meQueryOptions), queryClient.ensureQueryData(allBranchesQueryOptions())]);
  const query = statementQueryOf(search, shopDayOf(new Date()), me.user.branchId ?? branches.items.find((b) => b.active)?.id);
  if (query) await queryClient.prefetchQuery(getStatementByDayQueryOptions(query));
}

/** The counter's data: branches, sellers, materials (old gold) and the rate, for each of its addresses. */
const prefetchCounter = (queryClient: QueryClient) => {
  void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
  void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
  void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
  void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
  // The customer's group prices the making charge; the settings carry the till's rules and the receipt's header; the strip shows today's takings.
  void queryClient.prefetchQuery(findCustomerGroupsQueryOptions());
  void queryClient.prefetchQuery(getSettingsQueryOptions);
  void queryClient.prefetchQuery(getSalesHomeFiguresQueryOptions());
};

const counter = pageLoad({ search: posSearch, load: prefetchCounter });

const sampleInvoice = pageLoad({
  search: sampleInvoiceSearch,
  load: (queryClient, { search }) => {
    if (search.id) void queryClient.prefetchQuery(getSampleInvoiceQueryOptions(Number(search.id)));
  },
});

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
      void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
      void queryClient.prefetchQuery(findBuybacksQueryOptions({ page: 1, pageSize: buybacksPageSize }));
    },
  }),
  // The gem POS's addresses open the one counter on stones (docs/design.md §3.7).
  '/pos': counter,
  '/gem_pos': counter,
  '/gem_stone/pos': counter,
  '/pos/invoice': pageLoad({
    search: counterInvoicesSearch,
    load: (queryClient) => void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 })),
  }),
  '/pos/invoice-{id}': pageLoad({
    search: receiptSearch,
    load: (queryClient, { params }) => {
      void queryClient.prefetchQuery(getInvoiceQueryOptions(Number(params.id)));
      void queryClient.prefetchQuery(getSettingsQueryOptions);
    },
  }),
  '/pos/purchase': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
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
  '/sample_invoice': sampleInvoice,
  // The stone quotation's address opens the one quotation on stones.
  '/sample_invoice_stone': sampleInvoice,
  '/sample_invoice_list': pageLoad({ search: sampleListSearch }),
  '/statement_by_day': pageLoad({
    search: statementSearch,
    load: (queryClient, { search }) => void prefetchStatement(queryClient, search),
  }),
  '/incentive': pageLoad({ search: incentiveSearch }),
};
