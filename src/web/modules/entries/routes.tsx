import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage, searchPage } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The entries pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const entriesRoutes = [
  createRoute(searchPage('/entry', () => import('./pages/entries-page').then((m) => m.EntriesPage))),
  createRoute(searchPage('/entry/list', () => import('./pages/entries-page').then((m) => m.EntryListPage))),
  createRoute(page('/entry/detail', () => import('./pages/entry-find-page').then((m) => m.EntryFindPage))),
  createRoute(loadedPage('/entry/gem-{id}', () => import('./pages/entry-gems-page').then((m) => m.EntryGemsPage))),
  createRoute(loadedPage('/entry/close/{id}', () => import('./pages/entry-close-page').then((m) => m.EntryClosePage))),
  createRoute(searchPage('/entry/jeweller', () => import('./pages/entries-page').then((m) => m.MyEntriesPage))),
  createRoute(loadedPage('/entry_add', () => import('./pages/entry-pick-category-page').then((m) => m.EntryPickCategoryPage))),
  createRoute(searchPage('/entry-add', () => import('./pages/entry-add-page').then((m) => m.EntryAddPage))),
  createRoute(loadedPage('/entry-add-fast', () => import('./pages/entry-add-fast-page').then((m) => m.EntryAddFastPage))),
  createRoute(loadedPage('/entry-edit-{id}', () => import('./pages/entry-edit-page').then((m) => m.EntryEditPage))),
  createRoute(loadedPage('/entry-detail-{id}', () => import('./pages/entry-detail-page').then((m) => m.EntryDetailPage))),
  createRoute(searchPage('/entry-recap', () => import('./pages/entry-recap-page').then((m) => m.EntryRecapPage))),
  createRoute(searchPage('/entry_jeweller', () => import('./pages/entries-page').then((m) => m.MyEntriesAliasPage))),
  createRoute(searchPage('/entry_by_cast', () => import('./pages/entries-by-cast-page').then((m) => m.EntriesByCastPage))),
  createRoute(searchPage('/entries-close', () => import('./pages/entries-close-page').then((m) => m.EntriesClosePage))),
  createRoute(searchPage('/entries-close-add', () => import('./pages/entries-close-add-page').then((m) => m.EntriesCloseAddPage))),
  createRoute(page('/setting/entry-category', () => import('./pages/entry-categories-page').then((m) => m.EntryCategoriesPage))),
] as const;
