/**
 * Reads back what `escposReceipt` sends: the raster bands joined into one
 * bitmap, and whether it cuts and kicks the drawer. For a preview of what
 * the printer will print, and for the tests that prove the bytes.
 */
import { bytesPerRow, type MonoBitmap } from './mono-bitmap';

export interface DecodedReceipt {
  bitmap: MonoBitmap;
  initialised: boolean;
  cut: boolean;
  drawerKick: boolean;
}

export function decodeEscposReceipt(bytes: Uint8Array): DecodedReceipt {
  let at = 0;
  let width = 0;
  const rows: Uint8Array[] = [];
  let initialised = false;
  let cut = false;
  let drawerKick = false;
  const byte = (i: number) => {
    const value = bytes[i];
    if (value === undefined) throw new RangeError(`ESC/POS data ends inside a command at ${i}`);
    return value;
  };
  while (at < bytes.length) {
    const [a, b] = [byte(at), bytes[at + 1]];
    if (a === 0x1b && b === 0x40) {
      initialised = true;
      at += 2;
    } else if (a === 0x1d && b === 0x76 && byte(at + 2) === 0x30) {
      const rowBytes = byte(at + 4) + 256 * byte(at + 5);
      const height = byte(at + 6) + 256 * byte(at + 7);
      if (width === 0) width = rowBytes * 8;
      if (rowBytes * 8 !== width) throw new RangeError('raster bands of different widths');
      const start = at + 8;
      for (let row = 0; row < height; row += 1) rows.push(bytes.slice(start + row * rowBytes, start + (row + 1) * rowBytes));
      at = start + rowBytes * height;
      if (at > bytes.length) throw new RangeError('raster band cut short');
    } else if (a === 0x1d && b === 0x56) {
      cut = true;
      at += byte(at + 2) >= 65 ? 4 : 3;
    } else if (a === 0x1b && b === 0x70) {
      drawerKick = true;
      at += 5;
    } else {
      throw new RangeError(`unexpected byte 0x${a.toString(16)} at ${at}`);
    }
  }
  const bits = new Uint8Array(rows.length * bytesPerRow(width));
  rows.forEach((row, i) => bits.set(row, i * bytesPerRow(width)));
  return { bitmap: { width, height: rows.length, bits }, initialised, cut, drawerKick };
}
