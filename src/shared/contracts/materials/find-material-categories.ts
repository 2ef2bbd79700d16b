import { z } from 'zod';
import { queryBoolean } from '../common';
import { materialCategorySchema } from './material';

/** GET /api/materials/categories: every category, ordered by code. */
export const findMaterialCategoriesQuerySchema = z.strictObject({ active: queryBoolean().optional() });
export type FindMaterialCategoriesQuery = z.input<typeof findMaterialCategoriesQuerySchema>;
export const findMaterialCategoriesResponseSchema = z.object({ items: z.array(materialCategorySchema) });
export type FindMaterialCategoriesResponse = z.infer<typeof findMaterialCategoriesResponseSchema>;
