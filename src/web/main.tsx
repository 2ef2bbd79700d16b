import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/500.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@mantine/core/styles.css';
import './shell/global.css';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchAppRoute } from '../shared/routes';
import { initI18n } from './i18n/i18n';
import { meQueryOptions } from './modules/platform/api/get-me';
import { App } from './shell/app';
import { installChunkReload } from './shell/chunk-reload';
import { createQueryClient } from './shell/query-client';
import { buildId } from './shell/runtime-config';
import { showSnackbar } from './shell/snackbar';
import { startVersionCheck } from './shell/version-check';

const queryClient = createQueryClient();
// Ask for the session while the language catalogue loads: one round trip less.
if (!matchAppRoute(window.location.pathname)?.route.public) void queryClient.prefetchQuery(meQueryOptions);

installChunkReload();

// The route table (every module's routes, their search schemas and loaders)
// is a chunk of its own, fetched beside the language catalogue; the router
// starts resolving the first page (session, page chunk, page data) while the
// catalogue is still on its way.
const routerReady = import('./router').then(({ createAppRouter }) => {
  const router = createAppRouter(queryClient);
  void router.load();
  return router;
});

void Promise.all([initI18n(), routerReady]).then(([, router]) => {
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
