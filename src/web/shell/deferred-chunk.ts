import { useSyncExternalStore } from 'react';
import { loadWithoutReload } from './chunk-reload';

/**
 * A chunk the first paint does not need (issue 21, item 3: the first screen's
 * size), fetched once the first page is in or as soon as something asks for
 * it. Until it has come, or when it cannot come (the network is down), its
 * reader draws a plain stand-in from the first screen; a failed fetch is
 * tried again at the next ask, never answered with a reload.
 */
export interface DeferredChunk<Module> {
  /** The module once it has come. */
  current(): Module | undefined;
  /** Fetches it (once at a time); resolves when it is in or has failed, never rejects. */
  fetch(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function deferredChunk<Module>(load: () => Promise<Module>): DeferredChunk<Module> {
  let loaded: Module | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => loaded,
    fetch: () =>
      (loading ??= loadWithoutReload(load).then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
        },
        () => {
          loading = undefined;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const noneYet = () => undefined;

/** The chunk's module once it has come; the component draws again then. */
export function useDeferredChunk<Module>(chunk: DeferredChunk<Module>): Module | undefined {
  // A page the server drew has none of the deferred chunks: the app takes it over without, then draws them.
  return useSyncExternalStore(chunk.subscribe, chunk.current, noneYet);
}

/**
 * Runs `task` once the browser is idle after the first page: it then competes
 * with none of the page's own files. Safari has no requestIdleCallback.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
