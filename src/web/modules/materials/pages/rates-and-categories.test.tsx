import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createInstance } from 'i18next';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { FindMaterialCategoriesResponse } from '../../../../shared/contracts/materials/find-material-categories';
import type { GetRatesResponse } from '../../../../shared/contracts/materials/get-rates';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { meQueryKey } from '../../platform/api/get-me';
import { materialCategoriesQueryKey } from '../api/find-material-categories';
import { ratesQueryKey } from '../api/get-rates';
import { parseScaledDecimal, scaledDecimalText } from '../../../ui';
import { wallTimeIn, wallTimeToIso } from '../components/rate-form-dialog';
import { MaterialCategoriesPage } from './material-categories-page';
import { RatesPage } from './rates-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

const category = (id: number, code: string, nameEn: string, nameKh: string, purity: number, waxRatioMilli: number, materialStrict = false) => ({
  id,
  code,
  nameKh,
  nameEn,
  purity,
  waxRatioMilli,
  materialStrict,
  rateBasis: purity === 9999 ? ('base' as const) : ('purity' as const),
  ratePremiumCentsPerChi: 0,
  meltDeductionBp: 0,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const categories: FindMaterialCategoriesResponse = {
  items: [
    category(1, 'AU750', 'Gold 18K', 'មាស ១៨K', 7500, 16_000),
    category(2, 'AU9999', 'Gold 99.99', 'មាសបារាំង ៩៩.៩៩', 9999, 19_300, true),
  ],
};

const rates: GetRatesResponse = {
  current: [
    {
      id: 7,
      materialId: 2,
      publicationId: null,
      askCentsPerChi: 21_900,
      bidCentsPerChi: 21_700,
      effectiveAt: '2026-03-01T02:30:00.000Z',
      createdBy: 1,
      createdAt: '2026-03-01T02:30:00.000Z',
    },
  ],
  history: [],
};

async function render(Page: ComponentType, url: string, role: Role, locale: 'kh' | 'en' = 'en'): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData([...materialCategoriesQueryKey, { active: 'true' }], categories);
  queryClient.setQueryData([...ratesQueryKey, {}], rates);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { kh: { translation: mainKh }, en: { translation: mainEn } },
    lng: locale,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path: url, component: () => <Page /> });
  const router = createRouter({ routeTree: rootRoute.addChildren([route]), history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('MaterialCategoriesPage', () => {
  it('shows purity as percent, teuk and karat, the wax ratio and the strict flag', async () => {
    const html = await render(MaterialCategoriesPage, '/setting/material-category', 'manager');
    expect(html).toContain('Material categories');
    expect(html).toContain('99.99%');
    expect(html).toContain('10 teuk · 24K');
    expect(html).toContain('7.5 teuk · 18K');
    expect(html).toContain('19.3');
    expect(html).toContain('Strict');
    expect(html).toContain('New material category');
    expect(html).toContain('aria-label="Deactivate"');
  });

  it('lets a cashier read the categories but not change them', async () => {
    const html = await render(MaterialCategoriesPage, '/setting/material-category', 'cashier');
    expect(html).toContain('AU9999');
    expect(html).not.toContain('New material category');
    expect(html).not.toContain('aria-label="Edit"');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render(MaterialCategoriesPage, '/setting/material-category', 'owner', 'kh');
    expect(html).toContain('ប្រភេទវត្ថុធាតុដើម');
    expect(html).toContain('ទឹក');
  });
});

describe('RatesPage', () => {
  it('shows the rate in force per chi and per damleung (10 chi)', async () => {
    const html = await render(RatesPage, '/material/rates', 'owner');
    expect(html).toContain('$219.00');
    expect(html).toContain('$217.00');
    expect(html).toContain('$2,190.00');
    expect(html).toContain('$2,170.00');
  });

  it('says so for a material without a rate', async () => {
    const html = await render(RatesPage, '/material/rates', 'owner');
    expect(html).toContain('No rate yet');
  });

  it('offers a new rate to the owner only', async () => {
    expect(await render(RatesPage, '/material/rates', 'owner')).toContain('New rate');
    expect(await render(RatesPage, '/material/rates', 'manager')).not.toContain('New rate');
    expect(await render(RatesPage, '/material/rates', 'cashier')).not.toContain('New rate');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render(RatesPage, '/material/rates', 'owner', 'kh');
    expect(html).toContain('អត្រាតម្លៃវត្ថុធាតុដើម');
    expect(html).toContain('តម្លឹង');
  });
});

describe('decimal text typed for purity and wax ratio', () => {
  it('reads a percent to parts per ten thousand exactly', () => {
    expect(parseScaledDecimal('99.99', 2)).toBe(9999);
    expect(parseScaledDecimal('91,67', 2)).toBe(9167);
    expect(parseScaledDecimal('75', 2)).toBe(7500);
    expect(parseScaledDecimal('៩៩.៩៩', 2)).toBe(9999);
  });

  it('refuses more decimals than the field keeps, signs and words', () => {
    expect(parseScaledDecimal('99.999', 2)).toBeNull();
    expect(parseScaledDecimal('-5', 2)).toBeNull();
    expect(parseScaledDecimal('18K', 2)).toBeNull();
    expect(parseScaledDecimal('', 2)).toBeNull();
  });

  it('writes a stored value back without trailing zeros', () => {
    expect(scaledDecimalText(19_300, 3)).toBe('19.3');
    expect(scaledDecimalText(16_000, 3)).toBe('16');
    expect(scaledDecimalText(9999, 2)).toBe('99.99');
  });
});

describe('effective time on the shop clock', () => {
  it('reads the picker wall time in Phnom Penh (UTC+7)', () => {
    expect(wallTimeToIso('2026-03-01 09:30:00', 'Asia/Phnom_Penh')).toBe('2026-03-01T09:30:00+07:00');
    expect(wallTimeToIso('2026-03-01 09:30', 'Asia/Phnom_Penh')).toBe('2026-03-01T09:30:00+07:00');
    expect(wallTimeToIso('yesterday', 'Asia/Phnom_Penh')).toBeNull();
  });

  it('shows now as the Phnom Penh wall clock', () => {
    expect(wallTimeIn(new Date('2026-03-01T20:30:00Z'), 'Asia/Phnom_Penh')).toBe('2026-03-02 03:30:00');
  });
});
