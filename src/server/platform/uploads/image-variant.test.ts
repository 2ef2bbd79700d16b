import { describe, expect, it } from 'vitest';
import { imageVariant, variantName } from './image-variant';

describe('imageVariant', () => {
  it('serves the stored photo when no size is asked', () => {
    expect(imageVariant()).toBeNull();
    expect(imageVariant(0, Number.NaN)).toBeNull();
  });

  it.each([
    [100, 110, 120],
    [120, 120, 120],
    [180, 200, 256],
    [200, 200, 256],
    [201, 201, 500],
    [3000, 2800, 500],
  ])('crops a near-square %i × %i to a %i square', (width, height, side) => {
    expect(imageVariant(width, height)).toEqual({ width: side, height: side, fit: 'cover' });
  });

  it.each([120, 256, 500])('keeps the %i square the web asks for once it has snapped a size', (side) => {
    expect(imageVariant(side, side)).toEqual({ width: side, height: side, fit: 'cover' });
  });

  it('fits other sizes inside the box, each side at most 2000 px', () => {
    expect(imageVariant(300, 100)).toEqual({ width: 300, height: 100, fit: 'inside' });
    expect(imageVariant(9000, 3000)).toEqual({ width: 2000, height: 2000, fit: 'inside' });
    expect(imageVariant(800)).toEqual({ width: 800, height: undefined, fit: 'inside' });
    expect(imageVariant(undefined, 5000)).toEqual({ width: undefined, height: 2000, fit: 'inside' });
  });

  it('names each variant distinctly for the cache', () => {
    expect(variantName(imageVariant(100, 110)!)).toBe('120x120c');
    expect(variantName(imageVariant(9000, 3000)!)).toBe('2000x2000i');
    expect(variantName(imageVariant(800)!)).toBe('800xi');
    expect(variantName(imageVariant(undefined, 800)!)).toBe('x800i');
  });
});
