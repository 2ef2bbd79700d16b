import { z } from 'zod';

/**
 * POST /api/platform/uploads (multipart/form-data): one or more files under
 * the field `photo`. DESIGN §5: images only (JPEG, PNG, WebP, AVIF/HEIF, told
 * by their bytes, not their name), each re-encoded before it is stored, once
 * per content. Answers 201 with the stored photos in the order sent.
 */
export const photoUploadField = 'photo';
/** 15 MiB per file: a phone camera's full-size JPEG fits. */
export const maxPhotoBytes = 15 * 1024 * 1024;
export const maxPhotosPerUpload = 10;
/** 100 megapixels: larger pictures are refused before they are decoded. */
export const maxPhotoPixels = 100_000_000;
/** The long side of a stored photo, in px. */
export const storedPhotoMaxSide = 2000;

/** The `src` of a stored photo: `/uploads/<sha-256 of its bytes>.webp`. */
export const storedPhotoSrcPattern = /^\/uploads\/[0-9a-f]{64}\.webp$/;

export const uploadedPhotoSchema = z.object({
  /** What a record keeps (`photoUrlSchema`) and the image view URL is built from. */
  src: z.string().regex(storedPhotoSrcPattern),
  /** Stored size, px. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Stored file size. */
  bytes: z.number().int().positive(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

export const uploadPhotosResponseSchema = z.object({ photos: z.array(uploadedPhotoSchema) });
export type UploadPhotosResponse = z.infer<typeof uploadPhotosResponseSchema>;
