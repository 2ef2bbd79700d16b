import { findCastsQuerySchema } from '../../../../shared/contracts/casting/find-casts';
import { findWaxPiecesQuerySchema } from '../../../../shared/contracts/casting/find-wax-pieces';
import { getCastSummaryQuerySchema } from '../../../../shared/contracts/casting/get-cast-summary';
import { maxPageSize } from '../../../../shared/contracts/common';
import { pageLoad } from '../../../shell/page-loads';
import { searchOf } from '../../../shell/search-params';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { findStaffNamesQueryOptions } from '../../platform/api/find-staff-names';
import { canAny, meQueryOptions } from '../../platform/api/get-me';
import { castListQuery, findCastsQueryOptions } from '../api/find-casts';
import { findWaxPiecesQueryOptions, waxListQuery } from '../api/find-wax-pieces';
import { findWaxingItemsQueryOptions } from '../api/find-waxing-items';
import { getCastQueryOptions } from '../api/get-cast';
import { castSummaryQuery, getCastSummaryQueryOptions } from '../api/get-cast-summary';
import { getWaxEstimatesQueryOptions } from '../api/get-wax-estimates';

// Each loader asks for the page's data as its chunk loads: the same query
// options the page's hooks use, so the page finds them in the cache.
const activeMaterials = findMaterialCategoriesQueryOptions({ active: 'true' });

// Named before use: inside `pageLoad({ … })` their types would not reach the route.
const waxSearch = searchOf(findWaxPiecesQuerySchema.shape, ['materialId', 'page']);
const castsSearch = searchOf(findCastsQuerySchema.shape, ['status', 'materialId', 'page']);
const castSummarySearch = searchOf(getCastSummaryQuerySchema.shape, ['from', 'to', 'materialId']);

/** The casting pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/wax': pageLoad({
    search: waxSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findWaxPiecesQueryOptions(waxListQuery(search)));
      void queryClient.prefetchQuery(activeMaterials);
      void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
      // The wax form (for those who cast) picks among the items in waxing and every wax waiting.
      if (canAny(queryClient.getQueryData(meQueryOptions.queryKey), ['casting.write'])) {
        void queryClient.prefetchQuery(findWaxingItemsQueryOptions());
        void queryClient.prefetchQuery(findWaxPiecesQueryOptions({ pageSize: maxPageSize }));
      }
    },
  }),
  '/cast': pageLoad({
    search: castsSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findCastsQueryOptions(castListQuery(search)));
      void queryClient.prefetchQuery(activeMaterials);
    },
  }),
  '/cast/create': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
      void queryClient.prefetchQuery(activeMaterials);
      void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
    },
  }),
  '/cast/detail/{id}': pageLoad({
    load: (queryClient, { params }) => void queryClient.prefetchQuery(getCastQueryOptions(Number(params.id))),
  }),
  '/cast/detail/summary': pageLoad({
    search: castSummarySearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getCastSummaryQueryOptions(castSummaryQuery(search)));
      void queryClient.prefetchQuery(activeMaterials);
    },
  }),
  '/cast/detail/info-{id}': pageLoad({
    load: (queryClient, { params }) => void queryClient.prefetchQuery(getCastQueryOptions(Number(params.id))),
  }),
  '/setting/estimate-wax': pageLoad({
    load: (queryClient) => void queryClient.prefetchQuery(getWaxEstimatesQueryOptions()),
  }),
};
