import { describe, expect, it } from 'vitest';
import { fetchBuildInfo, isNewBuild } from './version-check';

const answer = (status: number, body: string, type = 'application/json') =>
  (async () => new Response(body, { status, headers: { 'content-type': type } })) as unknown as typeof fetch;

describe('new build detection', () => {
  it('sees a new build only when the latest id differs from ours', () => {
    expect(isNewBuild('a', { id: 'b', timestamp: 1 })).toBe(true);
    expect(isNewBuild('a', { id: 'a', timestamp: 1 })).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
  });

  it('reads a build manifest', async () => {
    await expect(fetchBuildInfo('/x', answer(200, '{"id":"b","timestamp":5}'))).resolves.toEqual({ id: 'b', timestamp: 5 });
  });

  it('treats a missing manifest, an HTML fallback or a network error as no information', async () => {
    await expect(fetchBuildInfo('/x', answer(404, 'not found', 'text/plain'))).resolves.toBeNull();
    await expect(fetchBuildInfo('/x', answer(200, '<!doctype html>', 'text/html'))).resolves.toBeNull();
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(fetchBuildInfo('/x', offline)).resolves.toBeNull();
  });
});
