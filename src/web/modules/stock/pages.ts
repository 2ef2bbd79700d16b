/**
 * Stock pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/setting/jw-category': () => import('./pages/jewelry-categories-page').then((m) => m.JewelryCategoriesPage),
  '/jewelry': () => import('./pages/stock-currently-page').then((m) => m.StockRedirectPage),
  '/jewelry/stock': () => import('./pages/stock-currently-page').then((m) => m.StockRedirectPage),
  '/jewelry/stock/currently': () => import('./pages/stock-currently-page').then((m) => m.StockCurrentlyPage),
  '/jewelry/stock/pending': () => import('./pages/stock-pending-page').then((m) => m.StockPendingPage),
  '/jewelry/stock/transaction': () => import('./pages/stock-transaction-page').then((m) => m.StockTransactionPage),
  '/jw-stock': () => import('./pages/jw-stock-page').then((m) => m.JwStockPage),
  '/jewelry/transfer': () => import('./pages/stock-transfer-page').then((m) => m.StockTransferPage),
  '/jewelry/cancel': () => import('./pages/stock-cancel-page').then((m) => m.StockCancelPage),
  '/jewelry/complement': () => import('./pages/stock-complement-page').then((m) => m.StockComplementPage),
  '/jewelry/document-{id}': () => import('./pages/stock-document-page').then((m) => m.StockDocumentPage),
  '/inventory': () => import('./pages/inventory-page').then((m) => m.InventoryPage),
  '/inventory/info-{id}': () => import('./pages/inventory-info-page').then((m) => m.InventoryInfoPage),
};
