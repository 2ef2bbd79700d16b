/**
 * Entries pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/setting/entry-category': () => import('./pages/entry-categories-page').then((m) => m.EntryCategoriesPage),
};
