import { expect } from 'vitest';
import type { Db, Tx } from '../platform/db/database';
import { inTransaction } from '../platform/db/transaction';
import { AppError } from '../platform/errors';

/** Runs the work in a transaction, expects it refused (an AppError, the transaction rolled back) and returns the refusal. */
export async function expectRefusal(db: Db, work: (tx: Tx) => Promise<unknown>): Promise<AppError> {
  const error = await inTransaction(db, work).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
