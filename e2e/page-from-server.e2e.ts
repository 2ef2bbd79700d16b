import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/shared/routes';
import { getJson } from './support/api';
import { baseUrl, newContext, signIn, useBrowser } from './support/browser';
import { recordIds } from './support/route-records';

/**
 * A page's first paint (docs/architecture.md): the server sends each page
 * drawn with its first answers, and the app takes it over as drawn. Every
 * route of the table, as the owner, in Khmer and in English (every other
 * route each): the page arrives drawn (its text in the HTML, inert), the app
 * takes it over without drawing any of it again and without asking the
 * server for what came with the page, and then it takes taps; drawn again,
 * it is the same page.
 */

const getBrowser = useBrowser();
const drawnBlock = 'id="atelier-page"';
const redrawn = 'part of the page the server drew was drawn again';

type Items = { items: { id: number }[] };

async function routeUrls(context: BrowserContext): Promise<string[]> {
  const first = async (url: string) => String((await getJson<Items>(context.request, url)).items[0]?.id ?? '');
  const ids: Record<string, string> = { ...(await recordIds(first)), '/inventory/info-{id}': await first('/api/stock/counts?pageSize=1') };
  const category = await first('/api/entries/categories?active=true');
  return appRoutes
    .filter((route) => !route.devOnly && !route.public && !route.browserOnly)
    .flatMap((route) => {
      let url = route.path.replace('{holder}', 'SAFE');
      if (url.includes('{id}')) {
        if (!ids[route.path]) return [];
        url = url.replace('{id}', ids[route.path]!);
      }
      if (route.digitQuery) url += `?${route.digitQuery.map((name) => `${name}=${category}`).join('&')}`;
      return [url];
    });
}

/** The owner's context in a language, as the app leaves it after a first visit (newContext sets its cookie too). */
async function ownerIn(language: 'kh' | 'en'): Promise<BrowserContext> {
  const context = await newContext(getBrowser(), { locale: language });
  await signIn(context, 'owner');
  return context;
}

interface Visit {
  readonly html: string;
  /** What the server says of its draw (Server-Timing: drawn, past limit, …). */
  readonly draw: string;
  readonly warnings: string[];
  readonly calls: string[];
}

interface Drawing {
  readonly markup: string;
  /** Its answers without their times: two drawings of the same answers must be the same markup. */
  readonly answers: string;
}

/** The drawn page: what sits in the root, and the answers it was drawn from; undefined when sent undrawn. */
function drawingOf(html: string): Drawing | undefined {
  if (!html.includes(drawnBlock)) return undefined;
  const block = html.slice(html.indexOf(drawnBlock));
  return {
    markup: html.slice(html.indexOf('<div id="root" inert>'), html.indexOf(drawnBlock)),
    answers: block.slice(block.indexOf('>') + 1, block.indexOf('</script>')).replace(/"updatedAt":\d+/g, ''),
  };
}

/** Where two drawings of a page part, with a little on either side. */
function whereTheyPart(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return `${a.slice(Math.max(0, at - 60), at + 40)} ≠ ${b.slice(Math.max(0, at - 60), at + 40)}`;
}

/** Two drawings of the same answers that are not the same markup, where they part. */
const parted = (a: Drawing | undefined, b: Drawing | undefined) =>
  a && b && a.answers === b.answers && a.markup !== b.markup ? whereTheyPart(a.markup, b.markup) : undefined;

/**
 * The page drawn again: from the same answers, the same markup, or where it
 * differs. The server draws page after page in one process; anything a module
 * keeps from one drawing to the next (a counter for rows' keys) would reach the
 * page, which the app takes over as it is (React keeps the server's attributes)
 * and then does not find. Answers that differ (a payment test code made anew
 * each time) may draw otherwise; so may a minute turning on a printed time,
 * which a third drawing would then agree with.
 */
async function drawnAlike(context: BrowserContext, url: string, first: string): Promise<string | undefined> {
  const drawAgain = async () => drawingOf(await (await context.request.get(url)).text());
  const second = await drawAgain();
  if (!parted(drawingOf(first), second)) return undefined;
  return parted(second, await drawAgain());
}

/** Opens a page, its document as sent and what happened while the app took it over. */
async function visit(page: Page, url: string): Promise<Visit> {
  const warnings: string[] = [];
  const calls: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  };
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  };
  page.on('console', onConsole);
  page.on('request', onRequest);
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  const draw = /desc="([^"]*)"/.exec((await response?.allHeaders())?.['server-timing'] ?? '')?.[1] ?? '';
  await page.locator('#root:not([inert])').waitFor({ state: 'attached', timeout: 20_000 });
  // What the app does as it takes over happens in the next moments: a part drawn again, a call made.
  await page.waitForTimeout(200);
  page.off('console', onConsole);
  page.off('request', onRequest);
  return { html, draw, warnings, calls };
}

describe('a page drawn by the server', () => {
  it('arrives drawn and inert, and is taken over as drawn, on every route in both languages', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    const slow: string[] = [];
    // The two languages side by side: a visit mostly waits (the draw, the app taking over).
    const walk = async (language: 'kh' | 'en') => {
      const context = await ownerIn(language);
      const page = await context.newPage();
      const urls = (await routeUrls(context)).filter((_, index) => index % 2 === (language === 'kh' ? 0 : 1));
      for (const url of urls) {
        const seen = await visit(page, url);
        // A draw past its limit (a busy machine: npm test runs the unit tests beside the journeys) goes undrawn, by design.
        if (seen.draw === 'past limit') {
          slow.push(`${language} ${url}`);
          continue;
        }
        if (!seen.html.includes(drawnBlock)) problems.push(`${language} ${url}: not drawn (${seen.draw})`);
        else if (!seen.html.includes('<div id="root" inert>')) problems.push(`${language} ${url}: drawn but not inert`);
        if (seen.warnings.some((text) => text.includes(redrawn))) problems.push(`${language} ${url}: drawn again (${seen.warnings.join(' | ').slice(0, 300)})`);
        // Versions are polled, never an API call; what the page was drawn with is not asked again.
        if (seen.calls.length) problems.push(`${language} ${url}: asked again for ${seen.calls.join(', ')}`);
        const otherwise = seen.html.includes(drawnBlock) ? await drawnAlike(context, url, seen.html) : undefined;
        if (otherwise) problems.push(`${language} ${url}: drawn otherwise each time from the same answers: ${otherwise}`);
      }
      await context.close();
    };
    await Promise.all([walk('kh'), walk('en')]);
    expect(problems).toEqual([]);
    if (slow.length) console.log(`drawn past the limit, sent undrawn: ${slow.join(', ')}`);
    // Most pages are drawn, even on a busy machine.
    expect(slow.length).toBeLessThan(10);
  });

  it('draws a page in the reader’s words, the phone’s cards on a phone, and a section’s first tab under the section’s address', async () => {
    const context = await ownerIn('en');
    const page = await context.newPage();
    // A desktop: the list's table.
    const desk = await visit(page, '/jewelry/stock/currently');
    expect(desk.html).toMatch(/<table[^>]*>[\s\S]*<tbody/);
    expect(desk.html).not.toContain('data-testid="piece-cards"');
    // The app keeps the screen's width in its cookie; the next page is drawn for it.
    await context.addCookies([{ name: 'screen', value: '390', url: baseUrl() }]);
    const phone = await visit(page, '/jewelry/stock/currently');
    expect(phone.html).toContain('data-testid="piece-cards"');
    // `/report` sends the reader to the dashboard: the address answers 200 with the dashboard drawn, and the app goes there.
    const response = await context.request.get('/report');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('"href":"/report/dashboard"');
    await page.goto('/report');
    await page.waitForURL((url) => url.pathname === '/report/dashboard');
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await context.close();
  });
});
