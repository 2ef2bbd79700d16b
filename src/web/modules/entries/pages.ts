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
  '/entries-close': () => import('./pages/entries-close-page').then((m) => m.EntriesClosePage),
  '/entries-close-add': () => import('./pages/entries-close-add-page').then((m) => m.EntriesCloseAddPage),
  '/entry/close/{id}': () => import('./pages/entry-close-page').then((m) => m.EntryClosePage),
  '/entry-recap': () => import('./pages/entry-recap-page').then((m) => m.EntryRecapPage),
  '/entry_by_cast': () => import('./pages/entries-by-cast-page').then((m) => m.EntriesByCastPage),
  '/entry/detail': () => import('./pages/entry-find-page').then((m) => m.EntryFindPage),
  '/entry/gem-{id}': () => import('./pages/entry-gems-page').then((m) => m.EntryGemsPage),
  '/setting/entry-category': () => import('./pages/entry-categories-page').then((m) => m.EntryCategoriesPage),
  '/entry_add': () => import('./pages/entry-pick-category-page').then((m) => m.EntryPickCategoryPage),
  '/entry-add': () => import('./pages/entry-add-page').then((m) => m.EntryAddPage),
  '/entry-add-fast': () => import('./pages/entry-add-fast-page').then((m) => m.EntryAddFastPage),
  '/entry-edit-{id}': () => import('./pages/entry-edit-page').then((m) => m.EntryEditPage),
};
