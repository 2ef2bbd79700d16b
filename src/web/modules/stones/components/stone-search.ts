import { stoneShapeValues, type StoneShape } from '../../../../shared/contracts/stones/stone';
import { stoneLotStates } from '../../../../shared/contracts/stones/stone-lots';

/** The app's router keeps search values as text; a router with JSON search would give numbers. */
export const idText = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? text : undefined;
};

export const pageOfSearch = (value: unknown): number => Number(idText(value) ?? 1);

/** Typed text as a filter: trimmed, at most `max` characters; blank is no filter. */
export const textOf = (value: unknown, max = 60): string | undefined => {
  const text = typeof value === 'string' ? value.trim().slice(0, max) : '';
  return text === '' ? undefined : text;
};

export const shapeOf = (value: unknown): StoneShape | undefined =>
  typeof value === 'string' && (stoneShapeValues as readonly string[]).includes(value) ? (value as StoneShape) : undefined;

export type LotState = (typeof stoneLotStates)[number];
export const lotStateOf = (value: unknown): LotState | undefined =>
  typeof value === 'string' && (stoneLotStates as readonly string[]).includes(value) && value !== 'in_stock' ? (value as LotState) : undefined;

/** A size typed in mm in the URL ("1.5"), kept as typed when it reads (at most 2 decimals). */
export const sizeMmOf = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,4}(?:\.\d{1,2})?$/.test(text.trim()) ? text.trim() : undefined;
};

/** A size in mm ("1.5") as hundredths of a mm (150). */
export const cmmOfMm = (mm: string | undefined): number | undefined => {
  if (mm === undefined) return undefined;
  const [whole = '0', fraction = ''] = mm.split('.');
  const cmm = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cmm > 0 ? cmm : undefined;
};

/** A filter object without its unset fields, as the query key and the URL want it. */
export const definedOnly = <T extends object>(filters: T): Partial<T> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * What was typed in a searchable picker, as a search: a picked option's label
 * ("SL-… · Diamond · …", put in the box by the picker) is no search.
 */
export const typedSearch = (text: string): string | undefined => {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.includes(' · ') ? undefined : trimmed.slice(0, 60);
};
