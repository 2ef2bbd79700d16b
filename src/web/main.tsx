import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
import { drawAsServer, opensDrawnPage, pageTakenOver, rememberScreenWidth, takePageFromServer } from './shell/page-from-server';

const queryClient = createQueryClient();
// A page the server drew comes with the answers it was drawn with (shell/page-from-server.ts).
const drawn = takePageFromServer(queryClient);
// The session comes with the page; else it is asked for while the catalogue loads.
if (!takeSessionFromPage(queryClient) && !matchAppRoute(window.location.pathname)?.route.public) {
  void queryClient.prefetchQuery(meQueryOptions);
}

installChunkReload();
rememberScreenWidth();

// The first screen is one static graph: index.html preloads all of it at once
// (the app, the UI kit's styles, the route table), and the server adds the
// page's own chunks and the language catalogue to the page it sends
// (src/server/platform/web-pages.ts). The router starts resolving the first
// page (session, page chunk, page data) while the catalogue may still be on
// its way.
const i18nReady = initI18n();
const router = createAppRouter(queryClient);
const firstPage = router.load();
// The snackbar's and error pages' dress comes once the first page is in (deferred-views.tsx).
fetchShellViewsAfter(Promise.all([firstPage, i18nReady]));

// A page the server drew is taken over once the router has opened it (its chunks in, its
// answers from the page); else the app draws at once, its pending page until the first is in.
void Promise.all([i18nReady, drawn ? firstPage.catch(() => undefined) : undefined]).then(() => {
  startVersionCheck({
    buildId,
    baseUrl: import.meta.env.BASE_URL,
    onNewBuild: () =>
      showSnackbar({ type: 'info', message: appTranslator.t('snackbar.newVersion'), versionUpdate: true, timeout: 0 }),
  });
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (drawn && opensDrawnPage(drawn, router, appTranslator.language)) {
    drawAsServer(router);
    // The page turns live as its own part is taken over (pageTakenOver, lazy-page.tsx).
    hydrateRoot(container, app, { onRecoverableError: reportRedrawn });
  } else {
    // The server's markup, if any, is replaced as the app draws.
    pageTakenOver();
    createRoot(container).render(app);
  }
});

/**
 * A part of the page that did not come out as the server drew it, which React
 * draws again in the browser: the page still works, a little later. Said in
 * the console (not as an error: nothing is lost) for whoever looks.
 */
function reportRedrawn(error: unknown): void {
  console.warn('Atelier: part of the page the server drew was drawn again in the browser:', error);
}
