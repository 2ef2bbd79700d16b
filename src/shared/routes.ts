/**
 * The route table of spec §2, shared by the server (which answers unknown
 * paths with HTTP 404) and the web router (which renders them).
 * `{id}` matches digits only; `{holder}` matches any one segment.
 */
export type RouteLayout = 'default' | 'empty' | 'none';

export type ModuleName =
  | 'platform'
  | 'materials'
  | 'production'
  | 'casting'
  | 'entries'
  | 'stock'
  | 'stones'
  | 'sales'
  | 'reports'
  | 'setup'
  | 'imports';

export interface AppRoute {
  /** Pattern as in spec §2, e.g. `/entry/close/{id}`. */
  readonly path: string;
  readonly layout: RouteLayout;
  readonly module: ModuleName;
  /** The issue that builds this page (a placeholder names it until then). */
  readonly issue: number;
  /** Query parameters that must be present and digits only. */
  readonly digitQuery?: readonly string[];
  /** Pages outside production only (the component gallery). */
  readonly devOnly?: boolean;
  /** Reachable without a session. */
  readonly public?: boolean;
  /**
   * Drawn by the app alone, never by the server (src/web/main-server.tsx): a
   * page that spends what its address carries (a one-time sign-in token)
   * as it opens, which the browser must do, once; a board that shows both
   * languages, the second fetched as it opens (a shop's TV, opened once a day).
   */
  readonly browserOnly?: boolean;
}

const r = (
  path: string,
  module: ModuleName,
  issue: number,
  extra: Partial<Omit<AppRoute, 'path' | 'module' | 'issue'>> = {},
): AppRoute => ({ path, module, issue, layout: 'default', ...extra });

export const appRoutes: readonly AppRoute[] = [
  r('/', 'platform', 2, { layout: 'none' }),
  r('/test', 'platform', 2, { devOnly: true }),
  r('/test/page1', 'platform', 2, { devOnly: true }),
  r('/test/{id}', 'platform', 2, { devOnly: true }),
  r('/test/{id}/detail', 'platform', 2, { devOnly: true }),
  r('/login', 'platform', 2, { layout: 'empty', public: true }),
  r('/login/qr', 'platform', 2, { layout: 'empty', public: true, browserOnly: true }),
  r('/login/options', 'platform', 2, { layout: 'empty', public: true }),
  r('/setting', 'platform', 2),
  r('/setting/backup', 'platform', 23),
  // [ours] first run in production (DESIGN §3.11): the only page until the shop is set up; opening balances until go-live.
  r('/setup', 'setup', 23, { layout: 'none', public: true }),
  r('/setting/opening', 'setup', 23),
  r('/branch', 'platform', 2),

  r('/entry', 'entries', 5),
  r('/entry/list', 'entries', 5),
  r('/entry/detail', 'entries', 5),
  r('/entry/gem-{id}', 'entries', 5),
  r('/entry/close/{id}', 'entries', 5),
  r('/entry/jeweller', 'entries', 5),
  r('/entry_add', 'entries', 5, { layout: 'none' }),
  r('/entry-add', 'entries', 5, { layout: 'none', digitQuery: ['categoryId'] }),
  r('/entry-add-fast', 'entries', 5, { layout: 'none' }),
  r('/entry-edit-{id}', 'entries', 5, { layout: 'none' }),
  r('/entry-detail-{id}', 'entries', 5),
  r('/entry-recap', 'entries', 5),
  r('/entry_jeweller', 'entries', 5),
  r('/entry_by_cast', 'entries', 5),
  r('/entries-close', 'entries', 5),
  r('/entries-close-add', 'entries', 5),
  r('/setting/entry-category', 'entries', 5),

  r('/follow', 'production', 4),
  r('/follow/timeline/{id}', 'production', 4),
  r('/follow-group', 'production', 4),
  r('/follow-up', 'production', 4),
  r('/follow-up/design', 'production', 4),
  r('/follow-up/unfinished', 'production', 4),
  r('/tracker_item', 'production', 4),
  r('/pre-order', 'production', 4),

  r('/wax', 'casting', 4),
  r('/cast', 'casting', 4),
  r('/cast/create', 'casting', 4),
  r('/cast/detail', 'casting', 4),
  r('/cast/detail/{id}', 'casting', 4),
  r('/cast/detail/follow', 'casting', 4),
  r('/cast/detail/summary', 'casting', 4),
  r('/cast/detail/info-{id}', 'casting', 4),
  r('/setting/estimate-wax', 'casting', 4),

  r('/report', 'reports', 9),
  r('/report/dashboard', 'reports', 9),
  r('/report/cast', 'reports', 9),
  r('/report/loss', 'reports', 9),
  r('/report/entry', 'reports', 9),
  r('/report/entry-detail', 'reports', 9),
  r('/report/staff', 'reports', 9),
  r('/report/jewelry', 'reports', 9),
  r('/report/monthly-record', 'reports', 9),

  // The gem POS and the stone quotation are the sales POS and quotation opened on stones (docs/design.md §3.7).
  r('/gem_pos', 'sales', 8),
  r('/gem_stone', 'stones', 8),
  r('/gem_stone/pos', 'sales', 8),
  r('/gem_report', 'stones', 8),
  r('/gem_report/add', 'stones', 8),
  r('/gem_report/detail-{id}', 'stones', 8),
  r('/setting/stone-size-chart', 'stones', 8),

  r('/invoice', 'sales', 7),
  r('/invoice/list', 'sales', 7),
  r('/invoice/payment', 'sales', 7),
  r('/invoice/detail-{id}', 'sales', 7),
  r('/invoice/buybacks', 'sales', 19),
  r('/pos', 'sales', 7),
  r('/pos/invoice', 'sales', 7),
  r('/pos/invoice-{id}', 'sales', 7),
  r('/pos/purchase', 'sales', 19),
  // [ours] the customer display: a second window facing the customer, full screen (DESIGN §3.10).
  r('/pos/display', 'sales', 22, { layout: 'none' }),
  r('/payment', 'sales', 7),
  r('/payment/pos', 'sales', 7),
  r('/payment/group', 'sales', 7),
  r('/customer', 'sales', 7),
  r('/sample_invoice', 'sales', 7),
  r('/sample_invoice_list', 'sales', 7),
  r('/sample_invoice_stone', 'sales', 8),
  r('/statement_by_day', 'sales', 7),
  r('/incentive', 'sales', 7),

  r('/material', 'materials', 3),
  r('/material/accounts', 'materials', 3),
  // [ours] the spec's "material rates" page has no path of its own in §2.
  r('/material/rates', 'materials', 3),
  // [ours] melting and alloying documents (DESIGN §3.2) and the printable slip of any materials document.
  r('/material/melt', 'materials', 3),
  r('/material/slip-{id}', 'materials', 3),
  r('/material/holder-{holder}', 'materials', 3),
  r('/material/holder-{holder}/return', 'materials', 3),
  r('/material/holder-{holder}/transfer', 'materials', 3),
  r('/material/holder-{holder}/transaction', 'materials', 3),
  r('/setting/material-category', 'materials', 3),
  // [ours] the rate board on a TV and the customers' price page (DESIGN §3.10): no sign-in, a board link's token.
  r('/board', 'materials', 22, { layout: 'none', public: true, browserOnly: true }),
  r('/board/prices', 'materials', 22, { layout: 'none', public: true, browserOnly: true }),
  // [ours] the owner's board links: made, named, revoked.
  r('/setting/board', 'materials', 22),

  r('/jewelry', 'stock', 6),
  r('/jewelry/stock', 'stock', 6),
  r('/jewelry/stock/pending', 'stock', 6),
  r('/jewelry/stock/currently', 'stock', 6),
  r('/jewelry/stock/transaction', 'stock', 6),
  r('/jewelry/cancel', 'stock', 6),
  r('/jewelry/transfer', 'stock', 6),
  r('/jewelry/complement', 'stock', 6),
  r('/jewelry/document-{id}', 'stock', 6),
  r('/jw-stock', 'stock', 6),
  r('/inventory', 'stock', 6),
  r('/inventory/info-{id}', 'stock', 6),
  r('/inventory/stone', 'stones', 8),
  r('/setting/jw-category', 'stock', 6),

  // [ours] a shop moving in: pieces, customers and staff from its spreadsheets (DESIGN §3.11).
  r('/setting/import', 'imports', 23),
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turns `/entry/close/{id}` into /^\/entry\/close\/(\d+)$/. */
export function routePatternToRegExp(path: string): RegExp {
  const parts = path.split(/(\{id\}|\{holder\})/);
  const source = parts
    .map((part) => (part === '{id}' ? '(\\d+)' : part === '{holder}' ? '([^/]+)' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

const compiled = appRoutes.map((route) => ({ route, regexp: routePatternToRegExp(route.path) }));

export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: readonly string[];
}

/**
 * The route a location shows, or null for "Page not found".
 * A trailing slash is tolerated; `{id}` and digit-only query values must be digits.
 */
export function matchAppRoute(pathname: string, search: string | URLSearchParams = ''): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const { route, regexp } of compiled) {
    const m = regexp.exec(path);
    if (!m) continue;
    const digitsOk = (route.digitQuery ?? []).every((name) => /^\d+$/.test(query.get(name) ?? ''));
    if (!digitsOk) return null;
    return { route, params: m.slice(1) };
  }
  return null;
}
