import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { FindIncentivesResponse } from '../../../../shared/contracts/sales/incentive';
import type { FindJewelryCategoriesResponse } from '../../../../shared/contracts/stock/find-jewelry-categories';
import { rolePermissions, type Role } from '../../../../shared/roles';
import { renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { meQueryKey } from '../../platform/api/get-me';
import { findIncentiveRulesQueryOptions } from '../api/find-incentive-rules';
import { findIncentivesQueryOptions } from '../api/find-incentives';
import { findSalesCategoriesQueryOptions } from '../api/find-sales-categories';
import { incentiveTotals } from '../components/incentive-sheet';
import { IncentivePage, incentivePeriodOf } from './incentive-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});
const at = '2026-01-01T00:00:00.000Z';
const categories: FindJewelryCategoriesResponse = {
  items: [
    { id: 1, code: 'RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring', makingChargeMode: 'per_piece', makingChargeCents: 1_500, defaultMaterialId: null, active: true, createdAt: at, updatedAt: at },
    { id: 2, code: 'NECK', nameKh: 'ខ្សែក', nameEn: 'Necklace', makingChargeMode: 'per_gram', makingChargeCents: 300, defaultMaterialId: null, active: true, createdAt: at, updatedAt: at },
    { id: 3, code: 'EAR', nameKh: 'ក្រវិល', nameEn: 'Earrings', makingChargeMode: 'per_piece', makingChargeCents: 800, defaultMaterialId: null, active: true, createdAt: at, updatedAt: at },
  ],
};
const incentives: FindIncentivesResponse = {
  from: '2026-03-01',
  to: '2026-03-31',
  items: [
    {
      staff: { id: 4, code: 'S004', nameKh: 'សុខ ចាន់ថា', nameEn: 'Sok Chantha' },
      invoiceCount: 6,
      pieceCount: 9,
      salesCents: 1_234_500,
      incentiveCents: 4_575,
      payout: null,
    },
    {
      staff: { id: 5, code: 'S005', nameKh: 'កែវ សុភា', nameEn: 'Keo Sophea' },
      invoiceCount: 2,
      pieceCount: 2,
      salesCents: 310_000,
      incentiveCents: 1_000,
      payout: { id: 1, amountCents: 1_000, paidAt: '2026-04-01T03:00:00.000Z', paidBy: 'owner', paidByPerson: { id: 1, nameKh: 'លោក សុខ ចាន់ថា', nameEn: 'Sok Chantha' } },
    },
  ],
};

async function render(url: string, role: Role = 'owner', locale: 'kh' | 'en' = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData(findSalesCategoriesQueryOptions().queryKey, categories);
  queryClient.setQueryData(findIncentiveRulesQueryOptions().queryKey, {
    items: [
      { categoryId: 1, mode: 'per_piece', amountCents: 500, percentBp: 0 },
      { categoryId: 2, mode: 'percent_of_making', amountCents: 0, percentBp: 250 },
    ],
  });
  queryClient.setQueryData(findIncentivesQueryOptions({ from: '2026-03-01', to: '2026-03-31' }).queryKey, incentives);
  return renderPageForTest({ page: IncentivePage, path: '/incentive', url, queryClient, locale });
}

const march = '/incentive?from=2026-03-01&to=2026-03-31';

describe('IncentivePage', () => {
  it('takes this month up to today unless the URL names a period', () => {
    expect(incentivePeriodOf({}, '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(incentivePeriodOf({ from: '2026-02-01', to: '2026-02-28' }, '2026-03-17')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(incentivePeriodOf({ from: '2026-03-10', to: '2026-03-02' }, '2026-03-17')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });

  it('shows per seller the invoices, pieces, sales and incentive earned, and who was paid', async () => {
    const html = await render(march);
    expect(html).toContain('S004');
    expect(html).toContain('Sok Chantha');
    expect(html).toContain('$12,345.00');
    expect(html).toMatch(/data-figure="earned">\$45\.75</);
    expect(html).toMatch(/data-payout="paid">\$10\.00 on /);
    // Who paid, by name, never the login (issue 20 §3).
    expect(html).toContain('by Sok Chantha');
    expect(html).not.toContain('by owner');
    expect(html).toMatch(/data-payout="unpaid">.*Not paid/);
    expect(incentiveTotals(incentives.items)).toEqual({ invoiceCount: 8, pieceCount: 11, salesCents: 1_544_500, incentiveCents: 5_575, paidCents: 1_000 });
    expect(html).toContain('$55.75');
  });

  it('offers the pay button only to who has sales.pricing, and only for an unpaid seller', async () => {
    const owner = await render(march, 'owner');
    expect(owner).toContain('data-pay="S004"');
    expect(owner).not.toContain('data-pay="S005"');
    for (const role of ['manager', 'cashier'] as const) {
      const html = await render(march, role);
      expect(html).toContain('S004');
      expect(html).not.toContain('data-pay=');
    }
  });

  it('shows the rule of each jewelry category, amounts per piece in dollars and shares in percent; editable with sales.pricing only', async () => {
    const owner = await render(march, 'owner');
    expect(owner).toMatch(/data-rule="RING"[^>]*>\$5\.00 per piece</);
    expect(owner).toMatch(/data-rule="NECK"[^>]*>2\.5% of the making charge</);
    expect(owner).toMatch(/data-rule="EAR"[^>]*>No incentive</);
    expect(owner).toContain('aria-label="Edit the rule"');
    // Categories by their name, the code dimmed beside (issue 20 §6).
    expect(owner).toMatch(/>Ring<\/span> <span[^>]*>RING</);
    expect(await render(march, 'cashier')).not.toContain('aria-label="Edit the rule"');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render(march, 'owner', 'kh');
    expect(html).toContain('ប្រាក់លើកទឹកចិត្ត');
    expect(html).toContain('សុខ ចាន់ថា');
    expect(html).toContain('មិនទាន់បើក');
    expect(html).toContain('ក្នុងមួយគ្រឿង');
  });
});
