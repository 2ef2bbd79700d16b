import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, redirectingPage } from '../../shell/page-route';
import { findHoldersQueryOptions } from '../materials/api/find-holders';
import { allBranchesQueryOptions } from '../platform/api/find-branches';
import { findPendingQueryOptions } from './api/find-pending';
import { prefetchStockNames } from './components/stock-names';
import { currentlyQueryOf, currentlySearch, findPiecesQueryOptions } from './api/find-pieces';
import { findStockDocumentsQueryOptions, stockDocumentListQuery, stockDocumentsSearch } from './api/find-stock-documents';
import { getStockCountQueryOptions } from './api/get-stock-count';
import { getStockDocumentQueryOptions } from './api/get-stock-document';
import { getStockSummaryQueryOptions } from './api/get-stock-summary';

const jewelryRoute = createRoute({
  ...redirectingPage('/jewelry', '/jewelry/stock/currently'),
  path: '/jewelry',
});

const jewelryStockRoute = createRoute({
  ...redirectingPage('/jewelry/stock', '/jewelry/stock/currently'),
  path: '/jewelry/stock',
});

const stockPendingRoute = createRoute({
  ...appPage('/jewelry/stock/pending'),
  path: '/jewelry/stock/pending',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findPendingQueryOptions());
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    void queryClient.prefetchQuery(findHoldersQueryOptions({ active: 'true' }));
    prefetchStockNames(queryClient);
  },
  component: lazyPage(() => import('./pages/stock-pending-page').then((m) => m.StockPendingPage)),
});

const stockCurrentlyRoute = createRoute({
  ...appPage('/jewelry/stock/currently'),
  path: '/jewelry/stock/currently',
  validateSearch: currentlySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findPiecesQueryOptions(currentlyQueryOf(deps)));
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    prefetchStockNames(queryClient);
  },
  component: lazyPage(() => import('./pages/stock-currently-page').then((m) => m.StockCurrentlyPage)),
});

const stockTransactionRoute = createRoute({
  ...appPage('/jewelry/stock/transaction'),
  path: '/jewelry/stock/transaction',
  validateSearch: stockDocumentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findStockDocumentsQueryOptions(stockDocumentListQuery(deps)));
    void queryClient.prefetchQuery(allBranchesQueryOptions());
  },
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
  ...appPage('/jewelry/document-{id}'),
  path: '/jewelry/document-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(getStockDocumentQueryOptions(Number(params.id))),
  component: lazyPage(() => import('./pages/stock-document-page').then((m) => m.StockDocumentPage)),
});

const jwStockRoute = createRoute({
  ...appPage('/jw-stock'),
  path: '/jw-stock',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getStockSummaryQueryOptions());
    prefetchStockNames(queryClient);
  },
  component: lazyPage(() => import('./pages/jw-stock-page').then((m) => m.JwStockPage)),
});

const inventoryRoute = createRoute({
  ...appPage('/inventory'),
  path: '/inventory',
  component: lazyPage(() => import('./pages/inventory-page').then((m) => m.InventoryPage)),
});

const inventoryInfoRoute = createRoute({
  ...appPage('/inventory/info-{id}'),
  path: '/inventory/info-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(getStockCountQueryOptions(Number(params.id))),
  component: lazyPage(() => import('./pages/inventory-info-page').then((m) => m.InventoryInfoPage)),
});

const jewelryCategoriesRoute = createRoute({
  ...appPage('/setting/jw-category'),
  path: '/setting/jw-category',
  component: lazyPage(() => import('./pages/jewelry-categories-page').then((m) => m.JewelryCategoriesPage)),
});

/** The stock pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const stockRoutes = [jewelryRoute, jewelryStockRoute, stockPendingRoute, stockCurrentlyRoute, stockTransactionRoute, stockCancelRoute, stockTransferRoute, stockComplementRoute, stockDocumentRoute, jwStockRoute, inventoryRoute, inventoryInfoRoute, jewelryCategoriesRoute] as const;
