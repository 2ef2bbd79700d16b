import { castDetailSchema } from './cast';

/** GET /api/casting/casts/{id}: the cast, its pieces and items, weights, figures and postings. */
export const getCastResponseSchema = castDetailSchema;
