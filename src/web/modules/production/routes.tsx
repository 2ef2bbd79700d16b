import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage, searchPage } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The production pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const productionRoutes = [
  createRoute(page('/follow', () => import('./pages/follow-board-page').then((m) => m.FollowBoardPage))),
  createRoute(loadedPage('/follow/timeline/{id}', () => import('./pages/item-timeline-page').then((m) => m.ItemTimelinePage))),
  createRoute(searchPage('/follow-group', () => import('./pages/follow-group-page').then((m) => m.FollowGroupPage))),
  createRoute(loadedPage('/follow-up', () => import('./pages/follow-up-page').then((m) => m.FollowUpPage))),
  createRoute(searchPage('/follow-up/design', () => import('./pages/design-queue-page').then((m) => m.DesignQueuePage))),
  createRoute(page('/follow-up/unfinished', () => import('./pages/unfinished-page').then((m) => m.UnfinishedPage))),
  createRoute(page('/tracker_item', () => import('./pages/tracker-item-page').then((m) => m.TrackerItemPage))),
  createRoute(page('/pre-order', () => import('./pages/pre-orders-page').then((m) => m.PreOrdersPage))),
] as const;
