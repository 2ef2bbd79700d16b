import { describe, expect, it } from 'vitest';
import { qrImageUrl } from './qr-code';

const sideOf = (url: string) => Number(/viewBox="0 0 (\d+) \1"/.exec(decodeURIComponent(url))?.[1]);

describe('qrImageUrl', () => {
  it('draws a text as an SVG QR code, with a one-module quiet zone on a screen and none on a thermal label', async () => {
    const onScreen = await qrImageUrl('RG-0011');
    const onLabel = await qrImageUrl('RG-0011', 0);
    expect(onScreen.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    // A version 1 code is 21 modules a side: 21 on the label, 23 with a module of white each side.
    expect(sideOf(onLabel)).toBe(21);
    expect(sideOf(onScreen)).toBe(23);
  });
});
