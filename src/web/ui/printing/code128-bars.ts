/**
 * Code 128 subset B bars, for the label preview only (the printer draws its
 * own): module widths bar-space-bar… per symbol value (ISO/IEC 15417
 * table 1), 103–105 the start codes, then the stop pattern.
 */
const patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
] as const;
const STOP = '2331112';
const START_B = 104;

/** Bars as [offset, width] in modules from the symbol's left edge (no quiet zone); null for text outside subset B. */
export function code128BBars(content: string): [number, number][] | null {
  const values: number[] = [];
  for (const char of content) {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 127) return null;
    values.push(code - 32);
  }
  const check = values.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  const widths = [START_B, ...values, check].map((v) => patterns[v] ?? '').join('') + STOP;
  const bars: [number, number][] = [];
  let at = 0;
  [...widths].forEach((digit, i) => {
    const width = Number(digit);
    if (i % 2 === 0) bars.push([at, width]);
    at += width;
  });
  return bars;
}
