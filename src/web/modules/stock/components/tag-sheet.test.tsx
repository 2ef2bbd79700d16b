import { describe, expect, it } from 'vitest';
import { renderForTest } from '../../../ui/render-for-test';
import { defaultAcceptBranchId, defaultSourceHolderId } from './stock-accept-defaults';
import { groupSummaryByBranch } from './stock-summary-groups';
import { qrImageUrl } from '../../../ui/qr-code';
import { TagPrintView, TagSheet, type PieceTag } from './tag-sheet';

const tags: PieceTag[] = [
  { code: 'RG-0011', grossMg: 7_512, categoryCode: 'RING', categoryNameKh: 'ចិញ្ចៀន', materialCode: 'AU750' },
  { code: 'BR-0002', grossMg: 12_345, categoryCode: null, categoryNameKh: null, materialCode: 'AU9999' },
];

describe('TagSheet', () => {
  it('gives each tag its code, its gross weight in grams, its category short name and its metal', () => {
    const html = renderForTest(<TagSheet tags={tags} layout="label" qrImages={{ 'RG-0011': 'data:image/svg+xml,qr' }} />);
    expect(html).toContain('data-layout="label"');
    expect(html.match(/data-code="/g)).toHaveLength(2);
    expect(html).toContain('RG-0011');
    expect(html).toContain('7.512 g');
    expect(html).toContain('RING · AU750');
    // A piece without a category: its metal alone.
    expect(html).toContain('12.345 g');
    expect(html).toMatch(/>AU9999</);
    // The QR code of the code, where it is drawn; a blank square until then.
    expect(html).toContain('src="data:image/svg+xml,qr" alt="RG-0011"');
    expect(html).not.toContain('alt="BR-0002"');
  });

  it('lays the same tags out as a grid for an A4 sheet', () => {
    const html = renderForTest(<TagSheet tags={tags} layout="a4" />);
    expect(html).toContain('data-layout="a4"');
    expect(html).toContain('BR-0002');
  });

  it('offers the label printer or an A4 sheet, and print, in the reader’s language', () => {
    const en = renderForTest(<TagPrintView tags={tags} onBack={() => undefined} />);
    expect(en).toContain('Label printer');
    expect(en).toContain('A4 sheet');
    expect(en).toContain('2 tags');
    expect(en).toContain('Print');
    const kh = renderForTest(<TagPrintView tags={tags} onBack={() => undefined} initialLayout="a4" />, 'kh');
    expect(kh).toContain('ម៉ាស៊ីនបោះពុម្ពស្លាក');
    expect(kh).toContain('data-layout="a4"');
  });

  it('draws a piece code as a QR code in SVG', async () => {
    const url = await qrImageUrl('RG-0011', 0);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('<svg');
  });
});

describe('accept defaults', () => {
  const holders = [
    { id: 5, code: 'SAFE', branchId: 1 },
    { id: 7, code: 'CASTING', branchId: 3 },
  ];
  it('puts finished pieces into the user’s branch, else the workshop’s (the casting room’s), else the first', () => {
    expect(defaultAcceptBranchId(2, holders, [1, 2, 3])).toBe(2);
    expect(defaultAcceptBranchId(null, holders, [1, 2, 3])).toBe(3);
    expect(defaultAcceptBranchId(9, [], [1, 2])).toBe(1);
    expect(defaultAcceptBranchId(null, [], [])).toBeNull();
  });
  it('takes their metal from the casting room', () => {
    expect(defaultSourceHolderId(holders)).toBe(7);
    expect(defaultSourceHolderId([])).toBeNull();
  });
});

describe('groupSummaryByBranch', () => {
  const branch = (id: number, code: string) => ({ id, code, nameKh: 'សាខា', nameEn: code });
  it('totals each branch and the shop without losing a milligram', () => {
    const { branches, totals } = groupSummaryByBranch([
      { branch: branch(2, 'SR'), categoryId: 1, materialId: 1, count: 2, frozen: 1, grossMg: 7_501, metalMg: 7_001 },
      { branch: branch(1, 'PP'), categoryId: 1, materialId: 1, count: 1, frozen: 0, grossMg: 3_750, metalMg: 3_750 },
      { branch: branch(2, 'SR'), categoryId: null, materialId: 2, count: 3, frozen: 0, grossMg: 11_250, metalMg: 11_000 },
    ]);
    expect(branches.map((b) => b.branch.code)).toEqual(['PP', 'SR']);
    expect(branches[1]?.totals).toEqual({ count: 5, frozen: 1, grossMg: 18_751, metalMg: 18_001 });
    expect(totals).toEqual({ count: 6, frozen: 1, grossMg: 22_501, metalMg: 21_751 });
  });
});
