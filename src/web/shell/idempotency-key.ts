import { api } from './http';

/** One key per form: a double click or a replay posts the movement once (DESIGN §5). */
export interface IdempotentInput<Body> {
  body: Body;
  idempotencyKey: string;
}

/**
 * A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); a shop LAN served over http falls back to 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const idempotencyHeaders = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/**
 * A movement posted once per key: a replay answers the first result and
 * moves nothing more. Silent, as the forms put each refused field on its line
 * (`loud` for the few whose refusal only the snackbar tells).
 */
export function postOnce<Result>(path: string, { body, idempotencyKey }: IdempotentInput<unknown>, options: { loud?: boolean } = {}): Promise<Result> {
  return api.post<Result>(path, body, { headers: idempotencyHeaders(idempotencyKey), ...(options.loud ? {} : { silent: true }) });
}
