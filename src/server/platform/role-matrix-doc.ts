import { holderScopes, roles, type Role } from '../../shared/roles';
import { routeMatrix, routeScopes, type RouteKey, type RouteScope } from '../../shared/route-access';

export const roleMatrixDocPath = 'docs/roles.md';

const roleWords: Record<Role, string> = {
  owner: 'everything, including settings of money, tax identity and security, rates, voids',
  manager: 'production, casting, entries, stock, reports; users, staff and branches except the owner\'s account',
  cashier: 'POS, buy-backs, invoices, payments, customers, quotations',
  jeweller: 'their own entries; the metal at their own bench',
  caster: 'wax and casts',
  designer: 'design stages of production items',
  setter: 'stone preparation, gem entries, their own entries; the metal at their own bench',
};

const scopeWords: Record<RouteScope, string> = {
  ownBench: 'own bench',
  castingRoom: 'casting room',
  branchCounters: "own branch's counter",
  noCosts: 'without costs',
  exceptOwner: "not the owner's",
  ownSettings: 'only the settings given to a manager',
};

const scopeNotes: Record<RouteScope, string> = {
  branchCounters: "the counter holder(s) of the user's branch (`users.branch_id`) and the branch's old-gold holder, where old gold bought back goes (never into the counter's saleable metal)",
  castingRoom: 'holders of kind `casting`',
  ownBench: "the holder linked to the user's staff member",
  noCosts: "a stone lot's cost per carat reads as null; receiving a lot with a cost is refused (403)",
  ownSettings: 'a setting names the permission that changes it; a manager changes only those with a permission a manager holds (entries.returnPhotoRequired, stock.labelPrinter, sales.receiptPrinter), any other is refused (403)',
  exceptOwner: "the owner's account and staff record are refused (403): a manager cannot change, deactivate or reset them, make the owner a sign-in link, nor grant the owner role",
};

function cell(route: RouteKey, role: Role): string {
  const rule = routeMatrix[route];
  if (rule === 'public') return 'public';
  if (rule === 'boardLink') return 'board link';
  if (!(rule as readonly Role[]).includes(role)) return '—';
  const scope = routeScopes[route]?.[role];
  return scope ? `✓ ${scopeWords[scope]}` : '✓';
}

/** docs/roles.md: the matrix of src/shared/route-access.ts, grouped by module. */
export function renderRoleMatrix(): string {
  const routes = Object.keys(routeMatrix) as RouteKey[];
  const modules = [...new Set(routes.map((r) => r.split(' ')[1]!.split('/')[2]!))];
  const out: string[] = [
    '# Who may call what: the route × role matrix',
    '',
    '<!-- Generated from src/shared/route-access.ts by `npm run docs:roles`; role-matrix.test.ts fails when this file is out of date. -->',
    '',
    'Every API route and, for each role, whether it may call it. The server enforces this table (each route\'s',
    'permission in `config.access`, each role\'s permissions in `src/shared/roles.ts`); a test calls every route as',
    'every role: a role marked — gets 403 `auth.forbidden`, a role marked ✓ never gets 401 or 403. The web hides what',
    'a role cannot do.',
    '',
    '"board link": the rate board and its price page (DESIGN §3.10) open with a board link\'s token, which the owner',
    'makes and revokes; a session opens nothing there (401 without the token, 403 with a revoked one).',
    '',
    '## Roles',
    '',
    '| role | does |',
    '|---|---|',
    ...roles.map((role) => `| ${role} | ${roleWords[role]} |`),
    '',
    '## Scopes',
    '',
    'Where a cell says more than ✓, the role reads part of what the route serves; another holder asked by id is a 403, lists leave it out.',
    '',
    ...[...holderScopes, 'noCosts' as const, 'exceptOwner' as const, 'ownSettings' as const]
      .filter((scope) => Object.values(routeScopes).some((byRole) => Object.values(byRole ?? {}).includes(scope)))
      .map((scope) => `- **${scopeWords[scope]}**: ${scopeNotes[scope]}.`),
    '',
    'Staff phone numbers: `GET /api/platform/staff` (owner and manager); every other picker reads `GET /api/platform/staff/names` (names only).',
  ];
  for (const module of modules) {
    out.push('', `## ${module}`, '', `| route | ${roles.join(' | ')} |`, `|---|${roles.map(() => '---').join('|')}|`);
    for (const route of routes.filter((r) => r.split(' ')[1]!.split('/')[2] === module)) {
      out.push(`| \`${route}\` | ${roles.map((role) => cell(route, role)).join(' | ')} |`);
    }
  }
  return `${out.join('\n')}\n`;
}
