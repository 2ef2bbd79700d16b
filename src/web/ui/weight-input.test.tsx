import { describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { WeightInput } from './weight-input';

const noop = () => {};

describe('WeightInput', () => {
  it('writes an outside value in grams and shows chi, hun, li under it', () => {
    const html = renderForTest(<WeightInput label="Gross weight" value={8_775} onChange={noop} />);
    expect(html).toContain('value="8.775"');
    expect(html).toContain('= 2 chi 3 hun 4 li');
    expect(html).toContain('Gross weight');
  });
  it('writes the value in Cambodian units when asked, with grams under it, in Khmer', () => {
    const html = renderForTest(<WeightInput value={8_775} onChange={noop} display="cambodian" />, 'kh');
    expect(html).toContain('value="2 ជី 3 ហ៊ុន 4 លី"');
    expect(html).toMatch(/= 8[.,]775\s?(g|ក្រាម)/);
  });
  it('is empty for null and shows the hint as placeholder', () => {
    const html = renderForTest(<WeightInput value={null} onChange={noop} description="hint" />);
    expect(html).toContain('value=""');
    expect(html).toContain('placeholder="8.63 or 2 chi 3 hun 4 li"');
    expect(html).toContain('hint');
  });
  it('passes an outside error through', () => {
    const html = renderForTest(<WeightInput value={null} onChange={noop} error="Need input" />);
    expect(html).toContain('Need input');
    expect(html).toContain('aria-invalid="true"');
  });
});
