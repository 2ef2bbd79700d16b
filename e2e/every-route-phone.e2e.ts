import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRoutes, type AppRoute } from '../src/shared/routes';
import { findDeveloperText } from '../src/web/i18n/developer-text';
import { getJson, postJson } from './support/api';
import { drawPagesInBrowser, newContext, pageLive, signIn, useBrowser } from './support/browser';

/**
 * Every route of the route table on a 390 × 844 phone, in Khmer and in
 * English, with the demo's own records behind each id: no screen is wider
 * than the phone (a table scrolls inside its own box or becomes cards), no
 * badge, tab or title is cut short, and no screen shows developer text (notes,
 * filler, a dotted code instead of its translation) or the stand-in page. The
 * owner opens every route, the jeweller their own pages, and a visitor the
 * sign-in pages. Two pages per person and language share its routes (every
 * other one each) and walk them inside the app (no reload), so the whole walk
 * takes a minute or two.
 */

const getBrowser = useBrowser();
const phone = { width: 390, height: 844 };
/** About a minute on a quiet machine; room for a busy CI runner. */
const walkTimeoutMs = 600_000;
const locales = ['kh', 'en'] as const;
type Locale = (typeof locales)[number];
type Who = 'owner' | 'jeweller1' | 'visitor';

interface Visit {
  readonly who: Who;
  readonly url: string;
}

interface Finding {
  readonly url: string;
  readonly who: Who;
  /** The document's width when wider than the phone, with the outermost elements that stick out. */
  readonly wider?: { readonly scrollWidth: number; readonly culprits: readonly string[] };
  readonly cut: readonly string[];
  readonly developerText: readonly string[];
  readonly broken?: string;
}

type Items = { items: { id: number }[] };

/** The first id of a list the demo holds, or one made through the API when it holds none. */
async function firstId(request: APIRequestContext, url: string, make?: () => Promise<{ id: number }>): Promise<number> {
  const found = await getJson<Items>(request, url);
  if (found.items[0]) return found.items[0].id;
  if (!make) throw new Error(`the demo has nothing at ${url}: make one in this journey's setup`);
  return (await make()).id;
}

/** Real records for every `{id}` and `{holder}` of the route table, and the jeweller's own. */
async function demoRecords(owner: APIRequestContext, jeweller: APIRequestContext) {
  const branches = await getJson<{ items: { id: number; active: boolean }[] }>(owner, '/api/platform/branches');
  // The admin journey leaves a branch it deactivated; a count is made in one still open.
  const openBranch = branches.items.find((b) => b.active);
  if (!openBranch) throw new Error('the demo has no active branch');
  const me = await getJson<{ user: { staffId: number | null } }>(jeweller, '/api/platform/me');
  const benches = await getJson<{ items: { code: string; staffId: number | null }[] }>(jeweller, '/api/materials/holders?kind=staff');
  const bench = benches.items.find((h) => h.staffId === me.user.staffId);
  if (!bench) throw new Error('jeweller1 holds no bench');
  const entry = await firstId(owner, '/api/entries?pageSize=1&state=in_progress').catch(() => firstId(owner, '/api/entries?pageSize=1'));
  return {
    byPath: {
      '/test/{id}': 42,
      '/test/{id}/detail': 42,
      '/entry/gem-{id}': entry,
      '/entry/close/{id}': entry,
      '/entry-edit-{id}': entry,
      '/entry-detail-{id}': entry,
      '/follow/timeline/{id}': await firstId(owner, '/api/production/items?pageSize=1'),
      '/cast/detail/{id}': await firstId(owner, '/api/casting/casts?pageSize=1'),
      '/cast/detail/info-{id}': await firstId(owner, '/api/casting/casts?pageSize=1'),
      '/gem_report/detail-{id}': await firstId(owner, '/api/stones/gem-reports?pageSize=1'),
      '/invoice/detail-{id}': await firstId(owner, '/api/sales/invoices?pageSize=1'),
      '/pos/invoice-{id}': await firstId(owner, '/api/sales/invoices?pageSize=1'),
      '/material/slip-{id}': await firstId(owner, '/api/materials/documents?pageSize=1'),
      '/jewelry/document-{id}': await firstId(owner, '/api/stock/documents?pageSize=1'),
      '/inventory/info-{id}': await firstId(owner, '/api/stock/counts?pageSize=1', () =>
        postJson<{ id: number }>(owner, '/api/stock/counts', { branchId: openBranch.id, note: 'phone journey' }),
      ),
    } as Record<string, number>,
    categoryId: await firstId(owner, '/api/entries/categories?active=true'),
    jewellerEntry: await firstId(jeweller, '/api/entries?pageSize=1'),
    benchCode: bench.code,
  };
}

type Records = Awaited<ReturnType<typeof demoRecords>>;

function urlOf(route: AppRoute, records: Records): string {
  let url = route.path.replace('{holder}', 'SAFE');
  if (url.includes('{id}')) {
    const id = records.byPath[route.path];
    if (id === undefined) throw new Error(`${route.path}: no record for its id; add one to demoRecords`);
    url = url.replace('{id}', String(id));
  }
  if (route.digitQuery) url += `?${route.digitQuery.map((name) => `${name}=${records.categoryId}`).join('&')}`;
  return url;
}

function visitsOf(records: Records): Visit[] {
  const visits: Visit[] = appRoutes.map((route) => ({ who: route.public ? 'visitor' : 'owner', url: urlOf(route, records) }));
  // The jeweller's own pages, as the jeweller sees them on their phone.
  for (const url of ['/', '/entry/jeweller', '/entry_jeweller', `/entry-detail-${records.jewellerEntry}`, `/material/holder-${records.benchCode}`]) {
    visits.push({ who: 'jeweller1', url });
  }
  return visits;
}

/** Counts the app's calls still on their way (the app fetches everything through `fetch`). */
function countFetches() {
  let pending = 0;
  const fetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    pending += 1;
    return fetch(...args).finally(() => (pending -= 1));
  };
  Object.defineProperty(window, 'pendingFetches', { get: () => pending });
}

/**
 * Waits in the page until no call is on its way and nothing says "wait" (the
 * top bar, a skeleton, an overlay, a spinner) for a quiet `quietMs`; false
 * when the page is still busy after 20 s.
 */
async function settle(quietMs: number): Promise<boolean> {
  const busy = () =>
    (window as unknown as { pendingFetches: number }).pendingFetches > 0 ||
    !!document.querySelector(
      '[data-testid="loading-bar"][data-loading], .mantine-Skeleton-root[data-visible], .mantine-LoadingOverlay-root, .mantine-Loader-root',
    );
  const deadline = performance.now() + 20_000;
  let quietSince: number | null = null;
  while (performance.now() < deadline) {
    if (busy()) quietSince = null;
    else if (quietSince === null) quietSince = performance.now();
    else if (performance.now() - quietSince >= quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return false;
}

/** What the phone check reads off the settled page (runs in the browser). */
function inspect() {
  const width = window.innerWidth;
  const describe = (el: Element) => {
    const testId = el.getAttribute('data-testid');
    const mantine = [...el.classList].find((c) => c.startsWith('mantine-'));
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${mantine ? `.${mantine}` : ''} "${text}"`;
  };
  const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  // The outermost elements reaching past the right edge, outside any box that scrolls or clips them.
  const culprits: string[] = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      const style = getComputedStyle(child);
      if (style.position === 'fixed' || style.display === 'none') continue;
      if (child.getBoundingClientRect().right > width + 1) {
        culprits.push(describe(child));
        continue;
      }
      if (!clips(child)) walk(child);
    }
  };
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) walk(document.body);
  // Text cut short on a badge, a tab, a title or a button: an ellipsis, or a label that hides what does not fit.
  const cut = [...document.querySelectorAll('.mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-Tabs-tab, .mantine-Title-root, .mantine-Button-label')]
    .filter((el) => {
      const style = getComputedStyle(el);
      const hides = style.textOverflow === 'ellipsis' || (style.overflowX === 'hidden' && style.whiteSpace === 'nowrap');
      return hides && el.scrollWidth > el.clientWidth + 1 && el.getClientRects().length > 0;
    })
    .map(describe);
  const standIn = document.querySelector('[data-testid="placeholder-page"], [data-testid="not-found"], [data-testid="route-error"]');
  return {
    scrollWidth,
    width,
    culprits: culprits.slice(0, 5),
    cut,
    text: document.body.innerText,
    standIn: standIn ? (standIn.getAttribute('data-testid') ?? '') : null,
  };
}

async function openPage(browser: Browser, who: Who, locale: Locale): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { locale, viewport: phone });
  await context.addInitScript(countFetches);
  if (who !== 'visitor') await signIn(context, who);
  return { context, page: await context.newPage() };
}

/** Walks every visit in one language, reusing one page per person (navigation inside the app). */
async function walk(browser: Browser, locale: Locale, visits: readonly Visit[]): Promise<Finding[]> {
  const pages = new Map<Who, Awaited<ReturnType<typeof openPage>>>();
  const findings: Finding[] = [];
  try {
    const deadline = Date.now() + walkTimeoutMs - 60_000;
    for (const [index, { who, url }] of visits.entries()) {
      if (Date.now() > deadline) {
        // Say what was found so far rather than time out with nothing.
        findings.push({ url, who, cut: [], developerText: [], broken: `not reached in time, nor the ${visits.length - index - 1} routes after it` });
        break;
      }
      let open = pages.get(who);
      if (!open) {
        open = await openPage(browser, who, locale);
        pages.set(who, open);
        await open.page.goto(url);
        // The app's, not only drawn: the next addresses are pushed to its router.
        await pageLive(open.page);
      } else {
        await open.page.evaluate((to) => {
          window.scrollTo(0, 0);
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, url);
      }
      const settled = await open.page.evaluate(settle, 250);
      const seen = await open.page.evaluate(inspect);
      const developerText = [...new Set(findDeveloperText(seen.text))];
      const broken = !settled ? 'still loading after 20 s' : seen.standIn ? `shows ${seen.standIn}` : undefined;
      const wider = seen.scrollWidth > seen.width ? { scrollWidth: seen.scrollWidth, culprits: seen.culprits } : undefined;
      if (wider || broken || seen.cut.length > 0 || developerText.length > 0) {
        findings.push({ url, who, wider, cut: seen.cut, developerText, broken });
        await open.page.screenshot({ path: `test-results/screens/phone-${locale}${url.replace(/[^\w-]+/g, '_')}.png` }).catch(() => undefined);
      }
    }
  } finally {
    await Promise.all([...pages.values()].map(({ context }) => context.close()));
  }
  return findings;
}

const asLines = (findings: readonly Finding[], pick: (f: Finding) => string | undefined) =>
  findings.flatMap((f) => {
    const line = pick(f);
    return line === undefined ? [] : [`${f.url} (${f.who}): ${line}`];
  });

/** The records behind the ids, looked up (or made) once for both languages. */
let visits: Promise<Visit[]> | undefined;
function allVisits(): Promise<Visit[]> {
  return (visits ??= (async () => {
    const owner = await newContext(getBrowser());
    const jeweller = await newContext(getBrowser());
    try {
      await signIn(owner, 'owner');
      await signIn(jeweller, 'jeweller1');
      return visitsOf(await demoRecords(owner.request, jeweller.request));
    } finally {
      await owner.close();
      await jeweller.close();
    }
  })());
}

describe('the route table on the server', () => {
  it('answers every route, its ids filled, with the app (200)', async () => {
    const context = await newContext(getBrowser());
    await signIn(context, 'owner');
    const statuses = await Promise.all(
      // A visitor's sign-in pages send the signed-in owner home.
      (await allVisits()).filter(({ who }) => who !== 'visitor').map(async ({ url }) => ({ url, status: (await context.request.get(url, { maxRedirects: 0 })).status() })),
    );
    await context.close();
    expect(statuses.filter(({ status }) => status !== 200)).toEqual([]);
  });
});

describe('the snackbar on a phone', () => {
  it('shows under the header, clear of the buttons at the foot of the screen', async () => {
    const context = await newContext(getBrowser(), { locale: 'kh', viewport: phone });
    await signIn(context, 'owner');
    // The app's own call fails: the page is drawn in the browser (one the server drew makes none).
    await drawPagesInBrowser(context);
    const page = await context.newPage();
    await page.route('**/api/platform/branches*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'x' } }) }),
    );
    await page.goto('/branch');
    const snackbar = page.getByTestId('snackbar');
    await snackbar.waitFor();
    expect(await snackbar.getAttribute('data-placement')).toBe('top');
    // Below the 62 px header once it has slid in, and in the top half of the screen.
    await expect.poll(async () => (await snackbar.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(62);
    const box = await snackbar.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(phone.height / 2);
    await context.close();
  });
});

/**
 * Walkers per language. A route's visit is mostly waiting (its calls, then a quiet 250 ms), so
 * walks side by side finish sooner: the two languages at once, each in two walks over every other route.
 */
const walksPerLocale = 2;

// The two languages walk at once: the walk waits on the server as much as on the browser.
describe.concurrent('every route on a 390 px phone', () => {
  it.for(locales)('in %s: opens with its data, fits the phone, cuts no label and shows no developer text', { timeout: walkTimeoutMs }, async (locale, { expect }) => {
    const visits = await allVisits();
    const shares = Array.from({ length: walksPerLocale }, (_, k) => visits.filter((_, i) => i % walksPerLocale === k));
    const findings = (await Promise.all(shares.map((share) => walk(getBrowser(), locale, share)))).flat();
    expect.soft(asLines(findings, (f) => f.broken), 'opens with its data, neither a stand-in nor an error').toEqual([]);
    expect
      .soft(
        asLines(findings, (f) => (f.wider ? `${f.wider.scrollWidth}px wide: ${f.wider.culprits.join(' | ')}` : undefined)),
        'no page wider than the phone',
      )
      .toEqual([]);
    expect.soft(asLines(findings, (f) => (f.cut.length > 0 ? f.cut.join(' | ') : undefined)), 'no badge, tab, title or button cut short').toEqual([]);
    expect
      .soft(asLines(findings, (f) => (f.developerText.length > 0 ? f.developerText.join(', ') : undefined)), 'no developer text')
      .toEqual([]);
  });
});
