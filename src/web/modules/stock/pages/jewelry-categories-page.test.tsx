import { describe, expect, it } from 'vitest';
import type { FindMaterialCategoriesResponse } from '../../../../shared/contracts/materials/find-material-categories';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { FindJewelryCategoriesResponse } from '../../../../shared/contracts/stock/find-jewelry-categories';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import type { Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import { expectShown, recordActionsIn, renderPageForTest, testMeOf, testQueryClient } from '../../../ui/render-for-test';
import { materialCategoriesQueryKey } from '../../materials/api/find-material-categories';
import { meQueryKey } from '../../platform/api/get-me';
import { jewelryCategoriesQueryKey } from '../api/find-jewelry-categories';
import { JewelryCategoriesPage } from './jewelry-categories-page';

const me = (role: Role): MeResponse => testMeOf(role, 'Sok Chantha', null);

const category = (id: number, code: string, nameEn: string, nameKh: string, rest: Partial<JewelryCategory>): JewelryCategory => ({
  id,
  code,
  nameKh,
  nameEn,
  makingChargeMode: 'per_gram',
  makingChargeCents: 0,
  defaultMaterialId: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...rest,
});

const categories: FindJewelryCategoriesResponse = {
  items: [
    category(1, 'NECKLACE', 'Necklace', 'ខ្សែក', { makingChargeCents: 1_200, defaultMaterialId: 1 }),
    category(2, 'RING', 'Ring', 'ចិញ្ចៀន', { makingChargeMode: 'per_piece', makingChargeCents: 2_500 }),
  ],
};

const materials: FindMaterialCategoriesResponse = {
  items: [
    { id: 1, code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000, materialStrict: false, rateBasis: 'purity', ratePremiumCentsPerChi: 0, meltDeductionBp: 0, active: true, createdAt: '2026-01-01T00:00:00.000Z' },
  ],
};

async function render(role: Role, locale: 'kh' | 'en' = 'en'): Promise<string> {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData([...jewelryCategoriesQueryKey, { active: 'true' }], categories);
  queryClient.setQueryData([...materialCategoriesQueryKey, {}], materials);
  const url = '/setting/jw-category';
  return renderPageForTest({ page: JewelryCategoriesPage, path: url, queryClient, locale });
}

describe('JewelryCategoriesPage', () => {
  it('shows each making charge per gram or per piece in dollars, and the default material', async () => {
    const html = await render('manager');
    expectShown(html, ['Jewelry categories', '$12.00 / g', '$25.00 / piece', 'AU750']);
    // The actions a reader of the catalogue's words would look for (the cashier's view below must lack exactly these).
    expect(recordActionsIn(html, mainEn.stock.categories.add)).toEqual({ add: true, edit: true, deactivate: true });
  });

  it('lets a cashier read the categories but not change them', async () => {
    const html = await render('cashier');
    expect(html).toContain('RING');
    expect(recordActionsIn(html, mainEn.stock.categories.add)).toEqual({ add: false, edit: false, deactivate: false });
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render('owner', 'kh');
    expectShown(html, ['ប្រភេទគ្រឿងអលង្ការ', '/ ក្រាម', '/ គ្រឿង']);
  });
});
