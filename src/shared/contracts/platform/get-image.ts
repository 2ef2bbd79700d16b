import { z } from 'zod';
import { textSchema } from '../common';

/**
 * GET /api/images/{src}?w=&h= (spec §7's image view URL): a stored photo,
 * resized. `src` is the stored name (`<hash>.webp`) or the photo's `src`
 * (`/uploads/<hash>.webp`, its slashes kept or URL-encoded). A near-square
 * size becomes a 120, 256 or 500 square (cropped to fill it); any other is
 * fitted inside the box, each side at most `maxImageViewSide`. Without w and
 * h the stored photo itself. Unknown or malformed sources are a 404.
 */
export const maxImageViewSide = 2000;

/** What the URL asks; the server clamps to `maxImageViewSide`. */
const requestedSide = z.coerce.number<number | string>().int().min(1).max(100_000).optional();

export const getImageParamsSchema = z.object({ '*': textSchema(300, { trim: false }) });
export const getImageQuerySchema = z.object({ w: requestedSide, h: requestedSide });
export type GetImageQuery = z.input<typeof getImageQuerySchema>;

/** GET /uploads/{name}: the stored photo itself, by the path its `src` gives. */
export const getStoredPhotoParamsSchema = z.object({ name: textSchema(300, { trim: false }) });
