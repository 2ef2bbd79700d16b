import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { idQuerySchema } from '../../../shared/contracts/common';
import { findCloseBatchesQuerySchema } from '../../../shared/contracts/entries/entry-close-batch';
import { entryRecapQuerySchema } from '../../../shared/contracts/entries/entry-recap';
import { findEntriesQuerySchema } from '../../../shared/contracts/entries/find-entries';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { searchOf } from '../../shell/search-params';
import { findHoldersQueryOptions } from '../materials/api/find-holders';
import { findMaterialCategoriesQueryOptions } from '../materials/api/find-material-categories';
import { canAny, meQueryOptions } from '../platform/api/get-me';
import { findStoneLotsQueryOptions } from '../stones/api/find-stone-lots';
import { shopDayOf } from '../../i18n/format';
import { closeBatchListQuery, findCloseBatchesQueryOptions } from './api/find-close-batches';
import { acceptQueueQuery, entryListQuery, entryListSearchKeys, findEntriesQueryOptions, type EntryListSearch } from './api/find-entries';
import { findEntryCategoriesQueryOptions } from './api/find-entry-categories';
import { getCloseBatchQueryOptions } from './api/get-close-batch';
import { getEntryQueryOptions } from './api/get-entry';
import { getEntryRecapQueryOptions, entryRecapQueryOf } from './api/get-entry-recap';
import { getEntryStonesQueryOptions } from './api/get-entry-stones';
import { myEntriesSummaryQueryOptions } from './api/get-my-entries-summary';

// Each loader asks for the page's data as its chunk loads: the same query
// options the page's hooks use, so the page finds them in the cache.
const entryListSearch = searchOf(findEntriesQuerySchema.shape, entryListSearchKeys);

/** One entry, and the categories that name its kind and allowance. */
function prefetchEntry(queryClient: QueryClient, id: number) {
  void queryClient.prefetchQuery(getEntryQueryOptions(id));
  void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
}

/** What the entry form's selects offer: every holder, the benches, and the metals. */
function prefetchEntryFormLists(queryClient: QueryClient) {
  void queryClient.prefetchQuery(findHoldersQueryOptions());
  void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
  void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
}

/** A list of entries: the bench's own (`mine`, with its month's summary) or everyone's (the accept queue above it, and the benches to filter by). */
function prefetchEntryList(queryClient: QueryClient, search: EntryListSearch, mine: boolean) {
  const me = queryClient.getQueryData(meQueryOptions.queryKey);
  const seesAll = canAny(me, ['entries.read']);
  void queryClient.prefetchQuery(findEntriesQueryOptions(entryListQuery(search, seesAll)));
  void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
  if (seesAll) void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
  if (mine) void queryClient.prefetchQuery(myEntriesSummaryQueryOptions(search.month ? { month: search.month } : {}));
  else if (canAny(me, ['entries.accept'])) void queryClient.prefetchQuery(findEntriesQueryOptions(acceptQueueQuery));
}

const entryRoute = createRoute({
  ...appPage('/entry'),
  path: '/entry',
  validateSearch: entryListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchEntryList(queryClient, deps, false),
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.EntriesPage)),
});

const entryListRoute = createRoute({
  ...appPage('/entry/list'),
  path: '/entry/list',
  validateSearch: entryListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchEntryList(queryClient, deps, false),
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.EntryListPage)),
});

const entryFindRoute = createRoute({
  ...appPage('/entry/detail'),
  path: '/entry/detail',
  component: lazyPage(() => import('./pages/entry-find-page').then((m) => m.EntryFindPage)),
});

const entryGemsRoute = createRoute({
  ...appPage('/entry/gem-{id}'),
  path: '/entry/gem-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(getEntryStonesQueryOptions(Number(params.id)));
    // The lot picker's first page: the stones in stock.
    void queryClient.prefetchQuery(findStoneLotsQueryOptions({ state: 'in_stock', pageSize: 30 }));
  },
  component: lazyPage(() => import('./pages/entry-gems-page').then((m) => m.EntryGemsPage)),
});

const entryCloseRoute = createRoute({
  ...appPage('/entry/close/{id}'),
  path: '/entry/close/$id',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => prefetchEntry(queryClient, Number(params.id)),
  component: lazyPage(() => import('./pages/entry-close-page').then((m) => m.EntryClosePage)),
});

const entryJewellerRoute = createRoute({
  ...appPage('/entry/jeweller'),
  path: '/entry/jeweller',
  validateSearch: entryListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchEntryList(queryClient, deps, true),
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.MyEntriesPage)),
});

const entryPickCategoryRoute = createRoute({
  ...appPage('/entry_add'),
  path: '/entry_add',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findEntryCategoriesQueryOptions({ active: 'true' }));
  },
  component: lazyPage(() => import('./pages/entry-pick-category-page').then((m) => m.EntryPickCategoryPage)),
});

const entryAddSearch = searchOf(findEntriesQuerySchema.shape, ['categoryId']);
const entryAddRoute = createRoute({
  ...appPage('/entry-add'),
  path: '/entry-add',
  validateSearch: entryAddSearch,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findEntryCategoriesQueryOptions({ active: 'true' }));
    prefetchEntryFormLists(queryClient);
  },
  component: lazyPage(() => import('./pages/entry-add-page').then((m) => m.EntryAddPage)),
});

const entryAddFastRoute = createRoute({
  ...appPage('/entry-add-fast'),
  path: '/entry-add-fast',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findEntryCategoriesQueryOptions({ active: 'true' }));
    prefetchEntryFormLists(queryClient);
  },
  component: lazyPage(() => import('./pages/entry-add-fast-page').then((m) => m.EntryAddFastPage)),
});

const entryEditRoute = createRoute({
  ...appPage('/entry-edit-{id}'),
  path: '/entry-edit-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => {
    prefetchEntry(queryClient, Number(params.id));
    prefetchEntryFormLists(queryClient);
  },
  component: lazyPage(() => import('./pages/entry-edit-page').then((m) => m.EntryEditPage)),
});

const entryDetailRoute = createRoute({
  ...appPage('/entry-detail-{id}'),
  path: '/entry-detail-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => prefetchEntry(queryClient, Number(params.id)),
  component: lazyPage(() => import('./pages/entry-detail-page').then((m) => m.EntryDetailPage)),
});

const entryRecapSearch = searchOf(entryRecapQuerySchema.shape, ['from', 'to', 'materialId']);
const entryRecapRoute = createRoute({
  ...appPage('/entry-recap'),
  path: '/entry-recap',
  validateSearch: entryRecapSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
    void queryClient.prefetchQuery(getEntryRecapQueryOptions(entryRecapQueryOf(deps, shopDayOf(new Date()))));
  },
  component: lazyPage(() => import('./pages/entry-recap-page').then((m) => m.EntryRecapPage)),
});

const entryJewellerUnderscoreRoute = createRoute({
  ...appPage('/entry_jeweller'),
  path: '/entry_jeweller',
  validateSearch: entryListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchEntryList(queryClient, deps, true),
  component: lazyPage(() => import('./pages/entries-page').then((m) => m.MyEntriesAliasPage)),
});

const entriesByCastSearch = searchOf({ castId: idQuerySchema }, ['castId']);
const entriesByCastRoute = createRoute({
  ...appPage('/entry_by_cast'),
  path: '/entry_by_cast',
  validateSearch: entriesByCastSearch,
  component: lazyPage(() => import('./pages/entries-by-cast-page').then((m) => m.EntriesByCastPage)),
});

const entriesCloseSearch = searchOf({ ...findCloseBatchesQuerySchema.shape, id: idQuerySchema }, ['id', 'jewellerHolderId', 'page']);
const entriesCloseRoute = createRoute({
  ...appPage('/entries-close'),
  path: '/entries-close',
  validateSearch: entriesCloseSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.id) void queryClient.prefetchQuery(getCloseBatchQueryOptions(Number(deps.id)));
    else void queryClient.prefetchQuery(findCloseBatchesQueryOptions(closeBatchListQuery(deps)));
    void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
    void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
  },
  component: lazyPage(() => import('./pages/entries-close-page').then((m) => m.EntriesClosePage)),
});

const entriesCloseAddSearch = searchOf(findCloseBatchesQuerySchema.shape, ['jewellerHolderId']);
const entriesCloseAddRoute = createRoute({
  ...appPage('/entries-close-add'),
  path: '/entries-close-add',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
    void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
  },
  validateSearch: entriesCloseAddSearch,
  component: lazyPage(() => import('./pages/entries-close-add-page').then((m) => m.EntriesCloseAddPage)),
});

const entryCategoriesRoute = createRoute({
  ...appPage('/setting/entry-category'),
  path: '/setting/entry-category',
  component: lazyPage(() => import('./pages/entry-categories-page').then((m) => m.EntryCategoriesPage)),
});

/** The entries pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const entriesRoutes = [entryRoute, entryListRoute, entryFindRoute, entryGemsRoute, entryCloseRoute, entryJewellerRoute, entryPickCategoryRoute, entryAddRoute, entryAddFastRoute, entryEditRoute, entryDetailRoute, entryRecapRoute, entryJewellerUnderscoreRoute, entriesByCastRoute, entriesCloseRoute, entriesCloseAddRoute, entryCategoriesRoute] as const;
