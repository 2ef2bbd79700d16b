import type { ReactNode } from 'react';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import type { Holder, MaterialCategory } from '../../../../shared/contracts/materials/material';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import { holdersQueryKey } from '../../materials/api/find-holders';
import { materialCategoriesQueryKey } from '../../materials/api/find-material-categories';
import { meQueryKey } from '../../platform/api/get-me';
import { entryCategoriesQueryKey } from '../api/find-entry-categories';
import { getEntryQueryOptions } from '../api/get-entry';
import { renderPageForTest, testQueryClient } from '../../../ui/render-for-test';

const at = '2026-03-02T03:00:00.000Z';

export const testCategory = (id: number, code: string, nameEn: string, nameKh: string, rest: Partial<EntryCategory> = {}): EntryCategory => ({
  id,
  code,
  nameKh,
  nameEn,
  allowedLossPermille: 8,
  strictStonePhoto: false,
  strictAssemblyPhoto: false,
  strictReturnWeight: false,
  materialStrict: false,
  active: true,
  createdAt: at,
  updatedAt: at,
  ...rest,
});

export const testCategories: EntryCategory[] = [
  testCategory(1, 'RING-MAKING', 'Ring making', 'ធ្វើចិញ្ចៀន', { strictReturnWeight: true, materialStrict: true }),
  testCategory(2, 'REPAIR', 'Repair', 'ជួសជុល', { allowedLossPermille: 10 }),
];

const holder = (id: number, kind: Holder['kind'], code: string, nameEn: string, nameKh: string, balances: Holder['balances'] = []): Holder => ({
  id,
  kind,
  code,
  nameKh,
  nameEn,
  physical: true,
  staffId: kind === 'staff' ? id : null,
  branchId: null,
  capMg: null,
  active: true,
  createdAt: at,
  balances,
});

export const testHolders: Holder[] = [
  holder(4, 'safe', 'SAFE', 'Main safe', 'ទូដែកធំ', [{ materialId: 3, materialCode: 'AU750', mg: 206_250 }]),
  holder(8, 'casting', 'CASTING', 'Casting room', 'បន្ទប់ចាក់'),
  holder(9, 'staff', 'H-S004', 'Heng Vichet', 'លោក ហេង វិចិត្រ'),
];

export const testMaterials: MaterialCategory[] = [
  { id: 3, code: 'AU750', nameKh: 'មាស ១៨K', nameEn: 'Gold 18K', purity: 7500, waxRatioMilli: 16_000, materialStrict: false, rateBasis: 'purity', ratePremiumCentsPerChi: 0, meltDeductionBp: 0, active: true, createdAt: at },
];

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Mao Sreyneath', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

export interface RenderEntryPageOptions {
  /** The route pattern of src/shared/routes.ts and the address opened. */
  pattern: string;
  url: string;
  role?: Role;
  locale?: 'kh' | 'en';
  entry?: EntryDetail;
}

/** Server-renders an entries page with its data already cached (tests run without a DOM). */
export async function renderEntryPage(page: () => ReactNode, options: RenderEntryPageOptions): Promise<string> {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(options.role ?? 'manager'));
  for (const query of [{}, { active: 'true' }]) queryClient.setQueryData([...entryCategoriesQueryKey, query], { items: testCategories });
  queryClient.setQueryData([...holdersQueryKey, {}], { items: testHolders });
  queryClient.setQueryData([...holdersQueryKey, { kind: 'staff' }], { items: testHolders.filter((h) => h.kind === 'staff') });
  queryClient.setQueryData([...materialCategoriesQueryKey, { active: 'true' }], { items: testMaterials });
  if (options.entry) queryClient.setQueryData(getEntryQueryOptions(options.entry.id).queryKey, options.entry);
  return renderPageForTest({ page, path: options.pattern, url: options.url, queryClient, locale: options.locale ?? 'en' });
}
