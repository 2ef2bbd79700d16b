import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage, searchPage } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The materials pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const materialsRoutes = [
  createRoute(loadedPage('/material', () => import('./pages/materials-overview-page').then((m) => m.MaterialsOverviewPage))),
  createRoute(loadedPage('/material/accounts', () => import('./pages/accounts-page').then((m) => m.AccountsPage))),
  createRoute(loadedPage('/material/rates', () => import('./pages/rates-page').then((m) => m.RatesPage))),
  createRoute(loadedPage('/material/melt', () => import('./pages/melt-page').then((m) => m.MeltPage))),
  createRoute(loadedPage('/material/slip-{id}', () => import('./pages/slip-page').then((m) => m.SlipPage))),
  createRoute(loadedPage('/material/holder-{holder}', () => import('./pages/holder-page').then((m) => m.HolderPage))),
  createRoute(loadedPage('/material/holder-{holder}/return', () => import('./pages/return-page').then((m) => m.ReturnPage))),
  createRoute(loadedPage('/material/holder-{holder}/transfer', () => import('./pages/transfer-page').then((m) => m.TransferPage))),
  createRoute(searchPage('/material/holder-{holder}/transaction', () => import('./pages/holder-transactions-page').then((m) => m.HolderTransactionsPage))),
  createRoute(page('/setting/material-category', () => import('./pages/material-categories-page').then((m) => m.MaterialCategoriesPage))),
  createRoute(page('/board', () => import('./pages/board-page').then((m) => m.BoardPage))),
  createRoute(page('/board/prices', () => import('./pages/board-prices-page').then((m) => m.BoardPricesPage))),
  createRoute(loadedPage('/setting/board', () => import('./pages/board-links-page').then((m) => m.BoardLinksPage))),
] as const;
