import { appTranslator, currentIntlLocale } from '../i18n/i18n';
import { goToAuth } from './auth-url';
import { createHttpClient } from './http-client';
import { loadingBar } from './loading-bar';
import { showSnackbar } from './snackbar';

export { ApiError, isApiError } from './api-error';
export type { RequestOptions } from './http-client';

/**
 * How a call reaches the server: the browser's fetch; where the server draws a
 * page (main-server.tsx), its own answers, in process. There the page is given
 * up on a failed call rather than shown with a snackbar (`drawnOnServer`).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
let drawnOnServer = false;

export function answerCallsWith(answer: typeof fetch): void {
  transport = answer;
  drawnOnServer = true;
}

/** The app's API client: every module calls the server through it. */
export const api = createHttpClient({
  baseURL: '',
  fetch: (input, init) => transport(input, init),
  locale: currentIntlLocale,
  fallbackMessages: () => ({ network: appTranslator.t('errors.network'), requestFailed: appTranslator.t('errors.requestFailed') }),
  onUnauthorized: goToAuth,
  onError: (error) =>
    !drawnOnServer &&
    showSnackbar({
      type: 'error',
      message: error.message,
      errorCode: error.code,
      messageData: error.status ? String(error.status) : null,
      // Errors stay longer than the 2 s default: they need reading.
      timeout: 6000,
    }),
  track: () => loadingBar.begin(),
});
