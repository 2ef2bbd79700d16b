import type { HomeFigure } from '../../shell/home-figure-registry';
import { findUnfinishedQueryOptions } from './api/find-unfinished';
import { getDesignQueueQueryOptions } from './api/get-design-queue';

/** The manager's late items: the count only, one item asked for. */
export const lateItemsQuery = { limit: 1 } as const;

export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'design-queue',
    order: 10,
    roles: ['designer'],
    anyOf: ['production.read'],
    load: () => import('./components/home-production-figures').then((m) => m.HomeDesignQueue),
    prefetch: (queryClient) => queryClient.prefetchQuery(getDesignQueueQueryOptions()),
  },
  {
    key: 'late-items',
    order: 30,
    roles: ['manager'],
    anyOf: ['production.read'],
    load: () => import('./components/home-production-figures').then((m) => m.HomeLateItems),
    prefetch: (queryClient) => queryClient.prefetchQuery(findUnfinishedQueryOptions(lateItemsQuery)),
  },
];
