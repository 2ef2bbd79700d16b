import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { findItemGroupsQuerySchema } from '../../../shared/contracts/production/find-item-groups';
import { getDesignQueueQuerySchema } from '../../../shared/contracts/production/get-design-queue';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { searchOf } from '../../shell/search-params';
import { findItemEventsQueryOptions } from './api/find-item-events';
import { getDesignQueueQueryOptions } from './api/get-design-queue';
import { getItemQueryOptions } from './api/get-item';
import { findUnfinishedQueryOptions } from './api/find-unfinished';
import { prefetchProductionNames } from './components/production-names';
import { defaultStuckDays } from '../../../shared/contracts/production/find-unfinished';

const followBoardRoute = createRoute({
  ...appPage('/follow'),
  path: '/follow',
  component: lazyPage(() => import('./pages/follow-board-page').then((m) => m.FollowBoardPage)),
});

const itemTimelineRoute = createRoute({
  ...appPage('/follow/timeline/{id}'),
  path: '/follow/timeline/$id',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(getItemQueryOptions(Number(params.id)));
    void queryClient.prefetchQuery(findItemEventsQueryOptions(Number(params.id)));
    prefetchProductionNames(queryClient);
  },
  component: lazyPage(() => import('./pages/item-timeline-page').then((m) => m.ItemTimelinePage)),
});

const followGroupSearch = searchOf({ ...findItemGroupsQuerySchema.shape, finished: z.literal('true') }, ['by', 'materialId', 'finished']);
const followGroupRoute = createRoute({
  ...appPage('/follow-group'),
  path: '/follow-group',
  validateSearch: followGroupSearch,
  component: lazyPage(() => import('./pages/follow-group-page').then((m) => m.FollowGroupPage)),
});

const followUpRoute = createRoute({
  ...appPage('/follow-up'),
  path: '/follow-up',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getDesignQueueQueryOptions());
    void queryClient.prefetchQuery(findUnfinishedQueryOptions({ stuckDays: defaultStuckDays, limit: 1 }));
  },
  component: lazyPage(() => import('./pages/follow-up-page').then((m) => m.FollowUpPage)),
});

const designQueueSearch = searchOf(getDesignQueueQuerySchema.shape, ['designerStaffId']);
const designQueueRoute = createRoute({
  ...appPage('/follow-up/design'),
  path: '/follow-up/design',
  validateSearch: designQueueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getDesignQueueQueryOptions(deps.designerStaffId ? { designerStaffId: deps.designerStaffId } : {}));
    prefetchProductionNames(queryClient);
  },
  component: lazyPage(() => import('./pages/design-queue-page').then((m) => m.DesignQueuePage)),
});

const unfinishedRoute = createRoute({
  ...appPage('/follow-up/unfinished'),
  path: '/follow-up/unfinished',
  component: lazyPage(() => import('./pages/unfinished-page').then((m) => m.UnfinishedPage)),
});

const trackerItemRoute = createRoute({
  ...appPage('/tracker_item'),
  path: '/tracker_item',
  component: lazyPage(() => import('./pages/tracker-item-page').then((m) => m.TrackerItemPage)),
});

const preOrdersRoute = createRoute({
  ...appPage('/pre-order'),
  path: '/pre-order',
  component: lazyPage(() => import('./pages/pre-orders-page').then((m) => m.PreOrdersPage)),
});

/** The production pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const productionRoutes = [followBoardRoute, itemTimelineRoute, followGroupRoute, followUpRoute, designQueueRoute, unfinishedRoute, trackerItemRoute, preOrdersRoute] as const;
