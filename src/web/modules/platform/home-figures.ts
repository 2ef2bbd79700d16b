import type { HomeFigure } from '../../shell/home-figure-registry';
import { getBackupStatusQueryOptions } from './api/get-backup-status';

export const homeFigures: readonly HomeFigure[] = [
  {
    // Last among the owner's cards: a question of the house, not of the day's work.
    key: 'last-backup',
    order: 90,
    roles: ['owner'],
    anyOf: ['platform.settings'],
    load: () => import('./components/home-last-backup').then((m) => m.HomeLastBackup),
    prefetch: (queryClient) => queryClient.prefetchQuery(getBackupStatusQueryOptions()),
  },
];
