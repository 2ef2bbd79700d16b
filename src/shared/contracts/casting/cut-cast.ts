import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { castDetailSchema, castWeightMgSchema } from './cast';

/**
 * POST /api/casting/casts/{id}/cut (send an `Idempotency-Key`): cleaning → cut.
 * Records the clean tree and the root cut off; the root goes back to the
 * source holder. Weights that cannot stand together (a negative loss among
 * them) are a 400 with field errors, and nothing is written.
 * The metal moves on `postingDate` (ledger/posting-date.ts): today unless back-dated.
 */
export const cutCastBodySchema = z.strictObject({ cleanMg: castWeightMgSchema, rootMg: castWeightMgSchema, ...postingDateFields });
export type CutCastBody = z.input<typeof cutCastBodySchema>;
export const cutCastResponseSchema = castDetailSchema;
