import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { castDetailSchema, castWeightMgSchema } from './cast';

/**
 * POST /api/casting/casts/{id}/result (send an `Idempotency-Key`): casting →
 * cleaning. Records the tree out of the flask and returns the unpoured metal
 * (`overMg`) from the casting room to the source holder.
 * The metal moves on `postingDate` (ledger/posting-date.ts): today unless back-dated.
 */
export const recordCastResultBodySchema = z.strictObject({ overMg: castWeightMgSchema, resultMg: castWeightMgSchema, ...postingDateFields });
export type RecordCastResultBody = z.input<typeof recordCastResultBodySchema>;
export const recordCastResultResponseSchema = castDetailSchema;
