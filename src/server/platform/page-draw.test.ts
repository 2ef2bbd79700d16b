import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFromServerElementId } from '../../shared/page-hints';
import { createTestApp, engines, type TestApp } from '../testing/test-app';

/**
 * The server's side of a page's first paint (page-draw.ts, web-pages.ts): a
 * server entry of the web build draws the page, its calls answered in process
 * as the reader; the page goes undrawn when there is no entry, an entry of an
 * older build, or a draw past its limit. The entry here is a small one of the
 * test's own, written beside the web folder as the build writes the real one
 * (src/web/main-server.tsx, which the journeys run).
 */
const buildDir = mkdtempSync(path.join(tmpdir(), 'atelier-draw-'));
const webDir = path.join(buildDir, 'web');
const entryDir = path.join(buildDir, 'web-server');
mkdirSync(webDir);
mkdirSync(entryDir);
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
// Draws the branches the reader may see, asked of the app as the browser would; `/slow` takes longer than the limit.
writeFileSync(
  path.join(entryDir, 'main-server.js'),
  `export function configure() {}
export async function drawPage({ href, language, screenWidth, answer }) {
  if (href === '/setting/backup') await new Promise((resolve) => setTimeout(resolve, 2000));
  const response = await answer('/api/platform/branches', { headers: { 'x-requested-with': 'atelier' } });
  const body = await response.json();
  if (response.status !== 200) return undefined;
  return { html: '<p>' + body.items.map((b) => b.code).join(',') + ' ' + language + ' ' + screenWidth + '</p>', data: { version: 3, href, language, screenWidth, answers: [] } };
}
`,
);

describe.each(engines)('pages drawn by the server [%s]', (engine) => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp: t, close } = await createTestApp(engine, { webDir }));
  });
  afterAll(() => close());

  const page = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('sends the page drawn, inert, with what the app needs to take it over, its calls answered as the reader', async () => {
    const cookie = await t.signIn('owner');
    const res = await page('/branch', `${cookie}; locale=en; screen=390`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root" inert><p>PP-CM[^<]* en 390<\/p><\/div>/);
    expect(res.body).toContain(`<script type="application/json" id="${pageFromServerElementId}">{"version":3,"href":"/branch","language":"en","screenWidth":390`);
    expect(res.headers['server-timing']).toMatch(/^draw;dur=\d+;desc="drawn"$/);
  });

  it('draws for a phone when the browser says it is one, for a desktop otherwise', async () => {
    const cookie = await t.signIn('owner');
    const phone = await t.app.inject({ method: 'GET', url: '/branch', headers: { cookie, 'sec-ch-ua-mobile': '?1' } });
    expect(phone.body).toContain(' kh 390</p>');
    const desk = await t.app.inject({ method: 'GET', url: '/branch', headers: { cookie, 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } });
    expect(desk.body).toContain(' kh 1280</p>');
  });

  it('sends the page undrawn past the draw’s limit, and for a page the browser alone draws', async () => {
    const cookie = await t.signIn('owner');
    const slow = await page('/setting/backup', cookie);
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<div id="root"></div>');
    expect(slow.body).not.toContain(pageFromServerElementId);
    expect(slow.headers['server-timing']).toMatch(/desc="past limit"/);
    const board = await t.app.inject({ method: 'GET', url: '/board' });
    expect(board.body).toContain('<div id="root"></div>');
  });

  it('draws no page with an entry older than the web build beside it (a build the running server has not loaded)', async () => {
    const cookie = await t.signIn('owner');
    const index = path.join(webDir, 'index.html');
    const entry = path.join(entryDir, 'main-server.js');
    const now = Date.now() / 1000;
    utimesSync(entry, now - 60, now - 60);
    utimesSync(index, now, now);
    try {
      expect((await page('/branch', cookie)).body).toContain('<div id="root"></div>');
    } finally {
      utimesSync(entry, now + 1, now + 1);
    }
  });
});
