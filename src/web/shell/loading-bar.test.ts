import { describe, expect, it } from 'vitest';
import { barIsWorking, createLoadingBar, estimatedProgress, loadingBarTiming, type LoadingBarClock } from './loading-bar';

/** A manual clock: timers and animation frames advance only when told. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const frames = new Map<number, (now: number) => void>();
  const clock: LoadingBarClock = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    requestFrame: (run) => {
      const id = nextId++;
      frames.set(id, run);
      return id;
    },
    cancelFrame: (id) => void frames.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    while (now < end) {
      now = Math.min(end, now + 16);
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
      const due = [...frames];
      frames.clear();
      for (const [, run] of due) run(now);
    }
  };
  return { clock, advance };
}

describe('loading bar', () => {
  it('stays hidden when the work ends within the 200 ms throttle', () => {
    const { clock, advance } = manualClock();
    const bar = createLoadingBar(loadingBarTiming, clock);
    const end = bar.begin();
    advance(150);
    end();
    advance(1000);
    expect(bar.getState()).toEqual({ progress: 0, isLoading: false, error: false });
  });

  it('shows after the throttle and progresses over the 2000 ms duration', () => {
    const { clock, advance } = manualClock();
    const bar = createLoadingBar(loadingBarTiming, clock);
    bar.start();
    advance(199);
    expect(bar.getState().isLoading).toBe(false);
    advance(2);
    expect(bar.getState().isLoading).toBe(true);
    advance(1000);
    const half = bar.getState().progress;
    expect(half).toBeGreaterThan(45);
    expect(half).toBeLessThan(55);
    advance(1000);
    expect(bar.getState().progress).toBeGreaterThan(65);
    expect(bar.getState().progress).toBeLessThan(100);
  });

  it('on finish goes to 100 %, hides after 500 ms and resets after 400 ms more', () => {
    const { clock, advance } = manualClock();
    const bar = createLoadingBar(loadingBarTiming, clock);
    bar.start();
    advance(600);
    bar.finish();
    expect(bar.getState()).toMatchObject({ progress: 100, isLoading: true });
    advance(490);
    expect(bar.getState().isLoading).toBe(true);
    advance(20);
    expect(bar.getState()).toMatchObject({ progress: 100, isLoading: false });
    advance(390);
    expect(bar.getState().progress).toBe(100);
    advance(20);
    expect(bar.getState().progress).toBe(0);
  });

  it('says work is running while it shows and fills, not while a finished bar stays full', () => {
    const { clock, advance } = manualClock();
    const bar = createLoadingBar(loadingBarTiming, clock);
    bar.start();
    expect(barIsWorking(bar.getState())).toBe(false); // within the throttle: nothing shown yet
    advance(600);
    expect(barIsWorking(bar.getState())).toBe(true);
    bar.finish();
    expect(bar.getState().isLoading).toBe(true); // still on screen, full
    expect(barIsWorking(bar.getState())).toBe(false);
  });

  it('finishes only when the last of overlapping works ends', () => {
    const { clock, advance } = manualClock();
    const bar = createLoadingBar(loadingBarTiming, clock);
    const endNavigation = bar.begin();
    const endRequest = bar.begin();
    advance(300);
    endNavigation();
    endNavigation();
    advance(300);
    expect(bar.getState().progress).toBeLessThan(100);
    endRequest({ error: true });
    expect(bar.getState()).toMatchObject({ progress: 100, error: true });
  });

  it('estimates half progress at half the duration', () => {
    expect(estimatedProgress(2000, 1000)).toBeCloseTo(50, 5);
  });
});
