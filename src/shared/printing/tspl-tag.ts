/**
 * A jewelry tag as a TSPL program (TSC and most label printers; TSC TSPL/
 * TSPL2 programming manual): SIZE, GAP, DIRECTION, CLS, then BARCODE
 * "128" (automatic subsets), QRCODE (level M, automatic mode), TEXT in the
 * resident fonts "2" and "1", and BITMAP for Khmer, whose data is raw bytes
 * in which a 0 bit prints (the manual's polarity, the inverse of ESC/POS and
 * ZPL), hence the program is bytes, not text.
 */
import { concatBytes } from './escpos';
import { layoutJewelryTag, type JewelryTag, type TagLabel, type TagLayoutResult } from './jewelry-tag-layout';
import { bytesPerRow } from './mono-bitmap';

export type TagProgramResult = { ok: true; program: Uint8Array } | Exclude<TagLayoutResult, { ok: true }>;

const ascii = (text: string) => new TextEncoder().encode(text);
const mm = (value: number) => `${value} mm`;

export function tsplTag(tag: JewelryTag, label: TagLabel, copies = 1): TagProgramResult {
  const layout = layoutJewelryTag(tag, label);
  if (!layout.ok) return layout;
  const parts: Uint8Array[] = [ascii(`SIZE ${mm(label.widthMm)},${mm(label.heightMm)}\r\nGAP ${mm(label.gapMm)},0 mm\r\nDIRECTION 1\r\nREFERENCE 0,0\r\nCLS\r\n`)];
  for (const element of layout.elements) {
    switch (element.kind) {
      case 'barcode':
        parts.push(ascii(`BARCODE ${element.x},${element.y},"128",${element.height},0,0,1,1,"${element.content}"\r\n`));
        break;
      case 'qr':
        parts.push(ascii(`QRCODE ${element.x},${element.y},M,${element.cell},A,0,"${element.content}"\r\n`));
        break;
      case 'text':
        parts.push(ascii(`TEXT ${element.x},${element.y},"${element.size === 'large' ? '2' : '1'}",0,1,1,"${element.text}"\r\n`));
        break;
      case 'bitmap': {
        const { bitmap } = element;
        parts.push(ascii(`BITMAP ${element.x},${element.y},${bytesPerRow(bitmap.width)},${bitmap.height},0,`));
        parts.push(bitmap.bits.map((byte) => ~byte & 0xff));
        parts.push(ascii('\r\n'));
        break;
      }
    }
  }
  parts.push(ascii(`PRINT 1,${copies}\r\n`));
  return { ok: true, program: concatBytes(parts) };
}
