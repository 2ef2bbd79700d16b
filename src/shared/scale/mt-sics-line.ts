/**
 * Mettler Toledo MT-SICS responses to S, SI, SIR (MT-SICS reference manual
 * 11780711, "S – Send stable weight value"):
 *   `S S      12.345 g`   stable        `S D      12.340 g`   dynamic (unstable)
 *   `S I`  command not executable: the balance is taring or did not settle
 *          in time, so for the user it is "not steady yet", not a fault
 *   `S +`  overload       `S -`  underload
 *   `ES` syntax error, `ET` transmission error, `EL` logical error.
 * SIR repeats `S S`/`S D` lines, the continuous stream the connection reads.
 */
import { gramsText, readingOf, type ScaleReading } from './scale-reading';

export function parseMtSicsLine(line: string): ScaleReading {
  const text = line.replace(/[\r\n]/g, '').trim();
  if (/^(ES|ET|EL)$/.test(text)) return { state: 'error' };
  const match = /^(S|SI|SIR|SU|SIU|SIRU|SNR)\s+([SDI+-])(?:\s+([+-]?\s*[\d.,]+)\s*([A-Za-z%]*))?$/.exec(text);
  if (!match) return { state: 'unparsed' };
  const [, , status, number, unit = ''] = match;
  switch (status) {
    case '+':
      return { state: 'overload' };
    case '-':
      return { state: 'negative' };
    case 'I':
    case 'D':
      return { state: 'unstable' };
    default:
      return number === undefined ? { state: 'unparsed' } : readingOf(number.replace(/\s/g, ''), unit);
  }
}

/** The response of a Mettler Toledo balance for a weight in mg; for stand-ins and tests. */
export function mtSicsLine(mg: number, opts: { stable?: boolean; decimals?: number } = {}): string {
  const weight = `${mg < 0 ? '-' : ''}${gramsText(mg, opts.decimals ?? 3)}`.padStart(10, ' ');
  return `S ${opts.stable === false ? 'D' : 'S'} ${weight} g`;
}
