import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, redirectingPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const jewelryRoute = createRoute({
  ...redirectingPage('/jewelry', '/jewelry/stock/currently'),
  path: '/jewelry',
});

const jewelryStockRoute = createRoute({
  ...redirectingPage('/jewelry/stock', '/jewelry/stock/currently'),
  path: '/jewelry/stock',
});

const stockPendingRoute = createRoute({
  ...appPage('/jewelry/stock/pending', loads),
  path: '/jewelry/stock/pending',
  component: lazyPage(() => import('./pages/stock-pending-page').then((m) => m.StockPendingPage)),
});

const stockCurrentlyRoute = createRoute({
  ...searchPage('/jewelry/stock/currently', loads),
  path: '/jewelry/stock/currently',
  component: lazyPage(() => import('./pages/stock-currently-page').then((m) => m.StockCurrentlyPage)),
});

const stockTransactionRoute = createRoute({
  ...searchPage('/jewelry/stock/transaction', loads),
  path: '/jewelry/stock/transaction',
  component: lazyPage(() => import('./pages/stock-transaction-page').then((m) => m.StockTransactionPage)),
});

const stockCancelRoute = createRoute({
  ...appPage('/jewelry/cancel'),
  path: '/jewelry/cancel',
  component: lazyPage(() => import('./pages/stock-cancel-page').then((m) => m.StockCancelPage)),
});

const stockTransferRoute = createRoute({
  ...appPage('/jewelry/transfer'),
  path: '/jewelry/transfer',
  component: lazyPage(() => import('./pages/stock-transfer-page').then((m) => m.StockTransferPage)),
});

const stockComplementRoute = createRoute({
  ...appPage('/jewelry/complement'),
  path: '/jewelry/complement',
  component: lazyPage(() => import('./pages/stock-complement-page').then((m) => m.StockComplementPage)),
});

const stockDocumentRoute = createRoute({
  ...appPage('/jewelry/document-{id}', loads),
  path: '/jewelry/document-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/stock-document-page').then((m) => m.StockDocumentPage)),
});

const jwStockRoute = createRoute({
  ...appPage('/jw-stock', loads),
  path: '/jw-stock',
  component: lazyPage(() => import('./pages/jw-stock-page').then((m) => m.JwStockPage)),
});

const inventoryRoute = createRoute({
  ...appPage('/inventory'),
  path: '/inventory',
  component: lazyPage(() => import('./pages/inventory-page').then((m) => m.InventoryPage)),
});

const inventoryInfoRoute = createRoute({
  ...appPage('/inventory/info-{id}', loads),
  path: '/inventory/info-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/inventory-info-page').then((m) => m.InventoryInfoPage)),
});

const jewelryCategoriesRoute = createRoute({
  ...appPage('/setting/jw-category'),
  path: '/setting/jw-category',
  component: lazyPage(() => import('./pages/jewelry-categories-page').then((m) => m.JewelryCategoriesPage)),
});

/** The stock pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const stockRoutes = [jewelryRoute, jewelryStockRoute, stockPendingRoute, stockCurrentlyRoute, stockTransactionRoute, stockCancelRoute, stockTransferRoute, stockComplementRoute, stockDocumentRoute, jwStockRoute, inventoryRoute, inventoryInfoRoute, jewelryCategoriesRoute] as const;
