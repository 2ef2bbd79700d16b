import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { castDetailSchema, noteSchema } from './cast';

/**
 * POST /api/casting/casts/{id}/finish (send an `Idempotency-Key`): cut →
 * finished, only when the metal balances (422 otherwise). The loss goes to
 * `loss`; the pieces' metal stays at the casting room for the jewellers'
 * entries, and the items move on to cleaning.
 * The metal moves on `postingDate` (ledger/posting-date.ts): today unless back-dated.
 */
export const finishCastBodySchema = z.strictObject({ note: noteSchema.default(''), ...postingDateFields });
export type FinishCastBody = z.input<typeof finishCastBodySchema>;
export const finishCastResponseSchema = castDetailSchema;
