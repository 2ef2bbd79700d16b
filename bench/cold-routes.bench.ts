// The cold time to content of every route: the built server on a new database
// with the demo data, the owner signed in once, then each route of
// src/shared/routes.ts opened in Chromium in a NEW browser context (an empty
// HTTP cache, no service worker, nothing in memory; only the session cookie).
//
// Time to content, measured in the page from its navigation start
// (performance.now()): the first instant from which, for COLD_QUIET_MS,
//   - the page region shows text (the layout's main region, else #root), and
//     the router's pending page is not shown;
//   - nothing says "wait": no loading bar running, no visible skeleton, no
//     loader, no loading overlay, no [aria-busy=true];
//   - no call to /api is on its way.
// That is true of every page once its data is on screen (a sign-in form, a
// list, a detail, an empty list's "nothing yet") and false before: the blank
// page, the layout without its page, a skeleton, a page waiting for its data.
// The quiet window keeps a gap between two waits (the chunk, then the data)
// from counting as content; the time reported is the start of the window.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { appRoutes, type AppRoute } from '../src/shared/routes';
import { failed, measured, percentile, request, startServer, type BenchResult, type RunningServer } from './lib';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';
import { recordIds } from '../e2e/support/route-records';

const p95TargetMs = 500;
const maxTargetMs = 800;
const quietMs = Number(process.env.COLD_QUIET_MS ?? 100);
const timeoutMs = 15_000;
const names = {
  p50: 'cold route to content, p50',
  p95: 'cold route to content, p95',
  max: 'cold route to content, max',
};

/**
 * Runs in the page before its scripts: counts /api calls, then watches for
 * content. Plain JavaScript text: a function would reach the browser with the
 * helpers tsx compiles into it, which the page does not have.
 */
const watchForContent = (quiet: number) => `(() => {
  let pending = 0;
  const fetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    const api = url.includes('/api/');
    if (api) pending += 1;
    return fetch(...args).finally(() => { if (api) pending -= 1; });
  };
  const waiting = '[data-testid="loading-bar"][data-loading], .mantine-Skeleton-root[data-visible], .mantine-Loader-root, .mantine-LoadingOverlay-root, [aria-busy="true"]';
  const shown = () => {
    if (pending > 0 || document.querySelector(waiting)) return false;
    const region = document.querySelector('.mantine-AppShell-main') || document.getElementById('root');
    return !!region && region.innerText.trim().length > 0;
  };
  // What still waits, for the report of a route that never shows content.
  window.waitingFor = () => [pending > 0 ? pending + ' calls' : '', [...document.querySelectorAll(waiting)].map((el) => el.className || el.getAttribute('data-testid')).join(' ')].join(' ');
  let since = null;
  const tick = () => {
    const now = performance.now();
    if (!shown()) since = null;
    else if (since === null) since = now;
    else if (now - since >= ${quiet}) { window.contentAt = since; return; }
    setTimeout(tick, 5);
  };
  tick();
})();`;

type Ids = Record<string, string>;

/** A demo record behind every `{id}`, `{holder}` and digit query of the route table. */
async function demoIds(server: RunningServer, cookie: string): Promise<{ byPath: Ids; categoryId: string }> {
  const first = async (url: string): Promise<string> => {
    const res = await request(`${server.url}${url}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
    const body = JSON.parse(res.body) as { items: { id: number }[] };
    if (!body.items[0]) throw new Error(`the demo has nothing at ${url}`);
    return String(body.items[0].id);
  };
  const byPath: Ids = await recordIds(first);
  // The demo holds no stock count: one is started, as the every-route journey does.
  const counts = await request(`${server.url}/api/stock/counts?pageSize=1`, { headers: { cookie } });
  let count = (JSON.parse(counts.body) as { items: { id: number }[] }).items[0];
  if (!count) {
    const branches = JSON.parse((await request(`${server.url}/api/platform/branches`, { headers: { cookie } })).body) as { items: { id: number; active: boolean }[] };
    const branch = branches.items.find((b) => b.active);
    const made = await request(`${server.url}/api/stock/counts`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'atelier-bench', 'idempotency-key': `cold-routes-${Date.now()}` },
      body: JSON.stringify({ branchId: branch?.id, note: 'cold routes bench' }),
    });
    if (made.status < 300) count = JSON.parse(made.body) as { id: number };
  }
  if (count) byPath['/inventory/info-{id}'] = String(count.id);
  return { byPath, categoryId: await first('/api/entries/categories?active=true') };
}

function urlOf(route: AppRoute, ids: { byPath: Ids; categoryId: string }): string | null {
  let url = route.path.replace('{holder}', 'SAFE');
  if (url.includes('{id}')) {
    const id = ids.byPath[route.path];
    if (!id) return null;
    url = url.replace('{id}', id);
  }
  if (route.digitQuery) url += `?${route.digitQuery.map((name) => `${name}=${ids.categoryId}`).join('&')}`;
  return url;
}

interface Visit {
  readonly url: string;
  readonly ms: number;
}

async function openCold(browser: Browser, base: string, url: string, cookie: string): Promise<number> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  try {
    const cookies = cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    });
    await context.addCookies(cookies);
    await context.addInitScript({ content: watchForContent(quietMs) });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    try {
      const handle = await page.waitForFunction(() => (window as unknown as { contentAt?: number }).contentAt, undefined, {
        timeout: timeoutMs,
        polling: 50,
      });
      return (await handle.jsonValue()) as number;
    } catch (error) {
      const waiting = await page.evaluate(() => (window as unknown as { waitingFor?: () => string }).waitingFor?.()).catch(() => '?');
      throw new Error(`${error instanceof Error ? error.message.split('\n')[0] : String(error)}; waiting for: ${waiting}`, { cause: error });
    }
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-cold-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  let browser: Browser | undefined;
  try {
    database = await createBenchDatabase();
    // The demo data is written on the first start: minutes on a busy machine.
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir }, 300_000);
    const cookie = await signIn(server);
    const ids = await demoIds(server, cookie);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    // The component gallery is not a shop page (absent in production).
    // COLD_ROUTES=/cast,/entry measures only those patterns.
    const only = process.env.COLD_ROUTES?.split(',');
    const routes = appRoutes.filter((route) => !route.devOnly && (!only || only.includes(route.path)));
    const skipped: string[] = [];
    // One unmeasured visit: the server's first answers pay for its JIT and caches.
    await openCold(browser, server.url, '/', cookie).catch(() => undefined);
    const visits: Visit[] = [];
    const broken: string[] = [];
    for (const route of routes) {
      const url = urlOf(route, ids);
      if (!url) {
        skipped.push(route.path);
        continue;
      }
      try {
        visits.push({ url, ms: await openCold(browser, server.url, url, cookie) });
      } catch (error) {
        broken.push(`${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    if (broken.length) console.log(`  no content within ${timeoutMs} ms:\n    ${broken.join('\n    ')}`);
    const sorted = visits.map((v) => v.ms).sort((a, b) => a - b);
    if (!sorted.length) throw new Error('no route showed content');
    const slowest = [...visits].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const slowNote = `slowest: ${slowest.map((v) => `${v.url} ${Math.round(v.ms)}`).join(', ')}`;
    console.log(`  ${visits.length} routes; ${slowNote}`);
    const countNote = `${visits.length} routes, each in a new context${skipped.length ? `; no demo record for ${skipped.join(', ')}` : ''}${broken.length ? `; ${broken.length} without content` : ''}`;
    const results = [
      measured(names.p50, percentile(sorted, 50), 'ms', undefined, countNote),
      measured(names.p95, percentile(sorted, 95), 'ms', p95TargetMs),
      measured(names.max, sorted.at(-1)!, 'ms', maxTargetMs, slowNote),
    ];
    if (broken.length) results.push(failed('cold routes without content', '', broken.join('; ')));
    return results;
  } catch (error) {
    return [failed(names.p50, 'ms', error), failed(names.p95, 'ms', error, p95TargetMs), failed(names.max, 'ms', error, maxTargetMs)];
  } finally {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
