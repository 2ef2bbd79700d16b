import { z } from 'zod';
import { castDetailSchema, castWeightMgSchema } from './cast';

/**
 * POST /api/casting/casts/{id}/result (send an `Idempotency-Key`): casting →
 * cleaning. Records the tree out of the flask and returns the unpoured metal
 * (`overMg`) from the casting room to the source holder.
 */
export const recordCastResultBodySchema = z.strictObject({ overMg: castWeightMgSchema, resultMg: castWeightMgSchema });
export type RecordCastResultBody = z.input<typeof recordCastResultBodySchema>;
export const recordCastResultResponseSchema = castDetailSchema;
