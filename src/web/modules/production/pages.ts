/**
 * Production pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/pre-order': () => import('./pages/pre-orders-page').then((m) => m.PreOrdersPage),
  '/follow': () => import('./pages/follow-board-page').then((m) => m.FollowBoardPage),
  '/follow/timeline/{id}': () => import('./pages/item-timeline-page').then((m) => m.ItemTimelinePage),
  '/follow-group': () => import('./pages/follow-group-page').then((m) => m.FollowGroupPage),
  '/follow-up': () => import('./pages/follow-up-page').then((m) => m.FollowUpPage),
  '/follow-up/design': () => import('./pages/design-queue-page').then((m) => m.DesignQueuePage),
  '/follow-up/unfinished': () => import('./pages/unfinished-page').then((m) => m.UnfinishedPage),
  '/tracker_item': () => import('./pages/tracker-item-page').then((m) => m.TrackerItemPage),
};
