import { describe, expect, it } from 'vitest';
import { answerPreloadError, chunkReloadStorageKey, loadWithoutReload } from './chunk-reload';
import { deferredChunk } from './deferred-chunk';

function environment() {
  const stored = new Map<string, string>();
  const reloads = { count: 0 };
  return {
    reloads,
    env: {
      now: () => 1_000_000,
      storage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) },
      reload: () => void (reloads.count += 1),
    },
    stored,
  };
}

describe('a chunk the first paint does not need', () => {
  it('is there once fetched, and tells its readers', async () => {
    const chunk = deferredChunk(async () => ({ view: 'snackbar' }));
    let told = 0;
    chunk.subscribe(() => (told += 1));
    expect(chunk.current()).toBeUndefined();
    await chunk.fetch();
    expect(chunk.current()).toEqual({ view: 'snackbar' });
    expect(told).toBe(1);
  });

  it('fetches once however many ask at a time', async () => {
    let loads = 0;
    const chunk = deferredChunk(async () => ({ n: (loads += 1) }));
    await Promise.all([chunk.fetch(), chunk.fetch(), chunk.fetch()]);
    await chunk.fetch();
    expect(loads).toBe(1);
  });

  it('stays away after a failed fetch without throwing, and is asked for again at the next fetch', async () => {
    let attempt = 0;
    const chunk = deferredChunk(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/shell-views-x.js');
      return { view: 'not-found' };
    });
    await expect(chunk.fetch()).resolves.toBeUndefined();
    expect(chunk.current()).toBeUndefined();
    await chunk.fetch();
    expect(chunk.current()).toEqual({ view: 'not-found' });
  });
});

describe('the chunk-reload guard and a quiet load', () => {
  it('does not reload for a chunk failing while a quiet load is under way (offline, the page would be lost)', async () => {
    const { env, reloads, stored } = environment();
    let prevented = 0;
    const event = { preventDefault: () => void (prevented += 1) };
    await loadWithoutReload(async () => {
      answerPreloadError(event, env);
      throw new TypeError('Failed to fetch dynamically imported module');
    }).catch(() => undefined);
    expect(reloads.count).toBe(0);
    expect(prevented).toBe(0);
    expect(stored.has(chunkReloadStorageKey)).toBe(false);
  });

  it('reloads once for a page’s chunk when no quiet load is under way', () => {
    const { env, reloads } = environment();
    let prevented = 0;
    answerPreloadError({ preventDefault: () => void (prevented += 1) }, env);
    expect(reloads.count).toBe(1);
    expect(prevented).toBe(1);
  });
});
