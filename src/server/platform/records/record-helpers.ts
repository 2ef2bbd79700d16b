import { sql, type SQL } from 'drizzle-orm';
import { postgresErrorCode } from '../db/transaction';
import { AppError } from '../errors';

/** A list search: `%` and `_` typed by a user are literal characters. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageOffset = (page: { page: number; pageSize: number }) => (page.page - 1) * page.pageSize;

/**
 * `LIMIT n OFFSET m` written into a prepared statement's text: with them as
 * parameters PostgreSQL's generic plan guesses a tenth of the rows and looks
 * dearer than planning each time, so every run was planned again. Each page
 * then has its own statement on a connection; page 1 is the one read most.
 */
export function pageClause(page: { page: number; pageSize: number }): SQL {
  const offset = pageOffset(page);
  if (!Number.isSafeInteger(page.pageSize) || page.pageSize < 0 || !Number.isSafeInteger(offset) || offset < 0) throw new Error(`bad page ${page.page} of ${page.pageSize}`);
  return sql.raw(`LIMIT ${page.pageSize} OFFSET ${offset}`);
}

/**
 * A unique index refused the write (PostgreSQL 23505): a 409 naming the
 * taken value, with the field error for the form. Other errors pass through.
 */
export function duplicateOf(error: unknown, field: string, value: string): unknown {
  if (postgresErrorCode(error) !== '23505') return error;
  return duplicate(field, value);
}

export const duplicate = (field: string, value: string) =>
  new AppError(409, 'conflict.duplicate', { what: value }, { [field]: 'conflict.duplicate' });

/**
 * The requested changes that differ from the current row (undefined means "leave as is"). The row's
 * type is the record's (`NoInfer`): changes narrower than the row (a holder's kinds without the system
 * ones) must not narrow it, which TypeScript 7 does by inferring from both.
 */
export function changedFields<T extends object>(current: T, changes: Partial<NoInfer<T>>): Partial<T> {
  const changed: Partial<T> = {};
  for (const [key, value] of Object.entries(changes) as [keyof T, T[keyof T]][]) {
    if (value !== undefined && current[key] !== value) changed[key] = value;
  }
  return changed;
}
