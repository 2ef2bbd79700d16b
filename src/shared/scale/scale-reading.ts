/**
 * What one line from a scale says, whatever its protocol. Only a `stable`
 * reading may go into a weight field; every other state is shown in words
 * and changes nothing (issue 22, "Bad input").
 *
 * Units are converted exactly, from the digits the scale sent (decimal text
 * to BigInt, never a float), rounded half away from zero once:
 *   1 g = 1000 mg; 1 ct = 200 mg = 1000 milli-carats; 1 mg = 5 milli-carats.
 *   tael: the Cambodian damleung, 37.5 g (DESIGN §2). Scales offer several
 *   taels: Hong Kong jewellery 37.429 g, Hong Kong / Singapore 37.799 g,
 *   China 31.25 g or 50 g, Taiwan 37.5 g. Only the 37.5 g one is the
 *   damleung, so a generic "tl" is read as 37.5 g (the shop sets its scale's
 *   tael to Taiwan, which weighs the same) and a line naming another tael
 *   (Sartorius/Mettler `tlh`, `tls`, `tlc`) is an unknown unit, not a guess.
 *   No scale we found sends chi; a chi reading would arrive as an unknown unit.
 */
import { divRoundBig, MG_PER_CARAT, MG_PER_DAMLEUNG } from '../units';

export type ScaleUnit = 'g' | 'mg' | 'kg' | 'ct' | 'tael';

export type ScaleReading =
  | { state: 'stable'; mg: number; milliCarats: number; unit: ScaleUnit }
  | { state: 'unstable' }
  | { state: 'overload' }
  /** Underload or a negative weight (an empty pan after tare, a lifted tray). */
  | { state: 'negative' }
  /** The scale reported an error of its own (syntax, transmission, logic). */
  | { state: 'error' }
  | { state: 'unknownUnit'; unit: string }
  | { state: 'unparsed' };

export type ScaleReadingState = ScaleReading['state'];

/** Milligrams in one unit, as a fraction num/den so milligram units stay exact. */
const mgPerUnit: Readonly<Record<ScaleUnit, bigint>> = {
  mg: 1n,
  g: 1_000n,
  kg: 1_000_000n,
  ct: BigInt(MG_PER_CARAT),
  tael: BigInt(MG_PER_DAMLEUNG),
};
const MILLI_CARATS_PER_MG = 5n;

/** The unit symbols scales send, lower-cased; anything else is unknown. */
const unitOfSymbol: Readonly<Record<string, ScaleUnit>> = {
  g: 'g',
  mg: 'mg',
  kg: 'kg',
  ct: 'ct',
  tl: 'tael',
  tael: 'tael',
  // Taiwan tael (Sartorius, Mettler Toledo): 37.5 g, the damleung.
  tlt: 'tael',
};

export function scaleUnitOf(symbol: string): ScaleUnit | null {
  return unitOfSymbol[symbol.trim().toLowerCase()] ?? null;
}

/**
 * A stable reading from the number text the scale sent ("+00123.45",
 * "12.345", "-0.5") and its unit symbol. A negative or unknown unit is
 * returned as such; text that is not a plain decimal does not parse.
 */
export function readingOf(numberText: string, unitSymbol: string): ScaleReading {
  const match = /^([+-]?)\s*(\d*)(?:[.,](\d*))?$/.exec(numberText.trim());
  if (!match || `${match[2] ?? ''}${match[3] ?? ''}` === '') return { state: 'unparsed' };
  const unit = scaleUnitOf(unitSymbol);
  if (unit === null) return { state: 'unknownUnit', unit: unitSymbol.trim() };
  const fraction = match[3] ?? '';
  const digits = BigInt(`${match[2] || '0'}${fraction}`);
  if (match[1] === '-' && digits !== 0n) return { state: 'negative' };
  const scale = 10n ** BigInt(fraction.length);
  const mg = divRoundBig(digits * mgPerUnit[unit], scale);
  const milliCarats = divRoundBig(digits * mgPerUnit[unit] * MILLI_CARATS_PER_MG, scale);
  if (mg > BigInt(Number.MAX_SAFE_INTEGER) || milliCarats > BigInt(Number.MAX_SAFE_INTEGER)) return { state: 'overload' };
  return { state: 'stable', mg: Number(mg), milliCarats: Number(milliCarats), unit };
}

/**
 * 12345 mg → "12.345" (3 decimals), "12.35" would lose a digit and throws:
 * how stand-in scales and test lines write a weight in grams, unsigned.
 */
export function gramsText(mg: number, decimals = 3): string {
  if (!Number.isSafeInteger(mg) || decimals < 0 || decimals > 3) throw new RangeError(`cannot write ${mg} mg at ${decimals} decimals`);
  const abs = Math.abs(mg).toString().padStart(4, '0');
  const whole = abs.slice(0, -3);
  const frac = abs.slice(-3);
  if (/[^0]/.test(frac.slice(decimals))) throw new RangeError(`${mg} mg has more than ${decimals} decimals in grams`);
  return decimals === 0 ? whole : `${whole}.${frac.slice(0, decimals)}`;
}
