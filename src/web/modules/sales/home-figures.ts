import type { HomeFigure } from '../../shell/home-figure-registry';
import { getSalesHomeFiguresQueryOptions } from './api/get-sales-home-figures';

/**
 * Money on a home (`/`): only for roles that see money (DESIGN §1). A
 * cashier's `/` is the POS (shell/home-path.ts), which carries their
 * counter's takings as a strip (components/home-takings-strip.tsx).
 */
export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'sales-today',
    order: 20,
    roles: ['owner'],
    anyOf: ['sales.read'],
    load: () => import('./components/home-sales-today').then((m) => m.HomeSalesToday),
    prefetch: (queryClient) => queryClient.prefetchQuery(getSalesHomeFiguresQueryOptions()),
  },
];
