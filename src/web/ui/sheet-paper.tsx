/** The paper a printed sheet goes on: A4 upright or on its side, or an 80 mm roll. */
export type SheetPaperSize = 'a4' | 'a4-landscape' | 'roll';

/**
 * The page size and margins, only while a sheet is on screen (a global @page
 * rule would size every later print). A roll printer cuts after the content:
 * 297 mm is only the longest receipt on one page (Chromium drops
 * `size: 80mm auto` as invalid and prints on Letter). The widths in
 * a4-sheet.module.css follow these margins.
 */
const pageRules: Readonly<Record<SheetPaperSize, string>> = {
  a4: '@page { size: A4; margin: 12mm; }',
  'a4-landscape': '@page { size: A4 landscape; margin: 12mm; }',
  roll: '@page { size: 80mm 297mm; margin: 3mm; }',
};

/** Put inside the sheet: the paper it prints on. */
export function SheetPaper({ size }: { size: SheetPaperSize }) {
  return <style>{pageRules[size]}</style>;
}
