import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/contracts/platform/session';
import { meQueryOptions } from '../modules/platform/api/get-me';
import { isApiError } from './api-error';
import { goToAuth } from './auth-url';

/**
 * The server already redirects page loads without a token cookie; this covers
 * an expired or revoked session: /me answers 401 and we leave for sign-in.
 */
export async function ensureSession(queryClient: QueryClient): Promise<MeResponse> {
  try {
    return await queryClient.ensureQueryData(meQueryOptions);
  } catch (error) {
    // No owner yet: the install waits for its first-run setup (DESIGN §3.11).
    if (isApiError(error) && error.status === 409 && error.code === 'platform.setupRequired') {
      window.location.assign('/setup');
      return new Promise<never>(() => undefined);
    }
    if (isApiError(error) && error.status === 401) {
      goToAuth();
      // Keep the navigation pending while the browser leaves.
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
}
