/**
 * Where a receipt line may break. The browser's word segmenter finds Khmer
 * words (Khmer writes no spaces between them), but it also splits "$" from
 * "1,250.00" and "1,250" from "៛": a figure cut from its currency sign at
 * the paper's edge reads as two amounts. So a break is allowed only at a
 * space or between two Khmer words, and never between a figure and its
 * currency sign, even across a space ("5,000 ៛").
 */
const khmer = /[\u1780-\u17FF\u19E0-\u19FF]/u;
const currencySign = /\p{Sc}/u;
const space = /\s/u;

function breakAllowed(before: string, after: string): boolean {
  const last = before.at(-1) ?? '';
  const first = after[0] ?? '';
  // "$|1,250.00": a sign before its figure; "5,000 |៛": a sign after its figure.
  if (currencySign.test(last)) return false;
  if (currencySign.test(after.trimStart()[0] ?? '') && /\d$/u.test(before.trimEnd())) return false;
  if (space.test(last) || space.test(first)) return true;
  return khmer.test(last) && khmer.test(first);
}

/** The text in pieces that must stay on one line; joined, they are the text again. */
export function unbreakablePieces(text: string): string[] {
  const segmenter = new Intl.Segmenter('km', { granularity: 'word' });
  const pieces: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const previous = pieces.at(-1);
    // A space stays at the end of the piece before it, so the break after it sees what follows.
    const joins = previous !== undefined && (segment.trim() === '' || !breakAllowed(previous, segment));
    if (joins) pieces[pieces.length - 1] = previous + segment;
    else pieces.push(segment);
  }
  return pieces;
}
