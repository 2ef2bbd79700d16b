import type { HomeFigure } from '../../shell/home-figure-registry';

export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'stones-to-set',
    order: 20,
    roles: ['setter'],
    anyOf: ['stones.read'],
    load: () => import('./components/home-stones-to-set').then((m) => m.HomeStonesToSet),
  },
];
