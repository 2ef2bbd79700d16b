import { describe, expect, it } from 'vitest';
import { PostingDayText } from './posting-day-text';
import { renderForTest } from './render-for-test';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('PostingDayText', () => {
  it('shows a document written on its posting day with the time it was written, and no second line', () => {
    // 03:00 UTC is 10:00 in Phnom Penh, on 2 March.
    const html = renderForTest(<PostingDayText postingDate="2026-03-02" writtenAt="2026-03-02T03:00:00.000Z" locale="en" />);
    expect(text(html)).toContain('10:00');
    expect(text(html)).not.toContain('Written');
  });

  it('shows a back-dated document on its own day, then when it was written, in the reader’s language', () => {
    const en = text(renderForTest(<PostingDayText postingDate="2026-02-14" writtenAt="2026-03-02T03:00:00.000Z" locale="en" />));
    expect(en).toMatch(/14/);
    expect(en).toMatch(/Written .*10:00/);
    const kh = text(renderForTest(<PostingDayText postingDate="2026-02-14" writtenAt="2026-03-02T03:00:00.000Z" locale="km" />, 'kh'));
    expect(kh).toContain('បញ្ចូលនៅ');
  });
});
