import { describe, expect, it } from 'vitest';
import { chunkReloadStorageKey, decideChunkReload, isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('chunk reload guard', () => {
  it('reloads when it never reloaded before', () => {
    expect(decideChunkReload(50_000, null)).toBe('reload');
  });

  it('shows the error instead of looping when it reloaded less than 10 s ago', () => {
    expect(decideChunkReload(50_000, 41_000)).toBe('show-error');
    expect(decideChunkReload(50_000, 40_001)).toBe('show-error');
  });

  it('reloads again once 10 s have passed', () => {
    expect(decideChunkReload(50_000, 40_000)).toBe('reload');
  });

  it('ignores a timestamp from the future or garbage', () => {
    expect(decideChunkReload(50_000, 60_000)).toBe('reload');
    expect(decideChunkReload(50_000, Number.NaN)).toBe('reload');
  });

  it('stores the reload time in session storage and reloads once', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    let reloads = 0;
    let now = 1_000_000;
    const environment = { now: () => now, storage, reload: () => (reloads += 1) };
    expect(reloadForChunkError(environment)).toBe('reload');
    expect(stored.get(chunkReloadStorageKey)).toBe('1000000');
    now += 3_000;
    expect(reloadForChunkError(environment)).toBe('show-error');
    expect(reloads).toBe(1);
  });

  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
