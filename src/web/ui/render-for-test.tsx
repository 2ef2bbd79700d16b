import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyValidator } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import type { FindBranchesResponse } from '../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../shared/roles';
import en from '../i18n/en.json';
import kh from '../i18n/kh.json';
import { createTranslator, type Translator } from '../i18n/translator';
import { TranslatorProvider } from '../i18n/use-translation';
import { parsePlainSearch, stringifyPlainSearch, toRouterPath } from '../shell/route-paths';

/** A test's translator: both catalogues in, showing `locale`. */
export function testTranslator(locale: 'kh' | 'en'): Translator {
  return createTranslator({ language: locale, catalogues: { kh, en } });
}

/** Server-renders a node with Mantine, this folder's catalogues and a query client of its own (tests run without a DOM). */
export function renderForTest(node: ReactNode, locale: 'kh' | 'en' = 'en'): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={testQueryClient()}>
        <TranslatorProvider translator={testTranslator(locale)}>{node}</TranslatorProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A test's query client: the answers it seeds stay fresh, and a query it did not seed fails at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
}

/** A test's signed-in reader (user 1): the role's permissions, under a name, at a branch or none. */
export function testMeOf(role: Role, displayName: string, branchId: number | null): MeResponse {
  return { user: { id: 1, username: role, displayName, role, staffId: null, branchId }, permissions: [...rolePermissions[role]] };
}

/** The branches list a test's pages read, as one page: each branch open, without address or phone. */
export function testBranchListOf(branches: readonly { id: number; code: string; nameKh: string; nameEn: string }[], createdAt: string): FindBranchesResponse {
  return { items: branches.map((branch) => ({ ...branch, address: '', phone: '', active: true, createdAt })), total: branches.length, page: 1, pageSize: 200 };
}

/** Which record actions a catalogue page offers its reader: its "add" button (`addLabel`), and edit and deactivate on the rows. */
export function recordActionsIn(html: string, addLabel: string): { add: boolean; edit: boolean; deactivate: boolean } {
  return {
    add: html.includes(addLabel),
    edit: html.includes(`aria-label="${en.admin.common.edit}"`),
    deactivate: html.includes(`aria-label="${en.admin.common.deactivate}"`),
  };
}

export interface RenderPageOptions {
  /** A page takes no props: it reads its route. */
  page: () => ReactNode;
  /** The page's route: the route table's pattern ('/entry/gem-{id}') or the router's path. */
  path: string;
  /** Where the page opens (with its search); the path itself by default. */
  url?: string;
  /** With the answers the page's queries find (`testQueryClient()` seeded by the test). */
  queryClient?: QueryClient;
  locale?: 'kh' | 'en';
  /** The route's search, as the page's route reads it. */
  validateSearch?: AnyValidator;
  /** Once the router has read the address: seeds what depends on the search it parsed. */
  onLoaded?: (search: Record<string, unknown>) => void;
}

/** How a module's page renderer (pos-render-for-test, stones-render-for-test) is called. */
export interface ModulePageOptions {
  page: ComponentType;
  /** The route pattern of src/shared/routes.ts and the address opened. */
  pattern: string;
  url: string;
  /** Who reads the page; each module has its usual reader. */
  role?: Role;
  locale?: 'kh' | 'en';
  /** Answers the page's own queries. */
  seed?: (queryClient: QueryClient) => void;
}

/** A module's page rendered at its address, its queries answered by the module's seeds and then the test's own. */
export async function renderModulePage(options: Omit<ModulePageOptions, 'role'> & { queryClient: QueryClient }): Promise<string> {
  const { page: Page, pattern, url, locale = 'en', seed, queryClient } = options;
  seed?.(queryClient);
  return renderPageForTest({ page: () => <Page />, path: pattern, url, queryClient, locale });
}

/** Server-renders a page inside a router of its one route, with the providers the app puts around it. */
export async function renderPageForTest(options: RenderPageOptions): Promise<string> {
  return (await renderRoutedPage(options)).html;
}

/**
 * renderPageForTest that also gives the search the router read from the
 * address: the one router and providers every module's page renderer
 * (pos-render-for-test, report-render-for-test…) puts its seeded page in.
 */
export async function renderRoutedPage(options: RenderPageOptions): Promise<{ html: string; search: Record<string, unknown> }> {
  const { page, path, url = path, queryClient = testQueryClient(), locale = 'en', validateSearch, onLoaded } = options;
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path: toRouterPath(path), component: page, validateSearch });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
    // As the app's router reads and writes an address (router.tsx).
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
  await router.load();
  const search = router.state.location.search as Record<string, unknown>;
  onLoaded?.(search);
  const html = renderToStaticMarkup(
    <MantineProvider>
      <DatesProvider settings={{ locale: locale === 'kh' ? 'km' : 'en' }}>
        <TranslatorProvider translator={testTranslator(locale)}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </TranslatorProvider>
      </DatesProvider>
    </MantineProvider>,
  );
  return { html, search };
}

/** Each text stands in the rendered page, checked in order: a failure names the first one missing. */
export function expectShown(html: string, texts: readonly string[]): void {
  for (const text of texts) expect(html).toContain(text);
}
