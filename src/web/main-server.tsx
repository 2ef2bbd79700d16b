import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { pageFromServerVersion, type DrawnPage, type DrawRequest } from '../shared/page-hints';
import { appTranslator } from './i18n/i18n';
import { setShopTimeZone } from './i18n/format';
import { answerCallsWith } from './shell/http';
import { opensAPage } from './shell/page-from-server';
import { createQueryClient } from './shell/query-client';
import { meQueryKey } from './shell/session';
import { provideServerFacts } from './shell/runtime-config';
import { App } from './shell/app';
import { setDrawnScreenWidth } from './ui/use-screen-query';
import { createAppRouter } from './router';

/**
 * The server's way into the app (docs/architecture.md, "A page's first
 * paint"): it draws a page as the browser would, with the page's first
 * answers, so that the page the browser receives already shows its content;
 * the app then takes that page over (main.tsx) instead of drawing it again
 * from nothing. It runs in the server's process, built apart from the web
 * (`vite build --ssr`, vite.config.ts's serverDrawBuild), and calls the API in
 * process (`answer` below), as the signed-in reader.
 *
 * What it cannot draw as the browser would, it does not draw: a page that
 * redirects, fails, is not found or calls an API that refuses answers
 * `undefined`, and the server sends the page as before, for the app to draw.
 */

export interface ServerFacts {
  readonly production: boolean;
  readonly authUrl: string;
}

/** The draw under way: its API calls go to its reader's answers. */
const drawing = new AsyncLocalStorage<DrawRequest>();

answerCallsWith(async (input, init) => {
  const request = drawing.getStore();
  if (!request) throw new Error('an API call outside a page draw');
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return request.answer(url, init ?? {});
});

/**
 * One page at a time: the translator's language and the shop's time zone are
 * the app's, not a page's (the browser shows one page), and a draw takes a
 * few milliseconds of CPU; a second reader's page waits for the first.
 */
let queue: Promise<unknown> = Promise.resolve();

export function configure(facts: ServerFacts): void {
  provideServerFacts(facts);
}

export function drawPage(request: DrawRequest): Promise<DrawnPage | undefined> {
  const draw = queue.then(() => drawing.run(request, () => drawNow(request)));
  // The next page waits for this one, but not for one that never ends (a loader's promise that
  // never settles): the server has long sent that page undrawn (its limit, page-draw.ts).
  queue = Promise.race([draw.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, stuckAfterMs).unref())]);
  return draw;
}

/** Past the server's limit for a draw (1.5 s), a draw no longer holds the next page's. */
const stuckAfterMs = 2_000;

async function drawNow(request: DrawRequest): Promise<DrawnPage | undefined> {
  const queryClient = createQueryClient();
  if (request.me) {
    queryClient.setQueryData(meQueryKey, request.me);
    if (request.me.shopTimeZone) setShopTimeZone(request.me.shopTimeZone);
  }
  await appTranslator.changeLanguage(request.language);
  setDrawnScreenWidth(request.screenWidth);
  // A page that sends the reader on (a section's first tab, a cashier's home) is drawn as the
  // page it opens, under the address asked for: the app's router goes there too (replacing the
  // address) before it takes the page over, and the address answers 200 as every route does.
  const open = async (at: string) => {
    const opened = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [at] }), server: true });
    await opened.load();
    return opened;
  };
  let href = request.href;
  let router = await open(href);
  for (let hop = 0; router._serverResult?.type === 'redirect'; hop += 1) {
    const to = router._serverResult.redirect.options.href;
    if (hop >= maxRedirects || typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return undefined;
    href = to;
    router = await open(href);
  }
  // A call that failed (and that its page did not take as an answer, as a 404 for "none") is shown
  // by the browser, which asks again: the page is not drawn with the failure in it.
  const drawable = () => appTranslator.language === request.language && !queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length;
  if (!drawable() || router.state.location.href !== href || !opensAPage(router)) return undefined;
  const render = () =>
    renderToString(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  // A page whose components ask for more than its loader started is drawn again with those
  // answers (a list's filters' choices, a setting's values), up to `drawPasses` times; what is
  // still to come after that is drawn as the browser draws it while it waits.
  let html = render();
  for (let pass = 1; pass < drawPasses; pass += 1) {
    const asked = queriesAskedFor(queryClient);
    if (!asked.length) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    if (!drawable()) return undefined;
    html = render();
  }
  return {
    html,
    data: {
      version: pageFromServerVersion,
      href,
      language: request.language,
      screenWidth: request.screenWidth,
      answers: queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'success' })
        .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
    },
  };
}

/** Redirects followed at most (a route's redirect, then its page's search made canonical). */
const maxRedirects = 3;

/** Drawings of one page at most: the loader's answers, then those its components asked for, then theirs. */
const drawPasses = 3;

/** The queries a drawing asked for that have no answer yet and may be asked (not `enabled: false`). */
function queriesAskedFor(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'all' })
    .filter((query) => {
      if (query.state.status !== 'pending') return false;
      const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}
