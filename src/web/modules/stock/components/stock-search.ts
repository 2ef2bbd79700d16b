/** The app's router keeps search values as text; a router with JSON search would give numbers. */
export const idText = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? text : undefined;
};

export const pageOfSearch = (value: unknown): number => Number(idText(value) ?? 1);

export const frozenOf = (value: unknown): 'true' | 'false' | undefined =>
  value === 'true' || value === true ? 'true' : value === 'false' || value === false ? 'false' : undefined;

/** What was typed to find a piece: trimmed, at most the contract's 60 characters; blank is no filter. */
export const searchTextOf = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim().slice(0, 60) : '';
  return text === '' ? undefined : text;
};

/** A filter object without its unset fields, as the query key and the URL want it. */
export const definedOnly = <T extends object>(filters: T): Partial<T> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Partial<T>;
