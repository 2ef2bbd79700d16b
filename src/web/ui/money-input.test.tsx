import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';
import { renderForTest } from './render-for-test';

const noop = () => {};

describe('MoneyInput', () => {
  it('writes cents as dollars with the formatted amount under the field', () => {
    const html = renderForTest(<MoneyInput value={123_456} currency="USD" onChange={noop} />);
    expect(html).toContain('value="1234.56"');
    expect(html).toContain('= $1,234.56');
    expect(html).toContain('$');
    expect(html).toContain('inputMode="decimal"');
  });
  it('writes riel without decimals and converts at the given rate', () => {
    const html = renderForTest(<MoneyInput value={41_000} currency="KHR" khrPerUsd={4_100} onChange={noop} />);
    expect(html).toContain('value="41000"');
    expect(html).toContain('= 41,000 ៛ ≈ $10.00');
  });
  it('offers a currency picker only with onCurrencyChange', () => {
    expect(renderForTest(<MoneyInput value={null} currency="USD" onChange={noop} />)).not.toContain('<select');
    const html = renderForTest(<MoneyInput value={null} currency="KHR" onChange={noop} onCurrencyChange={noop} />, 'kh');
    expect(html).toContain('<select');
    expect(html).toContain('aria-label="រូបិយប័ណ្ណ"');
  });
});
