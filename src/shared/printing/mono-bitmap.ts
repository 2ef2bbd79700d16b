/**
 * A 1-bit image, the one currency of every printer here: rows packed MSB
 * first, each row padded to whole bytes, a set bit is a black dot. The web
 * renders Khmer (which no printer font can shape) to a canvas and hands the
 * encoders this; ESC/POS raster uses it as is, ZPL `^GFA` too, TSPL inverts.
 */
export interface MonoBitmap {
  readonly width: number;
  readonly height: number;
  /** ceil(width / 8) bytes per row, `height` rows. */
  readonly bits: Uint8Array;
}

export const bytesPerRow = (width: number): number => Math.ceil(width / 8);

export function emptyBitmap(width: number, height: number): MonoBitmap {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) throw new RangeError(`bad bitmap size ${width}×${height}`);
  return { width, height, bits: new Uint8Array(bytesPerRow(width) * height) };
}

export function isBlack(bitmap: MonoBitmap, x: number, y: number): boolean {
  const byte = bitmap.bits[y * bytesPerRow(bitmap.width) + (x >> 3)] ?? 0;
  return (byte & (0x80 >> (x & 7))) !== 0;
}

export function setBlack(bitmap: MonoBitmap, x: number, y: number): void {
  const index = y * bytesPerRow(bitmap.width) + (x >> 3);
  bitmap.bits[index] = (bitmap.bits[index] ?? 0) | (0x80 >> (x & 7));
}

/**
 * Grey or colour pixels (RGBA, as a canvas gives them) to black and white.
 * `threshold`: a pixel darker than the level is black (text stays crisp).
 * `dither`: Floyd–Steinberg error diffusion (photos, the gold of a logo).
 * Transparent pixels are paper (white). Luma by ITU-R BT.601 in integers.
 */
export function toMonoBitmap(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  options: { method?: 'threshold' | 'dither'; level?: number } = {},
): MonoBitmap {
  if (rgba.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  const level = options.level ?? 128;
  const grey = new Int32Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    const r = rgba[i * 4] ?? 0;
    const g = rgba[i * 4 + 1] ?? 0;
    const b = rgba[i * 4 + 2] ?? 0;
    const a = rgba[i * 4 + 3] ?? 0;
    const luma = Math.round((299 * r + 587 * g + 114 * b) / 1000);
    // Over white paper: a transparent pixel is white.
    grey[i] = Math.round((luma * a + 255 * (255 - a)) / 255);
  }
  const bitmap = emptyBitmap(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const old = grey[i] ?? 255;
      const black = old < level;
      if (black) setBlack(bitmap, x, y);
      if (options.method !== 'dither') continue;
      const error = old - (black ? 0 : 255);
      const spread = (dx: number, dy: number, sixteenths: number) => {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || nx >= width || ny >= height) return;
        const j = ny * width + nx;
        grey[j] = (grey[j] ?? 0) + Math.trunc((error * sixteenths) / 16);
      };
      spread(1, 0, 7);
      spread(-1, 1, 3);
      spread(0, 1, 5);
      spread(1, 1, 1);
    }
  }
  return bitmap;
}
