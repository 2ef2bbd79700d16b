/**
 * A filter object without its unset fields, as the query key and the URL want
 * it: `{ from: '2026-11-01', to: undefined }` and `{ from: '2026-11-01' }` are
 * one query and one address. The lists' searches (sales, stones, reports) share it.
 */
export const definedOnly = <T extends object>(filters: T): Partial<T> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Partial<T>;
