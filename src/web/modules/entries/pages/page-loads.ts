import type { QueryClient } from '@tanstack/react-query';
import { idQuerySchema } from '../../../../shared/contracts/common';
import { findCloseBatchesQuerySchema } from '../../../../shared/contracts/entries/entry-close-batch';
import { entryRecapQuerySchema } from '../../../../shared/contracts/entries/entry-recap';
import { findEntriesQuerySchema } from '../../../../shared/contracts/entries/find-entries';
import { shopDayOf } from '../../../i18n/format';
import { pageLoad, type PageLoad } from '../../../shell/page-loads';
import { searchOf } from '../../../shell/search-params';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { canAny, meQueryOptions } from '../../platform/api/get-me';
import { findStoneLotsQueryOptions } from '../../stones/api/find-stone-lots';
import { closeBatchListQuery, findCloseBatchesQueryOptions } from '../api/find-close-batches';
import { acceptQueueQuery, entryListQuery, entryListSearchKeys, findEntriesQueryOptions, type EntryListSearch } from '../api/find-entries';
import { findEntryCategoriesQueryOptions } from '../api/find-entry-categories';
import { getCloseBatchQueryOptions } from '../api/get-close-batch';
import { getEntryQueryOptions } from '../api/get-entry';
import { entryRecapQueryOf, getEntryRecapQueryOptions } from '../api/get-entry-recap';
import { getEntryStonesQueryOptions } from '../api/get-entry-stones';
import { myEntriesSummaryQueryOptions } from '../api/get-my-entries-summary';

// Each loader asks for the page's data as its chunk loads: the same query
// options the page's hooks use, so the page finds them in the cache.
const entryListSearch = searchOf(findEntriesQuerySchema.shape, entryListSearchKeys);
const entryAddSearch = searchOf(findEntriesQuerySchema.shape, ['categoryId']);
const entryRecapSearch = searchOf(entryRecapQuerySchema.shape, ['from', 'to', 'materialId']);
const entriesByCastSearch = searchOf({ castId: idQuerySchema }, ['castId']);
const entriesCloseSearch = searchOf({ ...findCloseBatchesQuerySchema.shape, id: idQuerySchema }, ['id', 'jewellerHolderId', 'page']);
const entriesCloseAddSearch = searchOf(findCloseBatchesQuerySchema.shape, ['jewellerHolderId']);

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
function entryList(mine: boolean): PageLoad<EntryListSearch> {
  return pageLoad({
    search: entryListSearch,
    load: (queryClient, { search }) => {
      const me = queryClient.getQueryData(meQueryOptions.queryKey);
      const seesAll = canAny(me, ['entries.read']);
      void queryClient.prefetchQuery(findEntriesQueryOptions(entryListQuery(search, seesAll)));
      void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
      if (seesAll) void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
      if (mine) void queryClient.prefetchQuery(myEntriesSummaryQueryOptions(search.month ? { month: search.month } : {}));
      else if (canAny(me, ['entries.accept'])) void queryClient.prefetchQuery(findEntriesQueryOptions(acceptQueueQuery));
    },
  });
}

const entryForm = (queryClient: QueryClient) => {
  void queryClient.prefetchQuery(findEntryCategoriesQueryOptions({ active: 'true' }));
  prefetchEntryFormLists(queryClient);
};

const entry = pageLoad({ load: (queryClient, { params }) => prefetchEntry(queryClient, Number(params.id)) });

/** The entries pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/entry': entryList(false),
  '/entry/list': entryList(false),
  '/entry/jeweller': entryList(true),
  '/entry_jeweller': entryList(true),
  '/entry/gem-{id}': pageLoad({
    load: (queryClient, { params }) => {
      void queryClient.prefetchQuery(getEntryStonesQueryOptions(Number(params.id)));
      // The lot picker's first page: the stones in stock.
      void queryClient.prefetchQuery(findStoneLotsQueryOptions({ state: 'in_stock', pageSize: 30 }));
    },
  }),
  '/entry/close/{id}': entry,
  '/entry-detail-{id}': entry,
  '/entry_add': pageLoad({
    load: (queryClient) => void queryClient.prefetchQuery(findEntryCategoriesQueryOptions({ active: 'true' })),
  }),
  '/entry-add': pageLoad({ search: entryAddSearch, load: entryForm }),
  '/entry-add-fast': pageLoad({ load: entryForm }),
  '/entry-edit-{id}': pageLoad({
    load: (queryClient, { params }) => {
      prefetchEntry(queryClient, Number(params.id));
      prefetchEntryFormLists(queryClient);
    },
  }),
  '/entry-recap': pageLoad({
    search: entryRecapSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
      void queryClient.prefetchQuery(getEntryRecapQueryOptions(entryRecapQueryOf(search, shopDayOf(new Date()))));
    },
  }),
  '/entry_by_cast': pageLoad({ search: entriesByCastSearch }),
  '/entries-close': pageLoad({
    search: entriesCloseSearch,
    load: (queryClient, { search }) => {
      if (search.id) void queryClient.prefetchQuery(getCloseBatchQueryOptions(Number(search.id)));
      else void queryClient.prefetchQuery(findCloseBatchesQueryOptions(closeBatchListQuery(search)));
      void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
      void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
    },
  }),
  '/entries-close-add': pageLoad({
    search: entriesCloseAddSearch,
    load: (queryClient) => {
      void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
      void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
    },
  }),
};
