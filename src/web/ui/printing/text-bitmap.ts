import type { MonoBitmap } from '../../../shared/printing/mono-bitmap';
import { canvasToMono, fontsReady, printFontFamily } from './canvas-mono';

/**
 * Khmer words as a 1-bit image for a label: no label printer font has
 * Khmer, and only a browser's text engine shapes it (the coeng stacks, the
 * vowels before and above their consonant), so the canvas draws it and the
 * encoders embed the dots (TSPL BITMAP, ZPL ^GFA).
 *
 * `heightDots` is the line's full height, above-vowels and subscripts
 * included; the text is drawn as large as fits it. Null for empty text.
 */
export async function khmerTextBitmap(text: string, heightDots: number): Promise<MonoBitmap | null> {
  const words = text.trim();
  if (!words || heightDots < 8) return null;
  // Khmer stacks reach about 0.75 em above the baseline and 0.55 em below (Noto Sans Khmer's own ascent and descent).
  const px = Math.floor(heightDots / 1.3);
  await fontsReady(px, words);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const font = `${px}px ${printFontFamily}`;
  context.font = font;
  const width = Math.ceil(context.measureText(words).width) + 2;
  canvas.width = width;
  canvas.height = heightDots;
  // Resizing a canvas resets its state.
  context.font = font;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, heightDots);
  context.fillStyle = '#000';
  context.textBaseline = 'alphabetic';
  context.fillText(words, 1, Math.round(px * 0.8));
  return canvasToMono(canvas);
}
