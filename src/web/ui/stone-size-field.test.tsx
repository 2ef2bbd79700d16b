import { describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { StoneSizeField } from './stone-size-field';

describe('StoneSizeField', () => {
  it("shows the size as typed, and the error of the body's size in hundredths of a mm", () => {
    const form = { values: { sizeMm: '1.5x' }, set: () => {}, errorOf: (path: string) => (path === 'sizeCmm' ? 'Not a size' : undefined) };
    const html = renderForTest(<StoneSizeField form={form} label="Size (mm)" />);
    expect(html).toContain('value="1.5x"');
    expect(html).toContain('placeholder="1.50"');
    expect(html).toContain('Not a size');
  });
});
