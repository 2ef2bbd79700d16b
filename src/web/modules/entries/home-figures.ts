import type { HomeFigure } from '../../shell/home-figure-registry';
import { getEntryHomeFiguresQueryOptions } from './api/get-entry-home-figures';

const figures = () => import('./components/home-entry-figures');
/** Every bench card reads the one answer. */
const prefetchFigures: HomeFigure['prefetch'] = (queryClient) => queryClient.prefetchQuery(getEntryHomeFiguresQueryOptions());

/** The benches on a home (`/`): the manager's queue, the owner's loss and over-allowance entries, a jeweller's own entries and loss. */
export const homeFigures: readonly HomeFigure[] = [
  { key: 'entries-waiting', order: 10, roles: ['manager'], anyOf: ['entries.read'], load: () => figures().then((m) => m.HomeEntriesWaiting), prefetch: prefetchFigures },
  { key: 'open-entries', order: 20, roles: ['jeweller', 'setter'], anyOf: ['entries.own'], load: () => figures().then((m) => m.HomeOpenEntries), prefetch: prefetchFigures },
  {
    key: 'loss-month',
    order: 30,
    roles: ['owner', 'jeweller', 'setter'],
    anyOf: ['entries.read', 'entries.own'],
    load: () => figures().then((m) => m.HomeLossThisMonth),
    prefetch: prefetchFigures,
  },
  {
    key: 'entries-over-allowance',
    order: 50,
    roles: ['owner'],
    anyOf: ['entries.read'],
    load: () => figures().then((m) => m.HomeEntriesOverAllowance),
    prefetch: prefetchFigures,
  },
];
