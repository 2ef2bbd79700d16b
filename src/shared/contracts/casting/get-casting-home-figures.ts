import { z } from 'zod';
import { castStatusValues } from './cast';

/** GET /api/casting/home-figures: casts not yet finished, per step, for the caster's and the manager's home. */
export const getCastingHomeFiguresQuerySchema = z.strictObject({});

export const castingHomeFiguresSchema = z.object({
  inProgressCount: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(castStatusValues), count: z.number().int() })),
});
export type CastingHomeFigures = z.infer<typeof castingHomeFiguresSchema>;
