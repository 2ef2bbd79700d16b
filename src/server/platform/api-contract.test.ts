import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { badInputsFor } from '../testing/bad-inputs';
import { describeOnBothEngines } from '../testing/test-app';
import { auditLog } from './platform.tables';

/** Fills `:id`-style params with a plausible value. */
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1');

describeOnBothEngines('every API route', (ctx) => {
  it('answers 401 without a session unless it is public', async () => {
    const routes = ctx().app.apiRoutes.filter((r) => r.access !== 'public');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const res = await ctx().request({ method: route.method as 'GET', url: concreteUrl(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(res.json().error.code).toBe('auth.required');
    }
  });

  it('bounds every string, integer and list of its contract', () => {
    const unbounded: string[] = [];
    for (const route of ctx().app.apiRoutes) {
      for (const part of ['body', 'querystring'] as const) {
        const schema = route.schema?.[part];
        if (schema) unbounded.push(...badInputsFor(schema).unbounded.map((f) => `${route.method} ${route.url} ${part}.${f}`));
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('refuses wrong types, missing fields, huge strings and negative numbers with 400 and field errors, changing nothing', async () => {
    const cookie = await ctx().signIn('owner');
    const [before] = await ctx().database.db.select({ n: count() }).from(auditLog);
    let tried = 0;
    for (const route of ctx().app.apiRoutes) {
      const schema = route.schema?.body;
      if (!schema || route.method === 'GET') continue;
      for (const bad of badInputsFor(schema).inputs) {
        tried++;
        const res = await ctx().request({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          payload: bad.value as object,
          headers: typeof bad.value === 'string' ? { 'content-type': 'application/json' } : {},
          cookie,
        });
        const label = `${route.method} ${route.url}: ${bad.why}`;
        expect({ label, status: res.statusCode }).toEqual({ label, status: 400 });
        expect(res.json().error.code, label).toMatch(/^validation\./);
      }
    }
    expect(tried).toBeGreaterThan(5);
    const [after] = await ctx().database.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(before!.n);
  }, 60_000);

  it('gives field errors in the language of the request', async () => {
    const ask = (lang: string) =>
      ctx().request({ method: 'POST', url: '/api/platform/login', payload: { username: 'owner' }, headers: { 'accept-language': lang } });
    expect((await ask('en')).json().error.fields).toEqual({ password: 'Required' });
    expect((await ask('km-KH')).json().error.fields).toEqual({ password: 'ត្រូវតែបំពេញ' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx().request({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('routeNotFound');
  });
});
