import { z } from 'zod';
import { castDetailSchema, noteSchema } from './cast';

/**
 * POST /api/casting/casts/{id}/finish (send an `Idempotency-Key`): cut →
 * finished, only when the metal balances (422 otherwise). The loss goes to
 * `loss`; the pieces' metal stays at the casting room for the jewellers'
 * entries, and the items move on to cleaning.
 */
export const finishCastBodySchema = z.strictObject({ note: noteSchema.default('') });
export type FinishCastBody = z.input<typeof finishCastBodySchema>;
export const finishCastResponseSchema = castDetailSchema;
