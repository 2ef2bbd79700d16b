import { createRoute } from '@tanstack/react-router';
import { appPage, lazyPage } from '../../shell/page-route';
import { findHoldersQueryOptions } from '../materials/api/find-holders';
import { findMaterialCategoriesQueryOptions } from '../materials/api/find-material-categories';
import { allBranchesQueryOptions } from '../platform/api/find-branches';
import { openingQueryOptions } from './api/get-opening';

const setupRoute = createRoute({
  ...appPage('/setup'),
  path: '/setup',
  component: lazyPage(() => import('./pages/setup-page').then((m) => m.SetupPage)),
});

const openingRoute = createRoute({
  ...appPage('/setting/opening'),
  path: '/setting/opening',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions({ active: 'true' }));
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    void queryClient.prefetchQuery(openingQueryOptions);
  },
  component: lazyPage(() => import('./pages/opening-page').then((m) => m.OpeningPage)),
});

/** The setup pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const setupRoutes = [setupRoute, openingRoute] as const;
