import { ResponseError, toApiError, type ApiError, type FallbackMessages } from './api-error';

// The app's own fetch wrapper: it took ofetch's place (with ufo and destr, about
// 4 KB gzipped of the first screen, issue 21 item 3) and does what the app used
// of it, the same way: the query string, a JSON or FormData body, the answer
// read by its content type, an error status thrown with its body, and spec §7's
// retry.

/** Spec §7: retried once for body-less methods, never for PATCH, POST, PUT or DELETE. */
export const retryStatusCodes = [408, 409, 425, 429, 500, 502, 503, 504];
const bodylessMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function retriesFor(method: HttpMethod): 0 | 1 {
  return bodylessMethods.has(method) ? 1 : 0;
}

/** The server refuses mutations without it (DESIGN §5: same-origin requests only). */
export const requestedWithHeader = { name: 'X-Requested-With', value: 'atelier' } as const;

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** A plain object goes as JSON; FormData as multipart (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not put a non-field error in the snackbar (the caller shows it). */
  silent?: boolean;
  /** 'throw' lets the caller handle a 401 (sign-in forms, the boot session check). */
  on401?: 'redirect' | 'throw';
}

export interface HttpClientConfig {
  baseURL: string;
  /** The fetch calls go through (the browser's unless said). */
  fetch?: typeof fetch;
  /** Sent as Accept-Language so server messages come in the user's language. */
  locale: () => string;
  fallbackMessages: () => FallbackMessages;
  retryDelayMs?: number;
  onUnauthorized?: (error: ApiError) => void;
  /** Non-field errors of calls that are not silent. */
  onError?: (error: ApiError, request: { method: HttpMethod; path: string }) => void;
  /** Starts a unit of visible loading; returns its end. */
  track?: () => () => void;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

const payloadMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path under the base, with the query's defined values. */
export function requestUrl(baseURL: string, path: string, query: RequestOptions['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
  const url = baseURL.replace(/\/+$/, '') + (path.startsWith('/') || !baseURL ? path : `/${path}`);
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** A plain object, an array or a value goes as JSON; FormData (an upload), a Blob and the like as they are. */
function isJsonBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  if (Array.isArray(body) || typeof (body as { toJSON?: unknown }).toJSON === 'function') return true;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return prototype === Object.prototype || prototype === null;
}

const jsonType = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;
const textTypes = new Set(['image/svg', 'application/xml', 'application/xhtml', 'application/html']);
const bodylessStatuses = new Set([101, 204, 205, 304]);

/** The answer's body by its content type: JSON (or none said: JSON, the text if it is not), text, else a Blob. */
async function responseData(response: Response, method: HttpMethod): Promise<unknown> {
  if (!response.body || bodylessStatuses.has(response.status) || method === 'HEAD') return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!type || jsonType.test(type)) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return type.startsWith('text/') || textTypes.has(type) ? response.text() : response.blob();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const retryDelayMs = config.retryDelayMs ?? 300;

  /** One call, and its retry: a failed answer with a retry status, or no answer at all (not a cancel). */
  async function send(method: HttpMethod, url: string, init: RequestInit, retries: number): Promise<unknown> {
    let response: Response;
    try {
      response = await (config.fetch ?? fetch)(url, init);
    } catch (cause) {
      if (retries > 0 && !(cause instanceof Error && cause.name === 'AbortError')) {
        await pause(retryDelayMs);
        return send(method, url, init, retries - 1);
      }
      throw cause;
    }
    const data = await responseData(response, method);
    if (response.status < 400 || response.status > 599) return data;
    if (retries > 0 && retryStatusCodes.includes(response.status)) {
      await pause(retryDelayMs);
      return send(method, url, init, retries - 1);
    }
    throw new ResponseError(response.status, data);
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const end = config.track?.();
    try {
      const headers = new Headers({
        [requestedWithHeader.name]: requestedWithHeader.value,
        'Accept-Language': config.locale(),
        ...options.headers,
      });
      let body = options.body as BodyInit | undefined;
      if (options.body && payloadMethods.has(method) && isJsonBody(options.body)) {
        if (typeof options.body !== 'string') body = JSON.stringify(options.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
        if (!headers.has('accept')) headers.set('accept', 'application/json');
      }
      const init: RequestInit = { method, headers, body, credentials: 'same-origin', signal: options.signal };
      return (await send(method, requestUrl(config.baseURL, path, options.query), init, retriesFor(method))) as T;
    } catch (cause) {
      const error = toApiError(cause, config.fallbackMessages());
      if (error.status === 401 && (options.on401 ?? 'redirect') === 'redirect') {
        config.onUnauthorized?.(error);
      } else if (!options.silent && !error.hasFieldErrors && error.code !== 'aborted') {
        config.onError?.(error, { method, path });
      }
      throw error;
    } finally {
      end?.();
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
