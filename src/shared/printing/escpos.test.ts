import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escposDrawerKick, escposFeedAndCut, escposInit, escposReceipt, receiptPaperDots } from './escpos';
import { decodeEscposReceipt } from './escpos-decoder';
import { bytesPerRow, emptyBitmap, isBlack, setBlack, toMonoBitmap } from './mono-bitmap';

describe('ESC/POS commands', () => {
  it('are the bytes of the Epson reference', () => {
    expect([...escposInit()]).toEqual([0x1b, 0x40]);
    expect([...escposFeedAndCut(24)]).toEqual([0x1d, 0x56, 0x42, 24]);
    expect([...escposDrawerKick()]).toEqual([0x1b, 0x70, 0, 25, 250]);
  });
  it('frames a raster as GS v 0 with its width in bytes and height in dots, padded to whole bytes', () => {
    const bitmap = emptyBitmap(10, 3);
    setBlack(bitmap, 0, 0);
    setBlack(bitmap, 9, 2);
    const result = escposReceipt(bitmap, { cut: false });
    if (!result.ok) throw new Error('refused');
    expect([...result.bytes]).toEqual([0x1b, 0x40, 0x1d, 0x76, 0x30, 0, 2, 0, 3, 0, 0x80, 0, 0, 0, 0, 0x40]);
  });
  it('refuses an image wider than the paper rather than let the printer crop it', () => {
    expect(receiptPaperDots).toEqual({ 203: 576, 180: 512 });
    expect(escposReceipt(emptyBitmap(576, 1), { dpi: 180 })).toEqual({ ok: false, error: 'tooWide', widthDots: 576, paperDots: 512 });
    expect(escposReceipt(emptyBitmap(576, 1)).ok).toBe(true);
  });
  it('decodes back to the same bitmap, over several bands, with the cut and the drawer kick', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 576 }), fc.integer({ min: 1, max: 600 }), fc.integer(), (width, height, seed) => {
        const bitmap = emptyBitmap(width, height);
        for (let i = 0; i < bitmap.bits.length; i += 1) bitmap.bits[i] = (seed * (i + 7)) & 0xff;
        const result = escposReceipt(bitmap, { kickDrawer: true });
        if (!result.ok) throw new Error('refused');
        const decoded = decodeEscposReceipt(result.bytes);
        expect(decoded).toMatchObject({ initialised: true, cut: true, drawerKick: true });
        expect(decoded.bitmap.width).toBe(bytesPerRow(width) * 8);
        expect(decoded.bitmap.height).toBe(height);
        expect(decoded.bitmap.bits).toEqual(bitmap.bits);
      }),
      { numRuns: 30 },
    );
  });
});

describe('toMonoBitmap', () => {
  const rgba = (pixels: [number, number, number, number][]) => Uint8Array.from(pixels.flat());
  it('makes dark pixels black and light or transparent ones paper', () => {
    const bitmap = toMonoBitmap(rgba([[0, 0, 0, 255], [255, 255, 255, 255], [100, 100, 100, 255], [0, 0, 0, 0], [200, 30, 30, 255]]), 5, 1);
    expect([0, 1, 2, 3, 4].map((x) => isBlack(bitmap, x, 0))).toEqual([true, false, true, false, true]);
  });
  it('dithers a mid grey to about half black, and leaves pure black and white as they are', () => {
    const grey = toMonoBitmap(new Uint8Array(64 * 64 * 4).map((_, i) => (i % 4 === 3 ? 255 : 128)), 64, 64, { method: 'dither' });
    let black = 0;
    for (let y = 0; y < 64; y += 1) for (let x = 0; x < 64; x += 1) if (isBlack(grey, x, y)) black += 1;
    expect(black / (64 * 64)).toBeGreaterThan(0.4);
    expect(black / (64 * 64)).toBeLessThan(0.6);
    const white = toMonoBitmap(new Uint8Array(8 * 8 * 4).fill(255), 8, 8, { method: 'dither' });
    expect([...white.bits].every((b) => b === 0)).toBe(true);
  });
  it('refuses pixels that do not match the size', () => {
    expect(() => toMonoBitmap(new Uint8Array(3), 1, 1)).toThrow(RangeError);
  });
});
