import { describe, expect, it } from 'vitest';
import { addPhotos, PhotoField, removePhoto } from './photo-field';
import { renderForTest } from './render-for-test';

const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });
const noop = () => {};

describe('photo list', () => {
  it('adds image files after the current ones, up to the maximum', () => {
    const a = file('a.jpg');
    const b = file('b.png', 'image/png');
    expect(addPhotos(['up-1'], [a, b])).toEqual(['up-1', a, b]);
    expect(addPhotos(['up-1'], [a, b], 2)).toEqual(['up-1', a]);
    expect(addPhotos([], [file('a.pdf', 'application/pdf'), a])).toEqual([a]);
  });
  it('removes by position', () => {
    expect(removePhoto(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('PhotoField', () => {
  it('offers the back camera and image files', () => {
    const html = renderForTest(<PhotoField value={[]} onChange={noop} label="Photos" />);
    expect(html).toContain('capture="environment"');
    expect(html).toContain('accept="image/*"');
    expect(html).toContain('multiple');
    expect(html).toContain('Take photo');
    expect(html).toContain('Choose files');
  });
  it('shows uploaded photos through the image URL template, each removable', () => {
    const html = renderForTest(
      <PhotoField value={['a b.jpg', file('new.jpg')]} onChange={noop} imageTemplate="/img/{src}?w={width}&h={height}" />,
      'kh',
    );
    expect(html).toContain('src="/img/a%20b.jpg?w=120&amp;h=120"');
    expect(html).toContain('aria-label="លុបរូបថតទី 1"');
    expect(html).toContain('aria-label="លុបរូបថតទី 2"');
  });
  it('disables picking at the maximum and shows the error', () => {
    const html = renderForTest(<PhotoField value={['a.jpg']} onChange={noop} max={1} error="Photo is required" />);
    expect(html).toContain('Up to 1 photos');
    expect(html).toContain('Photo is required');
    expect(html.match(/disabled=""/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
