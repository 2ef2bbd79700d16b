import { describe, expect, it } from 'vitest';
import { CodeAndNameFields, NameOverCode } from './code-and-names';
import type { TextBinding } from './record-form';
import { renderForTest } from './render-for-test';

const dara = { code: 'J-DARA', nameKh: 'ដារ៉ា', nameEn: 'Dara' };

describe('NameOverCode', () => {
  it('names the record in the reader’s language, its code under it', () => {
    const en = renderForTest(<NameOverCode record={dara} />, 'en');
    expect(en).toContain('Dara');
    expect(en).not.toContain('ដារ៉ា');
    expect(en.indexOf('Dara')).toBeLessThan(en.indexOf('J-DARA'));
    expect(renderForTest(<NameOverCode record={dara} />, 'kh')).toContain('ដារ៉ា');
  });
});

describe('CodeAndNameFields', () => {
  it('binds the code and both names to their form fields', () => {
    const values: Record<string, string> = { code: 'RING', nameKh: 'ចិញ្ចៀន', nameEn: 'Ring' };
    const textOf = (field: 'code' | 'nameKh' | 'nameEn'): TextBinding => ({ value: values[field]!, onChange: () => {}, error: field === 'nameEn' ? 'Required' : undefined });
    const html = renderForTest(<CodeAndNameFields textOf={textOf} hint="What the code is for" />);
    for (const value of ['RING', 'ចិញ្ចៀន', 'Ring', 'Required', 'What the code is for']) expect(html).toContain(value);
  });
});
