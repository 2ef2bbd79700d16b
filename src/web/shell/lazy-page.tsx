import { use, type ComponentType, type ReactElement } from 'react';

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
    return <Component />;
  }
  return Object.assign(Page, { preload: () => preload().then(() => undefined) });
}
