import type { HomeFigure } from '../../shell/home-figure-registry';

/** A setter's stones come before their bench's entries: setting is their work. */
export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'stones-to-set',
    order: 15,
    roles: ['setter'],
    anyOf: ['stones.read'],
    load: () => import('./components/home-stones-to-set').then((m) => m.HomeStonesToSet),
  },
];
