import { describe, expect, it } from 'vitest';
import { purityOfText, purityText } from './purity-input';

describe('a purity typed as %, karat or teuk (DESIGN §2)', () => {
  it('reads each unit exactly into parts per ten thousand', () => {
    expect(purityOfText('75', 'percent')).toBe(7_500);
    expect(purityOfText('73.55', 'percent')).toBe(7_355);
    expect(purityOfText('18', 'karat')).toBe(7_500);
    expect(purityOfText('24', 'karat')).toBe(9_999);
    expect(purityOfText('7.5', 'teuk')).toBe(7_500);
    expect(purityOfText('៧.៥', 'teuk')).toBe(7_500);
    expect(purityOfText('7.555', 'percent')).toBeNull();
    expect(purityOfText('abc', 'karat')).toBeNull();
  });

  it('writes a purity back in each unit', () => {
    expect(purityText(7_500, 'percent')).toBe('75');
    expect(purityText(7_500, 'karat')).toBe('18');
    expect(purityText(7_500, 'teuk')).toBe('7.5');
  });
});
