import type { HomeFigure } from '../../shell/home-figure-registry';
import { findPreparationsQueryOptions } from './api/find-preparations';

/** A setter's stones come before their bench's entries: setting is their work. */
/** The setter's open preparations: the count only. */
export const stonesToSetQuery = { open: 'true', pageSize: 1 } as const;

export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'stones-to-set',
    order: 15,
    roles: ['setter'],
    anyOf: ['stones.read'],
    load: () => import('./components/home-stones-to-set').then((m) => m.HomeStonesToSet),
    prefetch: (queryClient) => queryClient.prefetchQuery(findPreparationsQueryOptions(stonesToSetQuery)),
  },
];
