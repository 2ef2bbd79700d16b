import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchAppRoute } from '../shared/routes';
import { appTranslator, initI18n } from './i18n/i18n';
import { meQueryOptions } from './shell/session';
import { installChunkReload } from './shell/chunk-reload';
import { createQueryClient } from './shell/query-client';
import { takeSessionFromPage } from './shell/session-gate';
import { buildId } from './shell/runtime-config';
import { showSnackbar } from './shell/snackbar';
import { App } from './shell/app';
import { fetchShellViewsAfter } from './shell/deferred-views';
import { createAppRouter } from './router';
import { startVersionCheck } from './shell/version-check';

const queryClient = createQueryClient();
// The session comes with the page; else it is asked for while the catalogue loads.
if (!takeSessionFromPage(queryClient) && !matchAppRoute(window.location.pathname)?.route.public) {
  void queryClient.prefetchQuery(meQueryOptions);
}

installChunkReload();

// The first screen is one static graph: index.html preloads all of it at once
// (the app, the UI kit's styles, the route table), and the server adds the
// page's own chunks and the language catalogue to the page it sends
// (src/server/platform/web-pages.ts). The router starts resolving the first
// page (session, page chunk, page data) while the catalogue may still be on
// its way.
const i18nReady = initI18n();
const router = createAppRouter(queryClient);
// The snackbar's and error pages' dress comes once the first page is in (deferred-views.tsx).
fetchShellViewsAfter(Promise.all([router.load(), i18nReady]));

void i18nReady.then(() => {
  startVersionCheck({
    buildId,
    baseUrl: import.meta.env.BASE_URL,
    onNewBuild: () =>
      showSnackbar({ type: 'info', message: appTranslator.t('snackbar.newVersion'), versionUpdate: true, timeout: 0 }),
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
