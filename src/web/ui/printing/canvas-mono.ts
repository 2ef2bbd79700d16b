import { toMonoBitmap, type MonoBitmap } from '../../../shared/printing/mono-bitmap';

/**
 * A canvas drawn in black on white to the printers' 1-bit image. The level
 * is above the middle so the anti-aliased edges of thin Khmer strokes (the
 * coeng subscripts, the vowel signs) stay black rather than break up.
 */
export function canvasToMono(canvas: HTMLCanvasElement, level = 160): MonoBitmap {
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return { width: canvas.width, height: 0, bits: new Uint8Array(0) };
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return toMonoBitmap(data, canvas.width, canvas.height, { level });
}

/** The family the app shows Khmer in (self-hosted, @fontsource/noto-sans-khmer): loaded before a canvas draws with it. */
export const printFontFamily = '"Noto Sans Khmer", "Noto Sans", sans-serif';

export async function fontsReady(px: number, text: string, weight: 400 | 700 = 400): Promise<void> {
  try {
    await document.fonts.load(`${weight} ${px}px "Noto Sans Khmer"`, text);
    await document.fonts.ready;
  } catch {
    // A font that does not load draws in the fallback; still shaped by the browser.
  }
}
