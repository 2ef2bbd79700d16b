import { describe, expect, it } from 'vitest';
import { LabelledFact } from './labelled-fact';
import { renderForTest } from './render-for-test';

describe('LabelledFact', () => {
  it('shows its label over its value, which may be a block (a badge, a weight)', () => {
    const html = renderForTest(
      <LabelledFact label="Jeweller">
        <span data-value="">J01 · Sok</span>
      </LabelledFact>,
    );
    expect(html.indexOf('Jeweller')).toBeLessThan(html.indexOf('J01 · Sok'));
    expect(html).toMatch(/<div[^>]*><span data-value="">J01 · Sok<\/span><\/div>/);
  });
});
