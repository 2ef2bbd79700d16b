import { z } from 'zod';
import { queryBoolean } from '../common';
import { jewelryCategorySchema } from './jewelry-category';

/** GET /api/stock/categories: every jewelry category, ordered by code. */
export const findJewelryCategoriesQuerySchema = z.strictObject({ active: queryBoolean().optional() });
export type FindJewelryCategoriesQuery = z.input<typeof findJewelryCategoriesQuerySchema>;
export const findJewelryCategoriesResponseSchema = z.object({ items: z.array(jewelryCategorySchema) });
export type FindJewelryCategoriesResponse = z.infer<typeof findJewelryCategoriesResponseSchema>;
