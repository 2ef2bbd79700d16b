import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { castDetailSchema, castWeightMgSchema } from './cast';

/**
 * POST /api/casting/casts/{id}/pour (send an `Idempotency-Key`):
 * WAX_PREPARING → casting. Issues `actualMg` from the source holder to the
 * casting room (422 materials.overdraft) and moves the items to casting.
 * The metal moves on `postingDate` (ledger/posting-date.ts): today unless back-dated.
 */
export const pourCastBodySchema = z.strictObject({ actualMg: castWeightMgSchema.min(1), ...postingDateFields });
export type PourCastBody = z.input<typeof pourCastBodySchema>;
export const pourCastResponseSchema = castDetailSchema;
