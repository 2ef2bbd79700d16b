import { entryStates, type EntryState } from '../../../../shared/entries/entry-states';

/** The app's router keeps search values as text; a router with JSON search would give numbers. */
export const idText = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? text : undefined;
};

export const pageOfSearch = (value: unknown): number => Number(idText(value) ?? 1);

export const stateOf = (value: unknown): EntryState | undefined =>
  (entryStates as readonly unknown[]).includes(value) ? (value as EntryState) : undefined;

/** `YYYY-MM`, as the API's month filter and a month input both write it. */
export const monthOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
