import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDollarsCompact,
  allocate,
  convertMinor,
  divRoundBig,
  fineWeightMg,
  metalPriceMinor,
  formatCambodian,
  formatCarats,
  formatStoneSize,
  formatGrams,
  formatKarat,
  formatMoney,
  formatPurityPercent,
  formatTeuk,
  mgToMilliCarat,
  milliCaratToMg,
  minorToDecimalString,
  mulDivRound,
  parseCarats,
  parseMoney,
  parseWeight,
  purityFromKarat,
  purityFromTeukTenths,
  rielToUsdCents,
  splitCambodian,
  toDecimalString,
  usdCentsToRiel,
  type Currency,
} from './units';

const mgOf = (text: string, allowNegative = false) => {
  const r = parseWeight(text, { allowNegative });
  if (!r.ok) throw new Error(`${text}: ${r.error}`);
  return r.value;
};
const errOf = (text: string) => {
  const r = parseWeight(text);
  return r.ok ? `ok:${r.value}` : r.error;
};

describe('mulDivRound', () => {
  it('rounds half away from zero', () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(-1, 1, 2)).toBe(-1);
    expect(mulDivRound(3, 1, 2)).toBe(2);
    expect(mulDivRound(-3, 1, 2)).toBe(-2);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(mulDivRound(2, 1, 3)).toBe(1);
    expect(mulDivRound(5, 1, -2)).toBe(-3);
    expect(mulDivRound(-5, 1, -2)).toBe(3);
  });
  it('is exact beyond 2^53 intermediate products', () => {
    // 9_000_000_000_000 × 7_500 overflows doubles; the quotient does not.
    expect(mulDivRound(9_000_000_000_001, 7_500, 10_000)).toBe(6_750_000_000_001);
    expect(mulDivRound(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('refuses non-integers, division by zero and unsafe results', () => {
    expect(() => mulDivRound(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRound(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });
  it('matches BigInt rounding for random integers', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer().filter((c) => c !== 0), (a, b, c) => {
        const expected = divRoundBig(BigInt(a) * BigInt(b), BigInt(c));
        if (expected > BigInt(Number.MAX_SAFE_INTEGER) || expected < -BigInt(Number.MAX_SAFE_INTEGER)) return;
        expect(mulDivRound(a, b, c)).toBe(Number(expected));
      }),
    );
  });
});

describe('allocate', () => {
  it('shares a loss in proportion to issued weight, largest remainder first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3_000, 5_000, 2_000])).toEqual([3, 5, 2]);
    expect(allocate(7, [1, 2])).toEqual([2, 5]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(5, [0, 3])).toEqual([0, 5]);
    expect(allocate(0, [])).toEqual([]);
  });
  it('refuses negative weights and a total with no parts', () => {
    expect(() => allocate(1, [1, -1])).toThrow(RangeError);
    expect(() => allocate(1, [])).toThrow(RangeError);
  });
  it('always sums to the total, never negative for non-negative inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((s, p) => s + BigInt(p), 0n)).toBe(BigInt(total));
          parts.forEach((p) => expect(p).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });
  it('gives each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const sum = weights.reduce((s, w) => s + w, 0);
          allocate(total, weights).forEach((p, i) => {
            expect(Math.abs(p * sum - total * (weights[i] ?? 0))).toBeLessThan(sum);
          });
        },
      ),
    );
  });
});

describe('parseWeight', () => {
  it('reads grams with a dot, a comma, a unit or none', () => {
    expect(mgOf('8.63')).toBe(8_630);
    expect(mgOf('8.63 g')).toBe(8_630);
    expect(mgOf('8,63g')).toBe(8_630);
    expect(mgOf(' 8.63 Gram ')).toBe(8_630);
    expect(mgOf('8.63 ក្រាម')).toBe(8_630);
    expect(mgOf('8630 mg')).toBe(8_630);
    expect(mgOf('1,234.567 g')).toBe(1_234_567);
    expect(mgOf('.5')).toBe(500);
    expect(mgOf('៨.៦៣')).toBe(8_630);
  });
  it('rounds sub-milligram grams half away from zero', () => {
    expect(mgOf('8.6305')).toBe(8_631);
    expect(mgOf('8.63049999')).toBe(8_630);
    expect(mgOf('-8.6305', true)).toBe(-8_631);
  });
  it('reads chi, hun, li in words, Khmer and abbreviations, any subset, order and case', () => {
    expect(mgOf('2 chi 3 hun 4 li')).toBe(8_775);
    expect(mgOf('2chi3hun4li')).toBe(8_775);
    expect(mgOf('2C 3H 4L')).toBe(8_775);
    expect(mgOf('4 li 2 chi')).toBe(7_650);
    expect(mgOf('២ ជី ៣ ហ៊ុន ៤ លី')).toBe(8_775);
    expect(mgOf('2ជី​3ហ៊ុន')).toBe(8_625);
    expect(mgOf('1 damleung 1 chi')).toBe(41_250);
    expect(mgOf('1 តម្លឹង')).toBe(37_500);
    expect(mgOf('1 neal')).toBe(600_000);
    expect(mgOf('2.5 chi')).toBe(9_375);
  });
  it('rounds li half-milligrams once, at the end, half away from zero', () => {
    expect(mgOf('1 li')).toBe(38);
    expect(mgOf('2 li')).toBe(75);
    expect(mgOf('3 li')).toBe(113);
    expect(mgOf('-1 li', true)).toBe(-38);
    // 37.5 + 37.5: rounding each part first would give 76.
    expect(mgOf('0.1 hun 1 li')).toBe(75);
    expect(mgOf('1 chi 1 li')).toBe(3_788);
  });
  it('returns a typed error for what it cannot read', () => {
    expect(errOf('')).toBe('empty');
    expect(errOf('   ')).toBe('empty');
    expect(errOf('abc')).toBe('syntax');
    expect(errOf('8.6.3')).toBe('invalid_number');
    expect(errOf('8.')).toBe('invalid_number');
    expect(errOf('8 oz')).toBe('unknown_unit');
    expect(errOf('2 chi 3')).toBe('missing_unit');
    expect(errOf('2 chi 3 chi')).toBe('duplicate_unit');
    expect(errOf('2 chi 3 g')).toBe('mixed_units');
    expect(errOf('-1 g')).toBe('negative');
    expect(errOf('99999999999999999 g')).toBe('too_large');
    expect(errOf('1 + 2')).toBe('syntax');
    expect(errOf('1'.repeat(65))).toBe('syntax');
  });
  it('tells which system the text used', () => {
    const metric = parseWeight('8.63');
    const cambodian = parseWeight('2 chi');
    expect(metric.ok && metric.system).toBe('metric');
    expect(cambodian.ok && cambodian.system).toBe('cambodian');
  });
});

describe('formatting weights', () => {
  it('formats grams with three decimals in both locales', () => {
    expect(formatGrams(8_630)).toBe('8.630 g');
    expect(formatGrams(5)).toBe('0.005 g');
    expect(formatGrams(-8_630)).toBe('-8.630 g');
    expect(formatGrams(1_234_567)).toBe('1,234.567 g');
    expect(formatGrams(1_234_567, 'en', { grouping: false })).toBe('1234.567 g');
    expect(formatGrams(8_630, 'kh')).toBe('8.630 ក្រាម');
    expect(formatGrams(-1_234_567, 'kh')).toBe('-1,234.567 ក្រាម');
    expect(formatGrams(1_234_567, 'kh', { grouping: false })).toBe('1234.567 ក្រាម');
  });
  it('splits into damleung, chi, hun and li hundredths', () => {
    expect(splitCambodian(8_775)).toEqual({ negative: false, damleung: 0, chi: 2, hun: 3, liHundredths: 400 });
    expect(splitCambodian(41_250, 'damleung')).toMatchObject({ damleung: 1, chi: 1, hun: 0 });
    expect(splitCambodian(41_250)).toMatchObject({ damleung: 0, chi: 11 });
    expect(splitCambodian(5).liHundredths).toBe(13);
  });
  it('formats chi, hun, li in English and Khmer, leaving out zero parts', () => {
    expect(formatCambodian(8_775)).toBe('2 chi 3 hun 4 li');
    expect(formatCambodian(8_775, 'kh')).toBe('2 ជី 3 ហ៊ុន 4 លី');
    expect(formatCambodian(7_500)).toBe('2 chi');
    expect(formatCambodian(7_650)).toBe('2 chi 4 li');
    expect(formatCambodian(8_630)).toBe('2 chi 3 hun 0.13 li');
    expect(formatCambodian(38)).toBe('1.01 li');
    expect(formatCambodian(0)).toBe('0 li');
    expect(formatCambodian(0, 'kh')).toBe('0 លី');
    expect(formatCambodian(-3_750)).toBe('-1 chi');
    expect(formatCambodian(41_250, 'en', { topUnit: 'damleung' })).toBe('1 damleung 1 chi');
    expect(formatCambodian(41_250, 'kh', { topUnit: 'damleung' })).toBe('1 តម្លឹង 1 ជី');
    expect(formatCambodian(41_250, 'en', { topUnit: 'chi' })).toBe('11 chi');
  });
  it('reads a damleung and more in damleung first, as shops say it, not thousands of chi', () => {
    expect(formatCambodian(1_234 * 3_750, 'kh')).toBe('123 តម្លឹង 4 ជី');
    expect(formatCambodian(1_234 * 3_750)).toBe('123 damleung 4 chi');
    expect(formatCambodian(37_500 + 375, 'kh')).toBe('1 តម្លឹង 1 ហ៊ុន');
    expect(formatCambodian(-41_250, 'kh')).toBe('-1 តម្លឹង 1 ជី');
    expect(formatCambodian(37_499, 'kh')).toBe('9 ជី 9 ហ៊ុន 9.97 លី');
  });
  it('reads back formatted grams exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom('en', 'kh'),
        fc.boolean(),
        (mg, locale, grouping) => {
          expect(mgOf(formatGrams(mg, locale, { grouping }), true)).toBe(mg);
        },
      ),
    );
  });
  it('reads back formatted chi, hun, li exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.constantFrom('en', 'kh'),
        fc.constantFrom('chi' as const, 'damleung' as const, 'auto' as const),
        (mg, locale, topUnit) => {
          expect(mgOf(formatCambodian(mg, locale, { topUnit }), true)).toBe(mg);
        },
      ),
    );
  });
});

describe('stones', () => {
  it('converts milligrams and milli-carats (1 ct = 200 mg)', () => {
    expect(mgToMilliCarat(200)).toBe(1_000);
    expect(milliCaratToMg(1_000)).toBe(200);
    expect(milliCaratToMg(1_252)).toBe(250);
    expect(milliCaratToMg(1_253)).toBe(251);
  });
  it('parses and formats carats', () => {
    expect(parseCarats('1.25 ct')).toEqual({ ok: true, value: 1_250 });
    expect(parseCarats('0,5ការ៉ាត់')).toEqual({ ok: true, value: 500 });
    expect(parseCarats('0.0005')).toEqual({ ok: true, value: 1 });
    expect(parseCarats('')).toEqual({ ok: false, error: 'empty' });
    expect(parseCarats('x')).toEqual({ ok: false, error: 'invalid_number' });
    expect(formatCarats(1_250)).toBe('1.250\u00a0ct');
    expect(formatCarats(50)).toBe('0.050\u00a0ct');
    expect(formatCarats(1_255)).toBe('1.255\u00a0ct');
    expect(formatCarats(-15)).toBe('−0.015\u00a0ct');
    expect(formatCarats(1_234_567, 'kh')).toBe('1,234.567\u00a0ct');
    expect(formatStoneSize(150)).toBe('1.50\u00a0mm');
    expect(formatStoneSize(5)).toBe('0.05\u00a0mm');
  });
});

describe('purity', () => {
  it('computes fine weight rounded half away from zero', () => {
    expect(fineWeightMg(10_000, 7_500)).toBe(7_500);
    expect(fineWeightMg(3_750, 9_999)).toBe(3_750); // 3749.625
    expect(fineWeightMg(2, 2_500)).toBe(1); // 0.5
    expect(fineWeightMg(-2, 2_500)).toBe(-1);
    expect(fineWeightMg(1, 4_999)).toBe(0);
  });
  it('converts teuk and karats', () => {
    expect(purityFromTeukTenths(75)).toBe(7_500);
    expect(purityFromKarat(18)).toBe(7_500);
    expect(purityFromKarat(22)).toBe(9_167);
    expect(purityFromKarat(24)).toBe(9_999);
  });
  it('shows percent, teuk and karat', () => {
    expect(formatPurityPercent(9_999)).toBe('99.99%');
    expect(formatPurityPercent(7_500)).toBe('75%');
    expect(formatTeuk(7_500)).toBe('7.5');
    expect(formatTeuk(9_999)).toBe('10');
    expect(formatTeuk(9_250)).toBe('9.25');
    expect(formatKarat(7_500)).toBe('18K');
    expect(formatKarat(9_999)).toBe('24K');
    expect(formatKarat(9_167)).toBe('22K');
    expect(formatKarat(5_850)).toBe('14K');
  });
});

describe('money', () => {
  const ok = (value: number) => ({ ok: true, value });
  const err = (error: string) => ({ ok: false, error });
  it('parses USD into cents and KHR into riel', () => {
    expect(parseMoney('12.34', 'USD')).toEqual(ok(1_234));
    expect(parseMoney('12', 'USD')).toEqual(ok(1_200));
    expect(parseMoney('12.3', 'USD')).toEqual(ok(1_230));
    expect(parseMoney('12,34', 'USD')).toEqual(ok(1_234));
    expect(parseMoney('$1,234.56', 'USD')).toEqual(ok(123_456));
    expect(parseMoney('1,234', 'USD')).toEqual(ok(123_400));
    expect(parseMoney('40000', 'KHR')).toEqual(ok(40_000));
    expect(parseMoney('40,000 ៛', 'KHR')).toEqual(ok(40_000));
    expect(parseMoney('40.000', 'KHR')).toEqual(ok(40_000));
    expect(parseMoney('៤០០០០ រៀល', 'KHR')).toEqual(ok(40_000));
    expect(parseMoney('-5', 'USD', { allowNegative: true })).toEqual(ok(-500));
  });
  it('refuses too many decimals, negatives and garbage', () => {
    expect(parseMoney('12.345', 'USD')).toEqual(err('too_many_decimals'));
    expect(parseMoney('12.5', 'KHR')).toEqual(err('too_many_decimals'));
    expect(parseMoney('12.340', 'USD')).toEqual(ok(1_234));
    expect(parseMoney('-5', 'USD')).toEqual(err('negative'));
    expect(parseMoney('', 'USD')).toEqual(err('empty'));
    expect(parseMoney('abc', 'USD')).toEqual(err('invalid_number'));
    expect(parseMoney('99999999999999999', 'USD')).toEqual(err('too_large'));
  });
  it('formats with Intl: USD two decimals, KHR none', () => {
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(-5, 'USD')).toBe('-$0.05');
    expect(formatMoney(40_000, 'KHR')).toBe('40,000 ៛');
    expect(formatMoney(40_000, 'KHR', 'kh')).toBe('40,000 ៛');
    expect(formatMoney(-4_100, 'KHR')).toBe('-4,100 ៛');
    // The same in Khmer as in English, whatever the engine's Khmer data (formatMoney says why).
    expect(formatMoney(123_456, 'USD', 'kh')).toBe('$1,234.56');
    expect(formatMoney(-350, 'USD', 'kh')).toBe('-$3.50');
    // A chart's axis: thousands and millions, one decimal at most, the same in both languages.
    expect([200_000, -150_000_000, 0, 99_900, 123_456_789].map((cents) => formatDollarsCompact(cents, 'kh'))).toEqual(['$2K', '-$1.5M', '$0', '$999', '$1.2M']);
    expect(minorToDecimalString(1_234, 'USD')).toBe('12.34');
    expect(minorToDecimalString(40_000, 'KHR')).toBe('40000');
  });
  it('reads back formatted money exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom<Currency>('USD', 'KHR'),
        fc.constantFrom('en', 'kh'),
        (minor, currency, locale) => {
          expect(parseMoney(formatMoney(minor, currency, locale), currency, { allowNegative: true })).toEqual(
            ok(minor),
          );
        },
      ),
    );
  });
  it('converts at an integer exchange rate, rounding once', () => {
    expect(usdCentsToRiel(100, 4_100)).toBe(4_100);
    expect(usdCentsToRiel(1, 4_150)).toBe(42); // 41.5
    expect(usdCentsToRiel(-1, 4_150)).toBe(-42);
    expect(rielToUsdCents(4_100, 4_100)).toBe(100);
    expect(rielToUsdCents(20_500, 4_100)).toBe(500);
    expect(rielToUsdCents(1_000, 4_100)).toBe(24); // 24.39
    expect(convertMinor(1_000, 'KHR', 'KHR', 4_100)).toBe(1_000);
    expect(convertMinor(100, 'USD', 'KHR', 4_100)).toBe(4_100);
    expect(() => rielToUsdCents(1, 0)).toThrow(RangeError);
  });
});

describe('toDecimalString', () => {
  it('writes exact decimals', () => {
    expect(toDecimalString(8_630, 3)).toBe('8.630');
    expect(toDecimalString(-5, 3)).toBe('-0.005');
    expect(toDecimalString(12, 0)).toBe('12');
    expect(toDecimalString(10n ** 20n, 2)).toBe('1000000000000000000.00');
  });
});

describe('metalPriceMinor', () => {
  it('prices a weight at a rate per chi, rounding once at the end', () => {
    // 1 chi at 219.00 USD per chi.
    expect(metalPriceMinor(3_750, 21_900)).toBe(21_900);
    // 1 damleung = 10 chi.
    expect(metalPriceMinor(37_500, 21_900)).toBe(219_000);
    // 8.63 g at 219.00 / chi = 503.992 USD → 50,399.2 cents → 50,399.
    expect(metalPriceMinor(8_630, 21_900)).toBe(50_399);
    // Exactly half a cent rounds away from zero: 1 mg × 1875 / 3750 = 0.5.
    expect(metalPriceMinor(1, 1_875)).toBe(1);
    expect(metalPriceMinor(-1, 1_875)).toBe(-1);
    expect(metalPriceMinor(0, 21_900)).toBe(0);
  });

  it('never differs from the exact price by more than half a minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (mg, rate) => {
        const exactTimes3750 = BigInt(mg) * BigInt(rate);
        const errorTimes3750 = BigInt(metalPriceMinor(mg, rate)) * 3_750n - exactTimes3750;
        const abs = errorTimes3750 < 0n ? -errorTimes3750 : errorTimes3750;
        expect(abs * 2n <= 3_750n).toBe(true);
      }),
    );
  });
});
