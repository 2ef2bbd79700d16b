/**
 * A jewelry tag in ZPL II (Zebra; ZPL II programming guide): ^PW/^LL the
 * label in dots, ^BC Code 128 (mode A: automatic subsets), ^BQ QR (model 2,
 * level M, automatic input), ^A text in the resident fonts D and B, and
 * ^GFA for Khmer: the bitmap as hex, a 1 bit prints.
 */
import { layoutJewelryTag, type JewelryTag, type TagLabel } from './jewelry-tag-layout';
import { bytesPerRow } from './mono-bitmap';
import type { TagProgramResult } from './tspl-tag';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join('');

export function zplTag(tag: JewelryTag, label: TagLabel, copies = 1): TagProgramResult {
  const layout = layoutJewelryTag(tag, label);
  if (!layout.ok) return layout;
  const lines = [`^XA`, `^PW${layout.widthDots}`, `^LL${layout.heightDots}`, `^LH0,0`];
  for (const element of layout.elements) {
    const at = `^FO${element.x},${element.y}`;
    switch (element.kind) {
      case 'barcode':
        lines.push(`${at}^BY1^BCN,${element.height},N,N,N,A^FD${element.content}^FS`);
        break;
      case 'qr':
        lines.push(`${at}^BQN,2,${element.cell}^FDMA,${element.content}^FS`);
        break;
      case 'text':
        lines.push(`${at}${element.size === 'large' ? '^ADN,18,10' : '^ABN,11,7'}^FD${element.text}^FS`);
        break;
      case 'bitmap': {
        const { bitmap } = element;
        const rowBytes = bytesPerRow(bitmap.width);
        lines.push(`${at}^GFA,${bitmap.bits.length},${bitmap.bits.length},${rowBytes},${hex(bitmap.bits)}^FS`);
        break;
      }
    }
  }
  lines.push(`^PQ${copies}`, `^XZ`);
  return { ok: true, program: new TextEncoder().encode(`${lines.join('\n')}\n`) };
}
