/**
 * A&D standard format (A&D "5if type 0"; FX-i, GX, HR, BM series manuals,
 * "Description of the item Data format"): 15 characters + CR LF,
 *   HH,±DDDDDDDD UUU   e.g. `ST,+00123.45  g`
 * a two-letter header (ST stable, US unstable, OL overload, QT stable in
 * counting mode), a comma, the sign and 8 characters of data with leading
 * zeros, then the unit in 3 characters right-aligned (`  g`, ` mg`, ` ct`,
 * ` tl`, ` PC`). Counting mode (QT, PC) is not a weight: unknown unit.
 * The overload data is `+9999999E+19`, read only through its header.
 */
import { gramsText, readingOf, type ScaleReading } from './scale-reading';

export function parseAndLine(line: string): ScaleReading {
  const match = /^([A-Z]{2}),([+-]?[0-9. E+-]+?)\s*([A-Za-z%]*)\s*$/.exec(line.replace(/[\r\n]/g, ''));
  if (!match) return { state: 'unparsed' };
  const [, header, data = '', unit = ''] = match;
  switch (header) {
    case 'OL':
      return { state: 'overload' };
    case 'US':
      return { state: 'unstable' };
    case 'QT':
      return { state: 'unknownUnit', unit: unit || 'PC' };
    case 'ST':
      return readingOf(data, unit);
    default:
      return { state: 'unparsed' };
  }
}

/** The line an A&D scale sends for a weight in mg (`ST,+00123.45  g`); for stand-ins and tests. */
export function andLine(mg: number, opts: { header?: 'ST' | 'US'; decimals?: number } = {}): string {
  const data = gramsText(mg, opts.decimals ?? 2).padStart(8, '0');
  return `${opts.header ?? 'ST'},${mg < 0 ? '-' : '+'}${data}  g`;
}
