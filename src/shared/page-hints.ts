/**
 * What the server writes into the page it sends so that the app need not ask
 * for it after it starts (src/server/platform/web-pages.ts, src/web/main.tsx):
 * the signed-in user (the answer of GET /api/platform/me) in a JSON data
 * block, and the chunks of the page and of the reader's language catalogue as
 * preloads. The page cannot say which language the reader chose (it lives in
 * the browser's storage): the app copies it into this cookie.
 */
import type { MeResponse } from './contracts/platform/session';

export const localeCookie = 'locale';
export const meDataElementId = 'atelier-me';

/**
 * A page the server drew (src/web/main-server.tsx): its markup is in `#root`
 * and this JSON data block says what the app needs to take it over rather
 * than draw it again (src/web/shell/page-from-server.ts).
 */
export const pageFromServerElementId = 'atelier-page';
/**
 * The reader's screen width in CSS pixels, which the app keeps in this cookie
 * (as it keeps the language in `locale`): the server draws the next page for
 * it (a phone's cards or a desktop's table).
 */
export const screenCookie = 'screen';

/** Bumped when the block's shape changes: an app of another shape draws the page itself. */
export const pageFromServerVersion = 3;

export interface PageFromServer {
  readonly version: number;
  /** The address drawn: the app takes the page over only if its router opens the same one. */
  readonly href: string;
  /** The language drawn in (the locale cookie's); the app takes the page over only in that language. */
  readonly language: string;
  /** The screen width drawn for: the app answers its media queries as the server did while it takes the page over. */
  readonly screenWidth: number;
  /** The answers the page was drawn with: each query's key, its data and when the server had it. */
  readonly answers: readonly PageAnswer[];
}

/** The file the web build writes beside index.html (scripts/route-preloads.ts); the server reads it. */
export const routePreloadsFile = 'route-preloads.json';

/** Asset URLs, each list with the styles of its chunks. */
export interface RoutePreloads {
  /** Per page pattern of routes.ts: its chunk and the chunks it imports, beyond index.html's. */
  readonly pages: Record<string, readonly string[]>;
  /** Per layout of routes.ts: the same for the layout's chunk. */
  readonly layouts: Record<string, readonly string[]>;
  /**
   * The not-found page's chunks beyond index.html's (the shell's views,
   * src/web/shell/deferred-views.tsx), which the app waits for on an address
   * that opens no page. Absent from an older build's file.
   */
  readonly notFound?: readonly string[];
  /** Per language (kh, en): the first screen's sections of its catalogue, and the font files its first screen draws with. */
  readonly catalogues: Record<string, readonly string[]>;
  /**
   * Per language, then per page pattern (`pages`) and per layout (`layouts`):
   * the other sections of its catalogue that the page's (layout's) chunks wait for.
   */
  readonly sections?: Record<string, { readonly pages: Record<string, readonly string[]>; readonly layouts: Record<string, readonly string[]> }>;
}

/**
 * The function a lazy chunk of the build awaits before it runs, with the
 * catalogue sections its code names (scripts/catalogue-sections.ts writes the
 * call, src/web/i18n/i18n.ts defines it).
 */
export const catalogueSectionsGlobal = '__atelierCatalogueSections';

/** One answer a page was drawn with (a TanStack Query query's key and data). */
export interface PageAnswer {
  readonly queryKey: readonly unknown[];
  readonly data: unknown;
  /** When the server had it (ms since the epoch): the app counts the answer's freshness from there. */
  readonly updatedAt: number;
}

/**
 * What the server asks of the web build's server entry (src/web/main-server.tsx,
 * called by src/server/platform/page-draw.ts): one page to draw for a reader.
 */
export interface DrawRequest {
  /** The page's address: path and query. */
  readonly href: string;
  readonly language: 'kh' | 'en';
  /** The reader's screen width (the `screen` cookie, else guessed): what the page's media queries answer. */
  readonly screenWidth: number;
  /** The signed-in reader (GET /api/platform/me's answer); none on a public page. */
  readonly me: MeResponse | undefined;
  /** Answers one API call of the page's loaders, as the server would answer the browser's. */
  readonly answer: (url: string, init: RequestInit) => Promise<Response>;
}

/** A page the server entry drew: the markup of `#root`, and what the app needs to take it over. */
export interface DrawnPage {
  readonly html: string;
  readonly data: PageFromServer;
}
