import type { HomeFigure } from '../../shell/home-figure-registry';

export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'design-queue',
    order: 10,
    roles: ['designer'],
    anyOf: ['production.read'],
    load: () => import('./components/home-production-figures').then((m) => m.HomeDesignQueue),
  },
  {
    key: 'late-items',
    order: 30,
    roles: ['manager'],
    anyOf: ['production.read'],
    load: () => import('./components/home-production-figures').then((m) => m.HomeLateItems),
  },
];
