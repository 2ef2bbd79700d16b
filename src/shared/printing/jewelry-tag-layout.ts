/**
 * Where each part of a jewelry tag goes on a dumbbell or rat-tail label,
 * in printer dots, or which part does not fit. Both encoders (TSPL, ZPL)
 * print this one layout, so a tag that fits one fits the other.
 *
 * A label has printable faces (a dumbbell has two wings, a rat-tail one
 * head; the tail is wrapped round the piece). Parts fill the faces in order:
 * the code as a Code 128 barcode (a full-width row) or a QR (a square, the
 * text beside it), the code, the weight in grams, in chi/hun/li, the price
 * (or the code again), the Khmer text as a bitmap. A part that fits no face
 * left is an error naming it: a tag is never printed cut.
 *
 * Sizes are figured conservatively so the printer's own drawing never
 * exceeds them: Code 128 as subset B (11 modules a character, + start,
 * check, stop and 10-module quiet zones; the printers' automatic subsets
 * are never wider), QR by version capacity at error level M, text by the
 * wider of the two languages' fixed fonts (TSPL "2" 12×20 and "1" 8×12
 * dots; ZPL D 10+2×18 and B 7+2×11).
 */
import { formatCambodian, toDecimalString } from '../units';
import type { MonoBitmap } from './mono-bitmap';

export interface TagFace {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

export interface TagLabel {
  widthMm: number;
  heightMm: number;
  gapMm: number;
  dpi: 203 | 300;
  faces: readonly TagFace[];
}

/** Common jewelry label stock; a shop's own size is a setting of this shape. */
export const tagLabels = {
  /** 72 × 10 mm dumbbell: two 25 mm wings either side of a 22 mm band. */
  dumbbell: {
    widthMm: 72,
    heightMm: 10,
    gapMm: 2,
    dpi: 203,
    faces: [
      { xMm: 0, yMm: 0, widthMm: 25, heightMm: 10 },
      { xMm: 47, yMm: 0, widthMm: 25, heightMm: 10 },
    ],
  },
  /** 60 × 13 mm rat-tail: a 25 × 13 mm head, the tail wraps. */
  ratTail: {
    widthMm: 60,
    heightMm: 13,
    gapMm: 2,
    dpi: 203,
    faces: [{ xMm: 0, yMm: 0, widthMm: 25, heightMm: 13 }],
  },
} as const satisfies Record<string, TagLabel>;

export interface JewelryTag {
  code: string;
  weightMg: number;
  /** Printed as given ("$125.00"); ASCII. */
  price?: string;
  symbol: 'code128' | 'qr';
  /** Khmer words (a name, "ចិញ្ចៀនពេជ្រ"), rendered by the web to 1-bit. */
  khmer?: MonoBitmap;
}

export type TagPart = 'barcode' | 'qr' | 'code' | 'weight' | 'price' | 'khmerText';
export type TextSize = 'large' | 'small';

export type TagElement =
  | { kind: 'barcode'; x: number; y: number; height: number; content: string }
  | { kind: 'qr'; x: number; y: number; cell: number; content: string }
  | { kind: 'text'; x: number; y: number; size: TextSize; text: string }
  | { kind: 'bitmap'; x: number; y: number; bitmap: MonoBitmap };

export type TagLayoutResult =
  | { ok: true; dotsPerMm: number; widthDots: number; heightDots: number; elements: TagElement[] }
  | { ok: false; error: 'doesNotFit'; part: TagPart; widthMm: number; heightMm: number }
  | { ok: false; error: 'notPrintable'; part: TagPart };

export const textMetrics: Readonly<Record<TextSize, { pitch: number; height: number }>> = {
  large: { pitch: 12, height: 20 },
  small: { pitch: 9, height: 12 },
};

const QR_CAPACITY_M = {
  alphanumeric: [20, 38, 61, 90, 122, 154, 178, 221, 262, 311],
  byte: [14, 26, 42, 62, 84, 106, 122, 152, 180, 213],
};

/** Modules a side of the smallest QR (error level M) holding `content`, or null past version 10. */
export function qrModules(content: string): number | null {
  const table = /^[0-9A-Z $%*+\-./:]*$/.test(content) ? QR_CAPACITY_M.alphanumeric : QR_CAPACITY_M.byte;
  const length = new TextEncoder().encode(content).length;
  const version = table.findIndex((capacity) => capacity >= length) + 1;
  return version === 0 ? null : 17 + 4 * version;
}

/** Dots of a Code 128 symbol at 1 dot a module, quiet zones included. */
export const code128Dots = (content: string): number => 11 * content.length + 35 + 20;

/** Printer fonts are ASCII; these characters also start commands in TSPL or ZPL. */
const printable = /^[\x20-\x7e]*$/;
const commandCharacters = /["^~\\]/;

export function layoutJewelryTag(tag: JewelryTag, label: TagLabel): TagLayoutResult {
  const dotsPerMm = label.dpi === 300 ? 12 : 8;
  const dots = (mm: number) => Math.round(mm * dotsPerMm);
  const margin = dots(1);
  const gap = Math.max(2, dots(0.5));
  const decimal = toDecimalString(tag.weightMg, 3);
  const grams = `${decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal} g`;
  const chi = formatCambodian(tag.weightMg, 'en');
  const texts: [TagPart, string][] = [['code', tag.code], ['weight', grams], ['weight', chi], ...(tag.price ? [['price', tag.price] as [TagPart, string]] : [])];
  for (const [part, text] of texts) if (!printable.test(text) || commandCharacters.test(text)) return { ok: false, error: 'notPrintable', part };

  type Block = { part: TagPart; width: number; height: number; place: (x: number, y: number) => TagElement; beside?: boolean };
  const blocks: Block[] = [];
  if (tag.symbol === 'qr') {
    const modules = qrModules(tag.code);
    if (modules === null) return { ok: false, error: 'doesNotFit', part: 'qr', widthMm: label.widthMm, heightMm: label.heightMm };
    const cell = label.dpi === 300 ? 3 : 2;
    const side = modules * cell;
    blocks.push({ part: 'qr', width: side, height: side, beside: true, place: (x, y) => ({ kind: 'qr', x, y, cell, content: tag.code }) });
  } else {
    const height = dots(4);
    blocks.push({ part: 'barcode', width: code128Dots(tag.code), height, place: (x, y) => ({ kind: 'barcode', x, y, height, content: tag.code }) });
  }
  const text = (part: TagPart, value: string, size: TextSize): Block => ({
    part,
    width: value.length * textMetrics[size].pitch,
    height: textMetrics[size].height,
    place: (x, y) => ({ kind: 'text', x, y, size, text: value }),
  });
  blocks.push(text('code', tag.code, 'large'), text('weight', grams, 'large'), text('weight', chi, 'small'));
  if (tag.price) blocks.push(text('price', tag.price, 'large'));
  if (tag.khmer) {
    const bitmap = tag.khmer;
    blocks.push({ part: 'khmerText', width: bitmap.width, height: bitmap.height, place: (x, y) => ({ kind: 'bitmap', x, y, bitmap }) });
  }

  const elements: TagElement[] = [];
  let faceIndex = 0;
  let face = label.faces[0];
  let left = 0;
  let top = 0;
  let bottom = 0;
  let besideBottom = 0;
  const enterFace = (i: number) => {
    face = label.faces[i];
    if (!face) return;
    left = dots(face.xMm) + margin;
    top = dots(face.yMm) + margin;
    bottom = dots(face.yMm + face.heightMm) - margin;
    besideBottom = 0;
  };
  enterFace(0);
  for (const block of blocks) {
    for (;;) {
      if (!face) return { ok: false, error: 'doesNotFit', part: block.part, widthMm: label.widthMm, heightMm: label.heightMm };
      const right = dots(face.xMm + face.widthMm) - margin;
      // Beside a QR, text runs in the column to its right until the QR's bottom.
      const x = besideBottom > top ? left : dots(face.xMm) + margin;
      if (besideBottom <= top) left = x;
      if (x + block.width <= right && top + block.height <= bottom) {
        elements.push(block.place(x, top));
        if (block.beside) {
          besideBottom = top + block.height;
          left = x + block.width + gap;
        } else {
          top += block.height + gap;
        }
        break;
      }
      if (besideBottom > top) {
        // Not beside the QR: try below it.
        top = besideBottom + gap;
        besideBottom = 0;
        continue;
      }
      faceIndex += 1;
      enterFace(faceIndex);
    }
  }
  return { ok: true, dotsPerMm, widthDots: dots(label.widthMm), heightDots: dots(label.heightMm), elements };
}
