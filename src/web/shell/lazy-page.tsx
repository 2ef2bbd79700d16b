import { use, useLayoutEffect, type ComponentType, type ReactElement } from 'react';
import { pageTakenOver } from './page-from-server';

/** Loads a page or layout component on first use (its own chunk). */
export type PageLoader = () => Promise<ComponentType>;

export type LazyPage = (() => ReactElement) & { preload: () => Promise<void> };

/**
 * A page that loads on first render. TanStack Router calls `preload` while it
 * loads the route, so the chunk is fetched under the loading bar and a failed
 * chunk becomes a route error (handled by the chunk-reload guard).
 */
export function createLazyPage(load: PageLoader): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Page() {
    const Component = loaded ?? use(preload());
    // A page the server drew takes taps once its own part is live (page-from-server.ts): as the
    // commit that took it over lays out, its markup final. Before the page's own effects run, so
    // that the field a page focuses as it mounts (the fast entry's jeweller) takes the focus: an
    // inert page refuses it, and it was lost when the page went live a moment later.
    useLayoutEffect(pageTakenOver, []);
    return <Component />;
  }
  return Object.assign(Page, { preload: () => preload().then(() => undefined) });
}
