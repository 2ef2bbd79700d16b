import { describe, expect, it } from 'vitest';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { GetSettingsResponse } from '../../../../shared/contracts/platform/get-settings';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { rolePermissions, type Role } from '../../../../shared/roles';
import { renderPageForTest, testQueryClient } from '../../../ui/render-for-test';
import { branchesQueryKey } from '../api/find-branches';
import { meQueryKey } from '../api/get-me';
import { settingsQueryKey } from '../api/get-settings';
import { BranchesPage } from './branches-page';
import { chooseTab, SettingsPage } from './settings-page';

const me = (role: Role): MeResponse => ({
  user: { id: 1, username: role, displayName: 'Sok Chantha', role, staffId: null, branchId: null },
  permissions: [...rolePermissions[role]],
});

const settings = (canEdit: boolean): GetSettingsResponse => ({
  items: [
    {
      key: 'shop.name',
      value: { kh: 'ហាងមាស អាតេលីយេ', en: 'Atelier Gold' },
      defaultValue: { kh: 'អាតេលីយេ', en: 'Atelier' },
      labelKey: 'admin.settings.keys.shopName',
      canEdit,
      updatedAt: '2026-03-01T03:00:00.000Z',
      updatedBy: 1,
    },
    {
      key: 'shop.timeZone',
      value: 'Asia/Phnom_Penh',
      defaultValue: 'Asia/Phnom_Penh',
      labelKey: 'admin.settings.keys.shopTimeZone',
      canEdit,
      updatedAt: null,
      updatedBy: null,
    },
  ],
});

const branches: FindBranchesResponse = {
  items: [
    {
      id: 1,
      code: 'PP-CM',
      nameKh: 'ផ្សារធំថ្មី',
      nameEn: 'Central Market',
      address: 'Phsar Thmei',
      phone: '012 345 678',
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

async function render(Page: typeof SettingsPage, url: string, role: Role, locale: 'kh' | 'en' = 'en'): Promise<string> {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me(role));
  queryClient.setQueryData(settingsQueryKey, settings(role === 'owner' || role === 'manager'));
  queryClient.setQueryData([...branchesQueryKey, { page: 1, pageSize: 50, active: 'true' }], branches);
  return renderPageForTest({ page: Page, path: url.split('?')[0]!, url, queryClient, locale });
}

describe('SettingsPage', () => {
  it('shows the owner every tab, the general settings first', async () => {
    const html = await render(SettingsPage, '/setting', 'owner');
    for (const tab of ['General', 'Users', 'Staff', 'Designers', 'Audit log']) expect(html).toContain(`>${tab}<`);
    expect(html).toContain('Shop name');
    expect(html).toContain('value="Atelier Gold"');
    expect(html).toContain('Using the default value');
  });

  it('shows a cashier neither users, staff (their phone numbers) nor the audit log, and the settings read-only', async () => {
    const html = await render(SettingsPage, '/setting', 'cashier');
    expect(html).not.toContain('>Users<');
    expect(html).not.toContain('>Audit log<');
    expect(html).not.toContain('>Staff<');
    expect(html).not.toContain('>Designers<');
    expect(html).toContain('Only the owner can change these settings: they touch money, tax identity or security.');
  });

  it('is in Khmer for a Khmer reader', async () => {
    const html = await render(SettingsPage, '/setting', 'owner', 'kh');
    expect(html).toContain('ការកំណត់');
    expect(html).toContain('កំណត់ត្រាសកម្មភាព');
    expect(html).toContain('ឈ្មោះហាង');
  });

  it('picks the tab from ?tab=, falling back when it is unknown or not allowed', () => {
    expect(chooseTab('users', ['general', 'users'])).toBe('users');
    expect(chooseTab('auditLog', ['general', 'staff'])).toBe('general');
    expect(chooseTab(undefined, ['general'])).toBe('general');
  });
});

describe('BranchesPage', () => {
  it('lists the branches with actions for an administrator', async () => {
    const html = await render(BranchesPage, '/branch', 'manager');
    expect(html).toContain('PP-CM');
    expect(html).toContain('Central Market');
    expect(html).toContain('New branch');
    expect(html).toContain('aria-label="Deactivate"');
  });

  it('is read-only for a cashier, and names branches in Khmer for a Khmer reader', async () => {
    const html = await render(BranchesPage, '/branch', 'cashier', 'kh');
    expect(html).toContain('ផ្សារធំថ្មី');
    expect(html).not.toContain('សាខាថ្មី');
    expect(html).not.toContain('បិទដំណើរការ');
  });
});
