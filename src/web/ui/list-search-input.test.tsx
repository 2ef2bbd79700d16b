import { describe, expect, it } from 'vitest';
import { ListSearchInput } from './list-search-input';
import { renderForTest } from './render-for-test';

const noop = () => {};

describe('ListSearchInput', () => {
  it('starts with the search the address holds, under its label and hint', () => {
    const html = renderForTest(<ListSearchInput label="Search" placeholder="Number or customer" search="INV-0042" onSearch={noop} />);
    expect(html).toContain('Search');
    expect(html).toContain('placeholder="Number or customer"');
    expect(html).toContain('value="INV-0042"');
  });
  it('is empty when the address holds no search', () => {
    const html = renderForTest(<ListSearchInput label="Search" placeholder="Code" search={undefined} onSearch={noop} />);
    expect(html).toContain('value=""');
  });
});
