import { createRoute } from '@tanstack/react-router';
import { findHolderPostingsQuerySchema } from '../../../shared/contracts/materials/find-holder-postings';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { searchOf } from '../../shell/search-params';
import type { QueryClient } from '@tanstack/react-query';
import type { FindHolderPostingsQuery } from '../../../shared/contracts/materials/find-holder-postings';
import { allBranchesQueryOptions } from '../platform/api/find-branches';
import { findStaffNamesQueryOptions } from '../platform/api/find-staff-names';
import { getSettingsQueryOptions } from '../platform/api/get-settings';
import { getExchangeRatesQueryOptions } from '../sales/api/get-exchange-rates';
import { findBoardLinksQueryOptions } from './api/find-board-links';
import { findDocumentsQueryOptions } from './api/find-documents';
import { findHolderPostingsQueryOptions, holderPostingsPageSize } from './api/find-holder-postings';
import { findHoldersQueryOptions, holderOfCode } from './api/find-holders';
import { findMaterialCategoriesQueryOptions } from './api/find-material-categories';
import { getAccountsQueryOptions } from './api/get-accounts';
import { getDocumentQueryOptions } from './api/get-document';
import { findPeriodsQueryOptions } from './api/find-periods';
import { getRatesQueryOptions } from './api/get-rates';
import { findRatePublicationsQueryOptions, ratePublicationsPageOf } from './api/find-rate-publications';

const holderHistorySearch = searchOf(findHolderPostingsQuerySchema.shape, ['materialId', 'from', 'to', 'page']);

/** The metals a form offers. */
const prefetchMetals = (queryClient: QueryClient) => void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));

/**
 * A holder's page asks for its movements by the holder's id, which the address
 * names by code: the loader finds the id in the holders list (asked for here
 * too) and asks for the same page of movements the page will, without
 * holding the page back.
 */
async function prefetchHolderHistory(queryClient: QueryClient, code: string, query: FindHolderPostingsQuery) {
  void queryClient.prefetchQuery(getAccountsQueryOptions({ includeInactive: 'true' }));
  const holder = holderOfCode(await queryClient.ensureQueryData(findHoldersQueryOptions()), code);
  if (holder) await queryClient.prefetchQuery(findHolderPostingsQueryOptions(holder.id, query));
}

const materialsOverviewRoute = createRoute({
  ...appPage('/material'),
  path: '/material',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getAccountsQueryOptions());
    void queryClient.prefetchQuery(getRatesQueryOptions());
    void queryClient.prefetchQuery(findDocumentsQueryOptions({ pageSize: 10 }));
    void queryClient.prefetchQuery(findPeriodsQueryOptions());
  },
  component: lazyPage(() => import('./pages/materials-overview-page').then((m) => m.MaterialsOverviewPage)),
});

const accountsRoute = createRoute({
  ...appPage('/material/accounts'),
  path: '/material/accounts',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions());
    void queryClient.prefetchQuery(getAccountsQueryOptions());
    // The holder form (mounted with the page) offers branches and benches.
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    void queryClient.prefetchQuery(findStaffNamesQueryOptions({ pageSize: 200, active: 'true' }));
  },
  component: lazyPage(() => import('./pages/accounts-page').then((m) => m.AccountsPage)),
});

const ratesRoute = createRoute({
  ...appPage('/material/rates'),
  path: '/material/rates',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
    // The rates in force of every material (the page opens on none chosen) and the first page of publications.
    void queryClient.prefetchQuery(getRatesQueryOptions());
    void queryClient.prefetchQuery(findRatePublicationsQueryOptions(ratePublicationsPageOf(1)));
  },
  component: lazyPage(() => import('./pages/rates-page').then((m) => m.RatesPage)),
});

const meltRoute = createRoute({
  ...appPage('/material/melt'),
  path: '/material/melt',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions());
    prefetchMetals(queryClient);
  },
  component: lazyPage(() => import('./pages/melt-page').then((m) => m.MeltPage)),
});

const slipRoute = createRoute({
  ...appPage('/material/slip-{id}'),
  path: '/material/slip-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(getDocumentQueryOptions(Number(params.id)));
    // The printed slip carries the shop's name and address.
    void queryClient.prefetchQuery(getSettingsQueryOptions);
  },
  component: lazyPage(() => import('./pages/slip-page').then((m) => m.SlipPage)),
});

const holderRoute = createRoute({
  ...appPage('/material/holder-{holder}'),
  path: '/material/holder-{$holder}',
  loader: ({ context: { queryClient }, params }) => void prefetchHolderHistory(queryClient, params.holder, { page: 1, pageSize: holderPostingsPageSize }),
  component: lazyPage(() => import('./pages/holder-page').then((m) => m.HolderPage)),
});

const returnRoute = createRoute({
  ...appPage('/material/holder-{holder}/return'),
  path: '/material/holder-{$holder}/return',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions());
    prefetchMetals(queryClient);
  },
  component: lazyPage(() => import('./pages/return-page').then((m) => m.ReturnPage)),
});

const transferRoute = createRoute({
  ...appPage('/material/holder-{holder}/transfer'),
  path: '/material/holder-{$holder}/transfer',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions());
    prefetchMetals(queryClient);
  },
  component: lazyPage(() => import('./pages/transfer-page').then((m) => m.TransferPage)),
});

const holderTransactionsRoute = createRoute({
  ...appPage('/material/holder-{holder}/transaction'),
  path: '/material/holder-{$holder}/transaction',
  validateSearch: holderHistorySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) => {
    const { page, ...filters } = deps;
    void prefetchHolderHistory(queryClient, params.holder, { ...filters, page: Number(page ?? 1), pageSize: holderPostingsPageSize });
  },
  component: lazyPage(() => import('./pages/holder-transactions-page').then((m) => m.HolderTransactionsPage)),
});

const materialCategoriesRoute = createRoute({
  ...appPage('/setting/material-category'),
  path: '/setting/material-category',
  component: lazyPage(() => import('./pages/material-categories-page').then((m) => m.MaterialCategoriesPage)),
});

const boardRoute = createRoute({
  ...appPage('/board'),
  path: '/board',
  component: lazyPage(() => import('./pages/board-page').then((m) => m.BoardPage)),
});

const boardPricesRoute = createRoute({
  ...appPage('/board/prices'),
  path: '/board/prices',
  component: lazyPage(() => import('./pages/board-prices-page').then((m) => m.BoardPricesPage)),
});

const boardLinksRoute = createRoute({
  ...appPage('/setting/board'),
  path: '/setting/board',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findBoardLinksQueryOptions());
  },
  component: lazyPage(() => import('./pages/board-links-page').then((m) => m.BoardLinksPage)),
});

/** The materials pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const materialsRoutes = [materialsOverviewRoute, accountsRoute, ratesRoute, meltRoute, slipRoute, holderRoute, returnRoute, transferRoute, holderTransactionsRoute, materialCategoriesRoute, boardRoute, boardPricesRoute, boardLinksRoute] as const;
