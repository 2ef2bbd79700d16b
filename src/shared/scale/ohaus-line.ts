/**
 * Ohaus print output (Adventurer, Scout, Navigator, Ranger manuals,
 * "Print output"; dmx.ohaus.com asset 3348): the weight right-aligned with
 * spaces, a space, the unit, then `?` when the weight is not stable, and for
 * some models a legend (G, N, NET, T) or a `*`:
 *   `    12.345 g`          stable
 *   `    12.345 g  ?`       unstable
 *   `-    0.012 g`          negative (the sign sits before the spaces)
 * Ohaus prints nothing while overloaded (the display shows dashes), so an
 * overload reaches us as silence: the connection's stale-reading rule.
 */
import { gramsText, readingOf, type ScaleReading } from './scale-reading';

export function parseOhausLine(line: string): ScaleReading {
  const match = /^\s*([+-]?)\s*(\d[\d.,]*)\s+([A-Za-z%]+)\s*(\?|\*)?\s*(G|N|NET|T|GROSS)?\s*$/.exec(line.replace(/[\r\n]/g, ''));
  if (!match) return { state: 'unparsed' };
  const [, sign = '', number = '', unit = '', mark] = match;
  if (mark === '?') return { state: 'unstable' };
  return readingOf(`${sign}${number}`, unit);
}

/** The line an Ohaus scale prints for a weight in mg; for stand-ins and tests. */
export function ohausLine(mg: number, opts: { stable?: boolean; decimals?: number } = {}): string {
  const number = `${mg < 0 ? '-' : ''}${gramsText(mg, opts.decimals ?? 3)}`.padStart(10, ' ');
  return `${number} g${opts.stable === false ? '  ?' : '   '}`;
}
