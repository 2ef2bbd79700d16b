import { z } from 'zod';
import { pageLoad } from '../../../shell/page-loads';
import { findBackupsQueryOptions } from '../api/find-backups';
import { canAny, meQueryOptions } from '../api/get-me';
import { getSettingsQueryOptions } from '../api/get-settings';
import { loadTextsOfKeys } from '../../../i18n/i18n';
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
  // The settings' cards are named by keys the server sends: their texts' sections come with the
  // page's answers, so that it opens drawn once (and as the server drew it, shell/page-from-server.ts).
  '/setting': pageLoad({
    search: settingsSearch,
    load: async (queryClient) => {
      const settings = await queryClient.ensureQueryData(getSettingsQueryOptions);
      await loadTextsOfKeys(settings.items.map((entry) => entry.labelKey));
    },
  }),
  // The backups made, with the page: the server draws it with its list (read as the page is asked
  // for, so as fresh as a read after it opens). Only for those who may see it: the server refuses the rest.
  '/setting/backup': pageLoad({
    load: async (queryClient) => {
      const me = await queryClient.ensureQueryData(meQueryOptions);
      if (canAny(me, ['platform.settings'])) await queryClient.ensureQueryData(findBackupsQueryOptions());
    },
  }),
};
