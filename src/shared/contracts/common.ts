import { z } from 'zod';

/** Largest page a list endpoint returns (DESIGN §4: lists are paginated server-side). */
export const maxPageSize = 200;

/** `?page=&pageSize=`: page counts from 1. */
export const pageQueryShape = {
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(maxPageSize).default(50),
};

/** `?active=true|false` and the like: query strings carry booleans as text. */
export const queryBoolean = () => z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

/** A `{id}` path segment: digits only (spec §5), a positive integer. */
export const idParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().positive()),
});
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
export const nameSchema = z.string().trim().min(1).max(120);
export const phoneSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[0-9+()\-. /]*$/);
export const addressSchema = z.string().trim().max(300);
/** Short codes such as branch `PP-CM` or staff `S001`, kept in capitals. */
export const recordCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1)
  .max(20)
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/);
/** Free-text list search. */
export const searchSchema = z.string().trim().max(120);
