import type { z } from 'zod';

/**
 * The search a route keeps: the named fields of a query schema, each present
 * only when the schema accepts it, as the address's text (an id or a page
 * number stays `'12'`; an enum keeps its literal type).
 */
export type SearchOf<Shape extends Record<string, z.ZodType>, Key extends keyof Shape> = {
  [Name in Key]?: Extract<z.input<Shape[Name]>, string>;
};

/**
 * A route's `validateSearch` made of fields of a shared contract's query
 * schema (its `.shape`): the page and its loader read values the server
 * accepts, typed. Each field is checked on its own: a value the contract
 * refuses (an old bookmark, a hand-typed address) is dropped and the page
 * opens as if it were absent, never on an error. Values stay the address's
 * text (see `parsePlainSearch`): the API takes them as they are, and links
 * write them back unchanged.
 */
export function searchOf<Shape extends Record<string, z.ZodType>, Key extends keyof Shape & string>(
  shape: Shape,
  keys: readonly Key[],
): (raw: Record<string, unknown>) => SearchOf<Shape, Key> {
  return (raw) => {
    const search: Partial<Record<Key, string>> = {};
    for (const key of keys) {
      const value = raw[key];
      if (typeof value !== 'string' || value === '') continue;
      const parsed = shape[key]!.safeParse(value);
      // Text keeps the contract's own tidying (trimmed, upper-cased codes); an id or a number stays as typed.
      if (parsed.success) search[key] = typeof parsed.data === 'string' ? parsed.data : value;
    }
    return search as SearchOf<Shape, Key>;
  };
}
