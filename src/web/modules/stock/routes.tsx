import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage, searchPage, redirect } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The stock pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const stockRoutes = [
  createRoute(redirect('/jewelry', '/jewelry/stock/currently')),
  createRoute(redirect('/jewelry/stock', '/jewelry/stock/currently')),
  createRoute(loadedPage('/jewelry/stock/pending', () => import('./pages/stock-pending-page').then((m) => m.StockPendingPage))),
  createRoute(searchPage('/jewelry/stock/currently', () => import('./pages/stock-currently-page').then((m) => m.StockCurrentlyPage))),
  createRoute(searchPage('/jewelry/stock/transaction', () => import('./pages/stock-transaction-page').then((m) => m.StockTransactionPage))),
  createRoute(page('/jewelry/cancel', () => import('./pages/stock-cancel-page').then((m) => m.StockCancelPage))),
  createRoute(page('/jewelry/transfer', () => import('./pages/stock-transfer-page').then((m) => m.StockTransferPage))),
  createRoute(page('/jewelry/complement', () => import('./pages/stock-complement-page').then((m) => m.StockComplementPage))),
  createRoute(loadedPage('/jewelry/document-{id}', () => import('./pages/stock-document-page').then((m) => m.StockDocumentPage))),
  createRoute(loadedPage('/jw-stock', () => import('./pages/jw-stock-page').then((m) => m.JwStockPage))),
  createRoute(page('/inventory', () => import('./pages/inventory-page').then((m) => m.InventoryPage))),
  createRoute(loadedPage('/inventory/info-{id}', () => import('./pages/inventory-info-page').then((m) => m.InventoryInfoPage))),
  createRoute(page('/setting/jw-category', () => import('./pages/jewelry-categories-page').then((m) => m.JewelryCategoriesPage))),
] as const;
