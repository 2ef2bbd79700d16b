import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { FindMaterialCategoriesResponse } from '../../../../shared/contracts/materials/find-material-categories';
import type { FindRatePublicationsResponse } from '../../../../shared/contracts/materials/find-rate-publications';
import type { GetRatesResponse } from '../../../../shared/contracts/materials/get-rates';
import type { GetExchangeRatesResponse } from '../../../../shared/contracts/sales/exchange-rate';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import { expectShown, recordActionsIn, renderPageForTest, testMeOf, testQueryClient } from '../../../ui/render-for-test';
import { meQueryKey } from '../../platform/api/get-me';
import { materialCategoriesQueryKey } from '../api/find-material-categories';
import { exchangeRatesQueryKey } from '../../sales/api/get-exchange-rates';
import { ratePublicationsQueryKey } from '../api/find-rate-publications';
import { ratesQueryKey } from '../api/get-rates';
import { viewOfDraft } from '../components/morning-rates-draft';
import { parseScaledDecimal, scaledDecimalText } from '../../../ui';
import { MaterialCategoriesPage } from './material-categories-page';
import { RatesPage } from './rates-page';

const me = (role: Role): MeResponse => testMeOf(role, 'Sok Chantha', null);

const category = (
  id: number,
  code: string,
  nameEn: string,
  nameKh: string,
  purity: number,
  waxRatioMilli: number,
  materialStrict = false,
  rateBasis: 'base' | 'purity' | 'own' = purity === 9999 ? 'base' : 'purity',
) => ({
  id,
  code,
  nameKh,
  nameEn,
  purity,
  waxRatioMilli,
  materialStrict,
  rateBasis,
  ratePremiumCentsPerChi: 0,
  meltDeductionBp: 0,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const categories: FindMaterialCategoriesResponse = {
  items: [
    category(1, 'AU750', 'Gold 18K', 'មាស ១៨K', 7500, 16_000),
    category(2, 'AU9999', 'Gold 99.99', 'មាសបារាំង ៩៩.៩៩', 9999, 19_300, true),
    category(3, 'AG925', 'Silver 925', 'ប្រាក់ ៩២៥', 9250, 10_500, false, 'own'),
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
    {
      id: 8,
      materialId: 3,
      publicationId: 4,
      askCentsPerChi: 420,
      bidCentsPerChi: 380,
      effectiveAt: '2026-03-01T02:30:00.000Z',
      createdBy: 1,
      createdAt: '2026-03-01T02:30:00.000Z',
    },
  ],
  history: [],
};

const exchangeRates: GetExchangeRatesResponse = {
  current: { id: 1, khrPerUsd: 4_100, effectiveAt: '2026-03-01T02:30:00.000Z', createdBy: 'owner', createdAt: '2026-03-01T02:30:00.000Z' },
  history: [],
};

const publications: FindRatePublicationsResponse = {
  items: [
    {
      id: 4,
      effectiveAt: '2026-03-01T09:30:00.000Z',
      quotedPer: 'chi',
      baseMaterialId: 2,
      baseAskCentsPerChi: 21_900,
      baseBidCentsPerChi: 21_700,
      khrPerUsd: 4_100,
      note: '',
      createdBy: 'owner',
      createdAt: '2026-03-01T09:30:00.000Z',
      rates: [],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

async function render(Page: ComponentType, url: string, role: Role, locale: 'kh' | 'en' = 'en'): Promise<string> {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData([...materialCategoriesQueryKey, { active: 'true' }], categories);
  queryClient.setQueryData([...ratesQueryKey, {}], rates);
  queryClient.setQueryData(exchangeRatesQueryKey, exchangeRates);
  queryClient.setQueryData([...ratePublicationsQueryKey, { page: 1, pageSize: 10 }], publications);
  return renderPageForTest({ page: () => <Page />, path: url, queryClient, locale });
}

describe('MaterialCategoriesPage', () => {
  it('shows purity as percent, teuk and karat, the wax ratio and the strict flag', async () => {
    const html = await render(MaterialCategoriesPage, '/setting/material-category', 'manager');
    expectShown(html, ['Material categories', '99.99%', '10 teuk · 24K', '7.5 teuk · 18K', '19.3', 'Strict']);
    // The actions a reader of the catalogue's words would look for (the cashier's view below must lack exactly these).
    expect(recordActionsIn(html, mainEn.materials.categories.add)).toEqual({ add: true, edit: true, deactivate: true });
  });

  it('lets a cashier read the categories but not change them', async () => {
    const html = await render(MaterialCategoriesPage, '/setting/material-category', 'cashier');
    expect(html).toContain('AU9999');
    expect(recordActionsIn(html, mainEn.materials.categories.add)).toEqual({ add: false, edit: false, deactivate: false });
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render(MaterialCategoriesPage, '/setting/material-category', 'owner', 'kh');
    expect(html).toContain('ប្រភេទមាស');
    expect(html).toContain('ទឹក');
  });
});

describe('RatesPage', () => {
  it('opens the owner on the morning rates: the base as in force, every line derived live, per chi and per damleung, one Publish', async () => {
    const html = await render(RatesPage, '/material/rates', 'owner');
    expect(html).toContain('Morning rates');
    expect(html).toContain('value="219.00"');
    expect(html).toContain('value="217.00"');
    // AU750 follows the base: 21,900 × 7,500 / 9,999 → 16,427; 21,700 → 16,277.
    expect(html).toContain('value="164.27"');
    expect(html).toContain('value="162.77"');
    expect(html).toContain('$1,642.70 / $1,627.70 per damleung');
    // Silver is typed apart, from its rate in force.
    expect(html).toContain('value="4.20"');
    expect(html).toContain('Riel per dollar');
    expect(html).toContain('Publish the rates');
  });

  it('lists the publications with when, who, the base and the riel rate', async () => {
    const html = await render(RatesPage, '/material/rates', 'owner');
    expect(html).toContain('Publications');
    expect(html).toContain('$219.00 / $217.00');
    expect(html).toContain('4,100 ៛');
  });

  it('shows the rates in force read-only to those who may not publish', async () => {
    for (const role of ['manager', 'cashier'] as const) {
      const html = await render(RatesPage, '/material/rates', role);
      expect(html).not.toContain('Publish the rates');
      expectShown(html, ['Only the owner publishes rates', '$219.00', '$2,190.00', 'No rate yet']);
    }
  });

  it('is in Khmer for a Khmer reader, its dates without a Latin AM or PM', async () => {
    const html = await render(RatesPage, '/material/rates', 'owner', 'kh');
    expect(html).toContain('តម្លៃមាសពេលព្រឹក');
    expect(html).toContain('តម្លឹង');
    expect(html).toContain('មីនា');
    expect(html).not.toMatch(/\b(AM|PM)\b/);
  });
});

describe('the morning rates as the screen holds them', () => {
  const materials = categories.items;
  const base = { quotedPer: 'chi' as const, typed: {} };

  it('sends only the overridden and typed-apart lines with figures; the server derives the rest', () => {
    const view = viewOfDraft({ ...base, baseAsk: 22_000, baseBid: 21_800, typed: { 1: { ask: 17_000, bid: 16_000 } } }, materials, rates.current, 4_100);
    expect(view.problems).toEqual({});
    expect(view.body).toEqual({
      quotedPer: 'chi',
      baseAskCents: 22_000,
      baseBidCents: 21_800,
      lines: [{ materialId: 1, askCentsPerChi: 17_000, bidCentsPerChi: 16_000 }, { materialId: 2 }, { materialId: 3, askCentsPerChi: 420, bidCentsPerChi: 380 }],
      khrPerUsd: 4_100,
    });
    expect(view.lines[0]!.line).toMatchObject({ overridden: true, derived: { askCentsPerChi: 16_502, bidCentsPerChi: 16_352 } });
  });

  it('refuses live what the server refuses: a base of 0, a bid above the ask, half a line typed', () => {
    expect(viewOfDraft({ ...base, baseAsk: 0, baseBid: 0 }, materials, rates.current, null).problems).toMatchObject({ baseAskCents: 'rateZero', baseBidCents: 'rateZero' });
    expect(viewOfDraft({ ...base, baseAsk: 21_000, baseBid: 21_500 }, materials, rates.current, null).problems).toEqual({ baseBidCents: 'bidAboveAsk' });
    expect(viewOfDraft({ ...base, typed: { 1: { ask: 16_000, bid: null } } }, materials, rates.current, null).problems).toEqual({ 'lines.0.bidCentsPerChi': 'rateRequired' });
  });

  it('reads a damleung base as ten chi', () => {
    const view = viewOfDraft({ quotedPer: 'damleung', typed: {} }, materials, rates.current, null);
    expect(view.baseAsk).toBe(219_000);
    expect(view.lines[1]!.line.rate).toEqual({ askCentsPerChi: 21_900, bidCentsPerChi: 21_700 });
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

