import type { ApiError as ApiErrorBody } from '../../shared/contracts/errors';

type ErrorDetail = ApiErrorBody['error'];

/** Any failed API call: the server's `{ error: { code, message, fields? } }` plus the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, detail: ErrorDetail, options?: { cause?: unknown }) {
    super(detail.message, options);
    this.status = status;
    this.code = detail.code;
    this.fields = detail.fields;
  }

  /** Field errors belong next to their inputs, not in the snackbar. */
  get hasFieldErrors(): boolean {
    return this.fields !== undefined && Object.keys(this.fields).length > 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function errorDetailOf(data: unknown): ErrorDetail | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const detail = (data as { error: unknown }).error;
  if (typeof detail !== 'object' || detail === null) return null;
  const { code, message, fields } = detail as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const validFields =
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : undefined;
  return { code, message, ...(validFields ? { fields: validFields } : {}) };
}

export interface FallbackMessages {
  /** No response at all: offline, DNS, server down. */
  network: string;
  /** A response without our error body (a proxy's 502 page, say). */
  requestFailed: string;
}

/** An answer with an error status (400 to 599), its body as the HTTP client read it (http-client.ts). */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.data = data;
  }
}

/** A cancelled request (navigation, a newer query): fetch rejects with an AbortError. */
function isAbort(cause: unknown): boolean {
  return cause instanceof Error && cause.name === 'AbortError';
}

export function toApiError(cause: unknown, messages: FallbackMessages): ApiError {
  if (cause instanceof ApiError) return cause;
  if (cause instanceof ResponseError) {
    const detail = errorDetailOf(cause.data) ?? { code: `http_${cause.status}`, message: messages.requestFailed };
    return new ApiError(cause.status, detail, { cause });
  }
  if (isAbort(cause)) {
    return new ApiError(0, { code: 'aborted', message: cause instanceof Error ? cause.message : 'aborted' }, { cause });
  }
  return new ApiError(0, { code: 'network', message: messages.network }, { cause });
}
