/** Roles of DESIGN §1 and what each may do. The server enforces; the web only hides. */
export const roles = ['owner', 'manager', 'cashier', 'jeweller', 'caster', 'designer', 'setter'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  'platform.read', // signed in: own profile, settings values, branches list
  'platform.admin', // users, staff (with their phone numbers), branches, login links; never the owner's account
  'platform.settings', // owner: settings of money, tax identity and security (shop identity, time zone, sign-in limits)
  'platform.audit', // read the audit log
  'photos.upload', // upload photos for any module's records
  'materials.read', // categories, rates in force, and the holders in the reader's scope (holder-scope.ts)
  'materials.bench', // a jeweller's or setter's own bench: its holder, balances, postings and documents (no rates: no money)
  'materials.allHolders', // every holder's metal, balances, postings and documents
  'materials.write',
  'materials.rates',
  'materials.overrideCap', // owner: a transfer that takes a holder over its cap
  'ledger.read', // the months of the books the owner closed, and today's shop day
  'ledger.backdate', // a document entered on an earlier day of the open period, with a reason
  'ledger.periods', // owner: closing a month after the stock count, and reopening it
  'production.read',
  'production.write',
  'production.design',
  'casting.write',
  'entries.read',
  'entries.own',
  'entries.write',
  'entries.accept',
  'entries.acceptOverLoss',
  'stock.read',
  'stock.write',
  'stones.read',
  'stones.costs', // a lot's cost per carat: seen and set
  'stones.write', // receive, split, adjust lots; prepare, assign and return stones; gem reports
  'stones.settings', // the stone size chart
  'sales.read',
  'sales.write',
  'sales.void',
  'sales.pricing', // owner: the exchange rate, customer groups' pricing, incentive rules and payouts
  'sales.tillSign', // sign off a till's day close (a manager or the owner; the cashier closes it)
  'reports.read',
  'imports.write', // a shop moving in: pieces, customers and staff from its spreadsheets (/setting/import)
] as const;
export type Permission = (typeof permissions)[number];

const all = [...permissions];

export const rolePermissions: Readonly<Record<Role, readonly Permission[]>> = {
  owner: all,
  manager: [
    'platform.read',
    'platform.admin',
    'photos.upload',
    'materials.read',
    'materials.allHolders',
    'materials.write',
    'ledger.read',
    'ledger.backdate',
    'production.read',
    'production.write',
    'production.design',
    'casting.write',
    'entries.read',
    'entries.own',
    'entries.write',
    'entries.accept',
    'stock.read',
    'stock.write',
    'stones.read',
    'stones.costs',
    'stones.write',
    'stones.settings',
    'sales.read',
    'sales.tillSign',
    'reports.read',
    'imports.write',
  ],
  cashier: ['platform.read', 'photos.upload', 'materials.read', 'stock.read', 'stones.read', 'sales.read', 'sales.write'],
  jeweller: ['platform.read', 'photos.upload', 'materials.bench', 'entries.own'],
  caster: ['platform.read', 'photos.upload', 'materials.read', 'production.read', 'casting.write'],
  designer: ['platform.read', 'photos.upload', 'production.read', 'production.design'],
  setter: ['platform.read', 'photos.upload', 'materials.bench', 'entries.own', 'stones.read', 'stones.write', 'production.read'],
};

export function roleCan(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/**
 * Whose metal a role reads without `materials.allHolders` (DESIGN §1): holders,
 * balances, postings and documents outside these are refused (403) or left
 * out of lists. ownBench: the holder linked to the user's staff member;
 * castingRoom: holders of kind casting; branchCounters: the counters of the
 * user's branch (users.branch_id: there is no other cashier-to-branch link)
 * and the branch's old-gold holder, where old gold bought back goes.
 */
export const holderScopes = ['ownBench', 'castingRoom', 'branchCounters'] as const;
export type HolderScope = (typeof holderScopes)[number];

export const roleHolderScopes: Readonly<Record<Role, readonly HolderScope[]>> = {
  owner: [],
  manager: [],
  cashier: ['branchCounters'],
  jeweller: ['ownBench'],
  caster: ['castingRoom'],
  designer: [],
  setter: ['ownBench'],
};
