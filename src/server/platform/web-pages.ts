import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MeResponse } from '../../shared/contracts/platform/session';
import { localeCookie, meDataElementId, pageFromServerElementId, routePreloadsFile, type DrawnPage, type RoutePreloads } from '../../shared/page-hints';
import { matchAppRoute, type AppRoute } from '../../shared/routes';
import { meOf } from './auth/me';
import { findSession } from './auth/sessions.service';
import { tokenCookie } from './access';
import { localeFromHeader, translate } from './i18n/messages';
import { pageDrawer } from './page-draw';

// Errors caused by bots are not rendered as an error page (spec §8).
const botPattern = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|headless-?check|curl\/|wget\//i;
export const isBot = (userAgent: string | undefined) => Boolean(userAgent && botPattern.test(userAgent));

const loginPaths = new Set(['/login', '/login/options']);
const setupPath = '/setup';

/**
 * Serves the built web app. Every page path is checked against the shared
 * route table: unknown paths answer 404 (the app then shows "Page not found"),
 * and pages other than the login ones need a session (spec §4).
 */
export async function installWebPages(app: FastifyInstance) {
  const { webDir, authUrl, production } = app.config;
  const indexPath = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  const readIndex = () => {
    if (!hasWeb) return '<!doctype html><title>Atelier</title><p>Run <code>npm run build</code> first.</p>';
    return indexHtml.read();
  };
  // Runtime facts for the app (no inline script: the CSP forbids it).
  const meta =
    `<meta name="atelier-auth-url" content="${authUrl.replace(/"/g, '&quot;')}">` +
    `<meta name="atelier-env" content="${production ? 'production' : 'development'}">`;
  const indexHtml = builtFile(indexPath, (text) =>
    text
      .replace('<head>', `<head>${meta}`)
      // Spec §1: another favicon outside production, whatever mode the bundle was built in.
      .replace(/href="\/favicon(?:-dev)?\.svg"/, `href="/${production ? 'favicon' : 'favicon-dev'}.svg"`),
  );

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build writes .br and .gz beside each text asset (scripts/precompress.ts):
      // sent as they are to a browser that accepts them, never compressed per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const preloadsPath = path.join(webDir, routePreloadsFile);
  // A build without the preloads file (an older dist) serves pages without preloads.
  const preloads = builtFile(preloadsPath, (text) => JSON.parse(text) as RoutePreloads, { pages: {}, layouts: {}, catalogues: {} });
  const readPreloads = () => preloads.read();

  /**
   * The page with what its first screen needs beyond index.html, asked for at
   * once: its chunks and its layout's, the reader's catalogue (the first
   * screen's sections and those of the page's chunks), and the signed-in user (scripts/route-preloads.ts says why).
   */
  const pageHtml = (route: AppRoute | undefined, language: 'kh' | 'en', me: MeResponse | undefined, drawn?: DrawnPage) => {
    const html = readIndex();
    const { pages, layouts, notFound, catalogues, sections } = readPreloads();
    const layout = route && route.layout !== 'none' ? route.layout : undefined;
    const files = new Set([
      ...(catalogues[language] ?? []),
      // No page: the not-found page's views.
      ...((!route && notFound) || []),
      ...((layout && layouts[layout]) || []),
      ...((route && pages[route.path]) || []),
      ...((layout && sections?.[language]?.layouts[layout]) || []),
      ...((route && sections?.[language]?.pages[route.path]) || []),
    ]);
    // What runs first asks first: the server speaks HTTP/1.1, six connections a page, so a request
    // waits for a free one in the order the page lists them. Styles, scripts and the catalogue before
    // the fonts, which the first paint needs only once the page has run (six fonts listed first held
    // every connection while the page's scripts queued behind them).
    const links = [...files].sort((a, b) => fetchOrder(a) - fetchOrder(b)).map((href) => {
      if (href.endsWith('.css')) return `<link rel="stylesheet" crossorigin href="${href}">`;
      if (href.endsWith('.woff2')) return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`;
      // A catalogue section, which the app fetches (src/web/i18n/i18n.ts): the same mode, so the fetch takes the preload.
      if (href.endsWith('.json')) return `<link rel="preload" as="fetch" crossorigin href="${href}">`;
      return href.endsWith('.js') ? `<link rel="modulepreload" crossorigin href="${href}">` : '';
    });
    // A data block, not a script the CSP would refuse; `<` escaped so that no value can close the element.
    const meData = me ? dataBlock(meDataElementId, me) : '';
    const page = html.replace('</head>', `${links.join('')}${meData}</head>`);
    // A drawn page: its markup in the root, and what the app needs to take it over (src/web/shell/page-from-server.ts).
    // Inert until then: a tap or a scan on a page whose scripts have not run yet would be lost half-way
    // (a field typed into that the app then draws empty); now the page takes none until it can act on it.
    return drawn
      ? page.replace('<div id="root"></div>', `<div id="root" inert>${drawn.html}</div>${dataBlock(pageFromServerElementId, drawn.data)}`)
      : page;
  };
  const drawPage = pageDrawer(app);

  const sendPage = (reply: FastifyReply, status: number, html: string = pageHtml(undefined, 'kh', undefined)) =>
    reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://x');
    const locale = localeFromHeader(request.headers['accept-language']);
    const notFoundText = translate('routeNotFound', locale, { path: url.pathname });
    if (url.pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'routeNotFound', message: notFoundText } });
    }
    // Before the first-run setup, every page is the setup page; after it, the setup page is gone.
    const setupRequired = await app.setupState.required();
    if (setupRequired !== (url.pathname === setupPath)) return reply.redirect(setupRequired ? setupPath : '/');
    const match = matchAppRoute(url.pathname, url.search);
    if (!match || (match.route.devOnly && production)) {
      if (isBot(request.headers['user-agent'])) return reply.status(404).type('text/plain; charset=utf-8').send(notFoundText);
      return sendPage(reply, 404);
    }
    const token = request.cookies[tokenCookie];
    const language = request.cookies[localeCookie] === 'en' ? 'en' : 'kh';
    // The page drawn (docs/architecture.md, "A page's first paint").
    const answer = async (route: AppRoute, me: MeResponse | undefined) => {
      const outcome = request.method === 'GET' && !route.browserOnly ? await drawPage(request, language, me) : undefined;
      const drawn = outcome?.page;
      if (outcome) reply.header('Server-Timing', `draw;dur=${outcome.ms};desc="${outcome.why}"`);
      // A page drawn where its route sent it (a section's first tab): that page's files are the ones to preload.
      const drawnRoute = drawn ? matchAppRoute(new URL(drawn.data.href, 'http://x').pathname)?.route : undefined;
      return sendPage(reply, 200, pageHtml(drawnRoute ?? route, language, me, drawn));
    };
    if (match.route.public) {
      if (token && loginPaths.has(url.pathname) && (await findSession(app.database.db, token))) return reply.redirect('/');
      return answer(match.route, undefined);
    }
    const session = token ? await findSession(app.database.db, token) : null;
    if (!session) return reply.redirect(authUrl);
    return answer(match.route, await meOf(app.database.db, session));
  };
  // The static files' wildcard would answer a directory with 403: `/` is a page.
  app.get('/', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(servePage);
}

/** A JSON data block, not a script the CSP would refuse; `<` escaped so that no value can close the element. */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** A preload's place in the page's list: styles, scripts, catalogue sections, then fonts (a stable sort keeps each kind's own order). */
function fetchOrder(href: string): number {
  if (href.endsWith('.css')) return 0;
  if (href.endsWith('.js')) return 1;
  if (href.endsWith('.json')) return 2;
  return 3;
}

/**
 * A file of the web build, read again only when the build rewrites it: a
 * `npm run build` beside a running server is seen at the next page, and a
 * page costs no file read and no parse otherwise.
 */
function builtFile<T>(filePath: string, parse: (text: string) => T, missing?: T): { read: () => T } {
  let cached: { mtimeMs: number; size: number; value: T } | undefined;
  return {
    read() {
      const stat = statSync(filePath, { throwIfNoEntry: missing === undefined });
      if (!stat) return missing as T;
      const { mtimeMs, size } = stat;
      if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) cached = { mtimeMs, size, value: parse(readFileSync(filePath, 'utf8')) };
      return cached.value;
    },
  };
}
