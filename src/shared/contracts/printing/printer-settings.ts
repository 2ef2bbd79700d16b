/**
 * The shop's printer settings (platform settings registry): the jewelry
 * label stock and its printer's language (`stock.labelPrinter`), and how the
 * 80 mm thermal receipt prints (`sales.receiptPrinter`). Which printer a
 * workstation uses is the browser's to remember; what the labels and the
 * paper are is the shop's, the same at every counter.
 */
import { z } from 'zod';
import type { TagLabel } from '../../printing/jewelry-tag-layout';

export const labelShapes = ['dumbbell', 'ratTail'] as const;
export type LabelShape = (typeof labelShapes)[number];
/** TSPL: TSC, Xprinter, Godex in emulation, most label printers; ZPL: Zebra. */
export const labelLanguages = ['tspl', 'zpl'] as const;
export type LabelLanguage = (typeof labelLanguages)[number];
export const labelSymbols = ['code128', 'qr'] as const;
export type LabelSymbol = (typeof labelSymbols)[number];
/**
 * The tag's last line: a piece carries no fixed price (it is priced at the
 * day's rate when sold), so it is the piece's kind (category and metal), or
 * nothing and the code stands alone.
 */
export const labelLastLines = ['kind', 'none'] as const;
export type LabelLastLine = (typeof labelLastLines)[number];

const mm = (min: number, max: number) => z.number().int().min(min).max(max);

export const labelPrinterSettingsSchema = z
  .object({
    shape: z.enum(labelShapes),
    /** The whole label, tail or band included. */
    widthMm: mm(20, 120),
    heightMm: mm(6, 60),
    /** A dumbbell's wing, a rat-tail's head: where the printing goes. */
    faceWidthMm: mm(8, 60),
    /** The gap between labels on the roll (the printer's sensor finds it). */
    gapMm: mm(0, 10),
    dpi: z.union([z.literal(203), z.literal(300)]),
    language: z.enum(labelLanguages),
    symbol: z.enum(labelSymbols),
    lastLine: z.enum(labelLastLines),
    /** The piece's description in Khmer, printed as an image. */
    khmerText: z.boolean(),
  })
  // A dumbbell's two wings, or a rat-tail's head, lie within the label.
  .refine((s) => (s.shape === 'dumbbell' ? 2 * s.faceWidthMm : s.faceWidthMm) <= s.widthMm, { path: ['faceWidthMm'] });
export type LabelPrinterSettings = z.infer<typeof labelPrinterSettingsSchema>;

/**
 * 72 × 10 mm dumbbell labels with 25 mm wings on a 300 dpi TSPL printer: the
 * commonest jewelry stock, and the resolution its small type wants (at
 * 203 dpi a wing holds a piece's QR, code and weights, not its kind and
 * Khmer name as well).
 */
export const defaultLabelPrinterSettings: LabelPrinterSettings = {
  shape: 'dumbbell',
  widthMm: 72,
  heightMm: 10,
  faceWidthMm: 25,
  gapMm: 2,
  dpi: 300,
  language: 'tspl',
  symbol: 'qr',
  lastLine: 'kind',
  khmerText: true,
};

/** The label as the layout reads it: a dumbbell prints on both wings, a rat-tail on its head. */
export function tagLabelOf(settings: LabelPrinterSettings): TagLabel {
  const face = { yMm: 0, widthMm: settings.faceWidthMm, heightMm: settings.heightMm };
  return {
    widthMm: settings.widthMm,
    heightMm: settings.heightMm,
    gapMm: settings.gapMm,
    dpi: settings.dpi,
    faces: settings.shape === 'dumbbell' ? [{ xMm: 0, ...face }, { xMm: settings.widthMm - settings.faceWidthMm, ...face }] : [{ xMm: 0, ...face }],
  };
}

/** When the cash drawer opens with a receipt: never, on a sale paid (partly) in cash, or always. */
export const receiptDrawerKicks = ['never', 'cash', 'always'] as const;
export type ReceiptDrawerKick = (typeof receiptDrawerKicks)[number];

export const receiptPrinterSettingsSchema = z.object({
  /** 203 dpi prints 576 dots across 80 mm paper, 180 dpi 512 (shared/printing/escpos.ts). */
  dpi: z.union([z.literal(203), z.literal(180)]),
  cut: z.boolean(),
  drawer: z.enum(receiptDrawerKicks),
});
export type ReceiptPrinterSettings = z.infer<typeof receiptPrinterSettingsSchema>;

export const defaultReceiptPrinterSettings: ReceiptPrinterSettings = { dpi: 203, cut: true, drawer: 'cash' };
