import { describe, expect, it } from 'vitest';
import { widthMatches } from './use-screen-query';

describe('widthMatches', () => {
  it('answers the app’s width queries as a browser would, in em (16 px) and px', () => {
    expect(widthMatches('(min-width: 48em)', 768)).toBe(true);
    expect(widthMatches('(min-width: 48em)', 767)).toBe(false);
    expect(widthMatches('(max-width: 47.99em)', 390)).toBe(true);
    expect(widthMatches('(max-width: 47.99em)', 1280)).toBe(false);
    expect(widthMatches('(min-width: 62em)', 1280)).toBe(true);
    expect(widthMatches('(min-width: 600px) and (max-width: 900px)', 800)).toBe(true);
    expect(widthMatches('(min-width: 600px) and (max-width: 900px)', 1000)).toBe(false);
  });
  it('does not match a query of another kind (the server cannot know it)', () => {
    expect(widthMatches('(orientation: portrait)', 390)).toBe(false);
    expect(widthMatches('(prefers-reduced-motion: reduce)', 1280)).toBe(false);
  });
});
