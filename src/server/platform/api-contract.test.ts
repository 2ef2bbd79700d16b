import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { badInputsFor, bodyWith, contractFields, fieldProbesFor, fieldProbeValues, holdsDays, jsonSchemaOf, unboundedFields } from '../testing/bad-inputs';
import { describeOnBothEngines, engines } from '../testing/test-app';
import { auditLog } from './platform.tables';
import { settingsRegistry } from './settings/settings.registry';

/**
 * Fields that land in bigint (int8) columns: milligrams, milli-carats and
 * money in minor units, bounded by Number.MAX_SAFE_INTEGER. Every other
 * integer lands in an int4 column (every id does) and stays within 2^31-1.
 */
const int8Fields = new Set<string>(['capMg', 'depositMinor', 'amountMinor', 'countedMinor']);

/** An id no record has: the largest that a path's 1 to 9 digits allow. */
const missingId = '999999999';
const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
/** Path parameters that are not ids, filled with a value their contract accepts so that the body is what is judged. */
const validParams: Record<string, string> = { key: 'shop.name', code: 'NO-SUCH-PIECE', kind: 'pieces', month: '2020-01' };

/** Fills `:id`-style params with a plausible value. */
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1');

describeOnBothEngines('every API route', (ctx, engine) => {
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

  it('bounds every string, integer and list of its contract by the column it lands in, and refuses NUL in every string', () => {
    const unbounded: string[] = [];
    for (const route of ctx().app.apiRoutes) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = route.schema?.[part];
        if (schema) unbounded.push(...unboundedFields(schema, int8Fields).map((gap) => `${route.method} ${route.url} ${part}.${gap}`));
      }
    }
    for (const [key, definition] of Object.entries(settingsRegistry)) {
      unbounded.push(...unboundedFields(definition.schema, int8Fields).map((gap) => `PUT /api/platform/settings/${key} body.value.${gap}`));
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

  /*
   * A probe its contract refuses (7,000 of 7,300) is answered before any
   * handler runs, by the same code on every engine: the run's first engine
   * tries them all; each other engine tries those the contract lets through,
   * the ones that reach the handlers and the database, where the engines can
   * differ (a column's own limit, the database's refusal).
   */
  const everyProbe = engine === engines[0];
  const fieldSweep = everyProbe
    ? 'refuses NUL, 2^31, 2^53, -1, 1.5 and a 100 KB string in every body, query and path field with a 400 naming the field (or a 404 for a path), never a 500, changing nothing'
    : 'answers the field probes its contracts let through (NUL, 2^31, 2^53, -1, 1.5, a 100 KB string) never with a 500 or the database\'s refusal, changing nothing';
  it(fieldSweep, async () => {
    const cookie = await ctx().signIn('owner');
    const [before] = await ctx().database.db.select({ n: count() }).from(auditLog);
    const wrong: string[] = [];
    let tried = 0;
    let sent = 0;
    for (const route of ctx().app.apiRoutes) {
      for (const probe of fieldProbesFor(route.schema)) {
        tried++;
        const params = paramNames(route.url);
        const paramValues = Object.fromEntries(params.map((name) => [name, probe.part === 'params' && probe.field === name ? (probe.value as string) : (validParams[name] ?? missingId)]));
        const input = probe.part === 'body' ? probe.value : probe.part === 'params' ? paramValues : { [probe.field]: probe.value };
        const refused = (route.schema![probe.part] as ZodType).safeParse(input);
        const named = !refused.success && refused.error.issues.some((issue) => issue.path.join('.') === probe.field);
        if (named && !everyProbe) continue;
        sent++;
        const url = route.url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => encodeURIComponent(paramValues[name ?? '*']!));
        const query = probe.part === 'querystring' ? `?${probe.field}=${encodeURIComponent(probe.value as string)}` : '';
        const res = await ctx().request({
          method: route.method as 'POST',
          url: url + query,
          // A DELETE sends a body only when its contract has one (taking out an entry's stone line: its posting day).
          payload: route.method === 'GET' || (route.method === 'DELETE' && probe.part !== 'body') ? undefined : probe.part === 'body' ? (probe.value as object) : {},
          cookie,
        });
        // The database's refusal (error-handler.ts) is the second line of defence: the contract must refuse first.
        const answer =
          res.statusCode === 414
            ? `414 ${res.json().error?.code}`
            : res.statusCode !== 400
            ? String(res.statusCode)
            : res.json().error.code === 'validation.refusedByDatabase'
              ? '400 from the database'
              : res.json().error.fields?.[probe.field] === undefined
                ? '400 without the field'
                : '400';
        // A path too long for the router is refused before it is routed (414 URI Too Long, in our error shape).
        const allowed = named
          ? probe.part === 'params'
            ? ['400', '404', '414 validation.badPath']
            : ['400']
          : ['200', '201', '204', '400', '400 without the field', '401', '403', '404', '409', '422'];
        if (!allowed.includes(answer)) wrong.push(`${route.method} ${route.url} ${probe.part}.${probe.field} = ${probe.why}: ${answer}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(1000);
    expect(sent).toBeGreaterThan(everyProbe ? 1000 : 100);
    const [after] = await ctx().database.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(before!.n);
  }, 240_000);

  it('refuses NUL, 2^31, 2^53, -1, 1.5 and a 100 KB string in every field of every setting with a 400 naming the field, changing nothing', async () => {
    const cookie = await ctx().signIn('owner');
    const [before] = await ctx().database.db.select({ n: count() }).from(auditLog);
    const wrong: string[] = [];
    for (const [key, definition] of Object.entries(settingsRegistry)) {
      const fields = contractFields(jsonSchemaOf(definition.schema));
      for (const field of fields.length > 0 ? fields : [{ path: [], schema: {}, tags: [] }]) {
        for (const probe of fieldProbeValues) {
          if (probe.daysOnly && !holdsDays(field.schema)) continue;
          const value = field.path.length > 0 ? bodyWith(field, probe.json) : probe.json;
          const res = await ctx().request({ method: 'PUT', url: `/api/platform/settings/${key}`, payload: { value }, cookie });
          const refused = (definition.schema as ZodType).safeParse(value);
          const named = !refused.success && refused.error.issues.some((issue) => issue.path.join('.') === field.path.join('.'));
          const name = ['value', ...field.path].join('.');
          const answer = res.statusCode === 400 && res.json().error.fields?.[name] === undefined ? '400 without the field' : String(res.statusCode);
          if (answer !== '400' && (named || res.statusCode >= 500 || res.json().error?.code === 'validation.refusedByDatabase')) wrong.push(`PUT ${key} ${name} = ${probe.why}: ${answer}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const [after] = await ctx().database.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(before!.n);
  });

  it('gives field errors in the language of the request', async () => {
    const ask = (lang: string) =>
      ctx().request({ method: 'POST', url: '/api/platform/login', payload: { username: 'owner' }, headers: { 'accept-language': lang } });
    expect((await ask('en')).json().error.fields).toEqual({ password: 'Required' });
    expect((await ask('km-KH')).json().error.fields).toEqual({ password: 'ត្រូវតែបំពេញ' });
  });

  it('refuses the contract fuzzer\'s 500s with a 400 naming the field, in the language of the request', async () => {
    const cookie = await ctx().signIn('owner');
    const ask = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
      ctx().request({ method, url, payload, cookie, headers: { 'accept-language': lang } });
    const nul = await ask('POST', '/api/platform/login', { username: 'a\u0000b', password: 'x' });
    expect([nul.statusCode, nul.json().error.fields]).toEqual([400, { username: 'Must not contain a NUL character' }]);
    const nulKh = await ask('POST', '/api/platform/login', { username: 'a\u0000b', password: 'x' }, 'km-KH');
    expect(nulKh.json().error.fields).toEqual({ username: 'មិនអាចមានតួអក្សរ NUL បានទេ' });
    const half = await ask('POST', '/api/sales/customers', { name: 'a\ud800b' });
    expect([half.statusCode, half.json().error.fields]).toEqual([400, { name: 'Contains a broken character' }]);
    const search = await ask('GET', '/api/sales/customers?search=%00');
    expect([search.statusCode, search.json().error.fields]).toEqual([400, { search: 'Must not contain a NUL character' }]);
    const redeem = await ask('POST', '/api/platform/login-links/redeem', { token: 'AAAAAAAAAAAAAAAA', userId: 2 ** 31 });
    expect([redeem.statusCode, redeem.json().error.fields]).toEqual([400, { userId: 'Cannot be bigger than 2147483647' }]);
    const credit = await ask('POST', '/api/sales/payments/apply-credit', { customerId: 2 ** 31, allocations: [{ invoiceId: 1, amountCents: 100 }] });
    expect([credit.statusCode, credit.json().error.fields]).toEqual([400, { customerId: 'Cannot be bigger than 2147483647' }]);
    const invoices = await ask('GET', '/api/sales/invoices?customerId=2147483648');
    expect([invoices.statusCode, invoices.json().error.fields]).toEqual([400, { customerId: 'Cannot be bigger than 2147483647' }]);
  });

  it('names a long path id as the field it refuses, and answers a path the router cannot read in our error shape and language', async () => {
    const cookie = await ctx().signIn('owner');
    const long = await ctx().request({ method: 'GET', url: `/api/entries/${'1'.repeat(300)}`, cookie });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['id']);
    const broken = await ctx().request({ method: 'GET', url: '/api/entries/%C0%AF', cookie, headers: { 'accept-language': 'km' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual({ code: 'validation.badPath', message: 'អាសយដ្ឋាននេះមិនអាចអានបានទេ៖ វាវែងពេក ឬខូច' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx().request({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('routeNotFound');
  });
});
