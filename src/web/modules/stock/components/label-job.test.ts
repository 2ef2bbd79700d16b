import { describe, expect, it } from 'vitest';
import { defaultLabelPrinterSettings, labelPrinterSettingsSchema, tagLabelOf, type LabelPrinterSettings } from '../../../../shared/contracts/printing/printer-settings';
import { emptyBitmap, setBlack, type MonoBitmap } from '../../../../shared/printing/mono-bitmap';
import { buildLabelJob, labelFor, type KhmerRenderer, type LabelPiece } from './label-job';

/** Khmer as the canvas would give it: as tall as asked, a quarter of that wide a code point (a smaller font is narrower). */
const standInKhmer: KhmerRenderer = async (text, heightDots) => {
  const bitmap: MonoBitmap = emptyBitmap(Math.ceil(([...text].length * heightDots) / 4), heightDots);
  for (let x = 0; x < bitmap.width; x += 1) setBlack(bitmap, x, 0);
  return bitmap;
};

const ring: LabelPiece = { code: 'IT-2026-000123', grossMg: 4_980, categoryCode: 'RING', materialCode: 'AU750', categoryNameKh: 'ចិញ្ចៀន' };
const settings = (change: Partial<LabelPrinterSettings> = {}): LabelPrinterSettings => ({ ...defaultLabelPrinterSettings, ...change });

describe('label printer settings', () => {
  it('takes the label stock of a shop and refuses wings wider than the label, an unknown dpi or language', () => {
    expect(labelPrinterSettingsSchema.safeParse(defaultLabelPrinterSettings).success).toBe(true);
    const wide = labelPrinterSettingsSchema.safeParse(settings({ widthMm: 45, faceWidthMm: 25 }));
    expect(wide.success || wide.error.issues.map((i) => i.path.join('.'))).toEqual(['faceWidthMm']);
    // A rat-tail has one head: 25 mm of a 45 mm label is fine.
    expect(labelPrinterSettingsSchema.safeParse(settings({ shape: 'ratTail', widthMm: 45, faceWidthMm: 25 })).success).toBe(true);
    expect(labelPrinterSettingsSchema.safeParse({ ...defaultLabelPrinterSettings, dpi: 600 }).success).toBe(false);
    expect(labelPrinterSettingsSchema.safeParse({ ...defaultLabelPrinterSettings, language: 'epl' }).success).toBe(false);
  });
  it('a dumbbell prints on its two wings at either end, a rat-tail on its head', () => {
    expect(tagLabelOf(settings()).faces).toEqual([
      { xMm: 0, yMm: 0, widthMm: 25, heightMm: 10 },
      { xMm: 47, yMm: 0, widthMm: 25, heightMm: 10 },
    ]);
    expect(tagLabelOf(settings({ shape: 'ratTail', widthMm: 60, heightMm: 13 })).faces).toEqual([{ xMm: 0, yMm: 0, widthMm: 25, heightMm: 13 }]);
    // Choosing the other shape in the tag view: that shape's usual stock at the shop's dpi.
    expect(labelFor(settings(), 'ratTail')).toMatchObject({ widthMm: 60, heightMm: 13, dpi: 300 });
  });
});

describe('label job', () => {
  it('lays out a month-demo piece on the default dumbbell with its QR, code, grams, chi, kind and Khmer name, and prints those', async () => {
    const job = await buildLabelJob([ring], settings(), 'dumbbell', 'tspl', standInKhmer);
    if (!job.ok) throw new Error(JSON.stringify(job.refused));
    const [preview] = job.previews;
    if (!preview?.layout.ok) throw new Error('no layout');
    expect(preview.layout.elements.map((e) => (e.kind === 'text' ? e.text : e.kind))).toEqual(['qr', 'IT-2026-000123', '4.98 g', '1 chi 3 hun 2.8 li', 'RING AU750', 'bitmap']);
    // The Khmer name goes on the second wing, as tall as the first try (4 mm at 300 dpi).
    const bitmap = preview.layout.elements.find((e) => e.kind === 'bitmap');
    expect(bitmap).toMatchObject({ x: 47 * 12 + 12, bitmap: { height: 48 } });
    const text = new TextDecoder('latin1').decode(job.program);
    expect(text).toContain('QRCODE 12,12,M,3,A,0,"IT-2026-000123"');
    expect(text).toContain('"4.98 g"');
    expect(text).toContain('BITMAP 576,');
    expect(job.fileName).toBe('tags-IT-2026-000123.tspl');
  });

  it('shrinks a long Khmer name to the room left before it refuses', async () => {
    // 24 code points: 288 dots wide at 4 mm, more than the wing's 276; 252 at 3.5 mm.
    const job = await buildLabelJob([{ ...ring, categoryNameKh: 'ខ្សែកមាស'.repeat(3) }], settings(), 'dumbbell', 'zpl', standInKhmer);
    if (!job.ok) throw new Error(JSON.stringify(job.refused));
    const bitmap = job.previews[0]?.layout.ok ? job.previews[0].layout.elements.find((e) => e.kind === 'bitmap') : null;
    expect(bitmap && bitmap.kind === 'bitmap' && bitmap.bitmap.height).toBe(42);
    expect(new TextDecoder().decode(job.program)).toMatch(/^\^XA/);
    const tooLong = await buildLabelJob([{ ...ring, categoryNameKh: 'ខ្សែកមាស'.repeat(6) }], settings(), 'dumbbell', 'zpl', standInKhmer);
    expect(tooLong).toMatchObject({ ok: false, refused: { layout: { error: 'doesNotFit', part: 'khmerText' } } });
  });

  it('refuses the whole job when one tag does not fit, naming the piece and the part', async () => {
    const other = { ...ring, code: 'IT-2026-000124' };
    const job = await buildLabelJob([other, ring], settings({ dpi: 203 }), 'dumbbell', 'tspl', standInKhmer);
    expect(job).toMatchObject({ ok: false, refused: { code: 'IT-2026-000124', layout: { error: 'doesNotFit', part: 'price' } } });
    expect(job.previews).toHaveLength(2);
    expect('program' in job).toBe(false);
  });

  it('at 203 dpi a short-lined tag fits: the code, the weights and nothing else', async () => {
    const job = await buildLabelJob([ring], settings({ dpi: 203, lastLine: 'none', khmerText: false }), 'dumbbell', 'tspl', standInKhmer);
    expect(job.ok).toBe(true);
  });
});
