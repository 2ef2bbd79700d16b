import { useMutation } from '@tanstack/react-query';
import {
  maxPhotosPerUpload,
  photoUploadField,
  type UploadPhotosResponse,
} from '../../shared/contracts/platform/upload-photos';
import { api } from '../shell/http';
import type { PhotoValue } from './photo-field';

export const uploadPhotosPath = '/api/platform/uploads';

/**
 * Uploads picked files (multipart, at most 10 a request) and gives their
 * stored sources, `/uploads/<hash>.webp`, in the same order. A refused file
 * is an ApiError with a field error under `photo`.
 */
export async function uploadPhotos(files: readonly File[]): Promise<string[]> {
  const sources: string[] = [];
  for (let start = 0; start < files.length; start += maxPhotosPerUpload) {
    const form = new FormData();
    for (const file of files.slice(start, start + maxPhotosPerUpload)) form.append(photoUploadField, file, file.name);
    const { photos } = await api.post<UploadPhotosResponse>(uploadPhotosPath, form);
    sources.push(...photos.map((photo) => photo.src));
  }
  return sources;
}

/** Files already uploaded on this page: a second submit after a refused one does not send them again. */
const uploadedSources = new WeakMap<File, string>();

/** A PhotoField's value as stored sources: files uploaded, sources kept, order unchanged. */
export async function photoSources(
  photos: readonly PhotoValue[],
  upload: (files: readonly File[]) => Promise<string[]> = uploadPhotos,
): Promise<string[]> {
  const pending = [...new Set(photos.filter((photo): photo is File => typeof photo !== 'string' && !uploadedSources.has(photo)))];
  if (pending.length > 0) {
    const sources = await upload(pending);
    pending.forEach((file, index) => uploadedSources.set(file, sources[index]!));
  }
  return photos.map((photo) => (typeof photo === 'string' ? photo : uploadedSources.get(photo)!));
}

/**
 * For forms, on submit: `const sources = await toSources(values.photos)`, then
 * send the sources with the record. `uploading` while files go up.
 */
export function usePhotoUploads() {
  const mutation = useMutation({ mutationFn: (photos: readonly PhotoValue[]) => photoSources(photos) });
  return { toSources: mutation.mutateAsync, uploading: mutation.isPending, error: mutation.error };
}
