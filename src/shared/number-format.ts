// Kept apart from units.ts, which builds zod schemas: the first screen formats
// numbers too, and importing this must not bring zod into it.

/**
 * One Intl.NumberFormat per locale and options, for every figure the app
 * shows: building one costs far more than formatting with it (a cold invoice
 * list spent 15-20 ms building formats for its money column, a list's row
 * count another 10-20 ms on a busy phone).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
