import { pageLoad } from '../../../shell/page-loads';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { allBranchesQueryOptions } from '../../platform/api/find-branches';
import { openingQueryOptions } from '../api/get-opening';

/** The setup pages' first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/setting/opening': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(findHoldersQueryOptions({ active: 'true' }));
      void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      void queryClient.prefetchQuery(openingQueryOptions);
    },
  }),
};
