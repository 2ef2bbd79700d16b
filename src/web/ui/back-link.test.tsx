import { describe, expect, it } from 'vitest';
import { BackLink } from './back-link';
import { renderPageForTest } from './render-for-test';

describe('BackLink', () => {
  it('links back under its label, behind an arrow', async () => {
    const html = await renderPageForTest({ page: () => <BackLink to="/cast" label="Back to the casts" />, path: '/cast/create' });
    expect(html).toMatch(/<a[^>]*href="\/cast"[^>]*>.*<svg.*Back to the casts/s);
  });
});
