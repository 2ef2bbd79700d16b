import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium, never a downloaded one. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const demoPassword = 'atelier-demo';

/** The server of this worker (VITEST_POOL_ID, 1 to maxWorkers): a journey file has it to itself while it runs. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}

/**
 * One Chromium per worker, kept for every journey file the worker runs
 * (vitest.e2e.config.ts: isolate: false keeps this module, and so the
 * browser, between files): a launch cost a second or two of wall time per
 * file. Playwright ends the browser when the worker process exits.
 */
let workerBrowser: Promise<Browser> | undefined;

async function launchedBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  return workerBrowser;
}

/**
 * The worker's browser for a test file; each test makes its own context. What
 * a file leaves open is closed when it ends, so the next file starts with no
 * page, cookie or storage of this one.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchedBrowser();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

export interface NewContextOptions {
  /** The stored UI language; unset means the app's default (Khmer). */
  readonly locale?: 'kh' | 'en';
  readonly viewport?: { width: number; height: number };
  readonly userAgent?: string;
}

export async function newContext(browser: Browser, options: NewContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.locale) {
    // Where the app keeps the reader's language: the cookie, for the server to draw the first page
    // in it (without it an English journey's first page came drawn in Khmer, for the app to draw
    // again), and storage, for the app.
    await context.addCookies([{ name: 'locale', value: options.locale, url: baseUrl() }]);
    await context.addInitScript((locale) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', locale);
    }, options.locale);
  }
  return context;
}

/** Signs in through the API, as the login page does; the context keeps the cookies. */
export async function signIn(context: BrowserContext, username: string, password = demoPassword): Promise<void> {
  const res = await context.request.post('/api/platform/login', {
    data: { username, password },
    headers: { 'X-Requested-With': 'atelier' },
  });
  if (res.status() !== 200) throw new Error(`sign-in of ${username} failed: ${res.status()} ${await res.text()}`);
}

/** A signed-in page, ready at `path`: the app has it (a page the server drew is live once the app has taken it over). */
export async function openAs(browser: Browser, username: string, path: string, options: NewContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, options);
  await signIn(context, username);
  const page = await context.newPage();
  await page.goto(path);
  await pageLive(page);
  return page;
}

/** Waits until the page takes taps: a page the server drew is inert until the app has taken it over (src/web/shell/page-from-server.ts). */
export async function pageLive(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/**
 * Whether the journeys save their screens for a person to look at: yes, unless
 * ATELIER_E2E_SCREENS=0, as `npm test` sets it (nobody looks at them there, and
 * a full page costs half a second to a second of the browser's time, over a
 * hundred times in a run). A failed test's screen (named `…-failed`) is
 * always saved: it is what a person reads to see why.
 */
export const screensWanted = (name = '') => process.env.ATELIER_E2E_SCREENS !== '0' || name.endsWith('-failed');

/** Saves a screenshot under test-results/ for a person to look at (see screensWanted). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screensWanted(name)) return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * Pages of this context come as the app draws them itself, without the server's drawing
 * (src/web/main-server.tsx): for a journey about the app's own calls as a page opens (a slow
 * answer, a retried one), which a drawn page makes none of. The app's way when a page cannot
 * be drawn; the server's drawing has journeys of its own (page-from-server.e2e.ts).
 */
export async function drawPagesInBrowser(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<div id="root" inert>[\s\S]*?<\/div><script type="application\/json" id="atelier-page">[\s\S]*?<\/script>/, '<div id="root"></div>');
      await route.fulfill({ response, body });
    },
  );
}
