import type { HolderScope, Role } from './roles';

/**
 * The route × role matrix (DESIGN §1): who may call each /api route, in one
 * table. `public`: anyone, signed in or not; `boardLink`: no session but a
 * rate board link's token (a session opens nothing: 401 without the token,
 * 403 with a revoked one); otherwise the roles listed. The
 * server enforces it through each route's `config.access` and
 * `rolePermissions` (roles.ts); role-matrix.test.ts calls every registered
 * route as every role and fails on any difference, or on a route missing
 * here. `npm run docs:roles` renders it as docs/roles.md.
 */
export type RouteRule = 'public' | 'boardLink' | readonly Role[];

const ownerOnly = ['owner'] as const;
/** Users, staff contacts, branches, stock and metal moves, production, reports. */
const office = ['owner', 'manager'] as const;
const signedIn = ['owner', 'manager', 'cashier', 'jeweller', 'caster', 'designer', 'setter'] as const;
/** Customers, invoices, payments, stock on hand. */
const counter = ['owner', 'manager', 'cashier'] as const;
/** Selling and taking money: the POS, payments, quotations. */
const till = ['owner', 'cashier'] as const;
/** Production items and casts, read. */
const workshop = ['owner', 'manager', 'caster', 'designer', 'setter'] as const;
/** Materials, rates and holders; holders by scope (routeScopes below). */
const metalReaders = ['owner', 'manager', 'cashier', 'caster'] as const;
/** Holders' metal: the metal readers by scope, and a jeweller or setter their own bench (no rates: no money). */
const holderReaders = ['owner', 'manager', 'cashier', 'jeweller', 'caster', 'setter'] as const;
const casting = ['owner', 'manager', 'caster'] as const;
const stoneReaders = ['owner', 'manager', 'cashier', 'setter'] as const;
const stoneWork = ['owner', 'manager', 'setter'] as const;
/** Entries: the office all of them, a jeweller or setter their own. */
const benches = ['owner', 'manager', 'jeweller', 'setter'] as const;
const design = ['owner', 'manager', 'designer'] as const;
/** Pieces in stock and in production. */
const piecesAndWork = ['owner', 'manager', 'cashier', 'caster', 'designer', 'setter'] as const;
/** The size chart's carat estimate: whoever weighs stones in. */
const stoneEstimates = ['owner', 'manager', 'cashier', 'jeweller', 'setter'] as const;

export const routeMatrix = {
  // docs
  'GET /api/docs/openapi.json': 'public',
  // platform
  'POST /api/platform/login': 'public',
  'POST /api/platform/logout': signedIn,
  'GET /api/platform/me': signedIn,
  'GET /api/platform/health': 'public',
  'POST /api/platform/login-links': office,
  'POST /api/platform/login-links/redeem': 'public',
  'GET /api/platform/branches': signedIn,
  'POST /api/platform/branches': office,
  'PATCH /api/platform/branches/:id': office,
  'GET /api/platform/staff': office,
  'GET /api/platform/staff/names': signedIn,
  'POST /api/platform/staff': office,
  'PATCH /api/platform/staff/:id': office,
  'GET /api/platform/users': office,
  'POST /api/platform/users': office,
  'PATCH /api/platform/users/:id': office,
  'GET /api/platform/settings': signedIn,
  // A manager changes only the settings that name a permission a manager holds (entries.returnPhotoRequired, stock.labelPrinter, sales.receiptPrinter); the rest are the owner's.
  'PUT /api/platform/settings/:key': office,
  'GET /api/platform/audit-log': ownerOnly,
  'GET /api/platform/audit-log/export': ownerOnly,
  'POST /api/platform/uploads': signedIn,
  // Automatic backups: the folder, the schedule, "back up now" and "check a backup" are the owner's.
  'GET /api/platform/backups': ownerOnly,
  'GET /api/platform/backups/status': ownerOnly,
  'PUT /api/platform/backups/settings': ownerOnly,
  'POST /api/platform/backups': ownerOnly,
  'POST /api/platform/backups/:id/check': ownerOnly,
  // images
  'GET /api/images/*': signedIn,
  // materials
  'GET /api/materials/categories': metalReaders,
  'POST /api/materials/categories': office,
  'PATCH /api/materials/categories/:id': office,
  'GET /api/materials/holders': holderReaders,
  'POST /api/materials/holders': office,
  'PATCH /api/materials/holders/:id': office,
  'GET /api/materials/rates': metalReaders,
  'POST /api/materials/rates': ownerOnly,
  'GET /api/materials/rates/publications': metalReaders,
  'POST /api/materials/rates/publish': ownerOnly,
  'GET /api/materials/accounts': holderReaders,
  'GET /api/materials/holders/:id/postings': holderReaders,
  'GET /api/materials/holders/:id/postings.csv': holderReaders,
  'GET /api/materials/holders/:id/postings/export': holderReaders,
  'GET /api/materials/documents': holderReaders,
  'GET /api/materials/documents/:id': holderReaders,
  'POST /api/materials/transfers': office,
  'POST /api/materials/returns': office,
  'POST /api/materials/melts': office,
  'POST /api/materials/documents/:id/reverse': office,
  // ledger: posting dates and closed periods
  'GET /api/ledger/periods': office,
  'POST /api/ledger/periods/:month/close': ownerOnly,
  'POST /api/ledger/periods/:month/reopen': ownerOnly,
  // board (DESIGN §3.10): the owner's links; the board itself opens with a link's token only.
  'GET /api/board/links': ownerOnly,
  'POST /api/board/links': ownerOnly,
  'POST /api/board/links/:id/revoke': ownerOnly,
  'POST /api/board/links/:id/receipts': ownerOnly,
  'GET /api/board/receipt-link': counter,
  'GET /api/board/rates': 'boardLink',
  'GET /api/board/stream': 'boardLink',
  // production
  'POST /api/production/pre-orders': office,
  'GET /api/production/pre-orders': workshop,
  'GET /api/production/pre-orders/:id': workshop,
  'POST /api/production/items': office,
  'GET /api/production/items': workshop,
  'GET /api/production/items/by-code/:code': workshop,
  'GET /api/production/items/:id': workshop,
  'GET /api/production/items/:id/events': workshop,
  'POST /api/production/items/:id/moves': design,
  'POST /api/production/items/:id/steps': design,
  'GET /api/production/board': workshop,
  'GET /api/production/groups': workshop,
  'GET /api/production/design-queue': workshop,
  'GET /api/production/unfinished': workshop,
  // casting
  'GET /api/casting/wax': workshop,
  'POST /api/casting/wax': casting,
  'GET /api/casting/casts': workshop,
  'POST /api/casting/casts': casting,
  'GET /api/casting/summary': workshop,
  'GET /api/casting/casts/:id': workshop,
  'POST /api/casting/casts/:id/pour': casting,
  'POST /api/casting/casts/:id/result': casting,
  'POST /api/casting/casts/:id/cut': casting,
  'POST /api/casting/casts/:id/finish': casting,
  'GET /api/casting/estimate-wax': workshop,
  'GET /api/casting/home-figures': workshop,
  // stock
  'GET /api/stock/categories': piecesAndWork,
  'POST /api/stock/categories': office,
  'PATCH /api/stock/categories/:id': office,
  'GET /api/stock/pieces': counter,
  'GET /api/stock/pieces/export': counter,
  'GET /api/stock/pieces/by-code/:code': counter,
  'GET /api/stock/pieces/:id': counter,
  'POST /api/stock/pieces/:id/freeze': office,
  'GET /api/stock/pending': counter,
  'POST /api/stock/accept': office,
  'POST /api/stock/transfers': office,
  'POST /api/stock/transfers/:id/receive': office,
  'POST /api/stock/cancels': office,
  'POST /api/stock/complements': office,
  'GET /api/stock/documents': counter,
  'GET /api/stock/documents/export': counter,
  'GET /api/stock/documents/:id': counter,
  'GET /api/stock/summary': counter,
  'GET /api/stock/counts': counter,
  'POST /api/stock/counts': office,
  'GET /api/stock/counts/:id': counter,
  'POST /api/stock/counts/:id/scans': office,
  'POST /api/stock/counts/:id/close': office,
  'GET /api/stock/home-figures': counter,
  // entries
  'GET /api/entries': benches,
  'GET /api/entries/:id': benches,
  'POST /api/entries': office,
  'PUT /api/entries/:id': office,
  'POST /api/entries/:id/pickup': office,
  'GET /api/entries/:id/stones': benches,
  'POST /api/entries/:id/stones': benches,
  'DELETE /api/entries/:id/stones/:stoneId': benches,
  'GET /api/entries/close-batches': office,
  'GET /api/entries/close-batches/:id': office,
  'POST /api/entries/close-batches': office,
  'GET /api/entries/recap': office,
  'GET /api/entries/by-cast/:id': office,
  'POST /api/entries/:id/pieces/:pieceId/return': benches,
  'POST /api/entries/:id/close': office,
  'POST /api/entries/:id/send-back': office,
  'POST /api/entries/:id/accept': office,
  'GET /api/entries/categories': benches,
  'POST /api/entries/categories': office,
  'PATCH /api/entries/categories/:id': office,
  'GET /api/entries/home-figures': benches,
  'GET /api/entries/mine/summary': benches,
  // stones
  'GET /api/stones/size-chart': stoneReaders,
  'GET /api/stones/size-chart/estimate': stoneEstimates,
  'POST /api/stones/size-chart': office,
  'PATCH /api/stones/size-chart/:id': office,
  'DELETE /api/stones/size-chart/:id': office,
  'GET /api/stones/lots': stoneReaders,
  'GET /api/stones/lots/:id': stoneReaders,
  'POST /api/stones/lots': stoneWork,
  'POST /api/stones/lots/:id/split': stoneWork,
  'POST /api/stones/lots/:id/adjustments': stoneWork,
  'GET /api/stones/preparations': piecesAndWork,
  'GET /api/stones/preparations/:id': piecesAndWork,
  'POST /api/stones/preparations': stoneWork,
  'POST /api/stones/preparations/:id/assign': stoneWork,
  'POST /api/stones/preparations/:id/return': stoneWork,
  'GET /api/stones/gem-reports': stoneReaders,
  'GET /api/stones/gem-reports/:id': stoneReaders,
  'POST /api/stones/gem-reports': stoneWork,
  // sales
  'GET /api/sales/exchange-rates': signedIn,
  'POST /api/sales/exchange-rates': ownerOnly,
  'GET /api/sales/customer-groups': counter,
  'POST /api/sales/customer-groups': ownerOnly,
  'PUT /api/sales/customer-groups/:id': ownerOnly,
  'GET /api/sales/customers': counter,
  'GET /api/sales/customers/export': counter,
  'POST /api/sales/customers': till,
  'GET /api/sales/customers/:id': counter,
  'PUT /api/sales/customers/:id': till,
  'POST /api/sales/khqr': till,
  'GET /api/sales/sample-invoices': counter,
  'POST /api/sales/sample-invoices': till,
  'GET /api/sales/sample-invoices/:id': counter,
  'GET /api/sales/statement-by-day': counter,
  'GET /api/sales/statement-by-day/export': counter,
  'POST /api/sales/tills': till,
  'POST /api/sales/tills/:id/cash-moves': till,
  'POST /api/sales/tills/:id/close': till,
  'POST /api/sales/tills/:id/sign': office,
  'GET /api/sales/incentive-rules': counter,
  'PUT /api/sales/incentive-rules/:id': ownerOnly,
  'GET /api/sales/incentives': counter,
  'POST /api/sales/incentive-payouts': ownerOnly,
  'POST /api/sales/quote': counter,
  'GET /api/sales/pos/piece': counter,
  'POST /api/sales/invoices': till,
  'POST /api/sales/purchases': till,
  'GET /api/sales/buybacks': office,
  'GET /api/sales/invoices': counter,
  'GET /api/sales/invoices/export': counter,
  'GET /api/sales/invoices/:id': counter,
  'POST /api/sales/invoices/:id/void': ownerOnly,
  'POST /api/sales/invoices/:id/adjustments': till,
  'POST /api/sales/payments': till,
  'POST /api/sales/payments/apply-credit': till,
  'GET /api/sales/payments': counter,
  'GET /api/sales/payments/export': counter,
  'GET /api/sales/payments/:id': counter,
  'GET /api/sales/home-figures': counter,
  // setup: first run (public while no owner exists, then a 409) and opening balances
  'GET /api/setup': 'public',
  'POST /api/setup': 'public',
  'POST /api/setup/restore': 'public',
  'GET /api/setup/opening': ownerOnly,
  'POST /api/setup/opening': ownerOnly,
  'POST /api/setup/go-live': ownerOnly,
  // reports
  'GET /api/reports/dashboard': office,
  'GET /api/reports/cast': office,
  'GET /api/reports/loss': office,
  'GET /api/reports/entry': office,
  'GET /api/reports/entry-detail': office,
  'GET /api/reports/staff': office,
  'GET /api/reports/jewelry': office,
  'GET /api/reports/monthly-record': office,
  'GET /api/reports/dashboard/export': office,
  'GET /api/reports/cast/export': office,
  'GET /api/reports/loss/export': office,
  'GET /api/reports/entry/export': office,
  'GET /api/reports/entry-detail/export': office,
  'GET /api/reports/staff/export': office,
  'GET /api/reports/jewelry/export': office,
  'GET /api/reports/monthly-record/export': office,
  // imports (issue 23 §3): a shop moving in
  'GET /api/imports/templates/:kind': office,
  'POST /api/imports/:kind/preview': office,
  'POST /api/imports/:kind': office,
} as const satisfies Record<string, RouteRule>;

export type RouteKey = keyof typeof routeMatrix;

/** What an allowed role sees of a route when it is not everything. */
export type RouteScope = HolderScope | 'noCosts' | 'exceptOwner' | 'ownSettings';

const holderScoped = { cashier: 'branchCounters', caster: 'castingRoom', jeweller: 'ownBench', setter: 'ownBench' } as const;
const costsHidden = { cashier: 'noCosts', setter: 'noCosts' } as const;
const noCostSet = { setter: 'noCosts' } as const;
const exceptOwner = { manager: 'exceptOwner' } as const;
const ownSettings = { manager: 'ownSettings' } as const;

/** Routes an allowed role reads only part of (the rest is a 403, or left out of lists, or null). */
export const routeScopes: Partial<Record<RouteKey, Partial<Record<Role, RouteScope>>>> = {
  'GET /api/materials/accounts': holderScoped,
  'GET /api/materials/holders': holderScoped,
  'GET /api/materials/holders/:id/postings': holderScoped,
  'GET /api/materials/holders/:id/postings.csv': holderScoped,
  'GET /api/materials/holders/:id/postings/export': holderScoped,
  'GET /api/materials/documents': holderScoped,
  'GET /api/materials/documents/:id': holderScoped,
  'GET /api/stones/lots': costsHidden,
  'GET /api/stones/lots/:id': costsHidden,
  'POST /api/stones/lots': noCostSet,
  'POST /api/stones/lots/:id/split': noCostSet,
  'POST /api/stones/lots/:id/adjustments': noCostSet,
  'GET /api/entries/home-figures': { jeweller: 'ownBench', setter: 'ownBench' },
  'GET /api/sales/home-figures': { cashier: 'branchCounters' },
  'PATCH /api/platform/users/:id': exceptOwner,
  'PUT /api/platform/settings/:key': ownSettings,
  'PATCH /api/platform/staff/:id': exceptOwner,
  'POST /api/platform/login-links': exceptOwner,
};
