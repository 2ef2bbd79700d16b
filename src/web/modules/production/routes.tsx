import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const followBoardRoute = createRoute({
  ...appPage('/follow'),
  path: '/follow',
  component: lazyPage(() => import('./pages/follow-board-page').then((m) => m.FollowBoardPage)),
});

const itemTimelineRoute = createRoute({
  ...appPage('/follow/timeline/{id}', loads),
  path: '/follow/timeline/$id',
  params: idParams,
  component: lazyPage(() => import('./pages/item-timeline-page').then((m) => m.ItemTimelinePage)),
});

const followGroupRoute = createRoute({
  ...searchPage('/follow-group', loads),
  path: '/follow-group',
  component: lazyPage(() => import('./pages/follow-group-page').then((m) => m.FollowGroupPage)),
});

const followUpRoute = createRoute({
  ...appPage('/follow-up', loads),
  path: '/follow-up',
  component: lazyPage(() => import('./pages/follow-up-page').then((m) => m.FollowUpPage)),
});

const designQueueRoute = createRoute({
  ...searchPage('/follow-up/design', loads),
  path: '/follow-up/design',
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
