import { z } from 'zod';
import { pageLoad } from '../../../shell/page-loads';
import { meQueryOptions } from '../api/get-me';
import { searchOf } from '../../../shell/search-params';

/** `/setting?tab=`: the page falls back to its first tab on a name it does not know. */
const settingsSearch = searchOf({ tab: z.string().max(30) }, ['tab']);

/** The platform pages' searches (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  // The role's cards, each its own chunk and query, at once beside the page's chunk (the registry comes with the page).
  '/': pageLoad({
    load: async (queryClient) => {
      const [me, { preloadHomeFigures }] = await Promise.all([queryClient.ensureQueryData(meQueryOptions), import('../../../shell/home-figure-registry')]);
      await preloadHomeFigures(queryClient, me);
    },
  }),
  '/setting': pageLoad({ search: settingsSearch }),
};
