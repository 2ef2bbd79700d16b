/** Spec §8: a failed lazy chunk reloads the page once, at most every 10 s. */
export const chunkReloadGuardMs = 10_000;
export const chunkReloadStorageKey = 'atelier:chunk-reload-at';

export type ChunkReloadDecision = 'reload' | 'show-error';

/** Reload unless the last reload for this reason was less than the guard ago. */
export function decideChunkReload(
  nowMs: number,
  lastReloadAtMs: number | null,
  guardMs: number = chunkReloadGuardMs,
): ChunkReloadDecision {
  if (lastReloadAtMs === null || !Number.isFinite(lastReloadAtMs)) return 'reload';
  const since = nowMs - lastReloadAtMs;
  return since >= 0 && since < guardMs ? 'show-error' : 'reload';
}

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

export interface ChunkReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
}

const browserEnvironment = (): ChunkReloadEnvironment => ({
  now: Date.now,
  storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  reload: () => window.location.reload(),
});

let reloading = false;

/** A reload is under way: error screens stay blank rather than flash. */
export function chunkReloadPending(): boolean {
  return reloading;
}

/** Reloads (and returns 'reload') or leaves the error to be shown. */
export function reloadForChunkError(environment: ChunkReloadEnvironment = browserEnvironment()): ChunkReloadDecision {
  let stored: string | null | undefined;
  try {
    stored = environment.storage?.getItem(chunkReloadStorageKey);
  } catch {
    // Storage blocked: without a guard a reload could loop, so show the error.
    return 'show-error';
  }
  const decision = decideChunkReload(environment.now(), stored ? Number(stored) : null);
  if (decision === 'reload') {
    try {
      environment.storage?.setItem(chunkReloadStorageKey, String(environment.now()));
    } catch {
      return 'show-error';
    }
    reloading = true;
    environment.reload();
  }
  return decision;
}

let quietLoads = 0;

/**
 * Fetches a chunk whose failure its caller answers itself (the shell's
 * deferred views keep their plain stand-ins): no reload for it, which offline
 * would leave the reader on the browser's error page instead of the app.
 * A page's chunk failing meanwhile is still answered: its error reaches the
 * route's error screen, which decides the same way (route-error-page.tsx).
 */
export async function loadWithoutReload<T>(load: () => Promise<T>): Promise<T> {
  quietLoads += 1;
  try {
    return await load();
  } finally {
    quietLoads -= 1;
  }
}

/**
 * Vite fires this when a dynamic import or its preloaded files fail. Within
 * the guard the error goes on to the route's error screen instead.
 */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => answerPreloadError(event));
}

/** Reloads for a failed chunk (Vite then swallows the error), unless a quiet load is under way. */
export function answerPreloadError(event: Pick<Event, 'preventDefault'>, environment: ChunkReloadEnvironment = browserEnvironment()): void {
  // Vite fires the event before the import's promise rejects, so the quiet load is still counted.
  if (quietLoads > 0) return;
  if (reloadForChunkError(environment) === 'reload') event.preventDefault();
}
