import type { APIRequestContext } from 'playwright-core';

/** The header every same-origin mutation carries (DESIGN §5: cross-site forms cannot post). */
export const apiHeaders = { 'X-Requested-With': 'atelier' };

export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url, { headers: apiHeaders });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

let keyCount = 0;

/**
 * POSTs as the app does: a fresh Idempotency-Key on every call (routes that move money or metal keep it,
 * the others ignore it); `extra` headers win, so a journey can replay a key on purpose.
 */
export async function postJson<T>(request: APIRequestContext, url: string, data: object, extra: Record<string, string> = {}): Promise<T> {
  const key = `e2e-${process.pid}-${Date.now()}-${(keyCount += 1)}`;
  const res = await request.post(url, { data, headers: { ...apiHeaders, 'Idempotency-Key': key, ...extra } });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
