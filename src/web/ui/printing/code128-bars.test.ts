import { describe, expect, it } from 'vitest';
import { code128Dots } from '../../../shared/printing/jewelry-tag-layout';
import { code128BBars } from './code128-bars';

describe('Code 128 bars of the label preview', () => {
  it('draws a symbol exactly as wide as the layout counts, less the quiet zones', () => {
    for (const code of ['R-000123', 'AU9999-7', 'x']) {
      const bars = code128BBars(code)!;
      const [at, width] = bars[bars.length - 1]!;
      expect(at + width).toBe(code128Dots(code) - 20);
    }
  });
  it('starts with Start B and ends with the stop bar, with the mod-103 check', () => {
    // "A": values Start B 104, A 33, check (104 + 33) % 103 = 34 → 131321.
    expect(code128BBars('A')!.slice(0, 3)).toEqual([[0, 2], [3, 1], [6, 1]]);
    expect(code128BBars('A')!.slice(-1)).toEqual([[44, 2]]);
    expect(code128BBars('ខ')).toBeNull();
  });
});
