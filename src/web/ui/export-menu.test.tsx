import { describe, expect, it } from 'vitest';
import { exportUrl } from '../../shared/contracts/platform/export-file';
import { downloadNameOf, ExportMenu } from './export-menu';
import { renderForTest } from './render-for-test';

describe('ExportMenu', () => {
  it('says Export in the screen language', () => {
    expect(renderForTest(<ExportMenu path="/api/sales/invoices/export" filters={{}} />)).toContain('Export');
    const kh = renderForTest(<ExportMenu path="/api/sales/invoices/export" filters={{}} />, 'kh');
    expect(kh).toContain('នាំចេញ');
    expect(kh).toContain('data-export-menu="/api/sales/invoices/export"');
  });

  it("asks for the list's filters without its paging, in the screen language", () => {
    expect(exportUrl('/api/sales/invoices/export', 'csv', { customerId: '12', state: undefined, search: '', page: 3, pageSize: 50, from: '2026-11-01' }, 'kh')).toBe(
      '/api/sales/invoices/export?format=csv&locale=kh&customerId=12&from=2026-11-01',
    );
    expect(exportUrl('/api/stock/pieces/export', 'xlsx', { search: 'ចិញ្ចៀន & co', frozen: 'false' })).toBe(
      `/api/stock/pieces/export?format=xlsx&search=${encodeURIComponent('ចិញ្ចៀន').replace(/%20/g, '+')}+%26+co&frozen=false`,
    );
  });

  it('saves the file under the name the server gave, the UTF-8 one first', () => {
    expect(downloadNameOf('attachment; filename="invoices-2026-11-25.csv"', 'export.csv')).toBe('invoices-2026-11-25.csv');
    expect(downloadNameOf(`attachment; filename="__ 2026.xlsx"; filename*=UTF-8''${encodeURIComponent('វិក្កយ 2026.xlsx')}`, 'export.xlsx')).toBe('វិក្កយ 2026.xlsx');
    expect(downloadNameOf("attachment; filename=\"a.csv\"; filename*=UTF-8''%E0%A4", 'x.csv')).toBe('a.csv');
    expect(downloadNameOf(null, 'export.csv')).toBe('export.csv');
  });
});
