import { createRoute } from '@tanstack/react-router';
import { findHolderPostingsQuerySchema } from '../../../shared/contracts/materials/find-holder-postings';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { searchOf } from '../../shell/search-params';
import { getExchangeRatesQueryOptions } from '../sales/api/get-exchange-rates';
import { findBoardLinksQueryOptions } from './api/find-board-links';
import { findDocumentsQueryOptions } from './api/find-documents';
import { findHoldersQueryOptions } from './api/find-holders';
import { findMaterialCategoriesQueryOptions } from './api/find-material-categories';
import { getAccountsQueryOptions } from './api/get-accounts';
import { getDocumentQueryOptions } from './api/get-document';
import { getRatesQueryOptions } from './api/get-rates';

const holderHistorySearch = searchOf(findHolderPostingsQuerySchema.shape, ['materialId', 'from', 'to', 'page']);

const materialsOverviewRoute = createRoute({
  ...appPage('/material'),
  path: '/material',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getAccountsQueryOptions());
    void queryClient.prefetchQuery(getRatesQueryOptions());
    void queryClient.prefetchQuery(findDocumentsQueryOptions({ pageSize: 10 }));
  },
  component: lazyPage(() => import('./pages/materials-overview-page').then((m) => m.MaterialsOverviewPage)),
});

const accountsRoute = createRoute({
  ...appPage('/material/accounts'),
  path: '/material/accounts',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions());
  },
  component: lazyPage(() => import('./pages/accounts-page').then((m) => m.AccountsPage)),
});

const ratesRoute = createRoute({
  ...appPage('/material/rates'),
  path: '/material/rates',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
  },
  component: lazyPage(() => import('./pages/rates-page').then((m) => m.RatesPage)),
});

const meltRoute = createRoute({
  ...appPage('/material/melt'),
  path: '/material/melt',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions());
  },
  component: lazyPage(() => import('./pages/melt-page').then((m) => m.MeltPage)),
});

const slipRoute = createRoute({
  ...appPage('/material/slip-{id}'),
  path: '/material/slip-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(getDocumentQueryOptions(Number(params.id))),
  component: lazyPage(() => import('./pages/slip-page').then((m) => m.SlipPage)),
});

const holderRoute = createRoute({
  ...appPage('/material/holder-{holder}'),
  path: '/material/holder-{$holder}',
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(findHoldersQueryOptions()),
  component: lazyPage(() => import('./pages/holder-page').then((m) => m.HolderPage)),
});

const returnRoute = createRoute({
  ...appPage('/material/holder-{holder}/return'),
  path: '/material/holder-{$holder}/return',
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(findHoldersQueryOptions()),
  component: lazyPage(() => import('./pages/return-page').then((m) => m.ReturnPage)),
});

const transferRoute = createRoute({
  ...appPage('/material/holder-{holder}/transfer'),
  path: '/material/holder-{$holder}/transfer',
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(findHoldersQueryOptions()),
  component: lazyPage(() => import('./pages/transfer-page').then((m) => m.TransferPage)),
});

const holderTransactionsRoute = createRoute({
  ...appPage('/material/holder-{holder}/transaction'),
  path: '/material/holder-{$holder}/transaction',
  validateSearch: holderHistorySearch,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(findHoldersQueryOptions()),
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
