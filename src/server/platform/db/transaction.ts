import type { Db, Tx } from './database';

const retryableCodes = new Set(['40001', '40P01']);

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  const code = pgCode(error);
  return code !== undefined && retryableCodes.has(code);
}

export function postgresErrorCode(error: unknown): string | undefined {
  return pgCode(error);
}

export interface TransactionOptions {
  /** SERIALIZABLE with retry on 40001/40P01 (DESIGN §5). */
  readonly serializable?: boolean;
  readonly maxAttempts?: number;
}

/**
 * Runs one use case in one database transaction. Serialization failures and
 * deadlocks are retried with a short random back-off; anything else rolls back
 * and is thrown unchanged, so a refused operation changes nothing.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const maxAttempts = options.maxAttempts ?? 8;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, options.serializable ? { isolationLevel: 'serializable' } : undefined);
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
