import sharp, { type Metadata } from 'sharp';
import { maxPhotoPixels, storedPhotoMaxSide } from '../../../shared/contracts/platform/upload-photos';
import type { ImageVariant } from './image-variant';

/** What sharp may read from a client: photos, never SVG, PDF, TIFF or GIF (DESIGN §5). */
const photoFormats: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface EncodedPhoto {
  /** WebP, auto-rotated, no metadata, long side ≤ 2000 px. */
  readonly bytes: Buffer;
  /** px */
  readonly width: number;
  readonly height: number;
}

export type PhotoRefusal = 'notAPhoto' | 'tooManyPixels';

/**
 * Re-encodes an uploaded file, telling its type from its bytes (the name and
 * the declared type are the client's word). The same input always gives the
 * same bytes, which is what lets a photo be stored once by content hash.
 */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto | { refused: PhotoRefusal }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    return { refused: 'notAPhoto' };
  }
  if (!photoFormats.has(metadata.format)) return { refused: 'notAPhoto' };
  if (metadata.width * metadata.height > maxPhotoPixels) return { refused: 'tooManyPixels' };
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxPhotoPixels, failOn: 'error' })
      .autoOrient()
      .resize({ width: storedPhotoMaxSide, height: storedPhotoMaxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // Read as a photo but not decodable: truncated, or HEIC made with a codec sharp lacks.
    return { refused: 'notAPhoto' };
  }
}

/** A view of a stored photo (WebP). Squares may upscale: the grid wants its exact size. */
export function resizePhoto(storedFile: string, variant: ImageVariant): Promise<Buffer> {
  return sharp(storedFile)
    .resize({
      width: variant.width,
      height: variant.height,
      fit: variant.fit,
      withoutEnlargement: variant.fit === 'inside',
    })
    .webp({ quality: 80 })
    .toBuffer();
}
