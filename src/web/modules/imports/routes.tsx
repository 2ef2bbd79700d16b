import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

const { page } = modulePages();

/** The imports pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const importsRoutes = [
  createRoute(page('/setting/import', () => import('./pages/import-page').then((m) => m.ImportPage))),
] as const;
