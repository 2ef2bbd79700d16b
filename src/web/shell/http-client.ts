import { ofetch } from 'ofetch';
import { toApiError, type ApiError, type FallbackMessages } from './api-error';

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

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const fetcher = ofetch.create({
    baseURL: config.baseURL,
    credentials: 'same-origin',
    retryStatusCodes,
    retryDelay: config.retryDelayMs ?? 300,
  });

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const end = config.track?.();
    try {
      return await fetcher<T>(path, {
        method,
        query: options.query,
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        signal: options.signal,
        retry: retriesFor(method),
        headers: {
          [requestedWithHeader.name]: requestedWithHeader.value,
          'Accept-Language': config.locale(),
          ...options.headers,
        },
      });
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
