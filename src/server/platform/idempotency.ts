import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from './access';
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
      // Two statements, not one: a statement's snapshot is taken before it waits for anything, so a
      // read joined to the lock could miss a first request that committed while the lock was being
      // taken, and run the work a second time. Read after the lock is held.
      const [lock] = await queryRows<{ got: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(7243002, hashtext(${`${userId}:${key}`})) AS got`);
      if (!lock?.got) throw new AppError(409, 'idempotency.inProgress');
      const [found] = await queryRows<{ request_hash: string; response_body: unknown }>(
        tx,
        sql`SELECT k.request_hash, k.response_body FROM ${idempotencyKeys} k WHERE k.user_id = ${userId} AND k.key = ${key}`,
      );
      if (found) {
        if (found.request_hash !== requestHash) throw new AppError(422, 'idempotency.keyReused');
        return { body: found.response_body as T, replayed: true };
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

/**
 * What a request is known by for its Idempotency-Key: its method, URL and
 * body (or what stands for the body, such as an uploaded file's hash), so
 * one key sent to two routes, or with two bodies, is a 422, not a replay.
 */
export function requestFingerprint(request: FastifyRequest, body: unknown = request.body): unknown {
  return { method: request.method, url: request.url, body };
}

/**
 * A route's POST run once per Idempotency-Key (see runIdempotent), for the
 * signed-in user and the request's fingerprint: sets the status when given,
 * and marks a replay with the `idempotent-replayed` header. Every idempotent
 * route answers through here.
 */
export async function replyOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 201 | undefined,
  work: (tx: Tx) => Promise<T>,
  body: unknown = request.body,
): Promise<T> {
  const result = await runIdempotent(db, { key: idempotencyKeyOf(request), userId: sessionOf(request).user.id, request: requestFingerprint(request, body) }, work);
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  if (status !== undefined) void reply.status(status);
  return result.body;
}
