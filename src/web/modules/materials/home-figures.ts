import type { HomeFigure } from '../../shell/home-figure-registry';
import { getAccountsQueryOptions } from './api/get-accounts';

/** The holders' balances, which every metal card reads. */
const prefetchAccounts: HomeFigure['prefetch'] = (queryClient) => queryClient.prefetchQuery(getAccountsQueryOptions());

/** The metal on a home (`/`): the owner's gold and caps; a jeweller's or setter's own bench. */
export const homeFigures: readonly HomeFigure[] = [
  {
    key: 'gold-on-hand',
    order: 10,
    roles: ['owner'],
    anyOf: ['materials.allHolders'],
    wide: true,
    load: () => import('./components/home-gold-on-hand').then((m) => m.HomeGoldOnHand),
    prefetch: prefetchAccounts,
  },
  {
    key: 'gold-held',
    order: 10,
    roles: ['jeweller', 'setter'],
    anyOf: ['materials.bench'],
    load: () => import('./components/home-gold-on-hand').then((m) => m.HomeGoldHeld),
    prefetch: prefetchAccounts,
  },
  {
    key: 'holders-near-cap',
    order: 40,
    roles: ['owner'],
    anyOf: ['materials.allHolders'],
    load: () => import('./components/home-holders-near-cap').then((m) => m.HomeHoldersNearCap),
    prefetch: prefetchAccounts,
  },
];
