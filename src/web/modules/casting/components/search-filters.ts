/** The app's router keeps search values as text; a router with JSON search would give numbers. */
export const idText = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? text : undefined;
};

export const pageOfSearch = (value: unknown): number => Number(idText(value) ?? 1);
