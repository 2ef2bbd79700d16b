/**
 * Jewelry labels for the label printer: each ticked piece laid out on the
 * shop's label stock (setting `stock.labelPrinter`) by the one layout both
 * encoders print, then encoded as TSPL or ZPL into one job. A tag that does
 * not fit refuses the whole job: nothing is sent, and the refusal names the
 * piece and the part (a print cut off at the label's edge is a wrong tag).
 */
import { tagLabelOf, type LabelPrinterSettings } from '../../../../shared/contracts/printing/printer-settings';
import { layoutJewelryTag, tagLabels, type JewelryTag, type TagLabel, type TagLayoutResult } from '../../../../shared/printing/jewelry-tag-layout';
import { concatBytes } from '../../../../shared/printing/escpos';
import type { MonoBitmap } from '../../../../shared/printing/mono-bitmap';
import { tsplTag } from '../../../../shared/printing/tspl-tag';
import { zplTag } from '../../../../shared/printing/zpl-tag';

export interface LabelPiece {
  code: string;
  grossMg: number;
  categoryCode: string | null;
  materialCode: string;
  /** The category's Khmer name ("ចិញ្ចៀន"), printed as an image. */
  categoryNameKh: string | null;
}

/** Renders Khmer words at a line height in dots (the browser's canvas; a stand-in in tests). */
export type KhmerRenderer = (text: string, heightDots: number) => Promise<MonoBitmap | null>;

export interface LabelPreview {
  code: string;
  layout: TagLayoutResult;
}

export type LabelJob =
  | { ok: true; label: TagLabel; previews: LabelPreview[]; program: Uint8Array; fileName: string }
  | { ok: false; label: TagLabel; previews: LabelPreview[]; refused: { code: string; layout: Exclude<TagLayoutResult, { ok: true }> } };

/**
 * The label the tag view prints on: the setting's own when it is the shape
 * chosen, else the standard stock of that shape at the setting's dpi.
 */
export function labelFor(settings: LabelPrinterSettings, shape: LabelPrinterSettings['shape']): TagLabel {
  if (shape === settings.shape) return tagLabelOf(settings);
  return { ...tagLabels[shape], dpi: settings.dpi };
}

/** Khmer line heights tried, tallest first, in mm: 4 mm reads at arm's length, 2.5 mm is the least a 203 dpi head draws legibly. */
const khmerHeightsMm = [4, 3.5, 3, 2.5] as const;

async function layoutPiece(piece: LabelPiece, settings: LabelPrinterSettings, label: TagLabel, renderKhmer: KhmerRenderer): Promise<{ tag: JewelryTag; layout: TagLayoutResult }> {
  const kind = [piece.categoryCode, piece.materialCode].filter(Boolean).join(' ');
  const tag: JewelryTag = { code: piece.code, weightMg: piece.grossMg, symbol: settings.symbol, ...(settings.lastLine === 'kind' && kind ? { price: kind } : {}) };
  const words = settings.khmerText ? piece.categoryNameKh?.trim() : '';
  if (!words) return { tag, layout: layoutJewelryTag(tag, label) };
  const dotsPerMm = label.dpi === 300 ? 12 : 8;
  let last: { tag: JewelryTag; layout: TagLayoutResult } | null = null;
  for (const mm of khmerHeightsMm) {
    const khmer = await renderKhmer(words, Math.round(mm * dotsPerMm));
    const withKhmer = khmer ? { ...tag, khmer } : tag;
    last = { tag: withKhmer, layout: layoutJewelryTag(withKhmer, label) };
    // Only the Khmer line not fitting is worth a smaller try; anything else refuses at any size.
    if (last.layout.ok || last.layout.part !== 'khmerText') return last;
  }
  return last ?? { tag, layout: layoutJewelryTag(tag, label) };
}

export async function buildLabelJob(
  pieces: readonly LabelPiece[],
  settings: LabelPrinterSettings,
  shape: LabelPrinterSettings['shape'],
  language: LabelPrinterSettings['language'],
  renderKhmer: KhmerRenderer,
): Promise<LabelJob> {
  const label = labelFor(settings, shape);
  const previews: LabelPreview[] = [];
  const programs: Uint8Array[] = [];
  let refused: Extract<LabelJob, { ok: false }>['refused'] | null = null;
  for (const piece of pieces) {
    const { tag, layout } = await layoutPiece(piece, settings, label, renderKhmer);
    previews.push({ code: piece.code, layout });
    if (!layout.ok) {
      refused ??= { code: piece.code, layout };
      continue;
    }
    const encoded = language === 'zpl' ? zplTag(tag, label) : tsplTag(tag, label);
    if (!encoded.ok) refused ??= { code: piece.code, layout: encoded };
    else programs.push(encoded.program);
  }
  if (refused) return { ok: false, label, previews, refused };
  const first = pieces[0]?.code ?? 'tags';
  return { ok: true, label, previews, program: concatBytes(programs), fileName: `tags-${first}${pieces.length > 1 ? `-${pieces.length}` : ''}.${language}` };
}
