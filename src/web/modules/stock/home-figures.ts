import type { HomeFigure } from '../../shell/home-figure-registry';
import { getStockHomeFiguresQueryOptions } from './api/get-stock-home-figures';

export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'transfers-in-transit',
    order: 40,
    roles: ['manager'],
    anyOf: ['stock.read'],
    load: () => import('./components/home-transfers-in-transit').then((m) => m.HomeTransfersInTransit),
    prefetch: (queryClient) => queryClient.prefetchQuery(getStockHomeFiguresQueryOptions()),
  },
];
