import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { nextSort, pageCount, pageRange } from './data-table-paging';
import { renderForTest } from './render-for-test';

interface Piece {
  code: string;
  weightMg: number;
}
const columns: DataTableColumn<Piece>[] = [
  { key: 'code', header: 'Code', cell: (p) => p.code, sortable: true },
  { key: 'weight', header: 'Weight', cell: (p) => p.weightMg, align: 'right' },
];
const rows: Piece[] = [
  { code: 'R-001', weightMg: 3_750 },
  { code: 'N-002', weightMg: 15_000 },
];
const noop = () => {};

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });
  it('gives the rows shown on a page', () => {
    expect(pageRange(1, 20, 135)).toEqual({ from: 1, to: 20 });
    expect(pageRange(7, 20, 135)).toEqual({ from: 121, to: 135 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
  it('cycles sorting ascending, descending, none', () => {
    expect(nextSort(null, 'code')).toEqual({ key: 'code', direction: 'asc' });
    expect(nextSort({ key: 'code', direction: 'asc' }, 'code')).toEqual({ key: 'code', direction: 'desc' });
    expect(nextSort({ key: 'code', direction: 'desc' }, 'code')).toBeNull();
    expect(nextSort({ key: 'code', direction: 'desc' }, 'weight')).toEqual({ key: 'weight', direction: 'asc' });
  });
});

describe('DataTable', () => {
  it('renders rows, the range and a sortable header', () => {
    const html = renderForTest(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => p.code}
        page={2}
        pageSize={2}
        total={5}
        onPageChange={noop}
        sort={{ key: 'code', direction: 'desc' }}
        onSortChange={noop}
      />,
    );
    expect(html).toContain('R-001');
    expect(html).toContain('15000');
    expect(html).toContain('3–4 of 5');
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('aria-label="Sort by Code"');
    expect(html).toContain('<thead');
  });
  it('shows the empty text, in Khmer too', () => {
    const props = { columns, rows: [], rowKey: (p: Piece) => p.code, page: 1, pageSize: 20, total: 0, onPageChange: noop };
    expect(renderForTest(<DataTable {...props} />)).toContain('No data');
    expect(renderForTest(<DataTable {...props} />, 'kh')).toContain('គ្មានទិន្នន័យ');
    expect(renderForTest(<DataTable {...props} emptyText="Nothing yet" />)).toContain('Nothing yet');
  });
  it('says loading instead of empty while loading', () => {
    const html = renderForTest(
      <DataTable columns={columns} rows={[]} rowKey={(p) => p.code} page={1} pageSize={20} total={0} onPageChange={noop} loading />,
    );
    expect(html).toContain('Loading…');
    expect(html).not.toContain('No data');
  });
  it('leaves headers plain without onSortChange', () => {
    const html = renderForTest(
      <DataTable columns={columns} rows={rows} rowKey={(p) => p.code} page={1} pageSize={20} total={2} onPageChange={noop} />,
    );
    expect(html).not.toContain('Sort by');
  });
});
