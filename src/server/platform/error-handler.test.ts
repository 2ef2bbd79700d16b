import { sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnBothEngines } from '../testing/test-app';
import { installErrorHandler } from './error-handler';

/**
 * The second line of DESIGN §5's "no input reaches the database unchecked":
 * the contracts refuse bad values first (api-contract.test.ts sweeps them);
 * a value that slips past one and that PostgreSQL refuses is still the
 * client's bad input, a 400, never a 500.
 */
describeOnBothEngines('the error handler', (ctx) => {
  const app = Fastify({ logger: false });
  const refusals: Record<string, SQL> = {
    nul: sql`select ${'a\u0000b'}::text as v`,
    int4: sql`select ${'2147483648'}::int4 as v`,
    notANumber: sql`select ${'12abc'}::int4 as v`,
    notADate: sql`select ${'2026-02-30'}::date as v`,
    badDate: sql`select ${'not a day'}::date as v`,
  };

  beforeAll(async () => {
    installErrorHandler(app);
    app.get<{ Params: { kind: string } }>('/refused/:kind', async (request) => {
      await ctx().database.db.execute(refusals[request.params.kind]!);
      return { stored: true };
    });
    app.get('/broken', async () => ctx().database.db.execute(sql`select * from no_such_table`));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(Object.keys(refusals))('answers a value PostgreSQL refuses (%s) with a 400 in the language of the request', async (kind) => {
    const en = await app.inject({ method: 'GET', url: `/refused/${kind}`, headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toEqual({
      code: 'validation.refusedByDatabase',
      message: 'A value in the request cannot be stored: a number too big, or text or a date it cannot read',
    });
    const kh = await app.inject({ method: 'GET', url: `/refused/${kind}`, headers: { 'accept-language': 'km-KH' } });
    expect(kh.statusCode).toBe(400);
    expect(kh.json().error.message).toMatch(/^តម្លៃមួយក្នុងសំណើ/);
  });

  it('still answers 500 for a database error that is not about a value', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
  });
});
