import { maxImageViewSide } from '../../../shared/contracts/platform/get-image';
import { imageSize, squareImageSizes } from '../../../shared/image-size';

/**
 * A resized view of a stored photo. `cover` crops to fill a square of the
 * thumbnail grid; `inside` keeps the whole picture within the box.
 */
export interface ImageVariant {
  /** px; undefined: follows from the other side. */
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly fit: 'cover' | 'inside';
}

const clamp = (side: number | undefined) => (side === undefined ? undefined : Math.min(side, maxImageViewSide));

const isSquareSize = (side: number | undefined) => (squareImageSizes as readonly (number | undefined)[]).includes(side);

/**
 * The variant served for `?w=&h=` (spec §7): near-square sizes snap to the
 * shared squares (120, 256, 500), others are clamped to 2000 px a side;
 * no size at all is the stored photo itself (null). The squares stay
 * themselves: the web asks for 256 × 256 once it snapped 180 × 200, and the
 * bare rule would take 256 (above 200) to 500.
 */
export function imageVariant(width?: number, height?: number): ImageVariant | null {
  if (width === height && isSquareSize(width)) return { width, height, fit: 'cover' };
  const size = imageSize(width, height);
  if (size.width === undefined && size.height === undefined) return null;
  // Equal sides come only from the square rule: any w = h request is near-square.
  if (size.width !== undefined && size.width === size.height) return { width: size.width, height: size.height, fit: 'cover' };
  return { width: clamp(size.width), height: clamp(size.height), fit: 'inside' };
}

/** The cache file's name part of a variant, e.g. `120x120c`, `800xi`. */
export function variantName(variant: ImageVariant): string {
  return `${variant.width ?? ''}x${variant.height ?? ''}${variant.fit === 'cover' ? 'c' : 'i'}`;
}
