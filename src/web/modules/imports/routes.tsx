import { createRoute } from '@tanstack/react-router';
import { appPage, lazyPage } from '../../shell/page-route';

const importRoute = createRoute({
  ...appPage('/setting/import'),
  path: '/setting/import',
  component: lazyPage(() => import('./pages/import-page').then((m) => m.ImportPage)),
});

/** The imports pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const importsRoutes = [importRoute] as const;
