import { z } from 'zod';

/** A size typed in mm ("1.5"): at most 4 digits and 2 decimals. */
export const sizeMmSchema = z.string().trim().regex(/^\d{1,4}(?:\.\d{1,2})?$/);

/** A size typed in mm, kept as typed when it reads, or nothing. */
export const sizeMmOf = (text: string): string | undefined => sizeMmSchema.safeParse(text).data;

/** A size in mm ("1.5") as hundredths of a mm (150). */
export const cmmOfMm = (mm: string | undefined): number | undefined => {
  if (mm === undefined) return undefined;
  const [whole = '0', fraction = ''] = mm.split('.');
  const cmm = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cmm > 0 ? cmm : undefined;
};

/**
 * What was typed in a searchable picker, as a search: a picked option's label
 * ("SL-… · Diamond · …", put in the box by the picker) is no search.
 */
export const typedSearch = (text: string): string | undefined => {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.includes(' · ') ? undefined : trimmed.slice(0, 60);
};
