import { describe, expect, it } from 'vitest';
import { FilterSelect, ListFilterRow, listFiltersOf, ListSearchInput } from './list-search-input';
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

describe('listFiltersOf', () => {
  type Search = { search?: string; branchId?: string; page?: string };
  it("binds a filter by its name: the address's value, and a setter that takes the list back to its first page", () => {
    const sent: Search[] = [];
    const filterOf = listFiltersOf<Search>({ search: 'ring', branchId: '2' }, (next) => sent.push(next));
    expect(filterOf('branchId').value).toBe('2');
    filterOf('branchId').onChange('3');
    filterOf('search').onChange(undefined);
    expect(sent).toEqual([
      { branchId: '3', page: undefined },
      { search: undefined, page: undefined },
    ]);
  });
});

describe('ListFilterRow', () => {
  it('shows the search box, then the filters of the page, the cleared one under its placeholder', () => {
    const filter = (value: string | undefined) => ({ value, onChange: noop });
    const html = renderForTest(
      <ListFilterRow searchLabel="Search" searchPlaceholder="Code or name" search={filter('ring')} searchWidth={280}>
        <FilterSelect label="Branch" placeholder="All branches" data={[{ value: '2', label: 'B02 · Phnom Penh' }]} {...filter(undefined)} />
      </ListFilterRow>,
    );
    expect(html).toContain('value="ring"');
    expect(html.indexOf('Code or name')).toBeLessThan(html.indexOf('All branches'));
    expect(html).toContain('placeholder="All branches"');
  });
});
