/**
 * ESC/POS for 80 mm thermal receipts, Khmer included: no code page has
 * Khmer, so the receipt is printed as a raster image (the web renders the
 * 80 mm receipt, shaped by the browser, to 1-bit). Epson ESC/POS reference:
 *   ESC @            1B 40             initialise
 *   GS v 0 m xL xH yL yH d…  1D 76 30  raster bit image; x in bytes, y in
 *                                       dots, a 1 bit prints (Epson TM,
 *                                       HPRT TP80K manuals)
 *   ESC d n          1B 64 n           print and feed n lines
 *   GS V 66 n        1D 56 42 n        feed n dots and cut (partial)
 *   ESC p m t1 t2    1B 70 m t1 t2     drawer kick: pin m (0 = pin 2,
 *                                       1 = pin 5), on t1×2 ms, off t2×2 ms
 * Paper: 80 mm paper prints 72 mm: 576 dots at 203 dpi, 512 at 180 dpi.
 */
import { bytesPerRow, type MonoBitmap } from './mono-bitmap';

export const receiptPaperDots = { 203: 576, 180: 512 } as const;
export type ReceiptDpi = keyof typeof receiptPaperDots;

/** Bands of at most this many rows: small printer buffers choke on one tall image. */
const BAND_ROWS = 256;

export const escposInit = (): Uint8Array => Uint8Array.of(0x1b, 0x40);

export function escposRaster(bitmap: MonoBitmap): Uint8Array {
  const rowBytes = bytesPerRow(bitmap.width);
  const parts: Uint8Array[] = [];
  for (let top = 0; top < bitmap.height; top += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, bitmap.height - top);
    parts.push(Uint8Array.of(0x1d, 0x76, 0x30, 0x00, rowBytes & 0xff, rowBytes >> 8, rows & 0xff, rows >> 8));
    parts.push(bitmap.bits.subarray(top * rowBytes, (top + rows) * rowBytes));
  }
  return concatBytes(parts);
}

export const escposFeedAndCut = (feedDots = 24): Uint8Array => Uint8Array.of(0x1d, 0x56, 0x42, Math.min(255, Math.max(0, feedDots)));

/** Pin 2 (m = 0), 50 ms on, 500 ms off: what most drawers want. */
export const escposDrawerKick = (pin: 2 | 5 = 2): Uint8Array => Uint8Array.of(0x1b, 0x70, pin === 2 ? 0 : 1, 25, 250);

export type ReceiptEncodeResult = { ok: true; bytes: Uint8Array } | { ok: false; error: 'tooWide'; widthDots: number; paperDots: number };

/**
 * A whole receipt: init, the image in bands, feed and cut, and the drawer
 * kick when cash was paid. An image wider than the paper is refused, never
 * cropped by the printer.
 */
export function escposReceipt(bitmap: MonoBitmap, options: { dpi?: ReceiptDpi; cut?: boolean; kickDrawer?: boolean } = {}): ReceiptEncodeResult {
  const paperDots = receiptPaperDots[options.dpi ?? 203];
  if (bitmap.width > paperDots) return { ok: false, error: 'tooWide', widthDots: bitmap.width, paperDots };
  const parts = [escposInit(), escposRaster(bitmap)];
  if (options.cut !== false) parts.push(escposFeedAndCut());
  if (options.kickDrawer) parts.push(escposDrawerKick());
  return { ok: true, bytes: concatBytes(parts) };
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
