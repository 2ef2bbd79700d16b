/**
 * Materials pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/material': () => import('./pages/materials-overview-page').then((m) => m.MaterialsOverviewPage),
  '/material/accounts': () => import('./pages/accounts-page').then((m) => m.AccountsPage),
  '/material/rates': () => import('./pages/rates-page').then((m) => m.RatesPage),
  '/material/melt': () => import('./pages/melt-page').then((m) => m.MeltPage),
  '/material/slip-{id}': () => import('./pages/slip-page').then((m) => m.SlipPage),
  '/material/holder-{holder}': () => import('./pages/holder-page').then((m) => m.HolderPage),
  '/material/holder-{holder}/transaction': () => import('./pages/holder-transactions-page').then((m) => m.HolderTransactionsPage),
  '/material/holder-{holder}/transfer': () => import('./pages/transfer-page').then((m) => m.TransferPage),
  '/material/holder-{holder}/return': () => import('./pages/return-page').then((m) => m.ReturnPage),
  '/setting/material-category': () => import('./pages/material-categories-page').then((m) => m.MaterialCategoriesPage),
  '/board': () => import('./pages/board-page').then((m) => m.BoardPage),
  '/board/prices': () => import('./pages/board-prices-page').then((m) => m.BoardPricesPage),
  '/setting/board': () => import('./pages/board-links-page').then((m) => m.BoardLinksPage),
};
