import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../shared/routes';
import { precompressDir } from '../../../scripts/precompress';
import { findRouteModules, findRoutePages } from '../../../scripts/route-preloads';
import { meDataElementId, routePreloadsFile, type RoutePreloads } from '../../shared/page-hints';
import { createTestApp, engines, type TestApp } from '../testing/test-app';

const webDir = mkdtempSync(path.join(tmpdir(), 'atelier-web-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><link rel="icon" href="/favicon.svg"><title>t</title></head><body>app</body></html>',
);

const concrete = (pattern: string) => pattern.replace('{id}', '12').replace('{holder}', 'safe');

describe.each(
  engines.flatMap((engine) => [
    { engine, production: false, authUrl: '/login/options' },
    { engine, production: true, authUrl: 'https://auth.example.com/start' },
  ]),
)('page gating [$engine] (production: $production)', ({ engine, production, authUrl }) => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp: t, close } = await createTestApp(engine, { webDir, authUrl, production }));
  });
  afterAll(() => close());

  const page = (url: string, cookie?: string, userAgent?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) } });

  it('sends a visitor without a token cookie to the authentication address', async () => {
    const res = await page('/invoice/list');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(authUrl);
  });

  it('shows the login pages without a session, and sends a signed-in visitor from them to /', async () => {
    expect((await page('/login')).statusCode).toBe(200);
    expect((await page('/login/options')).statusCode).toBe(200);
    const cookie = await t.signIn('owner');
    for (const url of ['/login', '/login/options']) {
      const res = await page(url, cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });

  it('treats a stale token as no session', async () => {
    const res = await page('/', 'token=stale-token-value');
    expect(res.headers.location).toBe(authUrl);
    expect((await page('/login', 'token=stale-token-value')).statusCode).toBe(200);
  });

  it('serves every route of the spec to a signed-in user', async () => {
    const cookie = await t.signIn('owner');
    for (const route of appRoutes) {
      const url = concrete(route.path) + (route.digitQuery ? '?categoryId=3' : '');
      const res = await page(url, cookie);
      // The sign-in pages send a signed-in user home, and so does the first-run setup once an owner exists.
      const expected = route.devOnly && production ? 404 : route.path.startsWith('/login/options') || route.path === '/login' || route.path === '/setup' ? 302 : 200;
      expect({ url, status: res.statusCode }).toEqual({ url, status: expected });
    }
  });

  it('answers 404 for unknown paths and non-digit ids, with the app for people and plain text for bots', async () => {
    const cookie = await t.signIn('owner');
    for (const url of ['/nowhere', '/entry/close/abc', '/entry/close/12a', '/entry-add?categoryId=x1', '/entry-add', '/cast/detail/-1']) {
      const res = await page(url, cookie);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('atelier-auth-url');
    }
    const bot = await page('/entry/close/abc', undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(bot.statusCode).toBe(404);
    expect(bot.headers['content-type']).toContain('text/plain');
    expect(bot.body).toMatch(/\/entry\/close\/abc/);
    expect(bot.body).not.toContain('<html');
  });

  it('tells the app its environment and shows the other favicon outside production', async () => {
    const res = await page('/login');
    expect(res.body).toContain(`<meta name="atelier-env" content="${production ? 'production' : 'development'}">`);
    expect(res.body).toContain(`<meta name="atelier-auth-url" content="${authUrl}">`);
    expect(res.body).toContain(production ? 'href="/favicon.svg"' : 'href="/favicon-dev.svg"');
  });

  it('sends security headers and keeps pages out of caches', async () => {
    const res = await page('/login');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe.each(engines)('compressed assets [%s]', (engine) => {
  // A script as the build writes it, and its .br/.gz from the build's own step.
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ code: 'R-${i}', grams: ${i * 3} }`).join(', ')}];\n`;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'assets', 'rows-abc123.js'), script);
    writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
    const result = await precompressDir(webDir, mkdtempSync(path.join(tmpdir(), 'atelier-precompress-')));
    expect(result.brotliBytes).toBeLessThan(result.rawBytes / 4);
    ({ testApp: t, close } = await createTestApp(engine, { webDir }));
  });
  afterAll(() => close());

  const asset = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the file as it is otherwise', async () => {
    const br = await asset('/assets/rows-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toContain('immutable');

    const gz = await asset('/assets/rows-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await asset('/assets/rows-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves a file too small to gain from compression as it is', async () => {
    expect(existsSync(path.join(webDir, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    const tiny = await asset('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });
});

describe('the page module of every route', () => {
  it('is found in the web modules\' routes files, so that the server can preload it', () => {
    const pages = findRoutePages(path.resolve('src/web'));
    const missing = appRoutes.filter((route) => !route.devOnly && !pages.has(route.path)).map((route) => route.path);
    expect(missing).toEqual([]);
    for (const file of pages.values()) expect(existsSync(file)).toBe(true);
  });

  it("comes with its module's page loads where its route names them, so that the server preloads those too", () => {
    const modules = findRouteModules(path.resolve('src/web'));
    const loadsOf = (pattern: string) => modules.get(pattern)?.loads?.split(path.sep).slice(-4).join('/');
    // A search page, a page with a loader, and an address that sends the reader on to one.
    expect(loadsOf('/cast')).toBe('modules/casting/pages/page-loads.ts');
    expect(loadsOf('/cast/detail/{id}')).toBe('modules/casting/pages/page-loads.ts');
    expect(loadsOf('/report')).toBe('modules/reports/pages/page-loads.ts');
    // A page with neither.
    expect(modules.get('/cast/detail/follow')?.loads).toBeUndefined();
  });
});

describe.each(engines)('what a page carries [%s]', (engine) => {
  const preloadDir = mkdtempSync(path.join(tmpdir(), 'atelier-web-preloads-'));
  const preloads: RoutePreloads = {
    pages: {
      '/jewelry/stock/currently': ['/assets/stock-currently-page-1.js', '/assets/stock-1.js', '/assets/stock-1.css', '/assets/kit-1.js'],
      '/login': ['/assets/login-page-1.js', '/assets/kit-1.js'],
    },
    layouts: { default: ['/assets/default-layout-1.js', '/assets/kit-1.js'], empty: ['/assets/empty-layout-1.js'] },
    notFound: ['/assets/shell-views-1.js', '/assets/shell-views-1.css', '/assets/kit-1.js'],
    catalogues: { kh: ['/assets/kh-1.js', '/assets/noto-sans-khmer-khmer-400-normal-1.woff2'], en: ['/assets/en-1.js'] },
    sections: {
      kh: { pages: { '/jewelry/stock/currently': ['/assets/i18n-kh-stock-1.json'] }, layouts: { default: ['/assets/i18n-kh-admin-1.json'] } },
      en: { pages: { '/jewelry/stock/currently': ['/assets/i18n-en-stock-1.json'] }, layouts: { default: ['/assets/i18n-en-admin-1.json'] } },
    },
  };
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    writeFileSync(path.join(preloadDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(preloadDir, routePreloadsFile), JSON.stringify(preloads));
    ({ testApp: t, close } = await createTestApp(engine, { webDir: preloadDir }));
  });
  afterAll(() => close());

  const page = async (url: string, cookie?: string) => (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
  const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const meData = (html: string) => {
    const found = new RegExp(`<script type="application/json" id="${meDataElementId}">(.*?)</script>`).exec(html);
    return found ? (JSON.parse(found[1]!) as unknown) : undefined;
  };

  it('preloads the page\'s chunks, its layout\'s and the Khmer catalogue and fonts, each once, and carries the answer of GET /me', async () => {
    const cookie = await t.signIn('owner');
    const html = await page('/jewelry/stock/currently', cookie);
    expect(modulePreloads(html).sort()).toEqual(
      ['/assets/kh-1.js', '/assets/default-layout-1.js', '/assets/kit-1.js', '/assets/stock-currently-page-1.js', '/assets/stock-1.js'].sort(),
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/stock-1.css">');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-khmer-khmer-400-normal-1.woff2">');
    const me = await t.app.inject({ method: 'GET', url: '/api/platform/me', headers: { cookie } });
    expect(meData(html)).toEqual(me.json());
  });

  const fetchPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('preloads the catalogue of the language the reader chose, with the sections its page and layout use', async () => {
    const cookie = await t.signIn('owner');
    const html = await page('/jewelry/stock/currently', `${cookie}; locale=en`);
    expect(modulePreloads(html)).toContain('/assets/en-1.js');
    expect(modulePreloads(html)).not.toContain('/assets/kh-1.js');
    expect(fetchPreloads(html).sort()).toEqual(['/assets/i18n-en-admin-1.json', '/assets/i18n-en-stock-1.json']);
    expect(fetchPreloads(await page('/jewelry/stock/currently', cookie)).sort()).toEqual(['/assets/i18n-kh-admin-1.json', '/assets/i18n-kh-stock-1.json']);
    expect(html).not.toContain('noto-sans-khmer-khmer');
  });

  it('carries no user on a public page, and only the not-found page\'s own chunks on that page', async () => {
    const login = await page('/login');
    expect(modulePreloads(login)).toEqual(expect.arrayContaining(['/assets/login-page-1.js', '/assets/empty-layout-1.js']));
    expect(meData(login)).toBeUndefined();
    const cookie = await t.signIn('owner');
    const missing = await page('/nowhere', cookie);
    expect(modulePreloads(missing)).toEqual(['/assets/kh-1.js', '/assets/shell-views-1.js', '/assets/kit-1.js']);
    expect(missing).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-views-1.css">');
    expect(modulePreloads(login)).not.toContain('/assets/shell-views-1.js');
    expect(meData(missing)).toBeUndefined();
  });
});
