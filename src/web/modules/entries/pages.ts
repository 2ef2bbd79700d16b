/**
 * Entries pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/entry': () => import('./pages/entries-page').then((m) => m.EntriesPage),
  '/entry/list': () => import('./pages/entries-page').then((m) => m.EntriesPage),
  '/entry/jeweller': () => import('./pages/entries-page').then((m) => m.MyEntriesPage),
  '/entry_jeweller': () => import('./pages/entries-page').then((m) => m.MyEntriesPage),
  '/entry-detail-{id}': () => import('./pages/entry-detail-page').then((m) => m.EntryDetailPage),
  '/setting/entry-category': () => import('./pages/entry-categories-page').then((m) => m.EntryCategoriesPage),
};
