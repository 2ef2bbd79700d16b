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
import type { StoneLot, StoneMovement } from '../../../../shared/contracts/stones/stone-lots';
import type { StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { rolePermissions, type Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { parsePlainSearch, stringifyPlainSearch, toRouterPath } from '../../../shell/route-paths';
import { findBranchesQueryOptions } from '../../platform/api/find-branches';
import { meQueryKey } from '../../platform/api/get-me';

/** The stones pages' fixtures and a server-side render of one page at an address, its queries answered beforehand. */
export const stonesTestAt = '2026-01-15T03:30:00.000Z';
export const stonesTestBranch = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };

export const stonesTestBranches: FindBranchesResponse = {
  items: [{ ...stonesTestBranch, address: '', phone: '', active: true, createdAt: stonesTestAt }],
  total: 1,
  page: 1,
  pageSize: 200,
};

export function stonesTestMe(role: Role): MeResponse {
  return { user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: 1 }, permissions: [...rolePermissions[role]] };
}

export const testLotRef = { id: 7, code: 'SL-2026-000007', stoneType: 'Diamond', shape: 'round' as const, sizeCmm: 150, colour: 'G', quality: 'VS1' };

export function testLot(rest: Partial<StoneLot> = {}): StoneLot {
  return {
    ...testLotRef,
    branch: stonesTestBranch,
    holder: null,
    costCentsPerCarat: 85_000,
    supplier: 'Antwerp Gems',
    note: '',
    splitFrom: null,
    receivedAt: stonesTestAt,
    createdBy: 'manager',
    available: { count: 88, weightMct: 1_320 },
    prepared: { count: 12, weightMct: 180 },
    set: { count: 0, weightMct: 0 },
    sold: { count: 0, weightMct: 0 },
    ...rest,
  };
}

export function testPreparation(id: number, rest: Partial<StonePreparation> = {}): StonePreparation {
  return {
    id,
    lot: testLotRef,
    target: { kind: 'item', id: 3, code: 'IT-000003', description: 'Lotus ring, 18K' },
    prepared: { count: 12, weightMct: 180 },
    held: { count: 12, weightMct: 180 },
    set: { count: 0, weightMct: 0 },
    returned: { count: 0, weightMct: 0 },
    state: 'prepared',
    assignedAt: null,
    note: '',
    createdAt: stonesTestAt,
    createdBy: 'manager',
    ...rest,
  };
}

export function testMovement(id: number, rest: Partial<StoneMovement> = {}): StoneMovement {
  return {
    id,
    kind: 'receive',
    count: 100,
    weightMct: 1_500,
    preparedCount: 0,
    preparedWeightMct: 0,
    preparationId: null,
    target: null,
    otherLot: null,
    document: null,
    note: '',
    createdAt: stonesTestAt,
    createdBy: 'manager',
    ...rest,
  };
}

export async function renderStonesPage(options: {
  page: ComponentType;
  pattern: string;
  url: string;
  role?: Role;
  locale?: 'kh' | 'en';
  seed?: (queryClient: QueryClient) => void;
}): Promise<string> {
  const { page, pattern, url, role = 'manager', locale = 'en', seed } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(meQueryKey, stonesTestMe(role));
  queryClient.setQueryData(findBranchesQueryOptions({ pageSize: 200 }).queryKey, stonesTestBranches);
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
  const Page = page;
  const route = createRoute({ getParentRoute: () => rootRoute, path: toRouterPath(pattern), component: () => <Page /> });
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
