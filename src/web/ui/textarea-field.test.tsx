import { describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { NoteField } from './textarea-field';

describe('NoteField', () => {
  it("shows the form's note in two rows, at most 500 characters, with its error", () => {
    const form = { values: { note: 'Polish twice' }, set: () => {}, errorOf: (path: string) => (path === 'note' ? 'Too long' : undefined) };
    const html = renderForTest(<NoteField form={form} label="Note" />);
    expect(html).toContain('Polish twice');
    expect(html).toContain('rows="2"');
    expect(html).toContain('maxLength="500"');
    expect(html).toContain('Too long');
  });
});
