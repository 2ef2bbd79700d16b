import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { andLine } from './and-line';
import { mtSicsLine } from './mt-sics-line';
import { ohausLine } from './ohaus-line';
import { parseScaleLine, type ScaleProtocol } from './parse-scale-line';
import { sartoriusLine } from './sartorius-line';
import { readingOf } from './scale-reading';

/** Lines as the scales send them (manual examples), CR LF included. */
const recorded: Record<ScaleProtocol, [string, ReturnType<typeof parseScaleLine>][]> = {
  and: [
    ['ST,+00123.45  g\r\n', { state: 'stable', mg: 123_450, milliCarats: 617_250, unit: 'g' }],
    ['ST,+0000.1278  g\r\n', { state: 'stable', mg: 128, milliCarats: 639, unit: 'g' }],
    ['US,+00123.41  g\r\n', { state: 'unstable' }],
    ['OL,+9999999E+19  g\r\n', { state: 'overload' }],
    ['ST,-00000.52  g\r\n', { state: 'negative' }],
    ['ST,+000012.50 ct\r\n', { state: 'stable', mg: 2_500, milliCarats: 12_500, unit: 'ct' }],
    ['ST,+0001.0000 tl\r\n', { state: 'stable', mg: 37_500, milliCarats: 187_500, unit: 'tael' }],
    ['ST,+00125.000 mg\r\n', { state: 'stable', mg: 125, milliCarats: 625, unit: 'mg' }],
    ['QT,+00000010 PC\r\n', { state: 'unknownUnit', unit: 'PC' }],
    ['ST,+00012.345 mo\r\n', { state: 'unknownUnit', unit: 'mo' }],
    ['garbage\r\n', { state: 'unparsed' }],
  ],
  ohaus: [
    ['    12.345 g     \r\n', { state: 'stable', mg: 12_345, milliCarats: 61_725, unit: 'g' }],
    ['    53.98 g     \r\n', { state: 'stable', mg: 53_980, milliCarats: 269_900, unit: 'g' }],
    ['    12.340 g  ?  \r\n', { state: 'unstable' }],
    ['   123.4 g  *     G\r\n', { state: 'stable', mg: 123_400, milliCarats: 617_000, unit: 'g' }],
    ['-    0.012 g     \r\n', { state: 'negative' }],
    ['     2.500 ct    \r\n', { state: 'stable', mg: 500, milliCarats: 2_500, unit: 'ct' }],
    ['     3.000 dwt   \r\n', { state: 'unknownUnit', unit: 'dwt' }],
    ['Err 8.4\r\n', { state: 'unparsed' }],
  ],
  sartorius: [
    ['+    12.345 g  \r\n', { state: 'stable', mg: 12_345, milliCarats: 61_725, unit: 'g' }],
    ['N     +    12.345 g  \r\n', { state: 'stable', mg: 12_345, milliCarats: 61_725, unit: 'g' }],
    ['N     +   123.56    \r\n', { state: 'unstable' }],
    ['+    12.345      \r\n', { state: 'unstable' }],
    ['Stat         H      \r\n', { state: 'overload' }],
    ['Stat         L      \r\n', { state: 'negative' }],
    ['Stat     Err  54    \r\n', { state: 'error' }],
    ['-     0.002 g  \r\n', { state: 'negative' }],
    ['+     1.0000 tlt\r\n', { state: 'stable', mg: 37_500, milliCarats: 187_500, unit: 'tael' }],
    ['+     1.0000 tlh\r\n', { state: 'unknownUnit', unit: 'tlh' }],
    ['+     5.255 ct \r\n', { state: 'stable', mg: 1_051, milliCarats: 5_255, unit: 'ct' }],
  ],
  'mt-sics': [
    ['S S      12.345 g\r\n', { state: 'stable', mg: 12_345, milliCarats: 61_725, unit: 'g' }],
    ['S S     100.00 g\r\n', { state: 'stable', mg: 100_000, milliCarats: 500_000, unit: 'g' }],
    ['S D      12.340 g\r\n', { state: 'unstable' }],
    ['S I\r\n', { state: 'unstable' }],
    ['S +\r\n', { state: 'overload' }],
    ['S -\r\n', { state: 'negative' }],
    ['ES\r\n', { state: 'error' }],
    ['ET\r\n', { state: 'error' }],
    ['EL\r\n', { state: 'error' }],
    ['S S      -0.0082 g\r\n', { state: 'negative' }],
    ['S S       1.2500 ct\r\n', { state: 'stable', mg: 250, milliCarats: 1_250, unit: 'ct' }],
    ['S S      0.0500 tlc\r\n', { state: 'unknownUnit', unit: 'tlc' }],
  ],
};

describe('parseScaleLine on recorded lines', () => {
  for (const [protocol, cases] of Object.entries(recorded) as [ScaleProtocol, (typeof recorded)['and']][]) {
    describe(protocol, () => {
      it.each(cases)('reads %j', (line, expected) => {
        expect(parseScaleLine(protocol, line)).toEqual(expected);
      });
    });
  }
});

describe('readingOf: exact units', () => {
  it('rounds a fourth gram decimal half away from zero, once', () => {
    expect(readingOf('0.0005', 'g')).toMatchObject({ mg: 1 });
    expect(readingOf('0.0004', 'g')).toMatchObject({ mg: 0 });
  });
  it('reads a carat as 200 mg and 1000 milli-carats', () => {
    expect(readingOf('1', 'ct')).toEqual({ state: 'stable', mg: 200, milliCarats: 1_000, unit: 'ct' });
  });
  it('reads the tael as the damleung, 37.5 g, not the Hong Kong 37.429 g', () => {
    expect(readingOf('2.0000', 'tl')).toMatchObject({ mg: 75_000 });
  });
  it('refuses Cambodian units it was never sent and text that is not a number', () => {
    expect(readingOf('1', 'chi')).toEqual({ state: 'unknownUnit', unit: 'chi' });
    expect(readingOf('1.2.3', 'g')).toEqual({ state: 'unparsed' });
    expect(readingOf('', 'g')).toEqual({ state: 'unparsed' });
  });
  it('reads a negative zero as zero, not as a negative weight', () => {
    expect(readingOf('-0.000', 'g')).toMatchObject({ state: 'stable', mg: 0 });
  });
});

describe('a weight written as each protocol writes it reads back to the same milligram', () => {
  const weights = fc.integer({ min: 0, max: 99_999_990 });
  it('A&D at 2 decimals (to the 10 mg)', () => {
    fc.assert(fc.property(weights, (raw) => {
      const mg = raw - (raw % 10);
      expect(parseScaleLine('and', andLine(mg))).toMatchObject({ state: 'stable', mg });
      expect(parseScaleLine('and', andLine(mg, { header: 'US' }))).toEqual({ state: 'unstable' });
    }));
  });
  it('Ohaus, Sartorius (with and without ID) and MT-SICS at 3 decimals', () => {
    fc.assert(fc.property(weights, fc.boolean(), (mg, withId) => {
      expect(parseScaleLine('ohaus', ohausLine(mg))).toMatchObject({ state: 'stable', mg });
      expect(parseScaleLine('sartorius', sartoriusLine(mg, withId ? { id: 'N' } : {}))).toMatchObject({ state: 'stable', mg });
      expect(parseScaleLine('mt-sics', mtSicsLine(mg))).toMatchObject({ state: 'stable', mg });
      expect(parseScaleLine('ohaus', ohausLine(mg, { stable: false }))).toEqual({ state: 'unstable' });
      expect(parseScaleLine('sartorius', sartoriusLine(mg, { stable: false }))).toEqual({ state: 'unstable' });
      expect(parseScaleLine('mt-sics', mtSicsLine(mg, { stable: false }))).toEqual({ state: 'unstable' });
    }));
  });
  it('a negative weight is never taken, in any protocol', () => {
    fc.assert(fc.property(fc.integer({ min: -99_999_990, max: -10 }), (raw) => {
      const mg = raw - (raw % 10);
      expect(parseScaleLine('and', andLine(mg)).state).toBe('negative');
      expect(parseScaleLine('ohaus', ohausLine(mg)).state).toBe('negative');
      expect(parseScaleLine('sartorius', sartoriusLine(mg)).state).toBe('negative');
      expect(parseScaleLine('mt-sics', mtSicsLine(mg)).state).toBe('negative');
    }));
  });
});
