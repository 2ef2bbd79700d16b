import { useEffect, useRef } from 'react';
import type { TagLabel, TagLayoutResult } from '../../../shared/printing/jewelry-tag-layout';
import { textMetrics } from '../../../shared/printing/jewelry-tag-layout';
import { isBlack } from '../../../shared/printing/mono-bitmap';
import { code128BBars } from './code128-bars';

type FittedLayout = Extract<TagLayoutResult, { ok: true }>;

/** Quiet zone the layout counts on each side of a Code 128 symbol (jewelry-tag-layout's code128Dots). */
const QUIET_DOTS = 10;

/**
 * A tag as the printer will lay it out, drawn dot for dot from the same
 * layout the encoders print (one canvas pixel a printer dot): the faces
 * white, the band or tail grey, the code, the text at the printer fonts'
 * cell sizes, the Khmer image as its very dots.
 */
export function TagPreview({ layout, label, title }: { layout: FittedLayout; label: TagLabel; title: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let live = true;
    void drawTag(canvas, layout, label, () => live);
    return () => {
      live = false;
    };
  }, [layout, label]);
  return (
    <canvas
      ref={ref}
      width={layout.widthDots}
      height={layout.heightDots}
      role="img"
      aria-label={title}
      data-testid="tag-preview"
      style={{ width: '100%', maxWidth: layout.widthDots * 1.25, height: 'auto', imageRendering: 'pixelated', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
    />
  );
}

async function drawTag(canvas: HTMLCanvasElement, layout: FittedLayout, label: TagLabel, live: () => boolean): Promise<void> {
  // The QR encoder loads with the first preview that shows one.
  const qr = layout.elements.some((e) => e.kind === 'qr') ? await import('qrcode') : null;
  const context = canvas.getContext('2d');
  if (!context || !live()) return;
  context.fillStyle = '#e9ecef';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#fff';
  for (const face of label.faces)
    context.fillRect(Math.round(face.xMm * layout.dotsPerMm), Math.round(face.yMm * layout.dotsPerMm), Math.round(face.widthMm * layout.dotsPerMm), Math.round(face.heightMm * layout.dotsPerMm));
  context.fillStyle = '#000';
  for (const element of layout.elements) {
    switch (element.kind) {
      case 'barcode':
        for (const [at, width] of code128BBars(element.content) ?? []) context.fillRect(element.x + QUIET_DOTS + at, element.y, width, element.height);
        break;
      case 'qr': {
        if (!qr) break;
        const { modules } = qr.create(element.content, { errorCorrectionLevel: 'M' });
        for (let row = 0; row < modules.size; row += 1)
          for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) context.fillRect(element.x + col * element.cell, element.y + row * element.cell, element.cell, element.cell);
        break;
      }
      case 'text': {
        const { pitch, height } = textMetrics[element.size];
        context.font = `bold ${Math.round(height * 0.95)}px "DejaVu Sans Mono", monospace`;
        context.textBaseline = 'top';
        [...element.text].forEach((char, i) => context.fillText(char, element.x + i * pitch, element.y, pitch));
        break;
      }
      case 'bitmap': {
        const { bitmap } = element;
        for (let y = 0; y < bitmap.height; y += 1) for (let x = 0; x < bitmap.width; x += 1) if (isBlack(bitmap, x, y)) context.fillRect(element.x + x, element.y + y, 1, 1);
        break;
      }
    }
  }
}
