import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createInstance } from 'i18next';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { parsePlainSearch, stringifyPlainSearch, toRouterPath } from '../../../shell/route-paths';
import { findBranchesQueryOptions } from '../../platform/api/find-branches';
import { meQueryKey } from '../../platform/api/get-me';

/** The counter pages' test fixtures and a server-side render of one page at an address, its queries answered beforehand. */
export const posTestAt = '2026-01-15T03:30:00.000Z';
export const posTestBranch = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };

export const posTestBranches: FindBranchesResponse = {
  items: [{ ...posTestBranch, address: '', phone: '', active: true, createdAt: posTestAt }],
  total: 1,
  page: 1,
  pageSize: 200,
};

export function posTestMe(role: Role): MeResponse {
  return { user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: 1 }, permissions: [...rolePermissions[role]] };
}

export async function renderPosPage(options: {
  page: ComponentType;
  pattern: string;
  url: string;
  role?: Role;
  locale?: 'kh' | 'en';
  seed?: (queryClient: QueryClient) => void;
}): Promise<string> {
  const { page, pattern, url, role = 'cashier', locale = 'en', seed } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(meQueryKey, posTestMe(role));
  queryClient.setQueryData(findBranchesQueryOptions({ pageSize: 200 }).queryKey, posTestBranches);
  seed?.(queryClient);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { kh: { translation: mainKh }, en: { translation: mainEn } },
    lng: locale,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path: toRouterPath(pattern), component: () => { const Page = page; return <Page />; } });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
  await router.load();
  return renderToStaticMarkup(
    <MantineProvider>
      <DatesProvider settings={{ locale: locale === 'kh' ? 'km' : 'en' }}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </DatesProvider>
    </MantineProvider>,
  );
}
