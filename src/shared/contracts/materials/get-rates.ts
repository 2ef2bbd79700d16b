import { z } from 'zod';
import { idQuerySchema } from '../common';
import { materialRateSchema } from './material';

/** GET /api/materials/rates: the rate in force per material; with `materialId`, that material's history, newest first. */
export const getRatesQuerySchema = z.strictObject({
  materialId: idQuerySchema.optional(),
});
export type GetRatesQuery = z.input<typeof getRatesQuerySchema>;
export const getRatesResponseSchema = z.object({
  current: z.array(materialRateSchema),
  history: z.array(materialRateSchema),
});
export type GetRatesResponse = z.infer<typeof getRatesResponseSchema>;
