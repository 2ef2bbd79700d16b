import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../shared/routes';
import { createAppRouter } from './router';
import { createQueryClient } from './shell/query-client';

const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));

/** The spec pattern of the page a path opens, or undefined for "Page not found". */
function patternOf(pathname: string): string | undefined {
  const [, rawParams, found] = router.getMatchedRoutes(pathname);
  // A fuzzy match (the deepest parent, with the rest as '**') renders the not-found screen.
  if ('**' in rawParams) return undefined;
  return (found?.options.staticData as { appRoute?: { path: string } } | undefined)?.appRoute?.path;
}

const concrete = (pattern: string) => pattern.replace(/\{id\}/g, '12').replace('{holder}', 'safe');

describe('router built from the shared route table', () => {
  it.each(appRoutes.map((route) => route.path))('opens %s', (path) => {
    expect(patternOf(concrete(path))).toBe(path);
  });

  it.each(['/nowhere', '/entry/close/abc', '/entry/close/12a', '/cast/detail/-1', '/entry/gem-x', '/entry-edit-1e3', '/test/abc', '/ENTRY/list', '/invoice/detail-'])(
    'shows not found for %s',
    (path) => {
      expect(patternOf(path)).toBeUndefined();
    },
  );

  it('prefers a static segment over {id}', () => {
    expect(patternOf('/cast/detail/follow')).toBe('/cast/detail/follow');
    expect(patternOf('/cast/detail/info-7')).toBe('/cast/detail/info-{id}');
    expect(patternOf('/cast/detail/7')).toBe('/cast/detail/{id}');
    expect(patternOf('/test/page1')).toBe('/test/page1');
  });

  it('tolerates a trailing slash, as the server does', () => {
    expect(patternOf('/invoice/list/')).toBe('/invoice/list');
  });
});
