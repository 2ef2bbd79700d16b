import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const entryRoute = createRoute({
  ...searchPage('/entry', loads),
  path: '/entry',
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.EntriesPage)),
});

const entryListRoute = createRoute({
  ...searchPage('/entry/list', loads),
  path: '/entry/list',
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.EntryListPage)),
});

const entryFindRoute = createRoute({
  ...appPage('/entry/detail'),
  path: '/entry/detail',
  component: lazyPage(() => import('./pages/entry-find-page').then((m) => m.EntryFindPage)),
});

const entryGemsRoute = createRoute({
  ...appPage('/entry/gem-{id}', loads),
  path: '/entry/gem-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/entry-gems-page').then((m) => m.EntryGemsPage)),
});

const entryCloseRoute = createRoute({
  ...appPage('/entry/close/{id}', loads),
  path: '/entry/close/$id',
  params: idParams,
  component: lazyPage(() => import('./pages/entry-close-page').then((m) => m.EntryClosePage)),
});

const entryJewellerRoute = createRoute({
  ...searchPage('/entry/jeweller', loads),
  path: '/entry/jeweller',
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.MyEntriesPage)),
});

const entryPickCategoryRoute = createRoute({
  ...appPage('/entry_add', loads),
  path: '/entry_add',
  component: lazyPage(() => import('./pages/entry-pick-category-page').then((m) => m.EntryPickCategoryPage)),
});

const entryAddRoute = createRoute({
  ...searchPage('/entry-add', loads),
  path: '/entry-add',
  component: lazyPage(() => import('./pages/entry-add-page').then((m) => m.EntryAddPage)),
});

const entryAddFastRoute = createRoute({
  ...appPage('/entry-add-fast', loads),
  path: '/entry-add-fast',
  component: lazyPage(() => import('./pages/entry-add-fast-page').then((m) => m.EntryAddFastPage)),
});

const entryEditRoute = createRoute({
  ...appPage('/entry-edit-{id}', loads),
  path: '/entry-edit-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/entry-edit-page').then((m) => m.EntryEditPage)),
});

const entryDetailRoute = createRoute({
  ...appPage('/entry-detail-{id}', loads),
  path: '/entry-detail-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/entry-detail-page').then((m) => m.EntryDetailPage)),
});

const entryRecapRoute = createRoute({
  ...searchPage('/entry-recap', loads),
  path: '/entry-recap',
  component: lazyPage(() => import('./pages/entry-recap-page').then((m) => m.EntryRecapPage)),
});

const entryJewellerUnderscoreRoute = createRoute({
  ...searchPage('/entry_jeweller', loads),
  path: '/entry_jeweller',
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.MyEntriesAliasPage)),
});

const entriesByCastRoute = createRoute({
  ...searchPage('/entry_by_cast', loads),
  path: '/entry_by_cast',
  component: lazyPage(() => import('./pages/entries-by-cast-page').then((m) => m.EntriesByCastPage)),
});

const entriesCloseRoute = createRoute({
  ...searchPage('/entries-close', loads),
  path: '/entries-close',
  component: lazyPage(() => import('./pages/entries-close-page').then((m) => m.EntriesClosePage)),
});

const entriesCloseAddRoute = createRoute({
  ...searchPage('/entries-close-add', loads),
  path: '/entries-close-add',
  component: lazyPage(() => import('./pages/entries-close-add-page').then((m) => m.EntriesCloseAddPage)),
});

const entryCategoriesRoute = createRoute({
  ...appPage('/setting/entry-category'),
  path: '/setting/entry-category',
  component: lazyPage(() => import('./pages/entry-categories-page').then((m) => m.EntryCategoriesPage)),
});

/** The entries pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const entriesRoutes = [entryRoute, entryListRoute, entryFindRoute, entryGemsRoute, entryCloseRoute, entryJewellerRoute, entryPickCategoryRoute, entryAddRoute, entryAddFastRoute, entryEditRoute, entryDetailRoute, entryRecapRoute, entryJewellerUnderscoreRoute, entriesByCastRoute, entriesCloseRoute, entriesCloseAddRoute, entryCategoriesRoute] as const;
