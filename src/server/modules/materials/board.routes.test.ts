import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CreateBoardLinkResponse } from '../../../shared/contracts/materials/board-links';
import type { RateBoard } from '../../../shared/contracts/materials/get-rate-board';
import { auditLog } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { boardLinks, materialCategories } from './materials.tables';

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

/** A server-sent events stream read as it comes: each `event:`/`data:` block, parsed. */
function openStream(url: string) {
  const events: { event: string; data: unknown }[] = [];
  let ended = false;
  let status = 0;
  let headers: IncomingMessage['headers'] = {};
  let buffer = '';
  const req = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (res) => {
    status = res.statusCode ?? 0;
    headers = res.headers;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) events.push({ event: name, data: JSON.parse(data) });
      }
    });
    res.on('end', () => (ended = true));
    res.on('close', () => (ended = true));
  });
  req.end();
  return { events, ended: () => ended, status: () => status, headers: () => headers, close: () => req.destroy() };
}

describeOnBothEngines('the rate board: links, figures, stream', (ctx) => {
  let serial = 0;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api${url}`, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}), headers });
  const makeLink = async (owner: string, name: string, forReceipts = false) => {
    const res = await call('POST', '/board/links', owner, { name, forReceipts });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CreateBoardLinkResponse;
  };
  /** The morning rates: 24K typed per damleung, silver typed per chi, the others following 24K. */
  const publish = async (owner: string, baseAskCents: number, baseBidCents: number, khrPerUsd?: number) => {
    const materials = await ctx().database.db.select().from(materialCategories).where(eq(materialCategories.active, true));
    const lines = materials.map((m) => (m.rateBasis === 'own' ? { materialId: m.id, askCentsPerChi: 450, bidCentsPerChi: 400 } : { materialId: m.id }));
    const res = await call('POST', '/materials/rates/publish', owner, { quotedPer: 'damleung', baseAskCents, baseBidCents, lines, ...(khrPerUsd ? { khrPerUsd } : {}) }, { 'idempotency-key': `board-${++serial}-${Math.random()}` });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('makes a named link whose token is shown once and kept only as a hash, opens the board with it or its price token, and shuts both on revoke', async () => {
    const owner = await ctx().signIn('owner');
    const made = await makeLink(owner, 'counter TV');
    expect(made.link).toMatchObject({ name: 'counter TV', forReceipts: false, createdBy: 'owner', revokedAt: null });
    const token = tokenOf(made.boardPath);
    const pricesToken = tokenOf(made.pricesPath);
    expect(made.boardPath).toBe(`/board?token=${token}`);
    expect(made.pricesPath).toMatch(new RegExp(`^/board/prices\\?token=${made.link.id}\\.`));
    expect(pricesToken).not.toContain(token);

    // Neither token is anywhere in the database: not the link's row, not its audit row, not an idempotency record.
    const dump = await ctx().database.db.execute(sql`SELECT (SELECT json_agg(b) FROM board_links b)::text || (SELECT json_agg(a) FROM audit_log a)::text || coalesce((SELECT json_agg(i) FROM idempotency_keys i)::text, '') AS text`);
    const text = (dump as unknown as { rows: { text: string }[] }).rows[0]!.text;
    expect(text).toContain('counter TV');
    expect(text).not.toContain(token);
    expect(text).not.toContain(pricesToken);

    const listed = (await call('GET', '/board/links', owner)).json().items as { id: number; name: string }[];
    expect(listed.find((l) => l.id === made.link.id)).toMatchObject({ name: 'counter TV' });

    for (const open of [token, pricesToken]) {
      const res = await call('GET', `/board/rates?token=${encodeURIComponent(open)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect((res.json() as RateBoard).pricesPath).toBe(made.pricesPath);
    }

    // Missing, wrong, tampered: 401 in words, and no rates in the answer.
    const refusals = [
      ['', 401, 'board.linkRequired'],
      ['?token=' + 'x'.repeat(43), 401, 'board.linkUnknown'],
      [`?token=${made.link.id}.${'A'.repeat(22)}`, 401, 'board.linkUnknown'],
    ] as const;
    for (const [query, status, code] of refusals) {
      const res = await call('GET', `/board/rates${query}`, undefined, undefined, { 'accept-language': 'kh' });
      expect({ query, status: res.statusCode, code: res.json().error.code }).toEqual({ query, status, code });
      expect(res.json().error.message).toMatch(/[\u1780-\u17FF]/);
      expect(res.body).not.toContain('askCentsPerChi');
    }
    // A session is no board link.
    expect((await call('GET', '/board/rates', owner)).statusCode).toBe(401);

    const revoked = await call('POST', `/board/links/${made.link.id}/revoke`, owner);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'owner', forReceipts: false });
    for (const open of [token, pricesToken]) {
      const res = await call('GET', `/board/rates?token=${encodeURIComponent(open)}`);
      expect({ status: res.statusCode, code: res.json().error.code }).toEqual({ status: 403, code: 'board.linkRevoked' });
      expect(res.body).not.toContain('askCentsPerChi');
    }
    const again = await call('POST', `/board/links/${made.link.id}/revoke`, owner);
    expect({ status: again.statusCode, code: again.json().error.code }).toEqual({ status: 409, code: 'board.linkAlreadyRevoked' });

    const audits = await ctx().database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'boardLink'), eq(auditLog.entityId, String(made.link.id))));
    expect(audits.map((a) => a.action)).toEqual(['boardLink.create', 'boardLink.revoke']);
  });

  it('puts every board route in the OpenAPI document', async () => {
    const paths = (await call('GET', '/docs/openapi.json')).json().paths as Record<string, Record<string, unknown>>;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/board/links')).toEqual(['get', 'post']);
    expect(methods('/api/board/links/{id}/revoke')).toEqual(['post']);
    expect(methods('/api/board/links/{id}/receipts')).toEqual(['post']);
    expect(methods('/api/board/receipt-link')).toEqual(['get']);
    expect(methods('/api/board/rates')).toEqual(['get']);
    expect(methods('/api/board/stream')).toEqual(['get']);
  });

  it('refuses a link without a name, or with a NUL, in words and changing nothing; only the owner makes or revokes links', async () => {
    const owner = await ctx().signIn('owner');
    const before = (await ctx().database.db.select().from(boardLinks)).length;
    for (const name of ['', '   ', 'TV\u0000', 'x'.repeat(61)]) {
      const res = await call('POST', '/board/links', owner, { name }, { 'accept-language': 'kh' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.name).toMatch(/[\u1780-\u17FF]/);
    }
    const manager = await ctx().signIn('manager');
    expect((await call('POST', '/board/links', manager, { name: 'TV' })).statusCode).toBe(403);
    expect((await call('GET', '/board/links', manager)).statusCode).toBe(403);
    expect((await ctx().database.db.select().from(boardLinks)).length).toBe(before);
  });

  it('shows each material’s rate in force exactly, in integer cents per chi and per damleung, with the riel rate', async () => {
    const owner = await ctx().signIn('owner');
    const made = await makeLink(owner, 'rates check');
    // 24K at 2,205.00 / 2,185.00 per damleung: 220.50 / 218.50 per chi.
    await publish(owner, 220_500, 218_500, 4_075);
    const board = (await call('GET', `/board/rates?token=${tokenOf(made.boardPath)}`)).json() as RateBoard;
    const inForce = (await call('GET', '/materials/rates', owner)).json().current as { materialId: number; askCentsPerChi: number; bidCentsPerChi: number }[];
    const gold = board.rates.find((r) => r.code === 'AU9999')!;
    expect(gold).toMatchObject({ askCentsPerChi: 22_050, bidCentsPerChi: 21_850, askCentsPerDamleung: 220_500, bidCentsPerDamleung: 218_500 });
    // 220,500 × 7,500 / 99,990 = 16,538.65 → 16,539 per chi; 165,390 per damleung (ten chi, never rounded again).
    expect(board.rates.find((r) => r.code === 'AU750')).toMatchObject({ askCentsPerChi: 16_539, askCentsPerDamleung: 165_390 });
    for (const rate of board.rates) {
      const stored = inForce.find((r) => r.materialId === rate.materialId)!;
      expect(rate).toMatchObject({ askCentsPerChi: stored.askCentsPerChi, bidCentsPerChi: stored.bidCentsPerChi });
      expect(rate.askCentsPerDamleung).toBe(rate.askCentsPerChi * 10);
      expect(rate.bidCentsPerDamleung).toBe(rate.bidCentsPerChi * 10);
      expect(Number.isInteger(rate.askCentsPerChi) && Number.isInteger(rate.bidCentsPerDamleung)).toBe(true);
    }
    // 24K and the golds that follow it, finest first; silver, typed apart, last.
    expect(board.rates.map((r) => r.code)).toEqual(['AU9999', 'AU990', 'AU750', 'AU585', 'AG925']);
    expect(board.khrPerUsd).toBe(4_075);
    expect(board.shopName.en).toBeTruthy();
    expect(Date.parse(board.lastChangeAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('prints on receipts the price page of the link chosen for them, else of the newest active link, and nothing once none is active', async () => {
    const owner = await ctx().signIn('owner');
    const cashier = await ctx().signIn('cashier');
    const receiptPath = async () => (await call('GET', '/board/receipt-link', cashier)).json().pricesPath as string | null;
    for (const link of (await call('GET', '/board/links', owner)).json().items as { id: number; revokedAt: string | null }[]) {
      if (!link.revokedAt) expect((await call('POST', `/board/links/${link.id}/revoke`, owner)).statusCode).toBe(200);
    }
    expect(await receiptPath()).toBeNull();
    const window = await makeLink(owner, 'window TV');
    expect(await receiptPath()).toBe(window.pricesPath);
    const counter = await makeLink(owner, 'counter TV', true);
    const newest = await makeLink(owner, 'back office');
    expect(await receiptPath()).toBe(counter.pricesPath);
    const chosen = await call('POST', `/board/links/${window.link.id}/receipts`, owner);
    expect(chosen.json()).toMatchObject({ forReceipts: true });
    expect(await receiptPath()).toBe(window.pricesPath);
    await call('POST', `/board/links/${window.link.id}/revoke`, owner);
    expect(await receiptPath()).toBe(newest.pricesPath);
    const refused = await call('POST', `/board/links/${window.link.id}/receipts`, owner);
    expect(refused.statusCode).toBe(409);
    // The receipt's price token opens the board's figures.
    expect((await call('GET', `/board/rates?token=${tokenOf((await receiptPath())!)}`)).statusCode).toBe(200);
  });

  it('streams the board as server-sent events: the figures at once, a publish within 5 s, and a revoke ends the stream', { timeout: 30_000 }, async () => {
    const owner = await ctx().signIn('owner');
    const made = await makeLink(owner, 'stream TV');
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx().app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/board/stream`;

    const refused = openStream(`${base}?token=${'y'.repeat(43)}`);
    await expect.poll(refused.status, { timeout: 5_000 }).toBe(401);
    await expect.poll(refused.ended, { timeout: 5_000 }).toBe(true);

    const stream = openStream(`${base}?token=${tokenOf(made.boardPath)}`);
    await expect.poll(() => stream.events.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers()['cache-control']).toContain('no-transform');
    expect(stream.headers()['x-accel-buffering']).toBe('no');
    expect(stream.headers()['content-encoding']).toBeUndefined();
    expect(stream.events[0]!.event).toBe('rates');

    const published = Date.now();
    await publish(owner, 231_000, 229_000);
    const gold = () =>
      stream.events
        .filter((e) => e.event === 'rates')
        .map((e) => (e.data as RateBoard).rates.find((r) => r.code === 'AU9999')?.askCentsPerChi)
        .at(-1);
    await expect.poll(gold, { timeout: 5_000, interval: 50 }).toBe(23_100);
    expect(Date.now() - published).toBeLessThan(5_000);

    await call('POST', `/board/links/${made.link.id}/revoke`, owner);
    await expect.poll(stream.ended, { timeout: 5_000, interval: 50 }).toBe(true);
    expect(stream.events.at(-1)).toEqual({ event: 'revoked', data: { code: 'board.linkRevoked' } });
    stream.close();
  });
});
