/**
 * Sartorius SBI output (GC803S, CPA, ME215S, FB manuals, "Data output
 * format"): 16 characters, or 22 with a 6-character ID code in front:
 *   pos 1 sign or space, 2 space, 3–10 the weight (leading zeros as spaces),
 *   11 space, 12–14 unit, CR LF       e.g. `+    12.345 g  `
 *   with ID code                       e.g. `N     +    12.345 g  `
 * While the weight is not stable the unit positions are blank: the unit's
 * presence is the stability sign. Special codes start with `Stat`:
 * `H` overload, `L` underload, `Err ###` an error. Taels are named
 * (`tlh` Hong Kong, `tls` Singapore, `tlt` Taiwan, `tlc` China): only `tlt`
 * (37.5 g) is the damleung.
 */
import { gramsText, readingOf, type ScaleReading } from './scale-reading';

export function parseSartoriusLine(line: string): ScaleReading {
  const text = line.replace(/[\r\n]/g, '');
  if (/^\s*Stat\b/.test(text)) {
    if (/\bErr\b/i.test(text)) return { state: 'error' };
    if (/\bH{1,2}\b/.test(text.slice(4))) return { state: 'overload' };
    if (/\bL{1,2}\b/.test(text.slice(4))) return { state: 'negative' };
    return { state: 'unparsed' };
  }
  // An optional ID code (letters, digits, dots, e.g. `N`, `N1`, `Qnt`), the sign, the number, the unit.
  const match = /^\s*(?:[A-Za-z][\w.%#]{0,5}\s+)?([+-]?)\s*(\d[\d.,]*)\s*([A-Za-z%/]*)\s*$/.exec(text);
  if (!match) return { state: 'unparsed' };
  const [, sign = '', number = '', unit = ''] = match;
  if (unit === '') return { state: 'unstable' };
  return readingOf(`${sign}${number}`, unit);
}

/** The 16- or 22-character line a Sartorius scale sends for a weight in mg; for stand-ins and tests. */
export function sartoriusLine(mg: number, opts: { stable?: boolean; id?: string; decimals?: number } = {}): string {
  const weight = gramsText(mg, opts.decimals ?? 3).padStart(8, ' ');
  const body = `${mg < 0 ? '-' : '+'} ${weight} ${opts.stable === false ? '   ' : 'g  '}`;
  return opts.id === undefined ? body : `${opts.id.padEnd(6, ' ')}${body}`;
}
