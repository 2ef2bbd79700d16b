import { z } from 'zod';
import { pageLoad } from '../../../shell/page-loads';
import { searchOf } from '../../../shell/search-params';

/** `/setting?tab=`: the page falls back to its first tab on a name it does not know. */
const settingsSearch = searchOf({ tab: z.string().max(30) }, ['tab']);

/** The platform pages' searches (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/setting': pageLoad({ search: settingsSearch }),
};
