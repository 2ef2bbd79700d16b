import type { QueryClient } from '@tanstack/react-query';
import { pageFromServerElementId, pageFromServerVersion, screenCookie, type PageFromServer } from '../../shared/page-hints';
import { setDrawnScreenWidth } from '../ui/use-screen-query';
import type { AppRouter } from '../router';

/**
 * A page the server drew (src/web/main-server.tsx): its markup is already in
 * `#root` and shows the page's content at the first paint. The app takes it
 * over (React's hydrateRoot) rather than drawing it again from nothing, once
 * its own router has opened the same page in the same language with the same
 * answers; else it draws the page itself, as it does a page the server did
 * not draw (docs/architecture.md, "A page's first paint").
 */

/** The server's block, its answers put in the app's cache; undefined when the page holds none (or one of another shape). */
export function takePageFromServer(queryClient: QueryClient): PageFromServer | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(pageFromServerElementId);
  if (!element?.textContent) return undefined;
  try {
    const page = JSON.parse(element.textContent) as PageFromServer;
    if (page.version !== pageFromServerVersion) return undefined;
    // Each answer as if the app had fetched it when the server did (TanStack Query's own hydrate does
    // more, and costs the first screen a kilobyte it has not got: issue 21's 150 KB).
    for (const answer of page.answers) queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
    setDrawnScreenWidth(page.screenWidth);
    return page;
  } catch {
    return undefined;
  } finally {
    element.remove();
  }
}

/** Whether the app's first page is the one the server drew: the same address, in the same language, loaded without a wait. */
export function opensDrawnPage(page: PageFromServer, router: AppRouter, language: string): boolean {
  const { state } = router;
  return page.language === language && state.location.href === page.href && state.status === 'idle' && opensAPage(router);
}

/** Whether the router has opened a page: matched past the root, every match loaded, none not found. */
export function opensAPage(router: AppRouter): boolean {
  const { matches } = router.state;
  return matches.length > 1 && matches.every((match) => match.status === 'success' && !match._notFound);
}

/**
 * Renders as the server did: TanStack Router draws a page the server drew
 * without the Suspense boundary around the matches it adds in the browser
 * (as its own hydration sets `router.ssr`), so that the markup lines up.
 */
export function drawAsServer(router: AppRouter): void {
  router.ssr = { manifest: undefined };
}

/** Keeps the screen's width in its cookie, for the server to draw the next page for it. */
export function rememberScreenWidth(): void {
  if (typeof window === 'undefined') return;
  let written = 0;
  const write = () => {
    const width = Math.round(window.innerWidth);
    if (width === written) return;
    written = width;
    document.cookie = `${screenCookie}=${width}; path=/; max-age=31536000; samesite=lax`;
  };
  write();
  let pending: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(pending);
    pending = setTimeout(write, 500);
  });
}

/**
 * The page the server drew is the app's now: it takes taps and keys (the
 * server sends it inert, web-pages.ts says why), and the field it names to
 * start in gets the focus the browser held back while it was inert. Called as
 * each page mounts (lazy-page.tsx: a page's part of a drawn page is taken over
 * after the layout's); only the first does anything.
 */
export function pageTakenOver(): void {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (!root?.hasAttribute('inert')) return;
  root.removeAttribute('inert');
  if (document.activeElement === document.body || document.activeElement === null) root.querySelector<HTMLElement>('[autofocus]')?.focus();
}
