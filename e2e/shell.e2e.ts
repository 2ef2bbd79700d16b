import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, drawPagesInBrowser, newContext, openAs, pageLive, screenshot, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** The twelve navigation sections of spec §1 and where they lead. */
const specSections = [
  '/entry_jeweller',
  '/entry-add-fast',
  '/inventory',
  '/jewelry/stock/currently',
  '/invoice/list',
  '/customer',
  '/cast',
  '/setting/jw-category',
  '/setting/stone-size-chart',
  '/material/rates',
  '/report/dashboard',
  '/setting',
];

async function signedInPage(b: Browser, path: string, locale?: 'kh' | 'en') {
  return openAs(b, 'owner', path, locale ? { locale } : {});
}

describe('sign-in and gating', () => {
  it('sends a visitor without a session to the sign-in options, then signs in with a password (Khmer by default)', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const response = await page.goto('/invoice/list');
    expect(new URL(page.url()).pathname).toBe('/login/options');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('km');
    await screenshot(page, 'login-options-kh');
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('cashier');
    await page.locator('input[name="password"]').fill('wrong password');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByText('ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ').count()).toBeGreaterThan(0);
    await screenshot(page, 'login-error-kh');
    await page.locator('input[name="password"]').fill('atelier-demo');
    await page.locator('button[type="submit"]').click();
    // Home, which for a cashier is the POS: `/` may already have been replaced by `/pos` when the wait looks.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/pos');
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu').innerText()).toContain('Chan Sophea');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'user_id')?.value).toMatch(/^\d+$/);
    // Signed in, the login pages send us home: the server to `/`, where a cashier's home opens
    // the POS (issue 19; the session now comes with the page, so this happens before `load`).
    const home = await page.goto('/login/options');
    expect(new URL(home!.url()).pathname).toBe('/');
    expect(home!.request().redirectedFrom()?.url()).toMatch(/\/login\/options$/);
    await page.waitForURL((url) => url.pathname === '/pos');
    await context.close();
  });

  it('signs out and is sent to sign in again', async () => {
    const page = await signedInPage(browser(), '/customer', 'en');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    await page.goto('/customer');
    expect(new URL(page.url()).pathname).toBe('/login/options');
    await page.context().close();
  });

  it('shows the English login with the locale stored under `locale`', async () => {
    const context = await newContext(browser(), { locale: 'en' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByText('Sign in', { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'login-en');
    await context.close();
  });
});

describe('the shell', () => {
  it('titles the document from the translated app title, prefixed dev? outside production, with the dev favicon', async () => {
    const page = await signedInPage(browser(), '/');
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => page.title()).toBe('dev? អាតេលីយេ');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon-dev.svg');
    await screenshot(page, 'home-kh');
    await page.context().close();
  });

  it('switches to English, keeps the choice in localStorage, and keeps it after a reload', async () => {
    const page = await signedInPage(browser(), '/customer');
    await page.getByTestId('user-menu').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).not.toBe('en');
    await page.getByText('English', { exact: true }).first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await expect.poll(() => page.title()).toBe('dev? Atelier');
    await page.reload();
    await page.getByText('Invoice management').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.context().close();
  });

  it('lays out the default layout with the spec navigation sections, and / without it', async () => {
    // The shell around a page of the default layout (the report dashboard).
    const page = await signedInPage(browser(), '/report/dashboard', 'en');
    await page.locator('[data-report="dashboard"]').waitFor();
    for (const href of specSections) {
      expect({ href, count: await page.locator(`nav a[href="${href}"]`).count() }).toEqual({ href, count: 1 });
    }
    await screenshot(page, 'shell-en');
    await page.goto('/');
    await page.getByTestId('user-menu').waitFor();
    expect(await page.locator('nav a[href="/invoice/list"]').count()).toBe(0);
    expect(await page.locator('[data-testid^="home-tile-"]').count()).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'home-en');
    await page.context().close();
  });

  it('collapses the navigation behind a burger on a phone', async () => {
    const page = await openAs(browser(), 'owner', '/report/dashboard', { viewport: { width: 390, height: 844 } });
    await page.locator('[data-report="dashboard"]').waitFor();
    const link = page.locator('nav a[href="/report/dashboard"]');
    const onScreen = async () => {
      const box = await link.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    expect(await onScreen()).toBe(false);
    await page.getByRole('button', { name: 'បើកម៉ឺនុយ' }).click();
    await expect.poll(onScreen).toBe(true);
    await screenshot(page, 'shell-phone-kh');
    await page.context().close();
  });
});

describe('page not found', () => {
  it.each([
    ['/entry/close/abc', 'a non-digit id'],
    ['/entry-add?categoryId=abc', 'a non-digit categoryId'],
    ['/entry-add', 'a missing categoryId'],
    ['/no/such/page', 'an unknown path'],
  ])('shows Page not found for %s (%s), answers 404, and goes back home', async (url) => {
    const page = await signedInPage(browser(), '/', 'en');
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.innerText()).toContain('Page not found');
    expect(await notFound.innerText()).toContain(`Page Not Found: ${url.split('?')[0]}`);
    if (url === '/no/such/page') await screenshot(page, '404-en');
    await notFound.getByRole('button', { name: /back home/i }).or(notFound.getByRole('link', { name: /back home/i })).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.context().close();
  });

  it('shows the Khmer 404 screen', async () => {
    const page = await signedInPage(browser(), '/nowhere');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').innerText()).toContain('រកមិនឃើញទំព័រ');
    await screenshot(page, '404-kh');
    await page.context().close();
  });

  it('gives bots a plain 404, not the app', async () => {
    const res = await fetch(`${baseUrl()}/entry/close/abc`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('shows the component gallery under /test outside production, with digit-only ids', async () => {
    const page = await signedInPage(browser(), '/test', 'en');
    await page.locator('main input[type="text"], main input:not([type])').first().waitFor();
    expect(await page.getByTestId('not-found').count()).toBe(0);
    // Spec §9: textareas default to 5 rows; the calendar day is 24 intervals of 48 px.
    expect(await page.locator('main textarea').first().getAttribute('rows')).toBe('5');
    const calendar = page.getByTestId('calendar-day-view');
    await calendar.scrollIntoViewIfNeeded();
    expect((await calendar.boundingBox())?.height).toBe(24 * 48);
    await screenshot(page, 'gallery-en');
    await page.goto('/test/42/detail');
    await page.getByText('42').first().waitFor();
    expect((await page.goto('/test/4x2'))?.status()).toBe(404);
    await page.context().close();
  });
});

describe('shell behaviour', () => {
  it('stores appVersion from the build manifest and offers a Refresh when a newer build is out', async () => {
    const context = await newContext(browser(), { locale: 'en' });
    await signIn(context, 'manager');
    const page = await context.newPage();
    await page.clock.install();
    // Awaited from before the page loads: the installed clock still flows, so on a busy machine the
    // manifest may be asked for (a second after the app mounts) before the dashboard has drawn.
    const manifest = page.waitForResponse((r) => /\/builds\/meta\/[^/]+\.json$/.test(r.url()));
    await page.goto('/report/dashboard');
    await page.locator('[data-report="dashboard"]').waitFor();
    await page.clock.runFor(1100);
    const meta = await (await manifest).json();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('appVersion'))).toBe(meta.id);
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build', timestamp: Date.now() }) }),
    );
    await page.clock.runFor(61_000);
    const snackbar = page.getByTestId('snackbar');
    await snackbar.waitFor();
    expect(await snackbar.innerText()).toContain('A new version of Atelier is available.');
    await screenshot(page, 'snackbar-version-en');
    await page.unroute('**/builds/latest.json');
    const reloaded = page.waitForEvent('load');
    await snackbar.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await context.close();
  });

  it('retries a failed GET once, never a POST, and shows the error code in the snackbar', async () => {
    const context = await newContext(browser(), { locale: 'en' });
    const page = await context.newPage();
    await page.goto('/login');
    let posts = 0;
    await page.route('**/api/platform/login', async (route) => {
      posts++;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Down for a moment' } }) });
    });
    await page.locator('input[name="username"]').fill('cashier');
    await page.locator('input[name="password"]').fill('atelier-demo');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByText('Down for a moment').count()).toBeGreaterThan(0);
    expect(posts).toBe(1);

    await signIn(context, 'owner');
    await drawPagesInBrowser(context);
    let gets = 0;
    await page.route('**/api/platform/branches*', async (route) => {
      gets++;
      if (gets === 1) return route.fulfill({ status: 503, body: '' });
      return route.continue();
    });
    await page.goto('/branch');
    await page.getByText('Central Market').first().waitFor();
    expect(gets).toBe(2);

    await page.unroute('**/api/platform/branches*');
    let failures = 0;
    await page.route('**/api/platform/branches*', async (route) => {
      failures++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } }) });
    });
    await page.goto('/branch');
    const snackbar = page.getByTestId('snackbar');
    await snackbar.waitFor();
    expect(await snackbar.innerText()).toContain('internal');
    expect(failures).toBe(2);
    await context.close();
  });

  it('shows the thin loading bar while a request is slow', async () => {
    const context = await newContext(browser(), { locale: 'en' });
    await signIn(context, 'owner');
    await drawPagesInBrowser(context);
    const page = await context.newPage();
    await page.route('**/api/platform/branches*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/branch');
    const bar = page.getByTestId('loading-bar');
    await page.locator('[data-testid="loading-bar"][data-loading]').waitFor({ state: 'attached' });
    const box = await bar.boundingBox();
    expect(box?.height).toBe(3);
    await page.getByText('Central Market').first().waitFor();
    await page.locator('[data-testid="loading-bar"][data-loading]').waitFor({ state: 'detached' });
    await context.close();
  });

  it('reloads once when a lazy page chunk fails, then shows the error within the 10 s guard', async () => {
    const context = await newContext(browser(), { locale: 'en' });
    await signIn(context, 'owner');
    const page = await context.newPage();
    await page.goto('/');
    // The app's, not only drawn: its router listens for the address to change.
    await pageLive(page);
    let aborted = 0;
    await page.route(/\/assets\/branches-page-[^/]+\.js$/, async (route) => {
      aborted++;
      await route.abort();
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    // The reload may tear the page down while this runs.
    await page
      .evaluate(() => {
        window.history.pushState({}, '', '/branch');
        window.dispatchEvent(new PopStateEvent('popstate'));
      })
      .catch(() => undefined);
    // One reload, then the error. The error may be drawn before the reloaded page's load event
    // (the fonts come last), so the reload is waited for rather than counted at that instant.
    await expect.poll(() => loads.length, { timeout: 20_000 }).toBe(1);
    await page.getByTestId('route-error').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(loads.length).toBe(1);
    expect(aborted).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => sessionStorage.getItem('atelier:chunk-reload-at'))).toMatch(/^\d+$/);
    await context.close();
  });
});
