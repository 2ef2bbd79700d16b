/**
 * A receipt drawn on a canvas the printer's width in dots, from blocks of
 * text: the browser's text engine shapes the Khmer (no ESC/POS code page
 * has it), and the canvas becomes the raster the thermal printer prints
 * (shared/printing/escpos.ts). Sizes are for 576 dots (72 mm at 203 dpi)
 * and scale with the width, so 512 dots (180 dpi) prints the same mm.
 */
import { fontsReady, printFontFamily } from './canvas-mono';
import { unbreakablePieces } from './receipt-line-breaks';

export type ReceiptTextSize = 'small' | 'normal' | 'large' | 'title';

export type ReceiptBlock =
  | { kind: 'text'; text: string; align?: 'left' | 'center'; size?: ReceiptTextSize; bold?: boolean }
  /** A label on the left, its figure on the right (the label wraps, the figure does not). */
  | { kind: 'row'; label: string; value: string; size?: ReceiptTextSize; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'space' };

/** Font px at 576 dots: 24 px is 3 mm, the size of a till receipt's type. */
const sizePx: Readonly<Record<ReceiptTextSize, number>> = { small: 20, normal: 24, large: 30, title: 36 };
/** Khmer stacks above and below the line need about 1.45 em. */
const LINE = 1.45;
const MARGIN = 8;
const ROW_GAP = 16;

type DrawText = { text: string; x: number; y: number; font: string; align: 'left' | 'right' | 'center' };
type DrawRule = { rule: true; y: number };

/** Splits text into lines no wider than `width`, where receipt-line-breaks allows, a too-long piece at its letters. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const graphemes = new Intl.Segmenter('km', { granularity: 'grapheme' });
  const lines: string[] = [];
  let line = '';
  const push = (piece: string) => {
    if (context.measureText(line + piece).width <= width) {
      line += piece;
      return;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = piece.trimStart();
    if (context.measureText(line).width <= width) return;
    // One word wider than the paper (a long code): cut between letters, never inside a Khmer cluster.
    let part = '';
    for (const { segment } of graphemes.segment(line)) {
      if (context.measureText(part + segment).width > width && part) {
        lines.push(part);
        part = '';
      }
      part += segment;
    }
    line = part;
  };
  for (const piece of unbreakablePieces(text)) push(piece);
  if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

export async function drawReceipt(blocks: readonly ReceiptBlock[], widthDots: number, canvas: HTMLCanvasElement = document.createElement('canvas')): Promise<HTMLCanvasElement> {
  const scale = widthDots / 576;
  const px = (size: ReceiptTextSize = 'normal') => Math.round(sizePx[size] * scale);
  const fontOf = (size: ReceiptTextSize = 'normal', bold = false) => `${bold ? 700 : 400} ${px(size)}px ${printFontFamily}`;
  const allText = blocks.map((b) => (b.kind === 'text' ? b.text : b.kind === 'row' ? b.label + b.value : '')).join(' ');
  await Promise.all([fontsReady(px('normal'), allText, 400), fontsReady(px('normal'), allText, 700)]);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const inner = widthDots - 2 * MARGIN;
  const ops: (DrawText | DrawRule)[] = [];
  let y = MARGIN;
  for (const block of blocks) {
    if (block.kind === 'space') {
      y += Math.round(px() * 0.6);
      continue;
    }
    if (block.kind === 'rule') {
      y += Math.round(px() * 0.4);
      ops.push({ rule: true, y });
      y += Math.round(px() * 0.6);
      continue;
    }
    const font = fontOf(block.size, block.bold);
    const lineHeight = Math.round(px(block.size) * LINE);
    context.font = font;
    if (block.kind === 'text') {
      const align = block.align === 'center' ? 'center' : 'left';
      for (const line of wrap(context, block.text, inner)) {
        ops.push({ text: line, x: align === 'center' ? widthDots / 2 : MARGIN, y, font, align });
        y += lineHeight;
      }
      continue;
    }
    const valueWidth = context.measureText(block.value).width;
    if (valueWidth > inner * 0.6) {
      // A long figure (a date and time, two currencies) goes under its label.
      for (const line of wrap(context, block.label, inner)) {
        ops.push({ text: line, x: MARGIN, y, font, align: 'left' });
        y += lineHeight;
      }
      for (const line of wrap(context, block.value, inner)) {
        ops.push({ text: line, x: widthDots - MARGIN, y, font, align: 'right' });
        y += lineHeight;
      }
      continue;
    }
    ops.push({ text: block.value, x: widthDots - MARGIN, y, font, align: 'right' });
    for (const line of wrap(context, block.label, inner - valueWidth - ROW_GAP)) {
      ops.push({ text: line, x: MARGIN, y, font, align: 'left' });
      y += lineHeight;
    }
  }
  canvas.width = widthDots;
  // The paper feeds on after the last line: the cut leaves a margin of its own.
  canvas.height = Math.ceil(y + MARGIN);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.textBaseline = 'middle';
  for (const op of ops) {
    if ('rule' in op) {
      // A dashed rule, as a till receipt's.
      for (let x = MARGIN; x < widthDots - MARGIN; x += 12) context.fillRect(x, op.y, 6, Math.max(2, Math.round(2 * scale)));
      continue;
    }
    context.font = op.font;
    context.textAlign = op.align;
    const lineHeight = Number(/ (\d+)px/.exec(op.font)?.[1] ?? 24) * LINE;
    context.fillText(op.text, op.x, op.y + lineHeight / 2);
  }
  return canvas;
}
