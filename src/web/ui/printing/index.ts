export { canvasToMono, fontsReady, printFontFamily } from './canvas-mono';
export { downloadBytes } from './download-bytes';
export { printerOf, type PrinterSnapshot, type PrinterStatus } from './printer-connection';
export { PrinterControls, type PrintJob } from './printer-controls';
export { drawReceipt, type ReceiptBlock } from './receipt-canvas';
export { TagPreview } from './tag-preview';
export { khmerTextBitmap } from './text-bitmap';
export { usePrinter } from './use-printer';
