/**
 * Spec §7 and §9: the size an image view is asked for. A near-square request
 * (width / height within 0.8 … 1.2, inclusive) becomes one of three squares:
 * 120 (larger side ≤ 120), 256 (≤ 200) or 500 (larger), so the server keeps
 * few resized copies. The web builds its URLs with it and the server applies
 * it again to whatever it is asked.
 */
export const squareImageSizes = [120, 256, 500] as const;

/** Positive whole pixels, or undefined. */
function pixels(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.round(value);
}

/** The size actually requested: a square when the ratio is near 1, else as given. */
export function imageSize(width?: number, height?: number): { width?: number; height?: number } {
  const w = pixels(width);
  const h = pixels(height);
  if (w === undefined || h === undefined) return { width: w, height: h };
  // 0.8 ≤ w/h ≤ 1.2 in integers: 5w ≥ 4h and 5w ≤ 6h.
  if (5 * w < 4 * h || 5 * w > 6 * h) return { width: w, height: h };
  const larger = Math.max(w, h);
  const side = larger <= 120 ? squareImageSizes[0] : larger <= 200 ? squareImageSizes[1] : squareImageSizes[2];
  return { width: side, height: side };
}
