import { describe, expect, it } from 'vitest';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import type { FindEntryCategoriesResponse } from '../../../../shared/contracts/entries/find-entry-categories';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { Role } from '../../../../shared/roles';
import mainEn from '../../../i18n/en.json';
import { expectShown, recordActionsIn, renderPageForTest, testMeOf, testQueryClient } from '../../../ui/render-for-test';
import { meQueryKey } from '../../platform/api/get-me';
import { entryCategoriesQueryKey } from '../api/find-entry-categories';
import { EntryCategoriesPage } from './entry-categories-page';

const me = (role: Role): MeResponse => testMeOf(role, 'Sok Chantha', null);

const category = (id: number, code: string, nameEn: string, nameKh: string, rest: Partial<EntryCategory>): EntryCategory => ({
  id,
  code,
  nameKh,
  nameEn,
  allowedLossPermille: 0,
  strictStonePhoto: false,
  strictAssemblyPhoto: false,
  strictReturnWeight: false,
  materialStrict: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...rest,
});

const categories: FindEntryCategoriesResponse = {
  items: [
    category(1, 'RING-MAKING', 'Ring making', 'ធ្វើចិញ្ចៀន', { allowedLossPermille: 8, strictReturnWeight: true }),
    category(2, 'SETTING', 'Stone setting', 'ដាំត្បូង', { allowedLossPermille: 5, strictStonePhoto: true }),
    category(3, 'CHAIN-MAKING', 'Chain making', 'ធ្វើខ្សែច្រវាក់', { allowedLossPermille: 12 }),
  ],
};

async function render(role: Role, locale: 'kh' | 'en' = 'en'): Promise<string> {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData([...entryCategoriesQueryKey, { active: 'true' }], categories);
  const url = '/setting/entry-category';
  return renderPageForTest({ page: EntryCategoriesPage, path: url, queryClient, locale });
}

describe('EntryCategoriesPage', () => {
  it('shows each allowed loss in per-mille and percent, and the strict flags that are on as badges', async () => {
    const html = await render('manager');
    expectShown(html, ['Entry categories', '8\u00a0‰ (0.8\u00a0%)', '12\u00a0‰ (1.2\u00a0%)', 'Return weight', 'Stone photo']);
    expect(html).not.toContain('Assembly photo');
    // The actions a reader of the catalogue's words would look for (the cashier's view below must lack exactly these).
    expect(recordActionsIn(html, mainEn.entries.categories.add)).toEqual({ add: true, edit: true, deactivate: true });
  });

  it('lets a jeweller read the categories but not change them', async () => {
    const html = await render('jeweller');
    expect(html).toContain('RING-MAKING');
    expect(recordActionsIn(html, mainEn.entries.categories.add)).toEqual({ add: false, edit: false, deactivate: false });
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render('owner', 'kh');
    expectShown(html, ['ប្រភេទការងារជាង', 'ទម្ងន់ប្រគល់វិញ', 'រូបថតត្បូង']);
  });
});
