import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { roles, type Role } from '../../shared/roles';
import { routeMatrix, routeScopes, type RouteKey, type RouteRule } from '../../shared/route-access';
import { describeOnBothEngines } from '../testing/test-app';
import { users } from './platform.tables';
import { renderRoleMatrix, roleMatrixDocPath } from './role-matrix-doc';

const demoUser: Record<Role, string> = {
  owner: 'owner',
  manager: 'manager',
  cashier: 'cashier',
  jeweller: 'jeweller1',
  caster: 'caster',
  designer: 'designer',
  setter: 'setter',
};

/** The error code of a JSON answer; null for a CSV, an image or a success. */
function errorCodeOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code ?? null;
  } catch {
    return null;
  }
}

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const ruleOf = (key: string): RouteRule | undefined => (routeMatrix as Record<string, RouteRule>)[key];

describeOnBothEngines('the route × role matrix (src/shared/route-access.ts)', (ctx) => {
  /** Per role, the id a holder-scoped route is asked about: a holder (and a document) the role may read. */
  const ownIds = new Map<Role, { holderId: number; documentId: number }>();

  beforeAll(async () => {
    const [cashier] = await ctx().database.db.select().from(users).where(eq(users.username, 'cashier'));
    cashierIds = { userId: cashier!.id, staffId: cashier!.staffId! };
    const owner = await ctx().signIn('owner');
    const get = async (url: string, cookie: string) => (await ctx().request({ method: 'GET', url, cookie })).json();
    // A document in each scope, so a scoped reader has one of its own to open.
    const holders = (await get('/api/materials/holders', owner)).items as { id: number; code: string }[];
    const gold = ((await get('/api/materials/categories', owner)).items as { id: number; code: string }[]).find((m) => m.code === 'AU9999')!;
    const safe = holders.find((h) => h.code === 'SAFE')!;
    for (const code of ['CTR-PP-CM', 'CASTING']) {
      const res = await ctx().request({
        method: 'POST',
        url: '/api/materials/transfers',
        cookie: owner,
        payload: { fromHolderId: safe.id, toHolderId: holders.find((h) => h.code === code)!.id, lines: [{ materialId: gold.id, mg: 100 }] },
      });
      expect(res.statusCode).toBe(201);
    }
    for (const role of roles) {
      if (ruleOf('GET /api/materials/holders') === 'public' || !(ruleOf('GET /api/materials/holders') as readonly Role[]).includes(role)) continue;
      const cookie = await ctx().signIn(demoUser[role]);
      const holder = ((await get('/api/materials/holders', cookie)).items as { id: number }[])[0];
      if (holder && ((await get('/api/materials/documents', cookie)).items as unknown[]).length === 0) {
        // A bench with no slip yet (the setter's): the owner issues it a little gold.
        const res = await ctx().request({
          method: 'POST',
          url: '/api/materials/transfers',
          cookie: owner,
          payload: { fromHolderId: safe.id, toHolderId: holder.id, lines: [{ materialId: gold.id, mg: 100 }] },
        });
        expect(res.statusCode).toBe(201);
      }
      const document = ((await get('/api/materials/documents', cookie)).items as { id: number }[])[0];
      if (holder && document) ownIds.set(role, { holderId: holder.id, documentId: document.id });
    }
  });

  /** An account and staff record that are not the owner's (a manager may not change the owner's). */
  let cashierIds = { userId: 0, staffId: 0 };

  const concreteUrl = (url: string, role: Role) => {
    const own = ownIds.get(role);
    return url
      .replace('/api/platform/users/:id', `/api/platform/users/${cashierIds.userId}`)
      .replace('/api/platform/staff/:id', `/api/platform/staff/${cashierIds.staffId}`)
      .replace(/^\/api\/materials\/holders\/:id/, `/api/materials/holders/${own?.holderId ?? 1}`)
      .replace(/^\/api\/materials\/documents\/:id/, `/api/materials/documents/${own?.documentId ?? 1}`)
      .replace(':key', 'shop.name')
      .replace('*', 'none.jpg')
      .replace(/:(\w+)/g, '1');
  };

  it('has one entry for every registered API route, and none for a route that does not exist', () => {
    const registered = ctx().app.apiRoutes.map(keyOf);
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((key) => ruleOf(key) === undefined)).toEqual([]);
    expect(Object.keys(routeMatrix).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('names a scope only for a role the route allows', () => {
    const stray = Object.entries(routeScopes).flatMap(([key, byRole]) =>
      Object.keys(byRole ?? {})
        .filter((role) => ruleOf(key) === 'public' || !(ruleOf(key) as readonly string[]).includes(role))
        .map((role) => `${key} ${role}`),
    );
    expect(stray).toEqual([]);
  });

  it('docs/roles.md is the matrix as rendered (npm run docs:roles writes it)', () => {
    expect(readFileSync(roleMatrixDocPath, 'utf8')).toBe(renderRoleMatrix());
  });

  for (const role of roles) {
    it(`${role === 'owner' ? 'an' : 'a'} ${role} gets 403 auth.forbidden from every route the matrix does not give it, and never 401 or 403 from one it does`, async () => {
      const cookie = await ctx().signIn(demoUser[role]);
      // Signing out ends the session the other calls use: it goes last.
      const routes = [...ctx().app.apiRoutes].sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
      const wrong: { route: string; status: number; code: unknown }[] = [];
      for (const route of routes) {
        const key = keyOf(route) as RouteKey;
        const rule = ruleOf(key);
        if (rule === undefined) continue; // the test above names it
        const allowed = rule === 'public' || rule.includes(role);
        const res = await ctx().request({
          method: route.method as 'GET',
          url: concreteUrl(route.url, role),
          payload: route.method === 'GET' ? undefined : {},
          cookie,
        });
        const code = errorCodeOf(res.body);
        if (rule === 'boardLink') {
          // A session opens nothing here: without a board link's token every role gets 401, in words.
          if (res.statusCode !== 401 || code !== 'board.linkRequired') wrong.push({ route: `${key} → ${concreteUrl(route.url, role)}`, status: res.statusCode, code });
          continue;
        }
        const refused = res.statusCode === 403 && code === 'auth.forbidden';
        if (allowed ? res.statusCode === 401 || res.statusCode === 403 : !refused) {
          wrong.push({ route: `${key} → ${concreteUrl(route.url, role)}`, status: res.statusCode, code });
        }
      }
      expect(wrong).toEqual([]);
    }, 60_000);
  }
});
