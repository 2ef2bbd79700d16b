import { z } from 'zod';
import { queryBoolean } from '../common';
import { entryCategorySchema } from './entry-category';

/** GET /api/entries/categories: every entry category, ordered by code. */
export const findEntryCategoriesQuerySchema = z.strictObject({ active: queryBoolean().optional() });
export type FindEntryCategoriesQuery = z.input<typeof findEntryCategoriesQuerySchema>;
export const findEntryCategoriesResponseSchema = z.object({ items: z.array(entryCategorySchema) });
export type FindEntryCategoriesResponse = z.infer<typeof findEntryCategoriesResponseSchema>;
