import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  maxPhotoBytes,
  maxPhotoPixels,
  photoUploadField as field,
  type UploadedPhoto,
} from '../../../shared/contracts/platform/upload-photos';
import { audit, type Actor } from '../audit';
import type { Db } from '../db/database';
import { AppError, badInput } from '../errors';
import { imageVariant, variantName } from './image-variant';
import { encodePhoto, resizePhoto, type EncodedPhoto } from './photo-encoding';

/**
 * Photos of every module (DESIGN §5): uploaded files are re-encoded and stored
 * once by the SHA-256 of the stored bytes under
 * `<uploadsDir>/<hash[0..2]>/<hash>.webp`; records keep `/uploads/<hash>.webp`.
 * Resized views are cached under `<uploadsDir>/cache/`.
 */

/** A file as the client sent it: its name only labels error messages. */
export interface IncomingPhoto {
  readonly name: string;
  readonly bytes: Buffer;
}

/** A file name fit for an error message: no control characters, not too long. */
export const displayName = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 80) || '?';

export const photoTooLarge = (name: string) =>
  new AppError(413, 'uploads.photoTooLarge', { name: displayName(name), maxMb: maxPhotoBytes / 1024 / 1024 }, {
    [field]: 'uploads.photoTooLarge',
  });

const storedName = /^\/?(?:uploads\/)?([0-9a-f]{64})\.webp$/;

/** The content hash a photo source names (`<hash>.webp` or `/uploads/<hash>.webp`), else undefined. */
export function storedPhotoHash(src: string): string | undefined {
  return storedName.exec(src)?.[1];
}

export const storedPhotoSrc = (hash: string) => `/uploads/${hash}.webp`;

export function storedPhotoFile(uploadsDir: string, hash: string): string {
  return path.join(uploadsDir, hash.slice(0, 2), `${hash}.webp`);
}

/** Bytes of a file, undefined when there is none. */
const fileSize = (file: string) =>
  stat(file).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined,
  );
const exists = async (file: string) => (await fileSize(file)) !== undefined;

/** Whether a source names a photo stored here (for modules that check the photos of a record). */
export async function isStoredPhoto(uploadsDir: string, src: string): Promise<boolean> {
  const hash = storedPhotoHash(src);
  return hash !== undefined && exists(storedPhotoFile(uploadsDir, hash));
}

/** Writes beside the target, then renames: a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function encodeOrRefuse(photo: IncomingPhoto): Promise<EncodedPhoto> {
  const encoded = await encodePhoto(photo.bytes);
  if (!('refused' in encoded)) return encoded;
  const name = displayName(photo.name);
  if (encoded.refused === 'tooManyPixels') {
    throw badInput({ [field]: 'uploads.tooManyPixels' }, { name, maxMegapixels: maxPhotoPixels / 1_000_000 });
  }
  throw badInput({ [field]: 'uploads.notAPhoto' }, { name });
}

/**
 * Re-encodes every photo, then stores those not stored yet: one refused file
 * stores none. Read as they arrive, so only one upload's bytes are held at a time.
 */
export async function uploadPhotos(
  db: Db,
  actor: Actor,
  uploadsDir: string,
  photos: AsyncIterable<IncomingPhoto>,
): Promise<UploadedPhoto[]> {
  const encoded: EncodedPhoto[] = [];
  for await (const photo of photos) encoded.push(await encodeOrRefuse(photo));
  if (encoded.length === 0) throw badInput({ [field]: 'uploads.photoRequired' });
  const uploaded: UploadedPhoto[] = [];
  for (const photo of encoded) {
    const hash = createHash('sha256').update(photo.bytes).digest('hex');
    const file = storedPhotoFile(uploadsDir, hash);
    if (!(await exists(file))) await writeAtomically(file, photo.bytes);
    uploaded.push({ src: storedPhotoSrc(hash), width: photo.width, height: photo.height, bytes: photo.bytes.length });
  }
  await audit(db, actor, { action: 'photos.upload', entity: 'photo', after: { photos: uploaded } });
  return uploaded;
}

export interface ImageFile {
  readonly file: string;
  readonly bytes: number;
  /** Strong: the content hash and the variant name fix the bytes. */
  readonly etag: string;
}

/** Resizes now being made, so that concurrent asks of one view make it once. */
const resizing = new Map<string, Promise<void>>();

/**
 * The file to serve for the image view `src?w=&h=` (spec §7): the stored photo
 * without a size, else its resized view, made once and kept in the cache.
 * Undefined when `src` names no stored photo.
 */
export async function findImageFile(
  uploadsDir: string,
  src: string,
  width?: number,
  height?: number,
): Promise<ImageFile | undefined> {
  const hash = storedPhotoHash(src);
  if (hash === undefined) return undefined;
  const original = storedPhotoFile(uploadsDir, hash);
  const variant = imageVariant(width, height);
  if (variant === null) {
    const bytes = await fileSize(original);
    return bytes === undefined ? undefined : { file: original, bytes, etag: `"${hash}"` };
  }
  const name = `${hash}-${variantName(variant)}`;
  const cached = path.join(uploadsDir, 'cache', hash.slice(0, 2), `${name}.webp`);
  let bytes = await fileSize(cached);
  if (bytes === undefined) {
    if (!(await exists(original))) return undefined;
    let making = resizing.get(cached);
    if (!making) {
      making = resizePhoto(original, variant)
        .then((resized) => writeAtomically(cached, resized))
        .finally(() => resizing.delete(cached));
      resizing.set(cached, making);
    }
    await making;
    bytes = (await fileSize(cached))!;
  }
  return { file: cached, bytes, etag: `"${name}"` };
}
