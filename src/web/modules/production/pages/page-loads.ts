import { z } from 'zod';
import { findItemGroupsQuerySchema } from '../../../../shared/contracts/production/find-item-groups';
import { defaultStuckDays } from '../../../../shared/contracts/production/find-unfinished';
import { getDesignQueueQuerySchema } from '../../../../shared/contracts/production/get-design-queue';
import { pageLoad } from '../../../shell/page-loads';
import { searchOf } from '../../../shell/search-params';
import { findItemEventsQueryOptions } from '../api/find-item-events';
import { findUnfinishedQueryOptions } from '../api/find-unfinished';
import { getDesignQueueQueryOptions } from '../api/get-design-queue';
import { getItemQueryOptions } from '../api/get-item';
import { prefetchProductionNames } from '../components/production-names';

const followGroupSearch = searchOf({ ...findItemGroupsQuerySchema.shape, finished: z.literal('true') }, ['by', 'materialId', 'finished']);
const designQueueSearch = searchOf(getDesignQueueQuerySchema.shape, ['designerStaffId']);

/** The production pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/follow/timeline/{id}': pageLoad({
    load: (queryClient, { params }) => {
      void queryClient.prefetchQuery(getItemQueryOptions(Number(params.id)));
      void queryClient.prefetchQuery(findItemEventsQueryOptions(Number(params.id)));
      prefetchProductionNames(queryClient);
    },
  }),
  '/follow-group': pageLoad({ search: followGroupSearch }),
  '/follow-up': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(getDesignQueueQueryOptions());
      void queryClient.prefetchQuery(findUnfinishedQueryOptions({ stuckDays: defaultStuckDays, limit: 1 }));
    },
  }),
  '/follow-up/design': pageLoad({
    search: designQueueSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getDesignQueueQueryOptions(search.designerStaffId ? { designerStaffId: search.designerStaffId } : {}));
      prefetchProductionNames(queryClient);
    },
  }),
};
