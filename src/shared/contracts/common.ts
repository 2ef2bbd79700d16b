import { z } from 'zod';

/**
 * DESIGN §5, no input reaches the database unchecked: every integer is bounded
 * by the column it lands in, and text refuses NUL. Ids, counts and most
 * quantities land in integer (int4) columns.
 */
export const int4Max = 2_147_483_647;
/** Milligrams, milli-carats and money in minor units land in bigint (int8) columns; a JS number is exact up to here. */
export const int8Max = Number.MAX_SAFE_INTEGER;

/** PostgreSQL text cannot hold U+0000: a string with one is bad input, refused before it reaches the database. */
// eslint-disable-next-line no-control-regex -- the NUL is the character refused
export const noNulPattern = /^[^\u0000]*$/;
/**
 * Nor half of a UTF-16 surrogate pair, which JSON can carry (`"\ud800"`) but
 * UTF-8 cannot encode: PostgreSQL's jsonb refuses its escape.
 */
export const wholeCharactersPattern = /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** A record's id in a JSON body: a positive int4. */
export const idSchema = z.number().int().min(1).max(int4Max);
/** A record's id in a query string (`?customerId=12`), also read as a number by the web's router. */
export const idQuerySchema = z.coerce.number<number | string>().int().min(1).max(int4Max);

/**
 * Free text for a text column: trimmed, at most `max` characters, no NUL and no half characters.
 * Chain `.min(1)` for a required text; a secret typed exactly (a password, a
 * token) keeps its spaces with `{ trim: false }`.
 */
export const textSchema = (max: number, { trim = true }: { trim?: boolean } = {}) =>
  (trim ? z.string().trim() : z.string()).max(max).regex(noNulPattern).regex(wholeCharactersPattern);

/** PostgreSQL's date and timestamptz have no year 0 (ISO 8601's 1 BC), which JavaScript and zod read as a year. */
export const notYearZeroPattern = /^(?!0000)/;
/** A day, YYYY-MM-DD, that is on the calendar and that PostgreSQL can store. */
export const daySchema = z.iso.date().max(10).regex(notYearZeroPattern);
/** A month, YYYY-MM. */
export const monthSchema = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .regex(notYearZeroPattern);
/** An instant, ISO 8601 with `Z` or an offset (`2026-06-01T09:00:00+07:00`), that PostgreSQL can store. */
export const instantSchema = z.iso.datetime({ offset: true }).max(40).regex(notYearZeroPattern);

/** Largest page a list endpoint returns (DESIGN §4: lists are paginated server-side). */
export const maxPageSize = 200;

/** `?page=&pageSize=`: page counts from 1. */
export const pageQueryShape = {
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(maxPageSize).default(50),
};

/** `?active=true|false` and the like: query strings carry booleans as text. */
export const queryBoolean = () => z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

/**
 * A record as another names it: its id, its code and its names in both
 * languages (a branch, a staff member, a category), for the reader's side to
 * pick the name in its language.
 */
export const namedRecordSchema = z.object({ id: z.number().int(), code: z.string(), nameKh: z.string(), nameEn: z.string() });

/** An id path segment (`{id}`, `{stoneId}` …): 1 to 9 digits only (spec §5), a positive integer, so within int4. */
export const idParamSchema = z
  .string()
  .max(9)
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive());
export const idParamsSchema = z.strictObject({ id: idParamSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Page<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** Text bounds shared by the records of every module. */
export const nameSchema = textSchema(120).min(1);
export const phoneSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[0-9+()\-. /]*$/);
export const addressSchema = textSchema(300);
/** Short codes such as branch `PP-CM` or staff `S001`, kept in capitals. */
export const recordCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1)
  .max(20)
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/);
/** Free-text list search. */
export const searchSchema = textSchema(120);
