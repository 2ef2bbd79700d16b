import type { StoneBalance } from '../../../../shared/contracts/stones/stone';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatCarats, intlLocale, mulDivRound, toDecimalString } from '../../../../shared/units';
import { parseScaledDecimal } from '../../../ui';

/** A count of stones in the reader's digits, grouped: 1200 → "1,200". */
export const countText = (count: number, locale: string): string =>
  `${count < 0 ? '−' : ''}${numberFormatOf(intlLocale(locale)).format(Math.abs(count))}`;

/** A change, signed: +12, −3, and 0 as "0". */
export const signedCountText = (count: number, locale: string): string => (count > 0 ? `+${countText(count, locale)}` : countText(count, locale));
export const signedCaratsText = (weightMct: number, locale: string): string => (weightMct > 0 ? `+${formatCarats(weightMct, locale)}` : formatCarats(weightMct, locale));

/** Milli-carats as a weight field is filled in: 80 → "0.080" (three decimals, as a scale reads). */
export const caratsInputText = (weightMct: number): string => toDecimalString(weightMct, 3);

/** Nothing in a balance: both zero. */
export const isEmptyBalance = (balance: StoneBalance) => balance.count === 0 && balance.weightMct === 0;

/** Empty text is "not typed" (null); unreadable is NaN, so the contract names the field. */
const scaled = (text: string, decimals: number): number | null => (text.trim() === '' ? null : (parseScaledDecimal(text, decimals) ?? Number.NaN));

/** "1.5" mm → 150 (hundredths of a mm). */
export const sizeCmmOf = (text: string): number | null => scaled(text, 2);
/** "0.125" ct → 125 mct. */
export const weightMctOf = (text: string): number | null => scaled(text, 3);
/** "12" → 12 stones. */
export const countOf = (text: string): number | null => scaled(text, 0);

/** A typed signed whole number or carats ("-2", "−0.015"): the sign, then the unsigned reading. */
export function signedOf(text: string, read: (unsigned: string) => number | null): number | null {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (!trimmed.startsWith('-')) return read(trimmed.replace(/^\+/, ''));
  const value = read(trimmed.slice(1));
  return value === null ? Number.NaN : -value;
}

/**
 * The weight of `count` stones taken from a balance at its average, rounded
 * once (half away from zero); all the stones take all the weight, exactly,
 * as the server asks (a lot with no stones weighs nothing).
 */
export function proportionalWeightMct(balance: StoneBalance, count: number): number | null {
  if (balance.count <= 0 || count <= 0 || count > balance.count) return null;
  if (count === balance.count) return balance.weightMct;
  return mulDivRound(count, balance.weightMct, balance.count);
}
