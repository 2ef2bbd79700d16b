import type { MessageKey } from './i18n/messages';

/** A field's message with its own params, when fields of one refusal need different values (two invoices' numbers). */
export interface FieldMessage {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A field's message: a key rendered with the error's params, or one with its own. */
export type FieldProblem = MessageKey | FieldMessage;

/**
 * A refused operation (DESIGN §4). Carries a stable code and a message key,
 * never English text; the error handler renders it in the request's locale.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    readonly code: MessageKey,
    readonly params: Readonly<Record<string, string | number>> = {},
    /** Field path → message key (with the same params) or a message with its own params. */
    readonly fields?: Readonly<Record<string, FieldProblem>>,
    /** Sent as Retry-After with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badInput = (fields: Record<string, FieldProblem>, params: Record<string, string | number> = {}) =>
  new AppError(400, 'validation.failed', params, fields);
export const unauthenticated = () => new AppError(401, 'auth.required');
export const forbidden = () => new AppError(403, 'auth.forbidden');
export const notFound = (what = 'record') => new AppError(404, 'notFound', { what });
export const conflict = (code: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(409, code, params);
export const ruleBroken = (code: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(422, code, params);
