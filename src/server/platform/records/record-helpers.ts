import { postgresErrorCode } from '../db/transaction';
import { AppError } from '../errors';

/** A list search: `%` and `_` typed by a user are literal characters. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageOffset = (page: { page: number; pageSize: number }) => (page.page - 1) * page.pageSize;

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

/** The requested changes that differ from the current row (undefined means "leave as is"). */
export function changedFields<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const [key, value] of Object.entries(changes) as [keyof T, T[keyof T]][]) {
    if (value !== undefined && current[key] !== value) changed[key] = value;
  }
  return changed;
}
