import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type Db, type Tx } from './db/database';
import { inTransaction, type TransactionOptions } from './db/transaction';
import { AppError } from './errors';
import { idempotencyKeys } from './platform.tables';

export interface IdempotentResult<T> {
  readonly body: T;
  /** True when this is the stored answer to an earlier request with the same key. */
  readonly replayed: boolean;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value ?? null)).digest('base64url');

/** The `Idempotency-Key` header, if the client sent a sensible one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : undefined;
}

/**
 * DESIGN §5: a POST that moves money or metal runs at most once per key. The
 * key is stored with a hash of the request in the same transaction as the
 * work; a replay returns the first response, the same key with another body
 * is a 422, and while the first is still running a second gets a 409.
 */
export async function runIdempotent<T>(
  db: Db,
  scope: { readonly key: string | undefined; readonly userId: number; readonly request: unknown },
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<IdempotentResult<T>> {
  const { key, userId } = scope;
  if (!key) return { body: await inTransaction(db, work, options), replayed: false };
  const requestHash = hashOf(scope.request);
  return inTransaction(
    db,
    async (tx) => {
      const [lock] = await queryRows<{ got: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(7243002, hashtext(${`${userId}:${key}`})) AS got`,
      );
      if (!lock?.got) throw new AppError(409, 'idempotency.inProgress');
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (stored) {
        if (stored.requestHash !== requestHash) throw new AppError(422, 'idempotency.keyReused');
        return { body: stored.responseBody as T, replayed: true };
      }
      const body = await work(tx);
      await tx.insert(idempotencyKeys).values({
        key,
        userId,
        requestHash,
        state: 'done',
        responseStatus: 200,
        responseBody: (body ?? null) as object,
      });
      return { body, replayed: false };
    },
    options,
  );
}
