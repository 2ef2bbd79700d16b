import { describe, expect, it } from 'vitest';
import { rolePermissions, roles, type Role } from '../../shared/roles';
import { appRoutes, matchAppRoute } from '../../shared/routes';
import { activeNavItem, navGroups, navGroupsFor, navItems, navItemsFor, roleFirstItems, type NavItemKey } from './navigation';

describe('navigation', () => {
  it('has the twelve sections of spec §1 at their routes', () => {
    const required = {
      myEntry: '/entry_jeweller',
      fastEntry: '/entry-add-fast',
      inventory: '/inventory',
      stock: '/jewelry/stock/currently',
      invoices: '/invoice/list',
      customers: '/customer',
      casts: '/cast',
      jewelryCategories: '/setting/jw-category',
      stoneSizeChart: '/setting/stone-size-chart',
      materialRates: '/material/rates',
      reports: '/report/dashboard',
      configuration: '/setting',
    };
    for (const [key, to] of Object.entries(required)) {
      expect(navItems.find((item) => item.key === key)?.to).toBe(to);
    }
  });

  it('points only at routes of the shared table', () => {
    expect(navItems.filter((item) => matchAppRoute(item.to) === null).map((item) => item.to)).toEqual([]);
  });

  it('highlights a section on every signed-in page but home: the menu always says where the reader is', () => {
    const pages = appRoutes.filter((route) => !route.devOnly && !route.public && route.path !== '/');
    const unplaced = pages.map((route) => route.path).filter((path) => !activeNavItem(path.replace('{id}', '7').replace('{holder}', 'SAFE')));
    expect(unplaced).toEqual([]);
  });

  it('highlights the section a page belongs to', () => {
    expect(activeNavItem('/setting/jw-category')?.key).toBe('jewelryCategories');
    expect(activeNavItem('/entry')?.key).toBe('entries'); // the list itself, `/entry/list`'s first tab
    expect(activeNavItem('/entry/jeweller')?.key).toBe('myEntry');
    expect(activeNavItem('/entry-edit-4')?.key).toBe('entries');
    expect(activeNavItem('/entry-add-fast')?.key).toBe('fastEntry');
    expect(activeNavItem('/setting/entry-category')?.key).toBe('configuration');
    expect(activeNavItem('/material/holder-safe/transfer')?.key).toBe('materialAccounts');
    expect(activeNavItem('/material/rates')?.key).toBe('materialRates');
    expect(activeNavItem('/jewelry/transfer')?.key).toBe('stock');
    expect(activeNavItem('/invoice/detail-4')?.key).toBe('invoices');
    expect(activeNavItem('/pos/invoice-3')?.key).toBe('pos');
    expect(activeNavItem('/setting/estimate-wax')?.key).toBe('casts');
    expect(activeNavItem('/cast/detail/info-7')?.key).toBe('casts');
    expect(activeNavItem('/entry/list')?.key).toBe('entries');
    expect(activeNavItem('/entry/close/12')?.key).toBe('entries');
    expect(activeNavItem('/entries-close-add')?.key).toBe('entries');
    expect(activeNavItem('/entry/jeweller')?.key).toBe('myEntry');
    expect(activeNavItem('/entry-edit-4')?.key).toBe('entries');
    expect(activeNavItem('/entry-add-fast')?.key).toBe('fastEntry');
    expect(activeNavItem('/gem_stone')?.key).toBe('gems');
    expect(activeNavItem('/gem_stone/pos')?.key).toBe('gems');
    expect(activeNavItem('/gem_pos')?.key).toBe('gems');
    expect(activeNavItem('/gem_report/detail-5')?.key).toBe('gems');
    expect(activeNavItem('/inventory/stone')?.key).toBe('gems');
    expect(activeNavItem('/inventory/info-2')?.key).toBe('inventory');
    expect(activeNavItem('/sample_invoice_stone')?.key).toBe('gems');
    expect(activeNavItem('/sample_invoice')?.key).toBe('invoices');
  });
});

describe('the sidebar per role (issue 20 §4)', () => {
  const visibleKeys = (role: Role) => navItemsFor(role).filter((item) => item.anyOf.some((p) => rolePermissions[role].includes(p))).map((item) => item.key);

  it('starts with what each role does most', () => {
    const expected: Record<Role, NavItemKey[]> = {
      owner: ['materialAccounts', 'materialRates', 'reports'],
      manager: ['entries', 'followUp', 'casts', 'fastEntry'],
      cashier: ['pos', 'invoices', 'customers'],
      jeweller: ['myEntry'],
      caster: ['casts', 'followUp'],
      designer: ['followUp'],
      // The size chart stays beside the stones, in their group.
      setter: ['gems', 'stoneSizeChart', 'myEntry', 'followUp'],
    };
    for (const role of roles) expect(visibleKeys(role).slice(0, expected[role].length), role).toEqual(expected[role]);
  });

  it('only reorders: every role sees the same sections as before, each once, grouped as before', () => {
    for (const role of roles) {
      const before = navItems.filter((item) => item.anyOf.some((p) => rolePermissions[role].includes(p))).map((item) => item.key);
      expect([...visibleKeys(role)].sort(), role).toEqual([...before].sort());
      for (const group of navGroupsFor(role)) {
        expect([...group.items].map((i) => i.key).sort()).toEqual([...navGroups.find((g) => g.key === group.key)!.items].map((i) => i.key).sort());
      }
    }
    expect(navItemsFor(undefined).map((item) => item.key)).toEqual(navItems.map((item) => item.key));
  });

  it('names only sections that exist in its first items', () => {
    const keys = new Set(navItems.map((item) => item.key));
    for (const role of roles) expect(roleFirstItems[role].filter((key) => !keys.has(key))).toEqual([]);
  });
});
