import { use, useEffect, type ComponentType, type ReactElement } from 'react';
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
    // A page the server drew takes taps once its own part is live (page-from-server.ts), after the
    // commit and what it set off (a part drawn again, a chart measuring its frame) is done.
    useEffect(() => {
      const later = setTimeout(pageTakenOver, 0);
      return () => clearTimeout(later);
    }, []);
    return <Component />;
  }
  return Object.assign(Page, { preload: () => preload().then(() => undefined) });
}
