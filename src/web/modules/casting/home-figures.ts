import type { HomeFigure } from '../../shell/home-figure-registry';
import { getCastingHomeFiguresQueryOptions } from './api/get-casting-home-figures';

export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'casts-in-progress',
    order: 20,
    roles: ['manager', 'caster'],
    anyOf: ['production.read'],
    load: () => import('./components/home-casts-in-progress').then((m) => m.HomeCastsInProgress),
    prefetch: (queryClient) => queryClient.prefetchQuery(getCastingHomeFiguresQueryOptions()),
  },
];
