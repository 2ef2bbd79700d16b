/**
 * Import pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/setting/import': () => import('./pages/import-page').then((m) => m.ImportPage),
};
