import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchAppRoute } from '../shared/routes';
import { initI18n } from './i18n/i18n';
import { meQueryOptions } from './shell/session';
import { installChunkReload } from './shell/chunk-reload';
import { createQueryClient } from './shell/query-client';
import { buildId } from './shell/runtime-config';
import { showSnackbar } from './shell/snackbar';
import { startVersionCheck } from './shell/version-check';

const queryClient = createQueryClient();
// Ask for the session while the language catalogue loads: one round trip less.
if (!matchAppRoute(window.location.pathname)?.route.public) void queryClient.prefetchQuery(meQueryOptions);

installChunkReload();

// What the first screen needs beyond this file comes in two chunks fetched
// at once, beside the session and the language catalogue: the app (the UI
// kit, its styles and fonts, the router) and the route table (every module's
// routes, their search schemas and loaders). The router starts resolving the
// first page (session, page chunk, page data) as soon as both are in, while
// the catalogue may still be on its way.
const appReady = Promise.all([import('./shell/app'), import('./router')]).then(([{ App }, { createAppRouter }]) => {
  const router = createAppRouter(queryClient);
  void router.load();
  return { App, router };
});

void Promise.all([initI18n(), appReady]).then(([, { App, router }]) => {
  startVersionCheck({
    buildId,
    baseUrl: import.meta.env.BASE_URL,
    onNewBuild: () =>
      showSnackbar({ type: 'info', message: i18next.t('snackbar.newVersion'), versionUpdate: true, timeout: 0 }),
  });
  const container = document.getElementById('root');
  if (container) {
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  }
});
