import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MeResponse } from '../../shared/contracts/platform/session';
import { screenCookie, type DrawnPage, type DrawRequest } from '../../shared/page-hints';

/**
 * A page drawn on the server (docs/architecture.md, "A page's first paint"):
 * the web build's server entry (src/web/main-server.tsx, built into
 * `web-server/` beside the web's folder) draws the page with its first
 * answers, which it asks of this app in process, as the reader. The page then
 * shows its content as it arrives, before any of its scripts has run.
 *
 * A draw is an addition, never a condition: without the server entry (an
 * older build, the dev server), past `drawLimitMs`, or for a page it cannot
 * draw, the page goes as before and the app draws it in the browser.
 */

/** What the server entry exports (main-server.tsx). */
interface ServerEntry {
  configure(facts: { production: boolean; authUrl: string }): void;
  drawPage(request: DrawRequest): Promise<DrawnPage | undefined>;
}

/**
 * Longer than a page's answers take on a busy machine, shorter than a reader
 * would wait for a blank page: past it the page goes undrawn (the draw's
 * answers are then asked for again by the browser).
 */
export const drawLimitMs = 1500;

/** Widths the app draws for: a phone's and a desktop's, when the app has not said. */
const phoneWidth = 390;
const desktopWidth = 1280;

/**
 * The width the page is drawn for: the app's own report (the `screen` cookie),
 * else a phone's when the browser says it is on one (Sec-CH-UA-Mobile, which
 * Chromium sends unasked; the user agent elsewhere), else a desktop's.
 */
export function screenWidthOf(request: FastifyRequest): number {
  const reported = Number(request.cookies[screenCookie]);
  if (Number.isInteger(reported) && reported >= 200 && reported <= 8000) return reported;
  const mobileHint = request.headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return phoneWidth;
  if (mobileHint === undefined && /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '')) return phoneWidth;
  return desktopWidth;
}

/** Headers of the reader's request that the page's own calls carry. */
const forwardedHeaders = ['cookie', 'user-agent', 'x-forwarded-for'] as const;

export function pageDrawer(app: FastifyInstance) {
  const { webDir, production, authUrl } = app.config;
  const entryPath = path.join(path.dirname(webDir), 'web-server', 'main-server.js');
  const indexPath = path.join(webDir, 'index.html');
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry | undefined> } | undefined;

  /**
   * The server entry, as this process first found it. A module cannot be
   * loaded twice (its chunks would share the first copy's state), so after a
   * build beside the running server pages go undrawn until it restarts: the
   * old entry would draw the old build's markup into the new build's page.
   */
  function serverEntry(): Promise<ServerEntry | undefined> {
    const stat = statSync(entryPath, { throwIfNoEntry: false });
    const index = statSync(indexPath, { throwIfNoEntry: false });
    // `npm run build` writes the browser's build, then the server entry: an older entry is of another build.
    if (!stat || !index || stat.mtimeMs < index.mtimeMs) return Promise.resolve(undefined);
    loaded ??= {
      mtimeMs: stat.mtimeMs,
      entry: import(pathToFileURL(entryPath).href).then(
        (module: ServerEntry) => {
          module.configure({ production, authUrl });
          return module;
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'the web build’s server entry does not load; pages go undrawn');
          return undefined;
        },
      ),
    };
    return loaded.mtimeMs === stat.mtimeMs ? loaded.entry : Promise.resolve(undefined);
  }

  /** One API call of the page's loaders, answered in process with the reader's cookie and language. */
  function answerFor(request: FastifyRequest, language: 'kh' | 'en') {
    const headers: Record<string, string> = { 'accept-language': language === 'en' ? 'en' : 'km' };
    for (const name of forwardedHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return async (url: string, init: RequestInit): Promise<Response> => {
      const sent = new Headers(init.headers);
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...Object.fromEntries(sent), ...headers },
        // A query may send a body (the payment QR's preview is a POST): only JSON text, from the app's client.
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        remoteAddress: request.ip,
      });
      const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') responseHeaders.set(name, value);
        else if (typeof value === 'number') responseHeaders.set(name, String(value));
      }
      return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
    };
  }

  /** The page drawn for this reader, or undefined: then the browser draws it. */
  return async function drawPage(request: FastifyRequest, language: 'kh' | 'en', me: MeResponse | undefined): Promise<DrawOutcome> {
    const started = performance.now();
    const outcome = (page: DrawnPage | undefined, why: DrawOutcome['why']): DrawOutcome => ({ page, why, ms: Math.round(performance.now() - started) });
    const entry = await serverEntry();
    if (!entry) return outcome(undefined, 'no entry');
    const href = request.url;
    let stopTimer = () => undefined as void;
    const tooLong = new Promise<'limit'>((resolve) => {
      const timer = setTimeout(() => resolve('limit'), drawLimitMs);
      stopTimer = () => clearTimeout(timer);
    });
    try {
      const screenWidth = screenWidthOf(request);
      const drawn = await Promise.race([entry.drawPage({ href, language, screenWidth, me, answer: answerFor(request, language) }), tooLong]);
      if (drawn === 'limit') return outcome(undefined, 'past limit');
      return drawn ? outcome(drawn, 'drawn') : outcome(undefined, 'declined');
    } catch (error) {
      app.log.warn({ err: error, url: href }, 'a page could not be drawn on the server; the browser draws it');
      return outcome(undefined, 'failed');
    } finally {
      stopTimer();
    }
  };
}

/**
 * What became of a draw, said in the page's Server-Timing header (`draw;dur=…;desc="…"`,
 * in the browser's network panel): drawn; or not, and why (no server entry, past the
 * limit, declined by the app (a redirect loop, a failed call, a page not found), failed).
 */
export interface DrawOutcome {
  readonly page: DrawnPage | undefined;
  readonly why: 'drawn' | 'no entry' | 'past limit' | 'declined' | 'failed';
  readonly ms: number;
}
