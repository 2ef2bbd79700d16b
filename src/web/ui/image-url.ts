import { imageSize } from '../../shared/image-size';

export { imageSize, squareImageSizes } from '../../shared/image-size';

/**
 * Spec §7: the image view URL. A configured template with {src}, {width} and
 * {height} placeholders; absolute http(s) sources are used as they are.
 * A near-square request is served from one of three cached squares (the
 * shared rule `imageSize`), so the server keeps few resized copies.
 */
export const defaultImageUrlTemplate = '/api/images/{src}?w={width}&h={height}';

export interface ImageUrlOptions {
  /** Pixels. */
  width?: number;
  /** Pixels. */
  height?: number;
  template?: string;
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
