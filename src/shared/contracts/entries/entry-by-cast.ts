import { z } from 'zod';
import { idSchema } from '../common';
import { entryStateSchema } from './entry';

/**
 * GET /api/entries/by-cast/{id} (`/entry_by_cast`): a finished cast's pieces
 * and the entry each went out on, so the manager sees which cast pieces are
 * still waiting at the casting room to be issued to a jeweller.
 */
export const entriesByCastResponseSchema = z.object({
  cast: z.object({ id: z.number().int(), number: z.string(), materialId: z.number().int(), status: z.string(), castOn: z.string().nullable() }),
  /** The casting room, where the cast's pieces wait: the source of an entry made from them. */
  sourceHolderId: z.number().int().nullable(),
  items: z.array(
    z.object({
      itemId: z.number().int(),
      code: z.string(),
      description: z.string(),
      stage: z.string(),
      /** The entries the piece went out on, newest first (a piece can go to the bench more than once). */
      entries: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          state: entryStateSchema,
          jewellerNameKh: z.string(),
          jewellerNameEn: z.string(),
          issuedMg: z.number().int(),
        }),
      ),
    }),
  ),
});
export type EntriesByCastResponse = z.infer<typeof entriesByCastResponseSchema>;
export { idSchema };
