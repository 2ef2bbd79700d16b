import { describe, expect, it } from 'vitest';
import { auditChanges, auditRecordPath, auditValueText } from './audit-changes';

describe('auditChanges', () => {
  it('an update shows only the fields that changed', () => {
    expect(auditChanges({ code: 'WS', phone: '1', active: true }, { code: 'WS', phone: '2', active: false })).toEqual([
      { field: 'phone', before: '1', after: '2' },
      { field: 'active', before: true, after: false },
    ]);
  });
  it('a creation shows every field; nested values compare by content', () => {
    expect(auditChanges(null, { code: 'KP', name: { kh: 'កំពត' } }).map((c) => c.field)).toEqual(['code', 'name']);
    expect(auditChanges({ value: { kh: 'a', en: 'b' } }, { value: { kh: 'a', en: 'b' } })).toEqual([]);
  });
  it('a plain value is one field', () => {
    expect(auditChanges('Asia/Phnom_Penh', 'Asia/Bangkok')).toEqual([{ field: 'value', before: 'Asia/Phnom_Penh', after: 'Asia/Bangkok' }]);
    expect(auditValueText(undefined)).toBe('—');
    expect(auditValueText({ kh: 'ក' })).toBe('{"kh":"ក"}');
  });
});

describe('auditRecordPath', () => {
  const documents = (type: string, id: string) => (type === 'entry' ? `/entry-detail-${id}` : null);
  it('opens a document through the documents’ routes and the other records with a page through their own', () => {
    expect(auditRecordPath('entry', '5', documents)).toBe('/entry-detail-5');
    expect(auditRecordPath('stockDocument', '12', documents)).toBe('/jewelry/document-12');
    expect(auditRecordPath('productionItem', '3', documents)).toBe('/follow/timeline/3');
  });
  it('opens nothing for a record without a page or an id that is not a number', () => {
    expect(auditRecordPath('setting', 'shop.name', documents)).toBeNull();
    expect(auditRecordPath('user', 'cashier', documents)).toBeNull();
    expect(auditRecordPath('entry', null, documents)).toBeNull();
  });
});
