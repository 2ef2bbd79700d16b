/**
 * Spec §7: the image view URL. A configured template with {src}, {width} and
 * {height} placeholders; absolute http(s) sources are used as they are.
 * A near-square request (width / height within 0.8 … 1.2, inclusive) is
 * served from one of three cached squares: 120 (larger side ≤ 120),
 * 256 (≤ 200) or 500 (larger), so the server keeps few resized copies.
 */
export const defaultImageUrlTemplate = '/api/images/{src}?w={width}&h={height}';

export const squareImageSizes = [120, 256, 500] as const;

export interface ImageUrlOptions {
  /** Pixels. */
  width?: number;
  /** Pixels. */
  height?: number;
  template?: string;
}

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
  const side = larger <= 120 ? 120 : larger <= 200 ? 256 : 500;
  return { width: side, height: side };
}

/** blob: and data: are previews of files not yet uploaded: also used as they are. */
const absolute = /^(https?:\/\/|blob:|data:)/i;

/**
 * Fills the template. In the query part, src is fully URL-encoded; in the
 * path part its slashes stay. A query parameter whose placeholder has no
 * value is dropped ("w={width}" without a width).
 */
export function imageUrl(src: string, opts: ImageUrlOptions = {}): string {
  if (src === '') return '';
  if (absolute.test(src)) return src;
  const template = opts.template ?? defaultImageUrlTemplate;
  const { width, height } = imageSize(opts.width, opts.height);
  const values = { width: width === undefined ? '' : String(width), height: height === undefined ? '' : String(height) };
  const fill = (part: string, inQuery: boolean) =>
    part
      .replaceAll('{src}', inQuery ? encodeURIComponent(src) : src.split('/').map(encodeURIComponent).join('/'))
      .replaceAll('{width}', values.width)
      .replaceAll('{height}', values.height);
  const at = template.indexOf('?');
  if (at < 0) return fill(template, false);
  const params = template
    .slice(at + 1)
    .split('&')
    .filter((param) => !/^[^=]*=\{(width|height)\}$/.test(param) || values[param.endsWith('{width}') ? 'width' : 'height'])
    .map((param) => fill(param, true));
  const path = fill(template.slice(0, at), false);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}
