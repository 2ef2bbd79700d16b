import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/contracts/platform/session';
import { meDataElementId } from '../../shared/page-hints';
import { meQueryKey, meQueryOptions } from './session';
import { setShopTimeZone } from '../i18n/format';
import { isApiError } from './api-error';
import { goToAuth } from './auth-url';

/**
 * The server already redirects page loads without a token cookie; this covers
 * an expired or revoked session: /me answers 401 and we leave for sign-in.
 */
export async function ensureSession(queryClient: QueryClient): Promise<MeResponse> {
  try {
    const me = await queryClient.ensureQueryData(meQueryOptions);
    // Shop days on every page are counted in the owner's zone.
    if (me.shopTimeZone) setShopTimeZone(me.shopTimeZone);
    return me;
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

/**
 * The signed-in user as the server wrote it into the page (the answer of
 * GET /me, src/server/platform/web-pages.ts): no round trip before the first
 * page's loaders. False when the page holds none (a public page, the dev server).
 */
export function takeSessionFromPage(queryClient: QueryClient): boolean {
  const element = typeof document === 'undefined' ? null : document.getElementById(meDataElementId);
  if (!element?.textContent) return false;
  try {
    queryClient.setQueryData(meQueryKey, JSON.parse(element.textContent) as MeResponse);
    return true;
  } catch {
    return false;
  } finally {
    element.remove();
  }
}
