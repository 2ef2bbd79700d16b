import {
  IconBolt,
  IconBuildingStore,
  IconCashRegister,
  IconCategory,
  IconClipboardList,
  IconCoins,
  IconDatabaseExport,
  IconDiamond,
  IconDiamonds,
  IconFileInvoice,
  IconFlame,
  IconListDetails,
  IconPackages,
  IconReportAnalytics,
  IconRuler2,
  IconScale,
  IconSettings,
  IconTimeline,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Permission, Role } from '../../shared/roles';
import type en from '../i18n/en.json';

export type NavItemKey = keyof (typeof en)['nav']['items'];
export type NavGroupKey = keyof (typeof en)['nav']['groups'];

export interface NavItem {
  key: NavItemKey;
  to: string;
  icon: Icon;
  /** Shown to users holding any of these; the server enforces the same. */
  anyOf: readonly Permission[];
  /** Other path prefixes that belong to this section ('…-' matches a segment prefix). */
  alsoActiveOn?: readonly string[];
}

export interface NavGroup {
  key: NavGroupKey;
  items: readonly NavItem[];
}

/** Spec §1's twelve sections, plus a few shortcuts of ours (POS, follow-up, material accounts, branches). */
export const navGroups: readonly NavGroup[] = [
  {
    key: 'workshop',
    items: [
      {
        key: 'myEntry',
        to: '/entry_jeweller',
        icon: IconClipboardList,
        anyOf: ['entries.own', 'entries.read'],
        alsoActiveOn: ['/entry/jeweller'],
      },
      { key: 'fastEntry', to: '/entry-add-fast', icon: IconBolt, anyOf: ['entries.write'] },
      {
        key: 'entries',
        to: '/entry/list',
        icon: IconListDetails,
        anyOf: ['entries.read'],
        alsoActiveOn: ['/entry', '/entry_add', '/entry-add', '/entry-edit-', '/entry/detail', '/entry/gem-', '/entry/close', '/entry-detail-', '/entries-close', '/entries-close-add', '/entry-recap', '/entry_by_cast'],
      },
      {
        key: 'followUp',
        to: '/follow',
        icon: IconTimeline,
        anyOf: ['production.read'],
        alsoActiveOn: ['/follow-group', '/follow-up', '/tracker_item', '/pre-order'],
      },
      { key: 'casts', to: '/cast', icon: IconFlame, anyOf: ['casting.write', 'production.read'], alsoActiveOn: ['/wax', '/setting/estimate-wax'] },
    ],
  },
  {
    key: 'stock',
    items: [
      { key: 'inventory', to: '/inventory', icon: IconPackages, anyOf: ['stock.read'] },
      {
        key: 'stock',
        to: '/jewelry/stock/currently',
        icon: IconDiamond,
        anyOf: ['stock.read'],
        alsoActiveOn: ['/jewelry', '/jw-stock'],
      },
      {
        key: 'gems',
        to: '/gem_stone',
        icon: IconDiamonds,
        anyOf: ['stones.read'],
        alsoActiveOn: ['/gem_pos', '/gem_report', '/inventory/stone', '/sample_invoice_stone'],
      },
      { key: 'jewelryCategories', to: '/setting/jw-category', icon: IconCategory, anyOf: ['stock.write'] },
      { key: 'stoneSizeChart', to: '/setting/stone-size-chart', icon: IconRuler2, anyOf: ['stones.read'] },
    ],
  },
  {
    key: 'sales',
    items: [
      { key: 'pos', to: '/pos', icon: IconCashRegister, anyOf: ['sales.write'], alsoActiveOn: ['/payment/pos'] },
      {
        key: 'invoices',
        to: '/invoice/list',
        icon: IconFileInvoice,
        anyOf: ['sales.read'],
        alsoActiveOn: ['/invoice', '/payment', '/sample_invoice', '/sample_invoice_list', '/statement_by_day', '/incentive'],
      },
      { key: 'customers', to: '/customer', icon: IconUsers, anyOf: ['sales.read'] },
    ],
  },
  {
    key: 'materials',
    items: [
      { key: 'materialRates', to: '/material/rates', icon: IconCoins, anyOf: ['materials.read', 'materials.rates'] },
      {
        key: 'materialAccounts',
        to: '/material/accounts',
        icon: IconScale,
        anyOf: ['materials.read'],
        alsoActiveOn: ['/material', '/material/holder-'],
      },
    ],
  },
  {
    key: 'admin',
    items: [
      {
        key: 'reports',
        to: '/report/dashboard',
        icon: IconReportAnalytics,
        anyOf: ['reports.read'],
        alsoActiveOn: ['/report'],
      },
      { key: 'configuration', to: '/setting', icon: IconSettings, anyOf: ['platform.admin'], alsoActiveOn: ['/setting'] },
      { key: 'backups', to: '/setting/backup', icon: IconDatabaseExport, anyOf: ['platform.settings'] },
      { key: 'branches', to: '/branch', icon: IconBuildingStore, anyOf: ['platform.admin'] },
    ],
  },
];

export const navItems: readonly NavItem[] = navGroups.flatMap((group) => group.items);

/**
 * What each role does most, first (issue 20 §4): these sections lead the
 * sidebar and the home's tiles, their groups moved up with them; the rest
 * follow in the house order. Order only: who sees a section is still its
 * `anyOf`, as the server's route matrix decides.
 */
export const roleFirstItems: Readonly<Record<Role, readonly NavItemKey[]>> = {
  // "Where is my gold, and how much did we lose?" (DESIGN §1), then the morning's rates.
  owner: ['materialAccounts', 'materialRates', 'reports', 'entries', 'invoices'],
  manager: ['entries', 'followUp', 'casts', 'fastEntry', 'stock', 'inventory', 'materialAccounts', 'reports'],
  cashier: ['pos', 'invoices', 'customers', 'stock', 'inventory'],
  jeweller: ['myEntry'],
  caster: ['casts', 'followUp'],
  designer: ['followUp'],
  setter: ['gems', 'myEntry', 'followUp'],
};

/** The sidebar's groups for a role: its first sections lead (see roleFirstItems); no role: the house order. */
export function navGroupsFor(role: Role | undefined): NavGroup[] {
  const first = role ? roleFirstItems[role] : [];
  const rank = (key: NavItemKey) => {
    const at = first.indexOf(key);
    return at === -1 ? first.length : at;
  };
  const byRank = <T>(list: readonly T[], rankOf: (item: T) => number) =>
    list
      .map((item, index) => ({ item, index, rank: rankOf(item) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ item }) => item);
  const groups = navGroups.map((group) => ({ ...group, items: byRank(group.items, (item) => rank(item.key)) }));
  return byRank(groups, (group) => Math.min(...group.items.map((item) => rank(item.key))));
}

/** The sections a role's home shows as tiles, in its sidebar's order. */
export const navItemsFor = (role: Role | undefined): NavItem[] => navGroupsFor(role).flatMap((group) => group.items);

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('-')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The navigation item a page belongs to: the longest matching prefix wins. */
export function activeNavItem(pathname: string): NavItem | undefined {
  let best: { item: NavItem; length: number } | undefined;
  for (const item of navItems) {
    for (const prefix of [item.to, ...(item.alsoActiveOn ?? [])]) {
      if (matchesPrefix(pathname, prefix) && (!best || prefix.length > best.length)) {
        best = { item, length: prefix.length };
      }
    }
  }
  return best?.item;
}
