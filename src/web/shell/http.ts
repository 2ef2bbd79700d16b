import { appTranslator, currentIntlLocale } from '../i18n/i18n';
import { goToAuth } from './auth-url';
import { createHttpClient } from './http-client';
import { loadingBar } from './loading-bar';
import { showSnackbar } from './snackbar';

export { ApiError, isApiError } from './api-error';
export type { RequestOptions } from './http-client';

/** The app's API client: every module calls the server through it. */
export const api = createHttpClient({
  baseURL: '',
  locale: currentIntlLocale,
  fallbackMessages: () => ({ network: appTranslator.t('errors.network'), requestFailed: appTranslator.t('errors.requestFailed') }),
  onUnauthorized: goToAuth,
  onError: (error) =>
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
