/** Spec §9 loading bar constants (Nuxt's loading indicator semantics). */
export const loadingBarTiming = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

export interface LoadingBarState {
  /** 0 to 100. */
  progress: number;
  isLoading: boolean;
  error: boolean;
}

export interface LoadingBarClock {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  requestFrame: (run: (now: number) => void) => unknown;
  cancelFrame: (handle: unknown) => void;
}

/**
 * Whether work is still running: the bar shows and has not filled. A finished
 * bar stays full for the hide delay (spec §9), saying "done", not "wait"; a
 * page, a test or the cold-route bench reading the bar must not wait it out.
 */
export const barIsWorking = (state: LoadingBarState): boolean => state.isLoading && state.progress < 100;

/** Approaches 100 % without reaching it: 50 % at half the duration, ~70 % at the duration. */
export function estimatedProgress(durationMs: number, elapsedMs: number): number {
  const completion = (elapsedMs / durationMs) * 100;
  return (2 / Math.PI) * 100 * Math.atan(completion / 50);
}

const browserClock = (): LoadingBarClock => ({
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  requestFrame:
    typeof requestAnimationFrame === 'function'
      ? (run) => requestAnimationFrame(run)
      : (run) => globalThis.setTimeout(() => run(performance.now()), 16),
  cancelFrame:
    typeof cancelAnimationFrame === 'function'
      ? (handle) => cancelAnimationFrame(handle as number)
      : (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});

export interface LoadingBar {
  /** Restarts the bar; it shows only if not finished within the throttle. */
  start(): void;
  /** Jumps to 100 %, hides after the hide delay, resets after the reset delay. */
  finish(options?: { error?: boolean; force?: boolean }): void;
  /** Counts overlapping work (navigations, requests); returns the matching end. */
  begin(): (options?: { error?: boolean }) => void;
  getState(): LoadingBarState;
  subscribe(listener: () => void): () => void;
}

export function createLoadingBar(
  timing: Omit<typeof loadingBarTiming, 'heightPx'> = loadingBarTiming,
  clock: LoadingBarClock = browserClock(),
): LoadingBar {
  let state: LoadingBarState = { progress: 0, isLoading: false, error: false };
  const listeners = new Set<() => void>();
  let throttleTimer: unknown;
  let hideTimer: unknown;
  let resetTimer: unknown;
  let frame: unknown;
  let done = true;
  let pending = 0;

  const set = (patch: Partial<LoadingBarState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const clearProgress = () => {
    clock.clearTimeout(throttleTimer);
    clock.cancelFrame(frame);
  };
  const clearHide = () => {
    clock.clearTimeout(hideTimer);
    clock.clearTimeout(resetTimer);
  };
  const startProgress = () => {
    done = false;
    let startedAt: number | undefined;
    const step = (now: number) => {
      if (done) return;
      startedAt ??= now;
      const progress = estimatedProgress(timing.durationMs, now - startedAt);
      set({ progress: Math.max(0, Math.min(100, progress)) });
      frame = clock.requestFrame(step);
    };
    frame = clock.requestFrame(step);
  };

  const bar: LoadingBar = {
    start() {
      clearHide();
      clearProgress();
      done = true;
      set({ progress: 0, error: false });
      throttleTimer = clock.setTimeout(() => {
        set({ isLoading: true });
        startProgress();
      }, timing.throttleMs);
    },
    finish(options = {}) {
      done = true;
      clearProgress();
      clearHide();
      set({ progress: 100, error: options.error ?? false });
      if (options.force || !state.isLoading) {
        // Finished inside the throttle: it never showed, so nothing to animate.
        set({ progress: 0, isLoading: false });
        return;
      }
      hideTimer = clock.setTimeout(() => {
        set({ isLoading: false });
        resetTimer = clock.setTimeout(() => set({ progress: 0 }), timing.resetDelayMs);
      }, timing.hideDelayMs);
    },
    begin() {
      pending += 1;
      if (pending === 1) bar.start();
      let ended = false;
      return (options = {}) => {
        if (ended) return;
        ended = true;
        pending -= 1;
        if (pending === 0) bar.finish(options);
      };
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return bar;
}

/** The app's one bar: router navigations and API requests both drive it. */
export const loadingBar = createLoadingBar();
