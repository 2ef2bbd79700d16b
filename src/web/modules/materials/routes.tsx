import { createRoute } from '@tanstack/react-router';
import { appPage, holderParams, idParams, lazyPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const materialsOverviewRoute = createRoute({
  ...appPage('/material', loads),
  path: '/material',
  component: lazyPage(() => import('./pages/materials-overview-page').then((m) => m.MaterialsOverviewPage)),
});

const accountsRoute = createRoute({
  ...appPage('/material/accounts', loads),
  path: '/material/accounts',
  component: lazyPage(() => import('./pages/accounts-page').then((m) => m.AccountsPage)),
});

const ratesRoute = createRoute({
  ...appPage('/material/rates', loads),
  path: '/material/rates',
  component: lazyPage(() => import('./pages/rates-page').then((m) => m.RatesPage)),
});

const meltRoute = createRoute({
  ...appPage('/material/melt', loads),
  path: '/material/melt',
  component: lazyPage(() => import('./pages/melt-page').then((m) => m.MeltPage)),
});

const slipRoute = createRoute({
  ...appPage('/material/slip-{id}', loads),
  path: '/material/slip-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/slip-page').then((m) => m.SlipPage)),
});

const holderRoute = createRoute({
  ...appPage('/material/holder-{holder}', loads),
  path: '/material/holder-{$holder}',
  params: holderParams,
  component: lazyPage(() => import('./pages/holder-page').then((m) => m.HolderPage)),
});

const returnRoute = createRoute({
  ...appPage('/material/holder-{holder}/return', loads),
  path: '/material/holder-{$holder}/return',
  params: holderParams,
  component: lazyPage(() => import('./pages/return-page').then((m) => m.ReturnPage)),
});

const transferRoute = createRoute({
  ...appPage('/material/holder-{holder}/transfer', loads),
  path: '/material/holder-{$holder}/transfer',
  params: holderParams,
  component: lazyPage(() => import('./pages/transfer-page').then((m) => m.TransferPage)),
});

const holderTransactionsRoute = createRoute({
  ...searchPage('/material/holder-{holder}/transaction', loads),
  path: '/material/holder-{$holder}/transaction',
  params: holderParams,
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
  ...appPage('/setting/board', loads),
  path: '/setting/board',
  component: lazyPage(() => import('./pages/board-links-page').then((m) => m.BoardLinksPage)),
});

/** The materials pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const materialsRoutes = [materialsOverviewRoute, accountsRoute, ratesRoute, meltRoute, slipRoute, holderRoute, returnRoute, transferRoute, holderTransactionsRoute, materialCategoriesRoute, boardRoute, boardPricesRoute, boardLinksRoute] as const;
