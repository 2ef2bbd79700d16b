import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../shared/contracts/platform/session';
import { rolePermissions } from '../shared/roles';
import { appRoutes } from '../shared/routes';
import { createAppRouter } from './router';
import { createQueryClient } from './shell/query-client';
import { meQueryKey } from './shell/session';

const router = createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: ['/'] }) });

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

describe("a page's search, checked against its contract", () => {
  const me: MeResponse = {
    user: { id: 1, username: 'owner', displayName: 'Chan Sophea', role: 'owner', staffId: null, branchId: null },
    permissions: [...rolePermissions.owner],
  };
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  // The router runs as on a server here (no document): its routes' own steps are run one by one, as it would.
  const searchRouter = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: ['/'] }) });

  interface PageSteps {
    validateSearch: (raw: Record<string, unknown>) => Record<string, unknown>;
    loader: (options: { context: { queryClient: typeof queryClient }; params: object; deps: Record<string, unknown>; location: { pathname: string } }) => Promise<void>;
  }
  const stepsOf = (routeId: string) => searchRouter.routesById[routeId as keyof typeof searchRouter.routesById].options as unknown as PageSteps;

  /** What the page reads at `pathname?query`: its search, or the address the loader sends the reader on to. */
  async function open(pathname: string, query: string) {
    const steps = stepsOf(pathname);
    const search = steps.validateSearch(Object.fromEntries(new URLSearchParams(query)));
    try {
      await steps.loader({ context: { queryClient }, params: {}, deps: search, location: { pathname } });
      return { search };
    } catch (thrown) {
      return { redirectedTo: (thrown as { options?: { href?: string } }).options?.href };
    }
  }

  it('sends the first address with a refused value on to the same page without it, keeping the others', async () => {
    expect(await open('/cast', 'status=melted&materialId=3&page=x&stray=1')).toEqual({ redirectedTo: '/cast?materialId=3' });
  });

  it('opens an address the contract accepts as it is', async () => {
    expect(await open('/cast', 'status=cleaning&page=2')).toEqual({ search: { status: 'cleaning', page: '2' } });
  });

  it('drops a refused value as the address is read, once the check has arrived', async () => {
    await open('/report/staff', '');
    expect(await open('/report/staff', 'from=2026-13-40&materialId=1')).toEqual({ search: { materialId: '1' } });
  });
});
