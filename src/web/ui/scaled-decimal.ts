import { toDecimalString } from '../../shared/units';

/**
 * "99.99" or "99,99" (Khmer digits too) → 9999 at 2 decimals; null when not a
 * plain unsigned decimal with at most `decimals` decimals. Exact: built from
 * the digits, never through a float.
 */
export function parseScaledDecimal(text: string, decimals: number): number | null {
  const normalized = text.trim().replace(/[\u17E0-\u17E9]/g, (d) => String(d.charCodeAt(0) - 0x17e0));
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(normalized);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}

/** 9999 at 2 decimals → "99.99"; 16000 at 3 → "16": trailing zeros dropped for typing. */
export function scaledDecimalText(value: number, decimals: number): string {
  const text = toDecimalString(value, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
