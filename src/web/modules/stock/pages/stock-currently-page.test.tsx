import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindMaterialCategoriesResponse } from '../../../../shared/contracts/materials/find-material-categories';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { FindJewelryCategoriesResponse } from '../../../../shared/contracts/stock/find-jewelry-categories';
import type { FindPiecesResponse, JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { rolePermissions, type Role } from '../../../../shared/roles';
import { expectShown, renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { findBranchesQueryOptions } from '../../platform/api/find-branches';
import { meQueryKey } from '../../platform/api/get-me';
import { findJewelryCategoriesQueryOptions } from '../api/find-jewelry-categories';
import { findPiecesQueryOptions } from '../api/find-pieces';
import { currentlyQueryOf, currentlySearch } from '../api/find-pieces';
import { StockCurrentlyPage } from './stock-currently-page';
import { setDrawnScreenWidth } from '../../../ui/use-screen-query';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

const at = '2026-01-01T00:00:00.000Z';
const phnomPenh = { id: 2, code: 'PP', nameKh: 'ភ្នំពេញ', nameEn: 'Phnom Penh' };
const branches: FindBranchesResponse = {
  items: [{ ...phnomPenh, address: '', phone: '', active: true, createdAt: at }],
  total: 1,
  page: 1,
  pageSize: 200,
};
const categories: FindJewelryCategoriesResponse = {
  items: [
    { id: 1, code: 'RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring', makingChargeMode: 'per_piece', makingChargeCents: 0, defaultMaterialId: null, active: true, createdAt: at, updatedAt: at },
  ],
};
const materials: FindMaterialCategoriesResponse = {
  items: [{ id: 1, code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000, materialStrict: false, rateBasis: 'purity', ratePremiumCentsPerChi: 0, meltDeductionBp: 0, active: true, createdAt: at }],
};

const piece = (id: number, code: string, grossMg: number, stoneMg: number, rest: Partial<JewelryPiece> = {}): JewelryPiece => ({
  id,
  code,
  itemId: id,
  description: `Ring ${code}`,
  categoryId: 1,
  materialId: 1,
  materialCode: 'AU750',
  grossMg,
  stoneMg,
  metalMg: grossMg - stoneMg,
  photos: [],
  branch: phnomPenh,
  frozen: true,
  state: 'in_stock',
  transit: null,
  note: 'kept for Mrs Dara',
  acceptedAt: at,
  ...rest,
});

const response: FindPiecesResponse = {
  items: [piece(11, 'RG-0011', 7_500, 500), piece(12, 'RG-0012', 3_750, 0, { photos: ['/uploads/rg-0012.jpg'] })],
  total: 2,
  page: 1,
  pageSize: 50,
  // Totals over every piece the filter keeps, not just the page: 3 pieces.
  totals: { count: 3, grossMg: 15_000, metalMg: 14_500 },
  byCategory: [{ categoryId: 1, count: 3, grossMg: 15_000, metalMg: 14_500 }],
  byMaterial: [{ materialId: 1, count: 3, grossMg: 15_000, metalMg: 14_500 }],
};

async function render(url: string, role: Role = 'manager', locale: 'kh' | 'en' = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData(findBranchesQueryOptions({ pageSize: 200 }).queryKey, branches);
  queryClient.setQueryData(findJewelryCategoriesQueryOptions().queryKey, categories);
  queryClient.setQueryData(findMaterialCategoriesQueryOptions().queryKey, materials);
  let filters: ReturnType<typeof currentlySearch> | undefined;
  const html = await renderPageForTest({
    page: StockCurrentlyPage,
    path: '/jewelry/stock/currently',
    url,
    queryClient,
    locale,
    validateSearch: currentlySearch,
    onLoaded: (search) => {
      filters = currentlySearch(search);
      queryClient.setQueryData(findPiecesQueryOptions(currentlyQueryOf(filters)).queryKey, response);
    },
  });
  return { filters: filters!, html };
}

describe('StockCurrentlyPage', () => {
  // Drawn as for a phone, its cards (a page drawn without a browser answers its media queries for this width).
  beforeAll(() => setDrawnScreenWidth(390));
  afterAll(() => setDrawnScreenWidth(1280));
  it('reads its filters from the URL and asks the server for exactly those', async () => {
    const { filters, html } = await render('/jewelry/stock/currently?branchId=2&frozen=true&search=RG-00&categoryId=x');
    expect(filters).toEqual({ branchId: '2', frozen: 'true', search: 'RG-00' });
    expect(currentlyQueryOf(filters)).toEqual({ branchId: '2', frozen: 'true', search: 'RG-00', page: 1, pageSize: 50 });
    // The filters show what the URL says: the branch, frozen only, the search text.
    expect(html).toContain('value="PP · Phnom Penh"');
    expect(html).toContain('value="Frozen only"');
    expect(html).toContain('value="RG-00"');
  });

  it('shows the totals of every piece the filter keeps in grams and chi, and by category and metal', async () => {
    const { html } = await render('/jewelry/stock/currently');
    expect(html).toContain('Totals');
    expect(html).toMatch(/data-figure="count"[^>]*>3</);
    expectShown(html, ['15.000 g', '14.500 g', '4 chi', 'By category', 'Ring · RING', 'By metal', 'Gold 18K · AU750']);
  });

  it('lists each piece with its code, description, gross weight, frozen badge and a 120 px square photo through the image view URL', async () => {
    // Rendered without a window: the phone's cards (photo, code, description, gross), no table wider than the screen.
    const { html } = await render('/jewelry/stock/currently');
    expectShown(html, ['RG-0011', 'Ring RG-0011', '7.500 g', '2 chi', 'Frozen', 'uploads/rg-0012.jpg?w=120&amp;h=120', 'data-testid="piece-cards"', 'Print 0 tags']);
  });

  it('offers freeze and unfreeze to a manager, not to a cashier', async () => {
    expect((await render('/jewelry/stock/currently', 'manager')).html).toContain('Unfreeze');
    const cashier = (await render('/jewelry/stock/currently', 'cashier')).html;
    expect(cashier).toContain('RG-0011');
    expect(cashier).not.toContain('Unfreeze');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const { html } = await render('/jewelry/stock/currently', 'owner', 'kh');
    expect(html).toContain('គ្រឿងអលង្ការក្នុងស្តុក');
    expect(html).toContain('តាមប្រភេទ');
    expect(html).toContain('ចិញ្ចៀន');
  });
});
