/**
 * DESIGN §2 (INV): weight, stone weight, money and purity are integers.
 * Weight in milligrams, stones in milli-carats, money in minor units of its
 * currency, purity in parts per ten thousand. Cambodian units, grams, carats
 * and currency amounts exist only at the edges: parse and format.
 * Rounding is half away from zero, once, at the end of a computation.
 */
import { z } from 'zod';
import { numberFormatOf } from './number-format';

/** Integer milligrams. */
export type Mg = number;
/** Integer thousandths of a carat. */
export type MilliCarat = number;
/** Integer minor units: USD cents, KHR riel. */
export type Minor = number;
/** Integer parts per ten thousand: 9999 = 99.99 %, 7500 = 18K. */
export type Purity = number;

export type AppLocale = 'kh' | 'en';
export type Currency = 'USD' | 'KHR';

export const MG_PER_HUN = 375;
export const MG_PER_CHI = 3_750;
export const MG_PER_DAMLEUNG = 37_500;
export const MG_PER_NEAL = 600_000;
/** 1 li = 37.5 mg: li are converted through half-milligrams, never floats. */
export const HALF_MG_PER_LI = 75;
export const MG_PER_CARAT = 200;
export const PURITY_SCALE = 10_000;
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = { USD: 2, KHR: 0 };

export const currencies = ['USD', 'KHR'] as const satisfies readonly Currency[];
export const minorSchema = z.int();
export const currencySchema = z.enum(currencies);
export const puritySchema = z.int().min(0).max(PURITY_SCALE);

export type ParseResult<T, E extends string> = { ok: true; value: T } | { ok: false; error: E };

// ---------- exact integer arithmetic ----------

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** n / d rounded half away from zero, d ≠ 0. */
export function divRoundBig(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) return divRoundBig(-n, -d);
  const q = n / d;
  const r = n % d;
  const twiceAbsR = 2n * (r < 0n ? -r : r);
  if (twiceAbsR >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

function toSafe(n: bigint): number {
  if (n > MAX || n < -MAX) throw new RangeError(`integer out of safe range: ${n}`);
  return Number(n);
}

function assertInt(n: number, name: string): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${name} must be a safe integer, got ${n}`);
}

/** round(a × b / c) half away from zero, exact for any safe integers (BigInt when the product is large). */
export function mulDivRound(a: number, b: number, c: number): number {
  assertInt(a, 'a');
  assertInt(b, 'b');
  assertInt(c, 'c');
  if (c === 0) throw new RangeError('division by zero');
  const p = a * b;
  if (Number.isSafeInteger(p)) {
    const r = p % c;
    const q = (p - r) / c;
    // `+ 0` turns -0 into 0.
    if (2 * Math.abs(r) < Math.abs(c)) return q + 0;
    return (p < 0) === (c < 0) ? q + 1 : q - 1;
  }
  return toSafe(divRoundBig(BigInt(a) * BigInt(b), BigInt(c)));
}

/**
 * Splits an integer total into parts proportional to integer weights
 * (largest remainder; ties go to the earlier part). The parts sum exactly to
 * the total and share its sign. All-zero weights split equally.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertInt(total, 'total');
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError('cannot allocate a non-zero total to no parts');
  }
  weights.forEach((w) => {
    assertInt(w, 'weight');
    if (w < 0) throw new RangeError('weights must not be negative');
  });
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  const ws = sum === 0n ? weights.map(() => 1n) : weights.map((w) => BigInt(w));
  const wsum = sum === 0n ? BigInt(weights.length) : sum;
  const sign = total < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(total));
  const parts = ws.map((w) => (abs * w) / wsum);
  const rems = ws.map((w, i) => ({ i, r: (abs * w) % wsum }));
  let left = abs - parts.reduce((s, p) => s + p, 0n);
  rems.sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1));
  for (const { i } of rems) {
    if (left === 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(sign * p));
}

// ---------- decimal text, exact ----------

interface Decimal {
  units: bigint;
  scale: number;
}

const khmerDigit = /[\u17E0-\u17E9]/g;

/** Lower case, Khmer digits to ASCII, Khmer word spaces (ZWSP) to spaces. */
function normalizeText(text: string): string {
  return text
    .replace(khmerDigit, (d) => String(d.charCodeAt(0) - 0x17e0))
    .replace(/[\u200B\uFEFF]/g, ' ')
    .replace(/\u2212/g, '-')
    .toLowerCase()
    .trim();
}

/**
 * Unsigned decimal with '.' or ',' as separators. Both present: the last is
 * the decimal mark and the other groups thousands. One kind, several times:
 * groups. One separator once: decimal, unless `groupsThree(sep)` says a
 * single separator before exactly three digits groups thousands.
 */
function parseDecimal(s: string, groupsThree: (sep: string) => boolean): Decimal | null {
  if (!/^[\d.,]+$/.test(s)) return null;
  const seps = s.replace(/\d/g, '');
  let intPart = s;
  let frac = '';
  if (seps.length > 0) {
    const last = seps[seps.length - 1] ?? '';
    const group = last === '.' ? ',' : '.';
    const mixed = seps.includes(group);
    const single = seps.length === 1 && !mixed;
    if (!mixed && !single) {
      if (!new RegExp(`^\\d{1,3}(\\${last}\\d{3})+$`).test(s)) return null;
      intPart = s.split(last).join('');
    } else if (single && groupsThree(last) && /^\d{1,3}[.,]\d{3}$/.test(s)) {
      intPart = s.replace(last, '');
    } else {
      const at = s.lastIndexOf(last);
      const head = s.slice(0, at);
      frac = s.slice(at + 1);
      if (!/^\d+$/.test(frac)) return null;
      if (mixed && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$`).test(head)) return null;
      if (!mixed && !/^\d*$/.test(head)) return null;
      intPart = head.split(group).join('');
    }
  }
  const digits = `${intPart}${frac}`;
  if (digits === '') return null;
  return { units: BigInt(digits), scale: frac.length };
}

/** Exact decimal text of `units / 10^scale`, e.g. (8630, 3) → "8.630". */
export function toDecimalString(units: number | bigint, scale: number): `${number}` {
  const n = BigInt(units);
  const neg = n < 0n;
  const digits = (neg ? -n : n).toString().padStart(scale + 1, '0');
  const head = digits.slice(0, digits.length - scale);
  const tail = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${neg ? '-' : ''}${head}${tail}` as `${number}`;
}

export function intlLocale(locale: string): string {
  return locale === 'kh' || locale.startsWith('km') ? 'km' : 'en';
}

function appLocale(locale: string): AppLocale {
  return intlLocale(locale) === 'km' ? 'kh' : 'en';
}

function formatDecimal(value: `${number}`, locale: string, minFrac: number, maxFrac: number, grouping = true): string {
  return numberFormatOf(intlLocale(locale), {
    minimumFractionDigits: minFrac,
    maximumFractionDigits: maxFrac,
    useGrouping: grouping,
  }).format(value);
}

// ---------- weight ----------

export const weightParseErrors = [
  'empty',
  'syntax',
  'invalid_number',
  'unknown_unit',
  'missing_unit',
  'duplicate_unit',
  'mixed_units',
  'negative',
  'too_large',
] as const;
export type WeightParseError = (typeof weightParseErrors)[number];

export type WeightSystem = 'metric' | 'cambodian';
export type WeightParseResult =
  | { ok: true; value: Mg; system: WeightSystem }
  | { ok: false; error: WeightParseError };

type UnitName = 'mg' | 'g' | 'kg' | 'li' | 'hun' | 'chi' | 'damleung' | 'neal';
/** mg per unit as a fraction [numerator, denominator]. */
const unitFactor: Record<UnitName, readonly [bigint, bigint]> = {
  mg: [1n, 1n],
  g: [1_000n, 1n],
  kg: [1_000_000n, 1n],
  li: [BigInt(HALF_MG_PER_LI), 2n],
  hun: [BigInt(MG_PER_HUN), 1n],
  chi: [BigInt(MG_PER_CHI), 1n],
  damleung: [BigInt(MG_PER_DAMLEUNG), 1n],
  neal: [BigInt(MG_PER_NEAL), 1n],
};
const unitWords: Record<string, UnitName> = {
  mg: 'mg',
  g: 'g', gr: 'g', gram: 'g', grams: 'g', 'ក្រាម': 'g',
  kg: 'kg',
  l: 'li', li: 'li', 'លី': 'li',
  h: 'hun', hun: 'hun', 'ហ៊ុន': 'hun', 'ហុ៊ន': 'hun',
  c: 'chi', chi: 'chi', 'ជី': 'chi',
  d: 'damleung', damleung: 'damleung', damlung: 'damleung', tael: 'damleung', 'តម្លឹង': 'damleung', 'ដំឡឹង': 'damleung',
  neal: 'neal',
};
const metricUnits: ReadonlySet<UnitName> = new Set(['mg', 'g', 'kg']);

/**
 * Parses "8.63", "8,63 g", "8630 mg" or any subset of damleung/chi/hun/li in
 * any order ("2 chi 3 hun 4 li", "2c3h4l", "២ ជី ៣ ហ៊ុន"); a bare number is
 * grams. The exact sum is rounded to mg once: "1 li" → 38, "0.1 hun 1 li" → 75.
 */
export function parseWeight(text: string, opts: { allowNegative?: boolean } = {}): WeightParseResult {
  let s = normalizeText(text);
  if (s === '') return { ok: false, error: 'empty' };
  if (s.length > 64) return { ok: false, error: 'syntax' };
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  const token = /\s*([\d.,]+)\s*([a-z\u1780-\u17FF]*)\s*/y;
  const seen = new Set<UnitName>();
  let num = 0n;
  let den = 1n;
  let count = 0;
  let bare = false;
  while (token.lastIndex < s.length) {
    const m = token.exec(s);
    if (!m) return { ok: false, error: 'syntax' };
    const dec = parseDecimal(m[1] ?? '', () => false);
    if (!dec) return { ok: false, error: 'invalid_number' };
    const word = m[2] ?? '';
    const unit = word === '' ? 'g' : unitWords[word];
    if (!unit) return { ok: false, error: 'unknown_unit' };
    if (word === '') bare = true;
    if (seen.has(unit)) return { ok: false, error: 'duplicate_unit' };
    seen.add(unit);
    const [fn, fd] = unitFactor[unit];
    const d = 10n ** BigInt(dec.scale) * fd;
    num = num * d + dec.units * fn * den;
    den *= d;
    count += 1;
  }
  if (count === 0) return { ok: false, error: 'syntax' };
  if (bare && count > 1) return { ok: false, error: 'missing_unit' };
  const kinds = [...seen].map((u) => metricUnits.has(u));
  if (kinds.includes(true) && kinds.includes(false)) return { ok: false, error: 'mixed_units' };
  const mg = divRoundBig(negative ? -num : num, den);
  if (mg > MAX || -mg > MAX) return { ok: false, error: 'too_large' };
  if (mg < 0n && !opts.allowNegative) return { ok: false, error: 'negative' };
  return { ok: true, value: Number(mg), system: kinds[0] ? 'metric' : 'cambodian' };
}

/**
 * "8.630 g" / "8.630 ក្រាម", always three decimals (exact: built from the
 * integer, not mg / 1000). Khmer spells the unit out: ICU's km prints a Latin "g".
 */
export function formatGrams(mg: Mg, locale: string = 'en', opts: { grouping?: boolean } = {}): string {
  assertInt(mg, 'mg');
  if (appLocale(locale) === 'kh') return `${formatDecimal(toDecimalString(mg, 3), locale, 3, 3, opts.grouping ?? true)} ក្រាម`;
  return numberFormatOf(intlLocale(locale), {
    style: 'unit',
    unit: 'gram',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    useGrouping: opts.grouping ?? true,
  }).format(toDecimalString(mg, 3));
}

export interface CambodianParts {
  negative: boolean;
  damleung: number;
  chi: number;
  hun: number;
  /** Li in hundredths: the sub-hun remainder is rem × 8 / 3 hundredths (1 li = 37.5 mg), rounded. */
  liHundredths: number;
}

export function splitCambodian(mg: Mg, topUnit: 'chi' | 'damleung' = 'chi'): CambodianParts {
  assertInt(mg, 'mg');
  let rest = Math.abs(mg);
  const damleung = topUnit === 'damleung' ? Math.floor(rest / MG_PER_DAMLEUNG) : 0;
  rest -= damleung * MG_PER_DAMLEUNG;
  const chi = Math.floor(rest / MG_PER_CHI);
  rest -= chi * MG_PER_CHI;
  const hun = Math.floor(rest / MG_PER_HUN);
  rest -= hun * MG_PER_HUN;
  return { negative: mg < 0, damleung, chi, hun, liHundredths: mulDivRound(rest, 8, 3) };
}

export const cambodianUnitLabels: Readonly<Record<AppLocale, Record<'damleung' | 'chi' | 'hun' | 'li', string>>> = {
  en: { damleung: 'damleung', chi: 'chi', hun: 'hun', li: 'li' },
  kh: { damleung: 'តម្លឹង', chi: 'ជី', hun: 'ហ៊ុន', li: 'លី' },
};

/**
 * "2 chi 3 hun 4 li" / "2 ជី 3 ហ៊ុន 4 លី"; zero parts left out; the sub-li
 * remainder as li with up to 2 decimals (0.01 li = 0.375 mg, so parsing the
 * text gives back the same mg). From one damleung up the weight reads in
 * damleung first, as shops say it: 1,234 chi is "123 តម្លឹង 4 ជី", not "1234 ជី"
 * (topUnit 'auto', the default; 'chi' or 'damleung' forces one).
 */
export function formatCambodian(
  mg: Mg,
  locale: string = 'en',
  opts: { topUnit?: 'chi' | 'damleung' | 'auto' } = {},
): string {
  const wanted = opts.topUnit ?? 'auto';
  const topUnit = wanted === 'auto' ? (Math.abs(mg) >= MG_PER_DAMLEUNG ? 'damleung' : 'chi') : wanted;
  const p = splitCambodian(mg, topUnit);
  const labels = cambodianUnitLabels[appLocale(locale)];
  const int = (n: number) => formatDecimal(`${n}`, locale, 0, 0, false);
  const parts: string[] = [];
  if (p.damleung) parts.push(`${int(p.damleung)} ${labels.damleung}`);
  if (p.chi) parts.push(`${int(p.chi)} ${labels.chi}`);
  if (p.hun) parts.push(`${int(p.hun)} ${labels.hun}`);
  if (p.liHundredths || parts.length === 0) {
    parts.push(`${formatDecimal(toDecimalString(p.liHundredths, 2), locale, 0, 2, false)} ${labels.li}`);
  }
  return `${p.negative ? '-' : ''}${parts.join(' ')}`;
}

// ---------- stones ----------

export function mgToMilliCarat(mg: Mg): MilliCarat {
  assertInt(mg, 'mg');
  return mg * 5;
}

export function milliCaratToMg(mct: MilliCarat): Mg {
  return mulDivRound(mct, 1, 5);
}

/** "1.25", "1,25 ct", "0.5 ការ៉ាត់" → milli-carats, rounded once. */
export function parseCarats(text: string): ParseResult<MilliCarat, 'empty' | 'invalid_number' | 'too_large'> {
  const s = normalizeText(text).replace(/\s*(ct|cts|carat|carats|ការ៉ាត់)$/, '');
  if (s === '') return { ok: false, error: 'empty' };
  const dec = parseDecimal(s, () => false);
  if (!dec) return { ok: false, error: 'invalid_number' };
  const mct = divRoundBig(dec.units * 1000n, 10n ** BigInt(dec.scale));
  if (mct > MAX) return { ok: false, error: 'too_large' };
  return { ok: true, value: Number(mct) };
}

/**
 * "1.250 ct": always three decimals, exact (built from the integer), a true
 * minus when negative, and a space that does not break from its number. How
 * every screen, sheet and message writes a stone weight.
 */
export function formatCarats(mct: MilliCarat, locale: string = 'en'): string {
  assertInt(mct, 'mct');
  return `${mct < 0 ? '−' : ''}${formatDecimal(toDecimalString(Math.abs(mct), 3), locale, 3, 3)}\u00a0ct`;
}

/** A stone's size, kept in hundredths of a millimetre: 150 → "1.50 mm", two decimals, exact. */
export function formatStoneSize(sizeCmm: number, locale: string = 'en'): string {
  assertInt(sizeCmm, 'sizeCmm');
  return `${formatDecimal(toDecimalString(sizeCmm, 2), locale, 2, 2)}\u00a0mm`;
}

// ---------- purity ----------

/**
 * Price of metal at a rate quoted per chi (DESIGN §3.2: shops quote per chi):
 * weight × rate / 3.75 g, rounded once, half away from zero, to the minor unit.
 */
export function metalPriceMinor(weightMg: Mg, minorPerChi: Minor): Minor {
  return mulDivRound(weightMg, minorPerChi, MG_PER_CHI);
}

/** Fine weight = weight × purity / 10000, rounded once. */
export function fineWeightMg(weightMg: Mg, purity: Purity): Mg {
  return mulDivRound(weightMg, purity, PURITY_SCALE);
}

/** 7.5 teuk (75 tenths) → 7500. */
export function purityFromTeukTenths(teukTenths: number): Purity {
  assertInt(teukTenths, 'teukTenths');
  return teukTenths * 100;
}

/** 18 → 7500; 24 → 9999, the shop's "pure" gold. */
export function purityFromKarat(karat: number): Purity {
  return karat === 24 ? 9_999 : mulDivRound(karat, PURITY_SCALE, 24);
}

/** "99.99%". */
export function formatPurityPercent(purity: Purity, locale: string = 'en'): string {
  assertInt(purity, 'purity');
  return numberFormatOf(intlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(toDecimalString(purity, 4));
}

/** Teuk = purity / 1000, up to 2 decimals: 7500 → "7.5", 9999 → "10". */
export function formatTeuk(purity: Purity, locale: string = 'en'): string {
  return formatDecimal(toDecimalString(mulDivRound(purity, 1, 10), 2), locale, 0, 2);
}

/** Karat = purity × 24 / 10000, up to 1 decimal: 7500 → "18K", 9999 → "24K". */
export function formatKarat(purity: Purity, locale: string = 'en'): string {
  return `${formatDecimal(toDecimalString(mulDivRound(purity, 240, PURITY_SCALE), 1), locale, 0, 1)}K`;
}

// ---------- money ----------

export const moneyParseErrors = ['empty', 'invalid_number', 'too_many_decimals', 'negative', 'too_large'] as const;
export type MoneyParseError = (typeof moneyParseErrors)[number];

const currencyWords = /\$|៛|usd|khr|riel|រៀល|ដុល្លារ/g;

/**
 * "12.34" → 1234 (USD cents); "40,000" / "40.000 ៛" → 40000 (KHR riel).
 * A single separator before exactly three digits groups thousands for KHR
 * and for ',' in USD; more decimals than the currency has is an error.
 */
export function parseMoney(
  text: string,
  currency: Currency,
  opts: { allowNegative?: boolean } = {},
): ParseResult<Minor, MoneyParseError> {
  let s = normalizeText(text).replace(currencyWords, '').replace(/\s+/g, '');
  if (s === '') return { ok: false, error: 'empty' };
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  const decimals = CURRENCY_DECIMALS[currency];
  const dec = parseDecimal(s, (sep) => decimals === 0 || sep === ',');
  if (!dec) return { ok: false, error: 'invalid_number' };
  if (dec.scale > decimals && dec.units % 10n ** BigInt(dec.scale - decimals) !== 0n) {
    return { ok: false, error: 'too_many_decimals' };
  }
  const minor = (dec.units * 10n ** BigInt(decimals)) / 10n ** BigInt(dec.scale);
  if (minor > MAX) return { ok: false, error: 'too_large' };
  if (negative && minor !== 0n && !opts.allowNegative) return { ok: false, error: 'negative' };
  return { ok: true, value: Number(negative ? -minor : minor) };
}

/** Plain decimal text for an input field: 1234 USD → "12.34", 40000 KHR → "40000". */
export function minorToDecimalString(amountMinor: Minor, currency: Currency): `${number}` {
  assertInt(amountMinor, 'amountMinor');
  return toDecimalString(amountMinor, CURRENCY_DECIMALS[currency]);
}

/**
 * "$1,234.56" (en) / "1,234.56$" (kh): Intl currency, 2 decimals. Riel reads
 * "40,000 ៛" in both languages, the sign after the figure as Cambodian
 * receipts and rate boards print it (Intl's en would put it first).
 */
export function formatMoney(amountMinor: Minor, currency: Currency, locale: string = 'en'): string {
  const decimals = CURRENCY_DECIMALS[currency];
  if (currency === 'KHR') return `${formatDecimal(minorToDecimalString(amountMinor, currency), locale, 0, 0)} ៛`;
  // The sign and the dollar written here rather than by Intl's currency style: engines disagree on
  // Khmer's (Chromium has no Khmer data and writes "$1.00", Node's full ICU "1.00$"), and a page the
  // server draws must read as the browser then draws it, as a receipt must read as the screen.
  const sign = amountMinor < 0 ? '-' : '';
  return `${sign}$${formatDecimal(minorToDecimalString(Math.abs(amountMinor), currency), locale, decimals, decimals)}`;
}

/**
 * Dollars in a chart's axis, rounded to thousands or millions: "$2K",
 * "-$1.5M", "$0". Written here for the reason formatMoney writes its dollar:
 * the same in both languages and in every engine.
 */
export function formatDollarsCompact(cents: Minor, locale: string = 'en'): string {
  const dollars = Math.abs(cents) / 100;
  const [scaled, suffix] = dollars >= 1e9 ? [dollars / 1e9, 'B'] : dollars >= 1e6 ? [dollars / 1e6, 'M'] : dollars >= 1e3 ? [dollars / 1e3, 'K'] : [dollars, ''];
  const rounded = Math.round(scaled * 10) / 10;
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  return `${sign}$${formatDecimal(`${rounded}`, locale, 0, 1)}${suffix}`;
}

/** riel = cents × khrPerUsd / 100, rounded once. */
export function usdCentsToRiel(cents: Minor, khrPerUsd: number): Minor {
  return mulDivRound(cents, khrPerUsd, 100);
}

/** cents = riel × 100 / khrPerUsd, rounded once. */
export function rielToUsdCents(riel: Minor, khrPerUsd: number): Minor {
  if (khrPerUsd <= 0) throw new RangeError('khrPerUsd must be positive');
  return mulDivRound(riel, 100, khrPerUsd);
}

export function convertMinor(amountMinor: Minor, from: Currency, to: Currency, khrPerUsd: number): Minor {
  if (from === to) return amountMinor;
  return from === 'USD' ? usdCentsToRiel(amountMinor, khrPerUsd) : rielToUsdCents(amountMinor, khrPerUsd);
}
